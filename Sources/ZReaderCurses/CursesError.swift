/// Why the terminal could not be set up.
public enum CursesError: Error, Hashable, Sendable, CustomStringConvertible {
    case notATerminal
    case unknownTerminal(String?)

    public var description: String {
        switch self {
        case .notATerminal:
            "zreader: 没有可以绘制的终端"
        case .unknownTerminal(let name?):
            "zreader: 未知的终端类型 TERM=\(name)；请把 TERM 设为你的终端支持的类型（例如 xterm-256color）"
        case .unknownTerminal(nil):
            "zreader: 没有设置 TERM；请把它设为你的终端类型（例如 xterm-256color）"
        }
    }
}
