/// Which terminal program zreader runs in, as far as it can tell: what picture method, colours and
/// modes it has is known by brand and version, not by what it answers alone.
public enum TerminalBrand: String, Hashable, Sendable, CaseIterable {
    case kitty
    case ghostty
    case wezterm
    case foot
    case xterm
    case konsole
    case iterm2
    case windowsTerminal = "windows-terminal"
    /// GNOME Terminal, Tilix, Terminator and the other terminals built on VTE.
    case vte
    case mlterm
    case contour
    case tmux
    case appleTerminal = "apple-terminal"
    case linuxConsole = "linux-console"
    case unknown

    /// The name people know it by, as `--probe-terminal` prints it.
    public var displayName: String {
        switch self {
        case .kitty: "kitty"
        case .ghostty: "Ghostty"
        case .wezterm: "WezTerm"
        case .foot: "foot"
        case .xterm: "xterm"
        case .konsole: "Konsole"
        case .iterm2: "iTerm2"
        case .windowsTerminal: "Windows Terminal"
        case .vte: "VTE"
        case .mlterm: "mlterm"
        case .contour: "Contour"
        case .tmux: "tmux"
        case .appleTerminal: "Apple Terminal"
        case .linuxConsole: "the Linux console"
        case .unknown: "unknown"
        }
    }
}
