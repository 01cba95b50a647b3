/// A size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether an image of this size is at least `other` in both directions.
    public func covers(_ other: PixelSize) -> Bool {
        width >= other.width && height >= other.height
    }

    public var description: String { "\(width)x\(height)" }
}
