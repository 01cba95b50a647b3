/// Synchronized output (mode 2026): a terminal that has it shows nothing of a frame until its end,
/// so no half-drawn frame is ever seen; one that lacks it ignores the marks, but they are sent
/// only where the terminal reported the mode.
public enum SynchronizedOutput {
    public static let begin = Array("\u{1B}[?2026h".utf8)
    public static let end = Array("\u{1B}[?2026l".utf8)
}
