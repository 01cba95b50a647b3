/// A colour as a cell asks for it: the terminal's own default, or an exact RGB colour.
public enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    case terminalDefault
    case rgb(RGBColor)

    public var description: String {
        switch self {
        case .terminalDefault: "default"
        case .rgb(let color): color.description
        }
    }
}
