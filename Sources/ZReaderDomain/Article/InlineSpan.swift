import ZReaderScreen

/// A run of article text in one inline style.
public struct InlineSpan: Hashable, Sendable {
    public var text: DisplayText
    public var style: InlineStyle

    public init(_ text: DisplayText, style: InlineStyle = []) {
        self.text = text
        self.style = style
    }
}
