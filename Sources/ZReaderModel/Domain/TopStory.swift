import ZReaderScreen

/// A story of the banner (`top_stories` of `news/latest`).
public struct TopStory: Hashable, Sendable {
    public var id: StoryID
    public var title: String
    /// `"作者 / 名字"`.
    public var hint: String?
    public var imageHue: RGBColor?
    public var imageURL: String?
    public var kind: StoryKind

    public init(
        id: StoryID, title: String, hint: String? = nil, imageHue: RGBColor? = nil,
        imageURL: String? = nil, kind: StoryKind = .normal
    ) {
        self.id = id
        self.title = title
        self.hint = hint
        self.imageHue = imageHue
        self.imageURL = imageURL
        self.kind = kind
    }
}
