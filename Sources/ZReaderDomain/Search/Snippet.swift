import ZReaderScreen

/// A line of a story's text around the first match of a query, for a search result.
public enum Snippet {
    /// About `length` graphemes of `text` with the first match of any of `words` in them, a few
    /// graphemes of context before it, "…" where text was cut; nil when no word occurs.
    public static func around(_ words: SearchWords, in text: String, length: Int = 60) -> DisplayText? {
        let characters = Array(text)
        guard let match = TextFolding.matches(of: words, in: text, limit: 1).first else { return nil }
        let start = max(0, match.lowerBound - 12)
        let end = min(characters.count, max(match.upperBound, start + length))
        var piece = String(characters[start..<end]).split(whereSeparator: \.isNewline).joined(separator: " ")
        if start > 0 { piece = "…" + piece }
        if end < characters.count { piece += "…" }
        return TextSanitizer.clean(piece)
    }
}
