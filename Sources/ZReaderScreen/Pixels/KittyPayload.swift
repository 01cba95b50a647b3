/// A picture's pixels as the kitty graphics protocol takes them: 24-bit RGB, row by row,
/// compressed with zlib (`f=24`, `o=z`), and their size.
///
/// Made once per picture off the run loop, written to the terminal once and dropped.
public struct KittyPayload: Hashable, Sendable {
    /// The image's width and height in pixels (`s=`, `v=`).
    public var width: Int
    public var height: Int
    /// `width × height × 3` bytes of RGB, in the zlib format (RFC 1950).
    public var compressed: [UInt8]

    public init(width: Int, height: Int, compressed: [UInt8]) {
        self.width = width
        self.height = height
        self.compressed = compressed
    }
}
