import ZReaderScreen

/// The cache and the user's data as they were opened, for the loader to use from its first call.
public struct OpenedStores: Sendable {
    public var cache: OpenedStore<any StoryStore>
    public var userData: OpenedStore<any UserDataStore>

    public init(cache: OpenedStore<any StoryStore>, userData: OpenedStore<any UserDataStore>) {
        self.cache = cache
        self.userData = userData
    }

    /// What to tell the user about both files, cache first, in one line; nil when all is well.
    public var notice: DisplayText? {
        let notices = [cache.notice, userData.notice].compactMap { $0 }
        return notices.isEmpty ? nil : DisplayText.joined(notices, separator: "；")
    }
}
