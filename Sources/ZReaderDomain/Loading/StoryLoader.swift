/// Where stories come from: the demo edition, the cache or the Zhihu Daily API.
///
/// The methods follow the API: `day(before:)` with D returns the day before D, so paging back is
/// a chain of `day(before: oldestLoaded.date)`. A day with no stories means history has ended.
public protocol StoryLoader: Sendable {
    /// What can be shown at once, before any network answer; empty for sources without a cache.
    func cachedHome() async -> CachedHome
    /// The same, with the newest days up to `stories` stories (at least one day): what the first
    /// screen needs, however few stories a day has.
    func cachedHome(stories: Int) async -> CachedHome
    /// `news/latest`: today's stories and the banner.
    func latest() async -> Result<LatestFeed, LoadFailure>
    /// `news/before/D`: the day before `date`.
    func day(before date: DayStamp) async -> Result<DayFeed, LoadFailure>
    /// `news/ID`: a story's page.
    func story(_ id: StoryID) async -> Result<StoryDetail, LoadFailure>
    /// `story-extra/ID`: likes and comment counts.
    func storyExtra(_ id: StoryID) async -> Result<StoryExtra, LoadFailure>
    /// `story/ID/long-comments` or `short-comments`, newest first; with `before`, the page after
    /// the comment of that id. A page shorter than `CommentKind.pageSize` is the last.
    func comments(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<[Comment], LoadFailure>
    /// The same page, saying when it was fetched when it comes from a cache (read offline).
    func commentPage(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<CommentPage, LoadFailure>
    /// The cache's copy of that page, to show at once while `commentPage` asks the network; nil
    /// when there is none, or when `commentPage` itself answers from the cache (offline).
    func cachedCommentPage(_ id: StoryID, kind: CommentKind, before: Int?) async -> CommentPage?
}

extension StoryLoader {
    /// What `cachedHome()` gives: for sources whose cache has nothing to choose.
    public func cachedHome(stories: Int) async -> CachedHome { await cachedHome() }

    /// What `comments` gives, as fresh: for sources without a cache of comments.
    public func commentPage(_ id: StoryID, kind: CommentKind, before: Int?) async -> Result<CommentPage, LoadFailure> {
        await comments(id, kind: kind, before: before).map { CommentPage(comments: $0) }
    }

    /// None: for sources without a cache of comments.
    public func cachedCommentPage(_ id: StoryID, kind: CommentKind, before: Int?) async -> CommentPage? { nil }
}
