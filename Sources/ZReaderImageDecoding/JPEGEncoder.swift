import CTurboJPEG

/// Encodes RGBA pixels as a baseline JPEG (4:2:0), for benchmarks and tests that need photo-sized
/// JPEGs without committing megabytes of them; zreader itself only decodes.
public enum JPEGEncoder {
    /// The JPEG bytes of `image` at `quality` (1–100), or nil if libjpeg-turbo fails.
    public static func encode(_ image: RGBAImage, quality: Int = 85) -> [UInt8]? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let status = image.bytes.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue),
                &output, &length, Int32(TJSAMP_420.rawValue), Int32(min(100, max(1, quality))), 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }
}
