import ZReaderDomain

/// The home list's way back to where the last run left it, while zreader starts: the place waits
/// for a list that holds it (the cache's, then the network's), and is dropped at the user's first
/// key or click, or once today's answer has been dealt with.
struct HomeReturn: Hashable, Sendable {
    /// The place still to go back to; nil when there is none or the start is over.
    private(set) var place: HomePlace?
    /// Set by the first key, click or answer from the network: a place offered later is ignored.
    private(set) var isOver = false
    /// Whether the list was put back at the place: a newer day then sends it to its top.
    var wasRestored = false

    mutating func offer(_ place: HomePlace?) {
        guard !isOver else { return }
        self.place = place
    }

    mutating func end() {
        isOver = true
        place = nil
    }
}
