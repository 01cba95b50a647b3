import ZReaderScreen

/// The API's numeric id of a story.
public struct StoryID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: StoryID, rhs: StoryID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { String(rawValue) }

    /// The story's page on the web, for stories whose detail gives no `share_url`.
    public var webAddress: WebURL {
        WebURL("https://daily.zhihu.com/story/\(rawValue)") ?? WebURL.dailyHome
    }
}

extension DisplayText.Interpolation {
    /// A story's id in display text: digits only.
    public mutating func appendInterpolation(_ id: StoryID) {
        appendInterpolation(id.rawValue)
    }
}
