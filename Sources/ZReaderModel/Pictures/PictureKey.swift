import ZReaderDomain
import ZReaderScreen

/// One converted picture: which image, at which size in cells, for which colour depth, purpose
/// and brightness.
///
/// The same image converted for another size, depth or brightness is another picture, so a
/// resize, a thumbnail of a banner's image or a switch to night never shows cells made for
/// something else. Two addresses of one picture (another `pic*.zhimg.com` host, another
/// `?source=`) are one image (`WebURL.pictureIdentity`): asked for once, kept once.
public struct PictureKey: Hashable, Sendable, CustomStringConvertible {
    public var url: WebURL
    public var size: Size
    public var depth: ColorDepth
    public var purpose: PicturePurpose
    /// 1 for the picture as it is, less for dimmed (night).
    public var brightness: Double

    public init(url: WebURL, size: Size, depth: ColorDepth, purpose: PicturePurpose, brightness: Double = 1) {
        self.url = url
        self.size = size
        self.depth = depth
        self.purpose = purpose
        self.brightness = brightness
    }

    public static func == (lhs: PictureKey, rhs: PictureKey) -> Bool {
        lhs.url.pictureIdentity == rhs.url.pictureIdentity && lhs.size == rhs.size && lhs.depth == rhs.depth
            && lhs.purpose == rhs.purpose && lhs.brightness == rhs.brightness
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url.pictureIdentity)
        hasher.combine(size)
        hasher.combine(depth)
        hasher.combine(purpose)
        hasher.combine(brightness)
    }

    public var description: String {
        let dimmed = brightness == 1 ? "" : " ×\(brightness)"
        return "\(purpose) \(size) \(depth.rawValue)\(dimmed) \(url)"
    }
}
