import ZReaderDomain

/// The state of a load that can be retried: not started, running, done, or failed.
public enum LoadStatus: Hashable, Sendable {
    case idle
    case loading
    case loaded
    case failed(LoadFailure)

    public var isLoading: Bool { self == .loading }
}
