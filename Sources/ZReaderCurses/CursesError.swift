/// Why the terminal could not be set up.
public enum CursesError: Error, Hashable, Sendable, CustomStringConvertible {
    case notATerminal
    case unknownTerminal(String?)

    public var description: String {
        switch self {
        case .notATerminal:
            "zreader: no terminal to draw on"
        case .unknownTerminal(let name?):
            "zreader: unknown terminal type TERM=\(name); set TERM to one your terminal supports (e.g. xterm-256color)"
        case .unknownTerminal(nil):
            "zreader: TERM is not set; set it to your terminal's type (e.g. xterm-256color)"
        }
    }
}
