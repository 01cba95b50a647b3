import FoundationEssentials

/// Turns the bytes of a JPEG, PNG or WebP into RGBA pixels, never bigger than the caller needs.
///
/// The kind comes from the bytes' magic number. JPEGs are decoded by libjpeg-turbo at the smallest
/// of its scaling factors (1/8 to 1) whose result still covers `fitting`, WebPs by libwebp scaled
/// while decoding to the same cover size, PNGs in full and then shrunk by a whole factor. Every
/// header is read first: a picture that claims more than `maximumPixels` is refused before any of
/// its pixels are decoded, so a tiny hostile file cannot make zreader allocate gigabytes, and a
/// picture whose decoding would cost more than `maximumWork` (`DecodeWork`) is refused as well,
/// so that a small file cannot make zreader spend seconds of CPU on it.
public enum ImageDecoder {
    /// 40 megapixels: more than any photograph Zhihu serves, and at most 160 MB of pixels.
    public static let defaultMaximumPixels = 40_000_000

    /// The picture in `data`, at a size that covers `hint` when one is given (the aspect is kept).
    public static func decode(
        _ data: Data, fitting hint: PixelSize? = nil, maximumPixels: Int = defaultMaximumPixels,
        maximumWork: Int = DecodeWork.defaultBudget
    ) throws(ImageDecodeFailure) -> RGBAImage {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ImageDecodeFailure) in
                let bytes = raw.bindMemory(to: UInt8.self)
                try admit(bytes, maximumPixels: maximumPixels, maximumWork: maximumWork)
                return try decode(bytes, fitting: hint, maximumPixels: maximumPixels)
            }
        }
        return try result.get()
    }

    /// Throws what decoding `data` would be refused for before decoding a pixel, else returns
    /// what decoding it will cost (`DecodeWork`'s units).
    ///
    /// Only the headers are read (microseconds to milliseconds): too many pixels, too much work,
    /// an unknown or unsupported kind. A picture admitted may still turn out truncated or corrupt.
    @discardableResult
    public static func admit(
        _ data: Data, maximumPixels: Int = defaultMaximumPixels, maximumWork: Int = DecodeWork.defaultBudget
    ) throws(ImageDecodeFailure) -> Int {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ImageDecodeFailure) in
                try admit(raw.bindMemory(to: UInt8.self), maximumPixels: maximumPixels, maximumWork: maximumWork)
            }
        }
        return try result.get()
    }

    /// The picture in `bytes`; see `decode(_:fitting:maximumPixels:)`.
    public static func decode(
        _ bytes: [UInt8], fitting hint: PixelSize? = nil, maximumPixels: Int = defaultMaximumPixels,
        maximumWork: Int = DecodeWork.defaultBudget
    ) throws(ImageDecodeFailure) -> RGBAImage {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ImageDecodeFailure) in
                try admit(buffer, maximumPixels: maximumPixels, maximumWork: maximumWork)
                return try decode(buffer, fitting: hint, maximumPixels: maximumPixels)
            }
        }
        return try result.get()
    }

    @discardableResult
    static func admit(
        _ bytes: UnsafeBufferPointer<UInt8>, maximumPixels: Int, maximumWork: Int
    ) throws(ImageDecodeFailure) -> Int {
        switch try kind(of: bytes) {
        case .jpeg: return try JPEGDecoder.admit(bytes, maximumPixels: maximumPixels, maximumWork: maximumWork)
        case .png: return try PNGDecoder.admit(bytes, maximumPixels: maximumPixels, maximumWork: maximumWork)
        case .webp: return try WebPDecoder.admit(bytes, maximumPixels: maximumPixels, maximumWork: maximumWork)
        case .gif: throw .unsupported(.gif)
        }
    }

    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, fitting hint: PixelSize?, maximumPixels: Int
    ) throws(ImageDecodeFailure) -> RGBAImage {
        switch try kind(of: bytes) {
        case .jpeg: return try JPEGDecoder.decode(bytes, fitting: hint, maximumPixels: maximumPixels)
        case .png: return try PNGDecoder.decode(bytes, fitting: hint, maximumPixels: maximumPixels)
        case .webp: return try WebPDecoder.decode(bytes, fitting: hint, maximumPixels: maximumPixels)
        case .gif: throw .unsupported(.gif)
        }
    }

    /// The format `bytes` are in, by their first bytes; empty or unknown bytes are refused.
    private static func kind(of bytes: UnsafeBufferPointer<UInt8>) throws(ImageDecodeFailure) -> ImageKind {
        guard bytes.baseAddress != nil, !bytes.isEmpty else { throw .empty }
        guard let kind = ImageKind(sniffing: bytes) else { throw .unrecognised }
        return kind
    }

    /// Refuses a header's size before anything is allocated for it.
    static func checkPixelCount(width: Int, height: Int, maximumPixels: Int) throws(ImageDecodeFailure) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maximumPixels || pixels > Int.max / 4 {
            throw .tooManyPixels(width: width, height: height)
        }
    }

    /// The smallest size with the source's aspect that still covers `hint`, never above the source.
    static func coverSize(of source: PixelSize, hint: PixelSize) -> PixelSize {
        guard source.width > 0, source.height > 0, hint.width > 0 || hint.height > 0 else { return source }
        let scale = max(Double(hint.width) / Double(source.width), Double(hint.height) / Double(source.height))
        guard scale < 1 else { return source }
        return PixelSize(
            width: max(1, Int((Double(source.width) * scale).rounded(.up))),
            height: max(1, Int((Double(source.height) * scale).rounded(.up))))
    }
}
