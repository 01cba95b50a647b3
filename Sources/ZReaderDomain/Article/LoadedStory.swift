/// A story's page together with its body parsed into an article.
public struct LoadedStory: Hashable, Sendable {
    public var detail: StoryDetail
    public var article: Article

    public init(detail: StoryDetail, article: Article) {
        self.detail = detail
        self.article = article
    }
}
