import ZReaderScreen

/// What the user searches for: words, and optionally one column (栏目) to search in.
///
/// Typed as `#瞎扯 吐槽` the first word, after `#`, names the column; the rest is the text, whose
/// words must all occur (`SearchWords`: spaces separate them, quotes keep a phrase). A column
/// alone (`#小事`) asks for its stories. Nothing else is a query language: `*`, `NEAR` and `-` are
/// plain characters.
public struct SearchQuery: Hashable, Sendable {
    public var text: String
    public var column: String?

    public init(text: String, column: String? = nil) {
        self.text = text
        self.column = column
    }

    /// The query typed at the prompt; nil when nothing is left to search for.
    public init?(typed: String) {
        var words = Substring(typed).drop { $0.isWhitespace }
        var column: String?
        if words.hasPrefix("#") {
            let name = words.dropFirst().prefix { !$0.isWhitespace }
            if !name.isEmpty { column = String(name) }
            words = words.dropFirst(name.count + 1).drop { $0.isWhitespace }
        }
        var text = String(words)
        while text.last?.isWhitespace == true { text.removeLast() }
        guard !text.isEmpty || column != nil else { return nil }
        self.init(text: TextSanitizer.clean(text).string, column: column.map { TextSanitizer.clean($0).string })
    }

    /// The words that must all occur, each highlighted where it does.
    public var words: SearchWords { SearchWords(text) }

    /// True for a column named without words: its stories, all of them.
    public var listsColumn: Bool { column != nil && words.isEmpty }

    /// The query as the results screen names it.
    public var display: DisplayText {
        let text = TextSanitizer.clean(text)
        guard let column else { return "“\(text)”" }
        let name = TextSanitizer.clean(column)
        return words.isEmpty ? "栏目“\(name)”" : "“\(text)” · \(name)"
    }
}
