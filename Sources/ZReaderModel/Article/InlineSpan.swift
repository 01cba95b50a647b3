/// A run of article text in one inline style.
public struct InlineSpan: Hashable, Sendable {
    public var text: String
    public var style: InlineStyle

    public init(_ text: String, style: InlineStyle = []) {
        self.text = text
        self.style = style
    }
}
