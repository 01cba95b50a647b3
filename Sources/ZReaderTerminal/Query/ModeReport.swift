/// A terminal's answer to DECRQM (`CSI ? mode $ p`): whether it knows the mode, and its state.
public enum ModeReport: Int, Hashable, Sendable {
    case notRecognized = 0
    case set = 1
    case reset = 2
    case permanentlySet = 3
    case permanentlyReset = 4

    /// The terminal has the mode and it can be (or is) on.
    public var isSupported: Bool {
        switch self {
        case .set, .reset, .permanentlySet: true
        case .notRecognized, .permanentlyReset: false
        }
    }
}
