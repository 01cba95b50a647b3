/// Where the rebuilding of a damaged search index stands.
enum IndexRepair: Hashable, Sendable {
    /// Found damaged: its entries are to be dropped, all of them.
    case emptying
    /// Emptied, and filled again from `search_text` up to the story id `after`.
    case filling(after: Int)
}
