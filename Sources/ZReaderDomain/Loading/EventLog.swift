/// Where zreader writes down what the user need not see but a developer may: dropped stories,
/// cache write failures, host fallbacks.
public protocol EventLog: Sendable {
    func record(_ line: String)
}
