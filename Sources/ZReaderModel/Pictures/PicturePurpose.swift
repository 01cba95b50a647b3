/// What a picture is drawn as, which decides how it is converted: the banner and the reader's
/// header carry seed 004's shading in their pixels, thumbnails are drawn as they are.
public enum PicturePurpose: Hashable, Sendable, CaseIterable {
    /// A top story's picture behind the banner, shaded.
    case banner
    /// A story row's thumbnail.
    case thumbnail
    /// The reader's header picture, shaded like the banner.
    case header

    /// Whether the banner's gradient shading is blended into the pixels.
    public var isShaded: Bool {
        switch self {
        case .banner, .header: true
        case .thumbnail: false
        }
    }
}
