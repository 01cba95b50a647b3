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
}
