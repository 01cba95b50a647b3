/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        case wheelUp, wheelDown, press, release, click
    }

    public var kind: Kind
    public var position: Point

    public init(_ kind: Kind, at position: Point) {
        self.kind = kind
        self.position = position
    }
}
