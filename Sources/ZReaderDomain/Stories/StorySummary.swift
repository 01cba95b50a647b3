import ZReaderScreen

/// A story as a day's list shows it: title, hint line, thumbnail and its colour.
public struct StorySummary: Hashable, Sendable {
    public var id: StoryID
    public var title: DisplayText
    /// `"作者 · 3 分钟阅读"`, or `"VOL.3090"` for serial columns; absent in old payloads.
    public var hint: DisplayText?
    /// The dominant colour of the thumbnail (`image_hue`), when the API gives one.
    public var imageHue: RGBColor?
    public var thumbnailURL: WebURL?
    /// `"MMDDHH"`: the Beijing month, day and hour of publication.
    public var gaPrefix: String?
    public var kind: StoryKind
    /// `multipic`: the story has several pictures, which the app marks on its thumbnail (多图).
    public var isMultipic: Bool

    public init(
        id: StoryID, title: DisplayText, hint: DisplayText? = nil, imageHue: RGBColor? = nil,
        thumbnailURL: WebURL? = nil, gaPrefix: String? = nil, kind: StoryKind = .normal, isMultipic: Bool = false
    ) {
        self.id = id
        self.title = title
        self.hint = hint
        self.imageHue = imageHue
        self.thumbnailURL = thumbnailURL
        self.gaPrefix = gaPrefix
        self.kind = kind
        self.isMultipic = isMultipic
    }
}
