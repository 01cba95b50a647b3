/// What the parser read from a config file: its entries in order, its table headers, the problems
/// it could step over, and the one that stopped it.
struct TOMLDocument: Hashable, Sendable {
    /// One `key = value` line, kept only when its line ended well.
    struct Entry: Hashable, Sendable {
        /// The table it sits in: `[]` for the top of the file, `["keys", "reader"]` for `[keys.reader]`.
        var table: [String]
        var key: String
        var keyLocation: SourceLocation
        var value: TOMLValue
        var valueLocation: SourceLocation
    }

    /// A `[table]` line.
    struct Header: Hashable, Sendable {
        var path: [String]
        var location: SourceLocation
    }

    var entries: [Entry] = []
    /// Each table's first header.
    var headers: [Header] = []
    /// Duplicates and other problems that leave the rest of the file usable.
    var problems: [TOMLProblem] = []
    /// The problem that ended reading; nothing from its line on is in `entries`.
    var fatal: TOMLProblem?
}
