/// The look of one cell: foreground, background and attributes.
public struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: TextAttributes

    public init(
        foreground: TerminalColor = .terminalDefault, background: TerminalColor = .terminalDefault,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = CellStyle()

    public init(fg: RGBColor?, bg: RGBColor?, _ attributes: TextAttributes = []) {
        self.init(
            foreground: fg.map(TerminalColor.rgb) ?? .terminalDefault,
            background: bg.map(TerminalColor.rgb) ?? .terminalDefault, attributes: attributes)
    }

    public var description: String {
        let attributeText = attributes.isEmpty ? "" : " \(attributes)"
        return "fg=\(foreground) bg=\(background)\(attributeText)"
    }
}
