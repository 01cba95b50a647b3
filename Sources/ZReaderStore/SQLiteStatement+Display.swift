import ZReaderDomain
import ZReaderScreen

extension SQLiteStatement {
    /// The column as text made safe for the screen: a cache file is data from outside too (an
    /// older zreader, another program, a damaged page may have written it).
    func displayText(at column: Int32, keepsNewlines: Bool = false) -> DisplayText? {
        text(at: column).map { TextSanitizer.clean($0, keepsNewlines: keepsNewlines) }
    }

    /// The same for a column the schema declares NOT NULL.
    func requiredDisplayText(at column: Int32) throws(SQLiteError) -> DisplayText {
        TextSanitizer.clean(try requiredText(at: column))
    }

    /// The column as an http(s) address; nil when it is NULL or anything else.
    func webURL(at column: Int32) -> WebURL? {
        text(at: column).flatMap(WebURL.init)
    }
}
