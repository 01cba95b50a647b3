import ZReaderScreen

/// What zreader knows of its terminal after the start-up query round, and what it does with it:
/// how pictures are drawn, whether colours are 24-bit, whether frames are synchronized, the cell
/// size in pixels.
///
/// Made once, before curses starts (`TerminalProfiler`), from the terminal's answers, the
/// environment, tmux's word about the terminal outside it and the user's flags; read by the curses
/// backend (colours, synchronized output), by the app (the picture method, the cell size) and by
/// `zreader --probe-terminal`, which prints it with the reasons.
public struct TerminalProfile: Hashable, Sendable {
    /// The terminal zreader talks to: tmux itself when inside tmux.
    public var identity: TerminalIdentity
    /// Inside tmux, the terminal tmux draws in (its `client_termtype`); nil outside tmux or when
    /// tmux would not say.
    public var outer: TerminalIdentity?
    /// Inside tmux: `$TMUX` is set or the terminal answered as tmux.
    public var insideTmux: Bool
    /// tmux passes escape sequences through to the outer terminal (`allow-passthrough on`), as
    /// kitty's placeholders need; every graphics command must then be wrapped (`ESC P tmux;` …).
    public var tmuxPassthrough: Bool
    /// How pictures are drawn.
    public var pixelMethod: PixelMethod
    /// Why, in a few words (`--probe-terminal`).
    public var methodReason: String
    /// The terminal would draw kitty placeholders through tmux if tmux let it: say once how to
    /// allow passthrough (never change the user's tmux options).
    public var passthroughHint: Bool
    /// The terminal shows 24-bit colour: a `-direct` terminfo entry is tried first.
    public var trueColor: Bool
    /// Why, or why not (`--probe-terminal`).
    public var colorReason: String
    /// The terminal reported synchronized output (mode 2026): frames are wrapped in it.
    public var synchronizedOutput: Bool
    /// One cell's size in pixels, when the terminal or the kernel said; sixel needs it, kitty
    /// scales into the cells it is given.
    public var cellPixels: PixelExtent?
    /// Where `cellPixels` came from (`CSI 16 t`, `TIOCGWINSZ`, …), or why it is unknown.
    public var cellPixelsSource: String
    /// The colour registers a sixel picture may use (XTSMGRAPHICS), when the terminal said.
    public var sixelRegisters: Int?
    /// The largest sixel picture the terminal draws (XTSMGRAPHICS), when it said.
    public var sixelMaxPixels: PixelExtent?
    /// xterm before patch 369 has the sense of DECSDM (mode 80) inverted: a sixel is drawn at the
    /// cursor with `CSI ? 80 h` there, `CSI ? 80 l` everywhere else.
    public var sixelScrollingInverted: Bool
    /// How wide the terminal drew an East Asian Ambiguous character in the query round; nil when
    /// it did not answer.
    public var ambiguousWidth: AmbiguousWidth?
    /// The terminfo entries to try, in order, for curses (`TerminfoCandidates`).
    public var terminfoCandidates: [String]

    public init(
        identity: TerminalIdentity = .unknown, outer: TerminalIdentity? = nil, insideTmux: Bool = false,
        tmuxPassthrough: Bool = false, pixelMethod: PixelMethod = .cells, methodReason: String = "",
        passthroughHint: Bool = false, trueColor: Bool = false, colorReason: String = "",
        synchronizedOutput: Bool = false, cellPixels: PixelExtent? = nil, cellPixelsSource: String = "",
        sixelRegisters: Int? = nil, sixelMaxPixels: PixelExtent? = nil, sixelScrollingInverted: Bool = false,
        ambiguousWidth: AmbiguousWidth? = nil, terminfoCandidates: [String] = []
    ) {
        self.identity = identity
        self.outer = outer
        self.insideTmux = insideTmux
        self.tmuxPassthrough = tmuxPassthrough
        self.pixelMethod = pixelMethod
        self.methodReason = methodReason
        self.passthroughHint = passthroughHint
        self.trueColor = trueColor
        self.colorReason = colorReason
        self.synchronizedOutput = synchronizedOutput
        self.cellPixels = cellPixels
        self.cellPixelsSource = cellPixelsSource
        self.sixelRegisters = sixelRegisters
        self.sixelMaxPixels = sixelMaxPixels
        self.sixelScrollingInverted = sixelScrollingInverted
        self.ambiguousWidth = ambiguousWidth
        self.terminfoCandidates = terminfoCandidates
    }
}
