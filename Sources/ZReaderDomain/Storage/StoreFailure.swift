/// Why the story store could not do something; the app keeps going without that piece of cache.
public enum StoreFailure: Error, Hashable, Sendable {
    /// The database refused the operation (busy past its timeout, disk full, read-only…).
    case database(String)
}
