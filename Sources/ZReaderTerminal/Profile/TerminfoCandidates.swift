/// The terminfo entries curses tries, in order, when it starts: the terminal's own, its 24-bit
/// variant first when it has 24-bit colour, then the entries every xterm-like terminal can use.
///
/// Debian's ncurses has no entry for Ghostty, WezTerm, foot, Contour or Rio, and an entry is often
/// missing over SSH; all of them speak xterm's language, so `xterm-256color` and `xterm` start
/// them rather than "unknown terminal".
public enum TerminfoCandidates {
    /// The entries to try for `term`.
    ///
    /// With 24-bit colour: `term` itself when it is a `-direct` entry, else its family's
    /// (`xterm-256color` → `xterm-direct`), then `xterm-direct` (not inside tmux or screen, whose
    /// own entries must stay); then `term`, `xterm-256color`, `xterm`.
    public static func names(term: String, trueColor: Bool, insideMultiplexer: Bool) -> [String] {
        var names: [String] = []
        if trueColor {
            if term.hasSuffix("-direct") {
                names.append(term)
            } else if let base = term.split(separator: "-").first {
                names.append("\(base)-direct")
            }
            if !insideMultiplexer { names.append("xterm-direct") }
        }
        names += [term, "xterm-256color", "xterm"]
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Whether `term` names a multiplexer's entry (tmux, GNU screen), whose fallbacks must not be
    /// xterm's direct colour.
    public static func isMultiplexer(_ term: String) -> Bool {
        term.hasPrefix("tmux") || term.hasPrefix("screen")
    }
}
