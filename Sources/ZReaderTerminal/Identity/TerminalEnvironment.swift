/// The environment variables that say which terminal zreader runs in, read once at start-up.
///
/// Inside tmux the markers (`KITTY_WINDOW_ID`, `COLORTERM`, …) are those of the terminal the tmux
/// server was started from, which need not be the one drawing now: there they only say "tmux".
public struct TerminalEnvironment: Hashable, Sendable {
    public var term: String
    public var termProgram: String
    public var termProgramVersion: String
    public var colorTerm: String
    public var lcTerminal: String
    public var kittyWindowID: String
    public var ghosttyResourcesDirectory: String
    public var weztermExecutable: String
    public var windowsTerminalSession: String
    public var konsoleVersion: String
    public var itermSessionID: String
    public var vteVersion: String
    public var tmux: String
    public var noColor: String

    /// The variables zreader reads, by name, as `TerminalEnvironment(_:)` takes them.
    public static let names = [
        "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "COLORTERM", "LC_TERMINAL", "KITTY_WINDOW_ID",
        "GHOSTTY_RESOURCES_DIR", "WEZTERM_EXECUTABLE", "WT_SESSION", "KONSOLE_VERSION", "ITERM_SESSION_ID",
        "VTE_VERSION", "TMUX", "NO_COLOR",
    ]

    /// The variables of `environment` (a missing one is empty).
    public init(_ environment: [String: String]) {
        func value(_ name: String) -> String { environment[name] ?? "" }
        term = value("TERM")
        termProgram = value("TERM_PROGRAM")
        termProgramVersion = value("TERM_PROGRAM_VERSION")
        colorTerm = value("COLORTERM")
        lcTerminal = value("LC_TERMINAL")
        kittyWindowID = value("KITTY_WINDOW_ID")
        ghosttyResourcesDirectory = value("GHOSTTY_RESOURCES_DIR")
        weztermExecutable = value("WEZTERM_EXECUTABLE")
        windowsTerminalSession = value("WT_SESSION")
        konsoleVersion = value("KONSOLE_VERSION")
        itermSessionID = value("ITERM_SESSION_ID")
        vteVersion = value("VTE_VERSION")
        tmux = value("TMUX")
        noColor = value("NO_COLOR")
    }

    /// `$TMUX` is set: zreader runs in a tmux pane.
    public var isInsideTmux: Bool { !tmux.isEmpty }

    /// `TERM` is unset, empty or `dumb`: no terminal to query or draw on (pipe mode).
    public var isDumb: Bool { term.isEmpty || term == "dumb" }

    /// `COLORTERM` says 24-bit colour.
    public var saysTrueColor: Bool { colorTerm == "truecolor" || colorTerm == "24bit" }

    /// `NO_COLOR` is set and not empty.
    public var forbidsColor: Bool { !noColor.isEmpty }

    /// The variables that were set, as `NAME=value` lines for `--probe-terminal`, in `names` order.
    public var setVariables: [(name: String, value: String)] {
        let values = [
            term, termProgram, termProgramVersion, colorTerm, lcTerminal, kittyWindowID, ghosttyResourcesDirectory,
            weztermExecutable, windowsTerminalSession, konsoleVersion, itermSessionID, vteVersion, tmux, noColor,
        ]
        return zip(TerminalEnvironment.names, values).filter { !$0.1.isEmpty }.map { ($0.0, $0.1) }
    }
}
