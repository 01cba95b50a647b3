/// Decoded pixels: 8-bit red, green, blue and (unassociated) alpha, row by row from the top left.
public struct RGBAImage: Hashable, Sendable {
    /// One pixel's four channels.
    public struct Pixel: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A of each pixel.
    public let bytes: [UInt8]

    /// Wraps `bytes`; nil unless there are exactly four bytes for each of `width × height` pixels.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= Int.max / 4, pixels * 4 == bytes.count else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image of `width × height` pixels painted by `pixel(x, y)`.
    public init(width: Int, height: Int, pixel: (Int, Int) -> Pixel) {
        let width = max(1, width)
        let height = max(1, height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var index = 0
        for y in 0..<height {
            for x in 0..<width {
                let value = pixel(x, y)
                bytes[index] = value.red
                bytes[index + 1] = value.green
                bytes[index + 2] = value.blue
                bytes[index + 3] = value.alpha
                index += 4
            }
        }
        self.init(trustedWidth: width, height: height, bytes: bytes)
    }

    /// For decoders, which allocate exactly `width × height × 4` bytes themselves.
    init(trustedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at column `x`, row `y` (both inside the image).
    public func pixel(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * 4
        return Pixel(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: bytes[index + 3])
    }

    /// The image shrunk by the largest whole factor that still covers `target`, each new pixel the
    /// alpha-weighted mean of the block it replaces; the image itself when no factor of 2 or more fits.
    public func downsampled(toCover target: PixelSize) -> RGBAImage {
        let factor = min(width / max(1, target.width), height / max(1, target.height))
        guard factor >= 2 else { return self }
        let newWidth = width / factor
        let newHeight = height / factor
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        let blockArea = factor * factor
        bytes.withUnsafeBufferPointer { source in
            for row in 0..<newHeight {
                for column in 0..<newWidth {
                    var red = 0
                    var green = 0
                    var blue = 0
                    var alpha = 0
                    for y in (row * factor)..<(row * factor + factor) {
                        var index = (y * width + column * factor) * 4
                        for _ in 0..<factor {
                            let weight = Int(source[index + 3])
                            red += Int(source[index]) * weight
                            green += Int(source[index + 1]) * weight
                            blue += Int(source[index + 2]) * weight
                            alpha += weight
                            index += 4
                        }
                    }
                    let target = (row * newWidth + column) * 4
                    if alpha > 0 {
                        result[target] = UInt8((red + alpha / 2) / alpha)
                        result[target + 1] = UInt8((green + alpha / 2) / alpha)
                        result[target + 2] = UInt8((blue + alpha / 2) / alpha)
                    }
                    result[target + 3] = UInt8((alpha + blockArea / 2) / blockArea)
                }
            }
        }
        return RGBAImage(trustedWidth: newWidth, height: newHeight, bytes: result)
    }
}
