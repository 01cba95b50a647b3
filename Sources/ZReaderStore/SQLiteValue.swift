import ZReaderDomain
import ZReaderScreen

/// A value for a statement parameter: SQLite's integer, text or NULL.
enum SQLiteValue: Hashable, Sendable {
    case integer(Int)
    case text(String)
    case null

    init(_ integer: Int?) {
        self = integer.map(SQLiteValue.integer) ?? .null
    }

    init(_ text: String?) {
        self = text.map(SQLiteValue.text) ?? .null
    }

    init(_ text: DisplayText?) {
        self.init(text?.string)
    }

    init(_ url: WebURL?) {
        self.init(url?.string)
    }
}
