/// The id under which a picture lives in a terminal that speaks the kitty graphics protocol.
///
/// Ids are global to a kitty window, shared by every program in it (two zreaders in tmux panes,
/// yazi, circumflex), so each has two parts: `low` (16…255) names the picture within this process
/// and is the colour number its placeholder cells are drawn in (below 16, a terminal at 256
/// colours gets `ESC [ 3N m`, which carries no id); `msb` (1…255, chosen at random once per
/// process) is the id's most significant byte, carried by a third diacritic in each placeholder
/// cell, so that no other program's small ids are ever ours.
public struct KittyImageID: Hashable, Sendable, CustomStringConvertible {
    /// The picture's number within this process, and the colour number of its placeholder cells.
    public let low: UInt8
    /// The id's most significant byte: this process's, the same for all its pictures.
    public let msb: UInt8

    /// The `low` values an id may take: at most 240 pictures at once.
    public static let lowRange: ClosedRange<UInt8> = 16...255

    /// An id, or nil when `low` is below 16 or `msb` is 0 (the ids other programs use).
    public init?(low: UInt8, msb: UInt8) {
        guard KittyImageID.lowRange.contains(low), msb != 0 else { return nil }
        self.low = low
        self.msb = msb
    }

    /// The id as the protocol's `i=` key writes it: `msb << 24 | low`.
    public var value: UInt32 { UInt32(msb) << 24 | UInt32(low) }

    public var description: String { "image \(value)" }
}
