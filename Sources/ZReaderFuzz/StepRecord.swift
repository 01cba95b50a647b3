import ZReaderScreen

/// One step as the report shows it: its number, what happened, and the colour depth its frame
/// was rendered with.
public struct StepRecord: Hashable, Sendable, CustomStringConvertible {
    public var step: Int
    public var event: FuzzEvent
    public var depth: ColorDepth

    public var description: String { "\(step) [\(depth.rawValue)] \(event)" }
}
