import ZReaderDomain

/// Work the effect runner carries out off the run loop's thread, answering with actions.
public enum BackgroundEffect: Hashable, Sendable {
    /// Read what the cache can show at once, the newest days up to `stories` stories (what the
    /// first screen needs), answered by `.cachedHomeLoaded`.
    case loadCachedHome(stories: Int)
    /// `news/latest`, answered by `.latestLoaded`.
    case loadLatest
    /// `news/before/D`, answered by `.olderDayLoaded`.
    case loadOlderDay(before: DayStamp)
    /// `news/ID` plus parsing its body, answered by `.storyLoaded`.
    case loadStory(StoryID)
    /// `story-extra/ID`, answered by `.extraLoaded`.
    case loadExtra(StoryID)
    /// A page of comments, answered by `.commentsLoaded` (after `.cachedCommentsLoaded` when the
    /// cache has it); `request` numbers the list's requests, so that an older answer is known.
    case loadComments(StoryID, CommentKind, before: Int?, request: Int = 0)
    /// Remember that a story was read (nothing answers).
    case markRead(StoryID)
    /// Forget that a story was read (nothing answers).
    case markUnread(StoryID)
    /// Remember where a story was left, or forget it with nil (nothing answers).
    case rememberPlace(StoryID, ReadingPlace?)
    /// Save or remove a favourite, answered by `.favouriteSaved`.
    case setFavourite(StorySummary, Bool)
    /// Read the favourites, answered by `.favouritesLoaded`.
    case loadFavourites
    /// Search the cached stories, answered by `.searched` with the same request number.
    case search(SearchQuery, request: Int)
    /// The day `D` itself (`news/before/D+1`), answered by `.jumpedDayLoaded`.
    case loadJumpDay(DayStamp)
    /// The day after `D`, answered by `.newerDayLoaded`.
    case loadNewerDay(after: DayStamp)
    /// Fetch a picture and convert it into cells for `key`, answered by `.pictureLoaded`.
    case loadPicture(PictureKey)
    /// Fetch what the cache lacks of these days' stories, answered by `.downloadProgressed` as it
    /// goes and `.downloadFinished` at the end.
    case downloadDays([DayFeed])
    /// The columns (`sections`, else the cache's), answered by `.columnsLoaded`.
    case loadColumns
    /// A page of a column's stories, the first or the one after the cursor, answered by
    /// `.columnStoriesLoaded`.
    case loadColumnStories(DailyColumn, after: ColumnCursor?)
    /// Keep the theme the day/night key chose for the next start (answered only when that fails).
    case rememberTheme(ThemeName)
}
