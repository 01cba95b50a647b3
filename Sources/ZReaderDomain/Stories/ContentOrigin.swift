/// Where a feed the app shows came from.
public enum ContentOrigin: Hashable, Sendable {
    /// Fresh from the Zhihu Daily API.
    case network
    /// From the cache on disk, without asking the network.
    case cache
    /// The embedded demo edition.
    case demo
}
