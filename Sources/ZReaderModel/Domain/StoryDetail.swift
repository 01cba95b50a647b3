import ZReaderScreen

/// A story's page as `news/ID` returns it, with its HTML body.
public struct StoryDetail: Hashable, Sendable {
    public var id: StoryID
    public var title: String
    /// The HTML body; absent for `type: 1` stories and sometimes null.
    public var body: String?
    public var imageURL: String?
    /// Photo credit for the header image.
    public var imageSource: String?
    public var imageHue: RGBColor?
    /// `http://daily.zhihu.com/story/ID`: the page to open in a browser.
    public var shareURL: String?
    public var kind: StoryKind
    /// The column, for example 瞎扯.
    public var sectionName: String?
    /// Unix seconds.
    public var publishTime: Int?

    public init(
        id: StoryID, title: String, body: String? = nil, imageURL: String? = nil,
        imageSource: String? = nil, imageHue: RGBColor? = nil, shareURL: String? = nil,
        kind: StoryKind = .normal, sectionName: String? = nil, publishTime: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.imageURL = imageURL
        self.imageSource = imageSource
        self.imageHue = imageHue
        self.shareURL = shareURL
        self.kind = kind
        self.sectionName = sectionName
        self.publishTime = publishTime
    }
}
