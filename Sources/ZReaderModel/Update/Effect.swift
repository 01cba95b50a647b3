/// Work the reducer asks for; the effect runner carries it out and answers with actions.
public enum Effect: Hashable, Sendable {
    /// Read what the cache can show at once, answered by `.cachedHomeLoaded`.
    case loadCachedHome
    /// `news/latest`, answered by `.latestLoaded`.
    case loadLatest
    /// `news/before/D`, answered by `.olderDayLoaded`.
    case loadOlderDay(before: DayStamp)
    /// `news/ID` plus parsing its body, answered by `.storyLoaded`.
    case loadStory(StoryID)
    /// `story-extra/ID`, answered by `.extraLoaded`.
    case loadExtra(StoryID)
    /// A page of comments, answered by `.commentsLoaded`.
    case loadComments(StoryID, CommentKind, before: Int?)
    /// Remember that a story was read (nothing answers).
    case markRead(StoryID)
    /// Save or remove a favourite, answered by `.favouriteSaved`.
    case setFavourite(StorySummary, Bool)
    /// Read the favourites, answered by `.favouritesLoaded`.
    case loadFavourites
    /// Hand a URL to the user's browser, giving it the terminal meanwhile; answered by `.message`.
    case openInBrowser(WebURL)
    /// Put text on the terminal's clipboard (OSC 52); answered by `.message`.
    case copyToClipboard(WebURL)
}
