import ZReaderDomain
import ZReaderScreen

extension ArticleLine {
    /// The column (from the measure's left edge) where the spans' text starts.
    public var textColumn: Int { indent + prefix.width }

    /// The links this line shows — its `[n]` markers, or the number of its entry in the links
    /// list — with the column each starts at.
    public var linkMarkers: [(number: Int, column: Int)] {
        if kind == .linkEntry, !isContinuation {
            let digits = prefix.string.drop { $0 == "[" }.prefix { $0.isNumber }
            return Int(digits).map { [($0, indent)] } ?? []
        }
        var markers: [(number: Int, column: Int)] = []
        var column = textColumn
        for span in spans {
            if span.style.contains(.linkNumber) {
                let digits = span.text.string.drop { $0 == "[" }.prefix { $0.isNumber }
                if let number = Int(digits) { markers.append((number, column)) }
            }
            column += span.text.width
        }
        return markers
    }

    /// Where any of `words` occurs in the line's text, as columns from the measure's left edge.
    public func matchColumns(of words: SearchWords) -> [Range<Int>] {
        DisplayText.joined(spans.map(\.text)).columns(matching: words).map { columns in
            (textColumn + columns.lowerBound)..<(textColumn + columns.upperBound)
        }
    }
}
