/// A width and a height in pixels: a terminal cell's, its text area's, the largest sixel it draws.
public struct PixelExtent: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width`×`height`, as `--probe-terminal` prints it.
    public var description: String { "\(width)x\(height)" }
}
