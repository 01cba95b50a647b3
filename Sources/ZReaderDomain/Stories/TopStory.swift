import ZReaderScreen

/// A story of the banner (`top_stories` of `news/latest`).
public struct TopStory: Hashable, Sendable {
    public var id: StoryID
    public var title: DisplayText
    /// `"作者 / 名字"`.
    public var hint: DisplayText?
    public var imageHue: RGBColor?
    public var imageURL: WebURL?
    public var kind: StoryKind

    public init(
        id: StoryID, title: DisplayText, hint: DisplayText? = nil, imageHue: RGBColor? = nil,
        imageURL: WebURL? = nil, kind: StoryKind = .normal
    ) {
        self.id = id
        self.title = title
        self.hint = hint
        self.imageHue = imageHue
        self.imageURL = imageURL
        self.kind = kind
    }
}
