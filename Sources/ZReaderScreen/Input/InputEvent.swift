/// Something the terminal reported: a key, a mouse action, a new size, or a request to stop.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// The process was asked to stop (SIGINT, SIGTERM, SIGHUP): quit cleanly.
    case terminated
}
