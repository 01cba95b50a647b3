/// Something the terminal reported: a key, a mouse action, a new size, a return from a
/// suspension, or a request to stop.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// zreader was stopped (Ctrl-Z) and continued: the terminal, now this size, is to be redrawn
    /// whole, and the images it held were deleted as zreader left it.
    case resumed(Size)
    /// The process was asked to stop (SIGINT, SIGTERM, SIGHUP): quit cleanly.
    case terminated
}
