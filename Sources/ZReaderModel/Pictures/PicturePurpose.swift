/// What a picture is drawn as, which decides how it is converted: the banner and the reader's
/// header carry seed 004's shading in their pixels, thumbnails are drawn as they are, and a
/// figure is fitted whole into its box rather than cropped to cover it.
public enum PicturePurpose: Hashable, Sendable, CaseIterable {
    /// A top story's picture behind the banner, shaded.
    case banner
    /// A story row's thumbnail.
    case thumbnail
    /// The reader's header picture, shaded like the banner.
    case header
    /// A figure of the article, in its rows or over the whole screen.
    case figure

    /// Whether the banner's gradient shading is blended into the pixels.
    public var isShaded: Bool {
        switch self {
        case .banner, .header: true
        case .thumbnail, .figure: false
        }
    }

    /// Whether the whole picture is fitted inside the key's size (contain, so the picture may be
    /// smaller in one direction) rather than cropped to cover it.
    public var isContained: Bool { self == .figure }
}
