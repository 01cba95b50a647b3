/// Where the home list was left at a quit: the story selected, by id, and the screen row its
/// first line was on, so that another terminal size still finds it; `today` is the day of the
/// latest list it belonged to, so that a start on another Zhihu day begins at the top.
public struct HomePlace: Hashable, Sendable {
    /// The day of the latest list shown when the place was kept (Zhihu's day, not the clock's).
    public var today: DayStamp
    public var story: StoryID
    /// The day the story is listed under: the first frame reads the cache down to it.
    public var storyDay: DayStamp
    /// The screen row of the story's first line, counted from the top of the screen.
    public var screenRow: Int

    public init(today: DayStamp, story: StoryID, storyDay: DayStamp, screenRow: Int) {
        self.today = today
        self.story = story
        self.storyDay = storyDay
        self.screenRow = max(0, screenRow)
    }
}
