import ZReaderScreen

/// One converted picture: which image, at which size in cells, for which colour depth and purpose.
///
/// The same image converted for another size or depth is another picture, so a resize or a
/// thumbnail of a banner's image never shows cells made for something else.
public struct PictureKey: Hashable, Sendable, CustomStringConvertible {
    public var url: WebURL
    public var size: Size
    public var depth: ColorDepth
    public var purpose: PicturePurpose

    public init(url: WebURL, size: Size, depth: ColorDepth, purpose: PicturePurpose) {
        self.url = url
        self.size = size
        self.depth = depth
        self.purpose = purpose
    }

    public var description: String { "\(purpose) \(size) \(depth.rawValue) \(url)" }
}
