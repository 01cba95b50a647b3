import CWebP

/// WebP through libwebp's advanced decoding API, scaled while decoding into zreader's own buffer.
///
/// libwebp scales row by row as it decodes, so a thumbnail needs no full-size buffer; the
/// decoding itself still reads the whole picture. Animated WebPs are refused.
enum WebPDecoder {
    /// Refuses from the headers alone a size over `maximumPixels` or passes over `maximumWork`.
    static func admit(
        _ input: UnsafeBufferPointer<UInt8>, maximumPixels: Int, maximumWork: Int
    ) throws(ImageDecodeFailure) -> Int {
        guard let base = input.baseAddress else { throw .empty }
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(base, input.count, &features)
        guard status == VP8_STATUS_OK else { throw failure(status) }
        let width = Int(features.width)
        let height = Int(features.height)
        try ImageDecoder.checkPixelCount(width: width, height: height, maximumPixels: maximumPixels)
        // `format` 2 is lossless (VP8L); 1 lossy, 0 mixed or unknown.
        return try DecodeWork.check(
            DecodeWork.webp(width: width, height: height, lossless: features.format == 2), budget: maximumWork)
    }

    static func decode(
        _ input: UnsafeBufferPointer<UInt8>, fitting hint: PixelSize?, maximumPixels: Int
    ) throws(ImageDecodeFailure) -> RGBAImage {
        guard let base = input.baseAddress else { throw .empty }
        var config = WebPDecoderConfig()
        guard zr_webp_init_decoder_config(&config) != 0 else { throw .corrupt("libwebp's version does not match") }
        let featureStatus = WebPGetFeatures(base, input.count, &config.input)
        guard featureStatus == VP8_STATUS_OK else { throw failure(featureStatus) }
        let width = Int(config.input.width)
        let height = Int(config.input.height)
        guard width > 0, height > 0 else { throw .corrupt("the header gives no size") }
        try ImageDecoder.checkPixelCount(width: width, height: height, maximumPixels: maximumPixels)
        if config.input.has_animation != 0 { throw .unsupported(.webp) }
        let source = PixelSize(width: width, height: height)
        let target = hint.map { ImageDecoder.coverSize(of: source, hint: $0) } ?? source
        if target != source {
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(target.width)
            config.options.scaled_height = Int32(target.height)
        }
        var pixels = [UInt8](repeating: 0, count: target.width * target.height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { output in
            config.output.colorspace = MODE_RGBA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = output.baseAddress
            config.output.u.RGBA.stride = Int32(target.width * 4)
            config.output.u.RGBA.size = output.count
            defer { WebPFreeDecBuffer(&config.output) }
            return WebPDecode(base, input.count, &config)
        }
        guard status == VP8_STATUS_OK else { throw failure(status) }
        return RGBAImage(trustedWidth: target.width, height: target.height, bytes: pixels)
    }

    private static func failure(_ status: VP8StatusCode) -> ImageDecodeFailure {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: .truncated
        case VP8_STATUS_UNSUPPORTED_FEATURE: .unsupported(.webp)
        case VP8_STATUS_OUT_OF_MEMORY: .corrupt("libwebp ran out of memory")
        default: .corrupt("libwebp could not decode the bitstream (status \(status.rawValue))")
        }
    }
}
