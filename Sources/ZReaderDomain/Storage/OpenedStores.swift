import ZReaderScreen

/// The cache and the user's data as they were opened, for the loader to use from its first call.
public struct OpenedStores: Sendable {
    public var cache: OpenedStore
    public var userData: any UserDataStore
    /// A short sentence for the status line when the user's data is not what it should be (a
    /// damaged file moved aside, kept in memory for this run); nil when all is well.
    public var userDataNotice: DisplayText?
    /// The data file in use, or nil when the user's data lives in memory for this run.
    public var userDataPath: String?

    public init(
        cache: OpenedStore, userData: any UserDataStore, userDataNotice: DisplayText? = nil,
        userDataPath: String? = nil
    ) {
        self.cache = cache
        self.userData = userData
        self.userDataNotice = userDataNotice
        self.userDataPath = userDataPath
    }

    /// What to tell the user about both files, cache first, in one line; nil when all is well.
    public var notice: DisplayText? {
        let notices = [cache.notice, userDataNotice].compactMap { $0 }
        return notices.isEmpty ? nil : DisplayText.joined(notices, separator: "；")
    }
}
