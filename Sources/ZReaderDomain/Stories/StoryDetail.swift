import ZReaderScreen

/// A story's page as `news/ID` returns it, with its HTML body.
public struct StoryDetail: Hashable, Sendable {
    public var id: StoryID
    public var title: DisplayText
    /// The HTML body; absent for `type: 1` stories and sometimes null.
    public var body: String?
    public var imageURL: WebURL?
    /// Photo credit for the header image.
    public var imageSource: DisplayText?
    public var imageHue: RGBColor?
    /// `http://daily.zhihu.com/story/ID`: the page to open in a browser.
    public var shareURL: WebURL?
    public var kind: StoryKind
    /// The column, for example 瞎扯.
    public var sectionName: DisplayText?
    /// The column's id in the API (瞎扯 is 2), when the page gives it.
    public var sectionID: Int?
    /// Unix seconds.
    public var publishTime: Int?

    public init(
        id: StoryID, title: DisplayText, body: String? = nil, imageURL: WebURL? = nil,
        imageSource: DisplayText? = nil, imageHue: RGBColor? = nil, shareURL: WebURL? = nil,
        kind: StoryKind = .normal, sectionName: DisplayText? = nil, publishTime: Int? = nil, sectionID: Int? = nil
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
        self.sectionID = sectionID
    }
}
