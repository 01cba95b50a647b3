/// Why bytes did not become a picture; every way decoding can go wrong ends in one of these.
public enum ImageDecodeFailure: Error, Hashable, Sendable {
    /// No bytes at all.
    case empty
    /// The bytes are no image zreader knows (an error page, a login form, noise).
    case unrecognised
    /// A kind, or a variant of one, zreader does not decode: GIF, animated WebP, CMYK JPEG.
    case unsupported(ImageKind)
    /// The header promises more pixels than the limit; refused before decoding any of them.
    case tooManyPixels(width: Int, height: Int)
    /// Decoding would cost more than the budget (`work` pixel passes, as `DecodeWork` counts them):
    /// a progressive JPEG of hundreds of scans, a huge interlaced PNG. Refused before decoding,
    /// and for good: the same bytes cost the same at any size.
    case tooMuchWork(Int)
    /// The picture stops before its end (a cut download); never shown half grey.
    case truncated
    /// The decoder's own words about broken or hostile data.
    case corrupt(String)
}
