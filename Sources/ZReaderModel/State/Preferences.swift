/// What the user's settings change in how the app behaves (the config file's `wheel-step`,
/// `banner-interval` and `reader-width`), with the app's own defaults.
public struct Preferences: Hashable, Sendable {
    /// Rows one notch of the mouse wheel scrolls the home list, the reader and the comments; a
    /// list of entries (favourites, search results) moves one entry a notch.
    public var wheelStep: Int
    /// How long the banner shows a top story before it turns; nil never turns it.
    public var bannerTurnMilliseconds: Int?
    /// The widest line of a story's text and its comments, in columns.
    public var readerWidth: Int
    /// New stories found while running are also announced by a desktop notification.
    public var notifiesNewStories: Bool

    public init(
        wheelStep: Int = 3, bannerTurnMilliseconds: Int? = 5000, readerWidth: Int = ArticleLayout.maximumMeasure,
        notifiesNewStories: Bool = false
    ) {
        self.notifiesNewStories = notifiesNewStories
        self.wheelStep = max(1, wheelStep)
        self.bannerTurnMilliseconds = bannerTurnMilliseconds.flatMap { $0 > 0 ? $0 : nil }
        self.readerWidth = max(1, readerWidth)
    }

    /// When the banner next turns if it is shown at `now`; nil when it never turns.
    func bannerTurn(after now: Int) -> Int? {
        bannerTurnMilliseconds.map { now + $0 }
    }
}
