import ZReaderDomain
import ZReaderScreen

/// Everything that can change the app's state: the user, the terminal, the clock and the loaders.
public enum Action: Hashable, Sendable {
    /// The app has started: show the cache, ask for today.
    case started
    /// What the cache could show at once.
    case cachedHomeLoaded(CachedHome)
    case resized(Size)
    case command(Command)
    /// SIGINT, SIGTERM or SIGHUP arrived: zreader ends from whatever screen is shown, unlike the
    /// quit command, which only closes what is on top (help, a figure) or goes back.
    case quitSignalled
    /// A key read as text: while a prompt or link labels take the keyboard.
    case typed(Key)
    /// A digit of a count prefix (`5j`, `3o`).
    case countDigit(Int)
    /// Esc after a count: forget it.
    case cancelCount
    case mouse(MouseEvent)
    /// Time has passed: turn the banner, animate the spinner, expire messages.
    case tick
    case latestLoaded(Result<LatestFeed, LoadFailure>)
    /// The answer to `news/before/D`, with the D that was asked for.
    case olderDayLoaded(before: DayStamp, Result<DayFeed, LoadFailure>)
    case storyLoaded(StoryID, Result<LoadedStory, LoadFailure>)
    case extraLoaded(StoryID, Result<StoryExtra, LoadFailure>)
    /// A page of comments, with the comment id it was asked to follow, when it was fetched when it
    /// comes from the cache, and the number of the request it answers (`CommentThread.requests`).
    case commentsLoaded(
        StoryID, CommentKind, before: Int?, Result<[Comment], LoadFailure>, cachedAt: Int? = nil, request: Int = 0)
    /// The cache's copy of a page of comments, shown while request `request` asks the network.
    case cachedCommentsLoaded(StoryID, CommentKind, before: Int?, request: Int, CommentPage)
    /// Whether saving or removing a favourite was stored.
    case favouriteSaved(StorySummary, isFavourite: Bool, stored: Bool)
    case favouritesLoaded([FavouriteEntry])
    /// How far the offline download has got.
    case downloadProgressed(SyncProgress)
    case downloadFinished(SyncOutcome)
    /// Something to tell the user (the outcome of opening a browser or copying a link).
    case message(StatusMessage)
    /// The stories search request `request` found for `query`.
    case searched(request: Int, SearchQuery, Result<SearchAnswer, LoadFailure>)
    /// The day the user jumped to.
    case jumpedDayLoaded(DayStamp, Result<DayFeed, LoadFailure>)
    /// The day after `after`, for a list that starts before today.
    case newerDayLoaded(after: DayStamp, Result<DayFeed, LoadFailure>)
    /// The columns to browse.
    case columnsLoaded(Result<ColumnList, LoadFailure>)
    /// A page of a column's stories, with the cursor it was asked after.
    case columnStoriesLoaded(DailyColumn, after: ColumnCursor?, Result<ColumnPage, LoadFailure>)
    /// A picture converted for `key` (into cells, and pixels for a kitty terminal), or why there
    /// is none.
    case pictureLoaded(PictureKey, Result<ConvertedPicture, LoadFailure>)
    /// The terminal is back after being given away (Ctrl-Z, a browser), at this size: redrawn
    /// whole, and the images it held are gone.
    case terminalRestored(Size)
}
