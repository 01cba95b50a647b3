import ZReaderScreen

extension DisplayText {
    /// The columns the matches of `query`'s words take when the text is drawn from column 0,
    /// folded as search folds (`TextFolding`).
    public func columns(matching query: String) -> [Range<Int>] {
        columns(matching: SearchWords(query))
    }

    /// The columns the matches of any of `words` take when the text is drawn from column 0.
    public func columns(matching words: SearchWords) -> [Range<Int>] {
        let characters = Array(string)
        return TextFolding.matches(of: words, in: string).map { range in
            let before = characters[..<range.lowerBound].reduce(0) { $0 + TextWidth.width(of: $1) }
            let inside = characters[range].reduce(0) { $0 + TextWidth.width(of: $1) }
            return before..<(before + inside)
        }
    }
}
