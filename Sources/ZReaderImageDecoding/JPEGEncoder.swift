import CTurboJPEG

/// Encodes RGBA pixels as a JPEG, for benchmarks and tests that need photo-sized or hostile JPEGs
/// without committing megabytes of them; zreader itself only decodes.
public enum JPEGEncoder {
    /// The JPEG bytes of `image` at `quality` (1–100), or nil if libjpeg-turbo fails.
    ///
    /// 4:2:0 colour, or one grey component with `grey`; baseline, or progressive (libjpeg-turbo's
    /// scan script) with `progressive`.
    public static func encode(
        _ image: RGBAImage, quality: Int = 85, progressive: Bool = false, grey: Bool = false
    ) -> [UInt8]? {
        guard let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let subsampling = grey ? TJSAMP_GRAY : TJSAMP_420
        let status = image.bytes.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue),
                &output, &length, Int32(subsampling.rawValue), Int32(min(100, max(1, quality))),
                progressive ? TJFLAG_PROGRESSIVE : 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }

    /// `jpeg` with its last scan repeated until it has `scans` scans; nil when it has no scan.
    ///
    /// The hostile progressive JPEG: hundreds of refinement scans over a large frame cost seconds
    /// to decode, in a few hundred kilobytes.
    public static func repeatingLastScan(_ jpeg: [UInt8], toScans scans: Int) -> [UInt8]? {
        jpeg.withUnsafeBufferPointer { bytes -> [UInt8]? in
            guard let last = JPEGStructure.lastScanRange(bytes) else { return nil }
            let have = JPEGStructure.scanCount(bytes)
            var result = Array(jpeg[..<last.upperBound])
            for _ in 0..<max(0, scans - have) { result += jpeg[last] }
            return result + jpeg[last.upperBound...]
        }
    }
}
