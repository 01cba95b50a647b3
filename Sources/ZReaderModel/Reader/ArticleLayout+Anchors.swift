extension ArticleLayout {
    /// Where line `index` starts within its block.
    func anchor(atLine index: Int) -> TextAnchor {
        let block = lines[index].blockIndex
        let first = firstLine(ofBlock: block)
        let offset = lines[first..<index].reduce(0) { $0 + Self.weight(of: $1) }
        return TextAnchor(block: block, offset: offset)
    }

    /// The line holding `anchor`: the line of its block whose text runs over its offset (the
    /// block's last line when the text grew shorter, the next block's first when it went).
    func line(at anchor: TextAnchor) -> Int {
        var index = firstLine(ofBlock: anchor.block)
        var start = 0
        while index + 1 < lines.count, lines[index + 1].blockIndex == anchor.block,
            start + Self.weight(of: lines[index]) <= anchor.offset
        {
            start += Self.weight(of: lines[index])
            index += 1
        }
        return index
    }

    private static func weight(of line: ArticleLine) -> Int {
        max(1, line.spans.reduce(0) { $0 + $1.text.string.count })
    }
}
