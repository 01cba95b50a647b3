import ZReaderScreen

/// What the reader asks of its terminal when it opens it: the user's flags and what is known
/// before the terminal is asked anything.
public struct TerminalOptions: Sendable {
    /// `--colors`: a colour depth over what the terminal reports.
    public var colors: ColorDepth?
    /// Capture the mouse.
    public var mouse: Bool
    /// `--ambiguous-width`; nil asks the terminal.
    public var ambiguousWidth: AmbiguousWidth?
    /// `--graphics`.
    public var graphics: GraphicsPreference
    /// `--cursor visible`: the terminal's cursor is shown where the views put it (else it is there,
    /// invisible, for screen readers).
    public var showsCursor: Bool
    /// Set the window title, the previous one pushed and restored (off with `--no-title`).
    public var setsTitle: Bool
    /// The environment's terminal variables.
    public var environment: TerminalEnvironment
    /// Inside tmux, tmux's word about the outer terminal (`TmuxClientInfo.command`).
    public var tmux: TmuxClientInfo?

    public init(
        colors: ColorDepth? = nil, mouse: Bool = true, ambiguousWidth: AmbiguousWidth? = nil,
        graphics: GraphicsPreference = .auto, showsCursor: Bool = false, setsTitle: Bool = true,
        environment: TerminalEnvironment = TerminalEnvironment([:]), tmux: TmuxClientInfo? = nil
    ) {
        self.colors = colors
        self.mouse = mouse
        self.ambiguousWidth = ambiguousWidth
        self.graphics = graphics
        self.showsCursor = showsCursor
        self.setsTitle = setsTitle
        self.environment = environment
        self.tmux = tmux
    }
}
