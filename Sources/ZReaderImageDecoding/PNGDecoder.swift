import CPNG

/// PNG through libpng's simplified API, which catches libpng's errors itself (no `setjmp` here).
///
/// PNG cannot be scaled while decoding: the whole image is decoded, then shrunk by a whole factor
/// towards the hint so that what is kept is no bigger than a scaled JPEG would be.
enum PNGDecoder {
    /// Refuses from the header alone a size over `maximumPixels` or passes over `maximumWork`.
    static func admit(
        _ input: UnsafeBufferPointer<UInt8>, maximumPixels: Int, maximumWork: Int
    ) throws(ImageDecodeFailure) -> Int {
        guard let base = input.baseAddress else { throw .empty }
        var image = png_image()
        image.version = zr_png_image_version()
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, base, input.count) != 0 else { throw failure(image) }
        let width = Int(image.width)
        let height = Int(image.height)
        try ImageDecoder.checkPixelCount(width: width, height: height, maximumPixels: maximumPixels)
        // The header chunk comes first (libpng checked it): its last byte is the interlace method.
        let interlaced = input.count > interlaceOffset && input[interlaceOffset] != 0
        return try DecodeWork.check(
            DecodeWork.png(width: width, height: height, interlaced: interlaced),
            budget: maximumWork)
    }

    /// Signature (8), IHDR's length and type (8), width, height, depth, colour, compression, filter (12).
    private static let interlaceOffset = 28

    static func decode(
        _ input: UnsafeBufferPointer<UInt8>, fitting hint: PixelSize?, maximumPixels: Int
    ) throws(ImageDecodeFailure) -> RGBAImage {
        guard let base = input.baseAddress else { throw .empty }
        var image = png_image()
        image.version = zr_png_image_version()
        defer { png_image_free(&image) }
        guard png_image_begin_read_from_memory(&image, base, input.count) != 0 else { throw failure(image) }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0 else { throw .corrupt("the header gives no size") }
        try ImageDecoder.checkPixelCount(width: width, height: height, maximumPixels: maximumPixels)
        image.format = zr_png_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { output in
            png_image_finish_read(&image, nil, output.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw failure(image) }
        let decoded = RGBAImage(trustedWidth: width, height: height, bytes: pixels)
        guard let hint else { return decoded }
        return decoded.downsampled(toCover: hint)
    }

    /// libpng's message sorted into truncated (its memory reader ran out of bytes) or corrupt.
    private static func failure(_ image: png_image) -> ImageDecodeFailure {
        let message = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if message.contains("end of data") || message.contains("Not enough image data") { return .truncated }
        return .corrupt(message.isEmpty ? "libpng failed without a message" : message)
    }
}
