import CTurboJPEG

/// JPEG through the TurboJPEG API of libjpeg-turbo 2.1, scaled while decoding.
///
/// libjpeg reports damaged data as warnings and goes on, filling what it could not decode with
/// grey. zreader shows a picture with a warning only when the warning leaves the pixels whole
/// (extraneous bytes between segments, an unknown JFIF revision, a bad ICC profile...); a cut
/// file ("Premature end of JPEG file", or no end-of-image marker after the scan) is `.truncated`
/// and every other warning or error is `.corrupt` with libjpeg's message. libjpeg records only
/// its first warning, so a benign one followed by damage still shows the picture.
enum JPEGDecoder {
    /// Warnings after which every pixel was still decoded from the file's own data.
    static let harmlessWarnings = [
        "extraneous bytes before marker", "bad ICC marker", "unknown JFIF revision number",
        "Unknown Adobe color transform code", "Inconsistent progression sequence",
        "Invalid SOS parameters for sequential JPEG",
    ]

    /// Refuses from the headers alone a frame over `maximumPixels` or scans × pixels over `maximumWork`.
    static func admit(
        _ input: UnsafeBufferPointer<UInt8>, maximumPixels: Int, maximumWork: Int
    ) throws(ImageDecodeFailure) -> Int {
        guard let base = input.baseAddress else { throw .empty }
        guard let handle = tjInitDecompress() else { throw .corrupt("libjpeg-turbo could not start a decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        if tjDecompressHeader3(handle, base, UInt(input.count), &width, &height, &subsampling, &colorspace) != 0 {
            throw JPEGStructure.isComplete(input) ? .corrupt(errorMessage(handle)) : .truncated
        }
        try ImageDecoder.checkPixelCount(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
        let work = DecodeWork.jpeg(
            width: Int(width), height: Int(height), scans: JPEGStructure.scanCount(input))
        return try DecodeWork.check(work, budget: maximumWork)
    }

    static func decode(
        _ input: UnsafeBufferPointer<UInt8>, fitting hint: PixelSize?, maximumPixels: Int
    ) throws(ImageDecodeFailure) -> RGBAImage {
        guard let base = input.baseAddress else { throw .empty }
        guard let handle = tjInitDecompress() else { throw .corrupt("libjpeg-turbo could not start a decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let length = UInt(input.count)
        if tjDecompressHeader3(handle, base, length, &width, &height, &subsampling, &colorspace) != 0 {
            throw JPEGStructure.isComplete(input) ? .corrupt(errorMessage(handle)) : .truncated
        }
        guard width > 0, height > 0 else {
            throw JPEGStructure.isComplete(input) ? .corrupt("the frame header gives no size") : .truncated
        }
        if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) {
            throw .unsupported(.jpeg)
        }
        try ImageDecoder.checkPixelCount(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
        let factor = scalingFactor(for: PixelSize(width: Int(width), height: Int(height)), hint: hint)
        let scaledWidth = zr_tj_scaled(width, factor)
        let scaledHeight = zr_tj_scaled(height, factor)
        var pixels = [UInt8](repeating: 0, count: Int(scaledWidth) * Int(scaledHeight) * 4)
        let status = pixels.withUnsafeMutableBufferPointer { output in
            tjDecompress2(
                handle, base, length, output.baseAddress, scaledWidth, 0, scaledHeight, Int32(TJPF_RGBA.rawValue),
                TJFLAG_LIMITSCANS)
        }
        if status != 0 {
            let message = errorMessage(handle)
            if message.contains("Premature end") || !JPEGStructure.isComplete(input) { throw .truncated }
            if !harmlessWarnings.contains(where: message.contains) { throw .corrupt(message) }
        }
        return RGBAImage(trustedWidth: Int(scaledWidth), height: Int(scaledHeight), bytes: pixels)
    }

    /// The smallest factor of at most 1 whose scaled image still covers `hint`; 1 without a hint.
    static func scalingFactor(for size: PixelSize, hint: PixelSize?) -> tjscalingfactor {
        let whole = tjscalingfactor(num: 1, denom: 1)
        guard let hint else { return whole }
        var count: Int32 = 0
        guard let list = tjGetScalingFactors(&count), count > 0 else { return whole }
        let factors = UnsafeBufferPointer(start: list, count: Int(count))
            .filter { $0.num > 0 && $0.denom > 0 && $0.num <= $0.denom }
            .sorted { Double($0.num) / Double($0.denom) < Double($1.num) / Double($1.denom) }
        let width = Int32(size.width)
        let height = Int32(size.height)
        return factors.first { factor in
            PixelSize(width: Int(zr_tj_scaled(width, factor)), height: Int(zr_tj_scaled(height, factor))).covers(hint)
        } ?? whole
    }

    private static func errorMessage(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown libjpeg-turbo error" }
        return String(cString: text)
    }
}
