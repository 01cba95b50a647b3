import FoundationEssentials

/// Where the bytes of pictures come from: the disk cache, the network or the demo edition.
///
/// The bytes are those the image host sent (JPEG, PNG, WebP); decoding and converting them into
/// cells is the caller's, off the input thread.
public protocol PictureSource: Sendable {
    /// The bytes of the picture at `url`, or why there are none.
    func picture(at url: WebURL) async -> Result<Data, LoadFailure>
}
