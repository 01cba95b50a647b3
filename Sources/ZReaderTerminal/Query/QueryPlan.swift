/// What zreader asks the terminal at start-up, in one write, before curses starts: the
/// ambiguous-width probe, 24-bit colour, synchronized output, kitty graphics, the cell size in
/// pixels, sixel registers, the terminal's name and version, and last the primary device
/// attributes, whose answer (every terminal gives one) ends the round.
///
/// Terminals answer in order, so the DA1 answer is a sentinel: what a terminal does not know it
/// ignores, and its answer to DA1 still comes.
public enum QueryPlan: Hashable, Sendable {
    /// Everything.
    case full
    /// Everything but the mode and graphics-register queries (Konsole prints `CSI ? 2026 $ p`
    /// instead of consuming it).
    case withoutModeQueries
    /// Everything but the kitty graphics query: inside tmux, which takes an APC string for the
    /// pane's title (and would keep it), and answers for the outer terminal come from tmux itself.
    case withoutGraphicsQuery
    /// The ambiguous-width probe and DA1 alone: terminals known to print APC or DCS strings they
    /// do not know (Apple Terminal, the Linux console, GNU screen).
    case minimal
    /// No query: no terminal, or `TERM` empty or `dumb`.
    case none

    /// The plan for a terminal with this environment.
    public init(environment: TerminalEnvironment) {
        let term = environment.term
        if environment.isDumb {
            self = .none
        } else if environment.termProgram == "Apple_Terminal" || term == "linux"
            || (term.hasPrefix("screen") && !environment.isInsideTmux)
        {
            self = .minimal
        } else if environment.isInsideTmux {
            self = .withoutGraphicsQuery
        } else if !environment.konsoleVersion.isEmpty {
            self = .withoutModeQueries
        } else {
            self = .full
        }
    }

    /// How long the round waits for the DA1 answer at most.
    ///
    /// The terminals measured end in 7–24 ms; the limit binds only for one that never answers DA1 or a slow link, where a late answer
    /// loses information but does no harm.
    public static let timeLimitMilliseconds = 400

    /// The kitty graphics query's id: any answer naming another id is someone else's.
    public static let kittyQueryID = 31

    /// The one write of the plan.
    public var bytes: [UInt8] {
        let escape = "\u{1B}"
        let terminator = escape + "\\"
        // `·` in the default colour at the start of the line: the cursor's column after it says
        // how wide the terminal draws East Asian Ambiguous characters.
        let probe = "\r\u{B7}" + escape + "[6n"
        // A 24-bit colour set, then read back: a terminal that keeps it reports `38:2:…:1:2:3`.
        let colourEcho = escape + "[38;2;1;2;3m" + escape + "P$qm" + terminator + escape + "[m"
        // XTGETTCAP for `RGB` and `Tc`, in hex.
        let capabilities = escape + "P+q524742;5463" + terminator
        let synchronizedOutput = escape + "[?2026$p"
        let kitty = escape + "_Gi=\(QueryPlan.kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA" + terminator
        let cellSize = escape + "[16t" + escape + "[14t" + escape + "[18t"
        let sixelRegisters = escape + "[?1;1;0S" + escape + "[?2;1;0S"
        let version = escape + "[>q" + escape + "[>c"
        let erase = "\r" + escape + "[K"
        let sentinel = escape + "[c"
        let text: String
        switch self {
        case .full:
            text =
                probe + colourEcho + capabilities + synchronizedOutput + kitty + cellSize + sixelRegisters + version
                + erase + sentinel
        case .withoutModeQueries:
            text = probe + colourEcho + capabilities + kitty + cellSize + version + erase + sentinel
        case .withoutGraphicsQuery:
            text =
                probe + colourEcho + capabilities + synchronizedOutput + cellSize + sixelRegisters + version + erase
                + sentinel
        case .minimal:
            text = probe + erase + sentinel
        case .none:
            text = ""
        }
        return Array(text.utf8)
    }
}
