/// When to ask for the next older day (seed 004's load-more, guarded like its `isLoading`), or
/// the next page of comments.
public enum LoadMoreTrigger {
    /// True when the bottom of the view is within one viewport height of the end of the content.
    ///
    /// The caller also checks that no load is running.
    public static func isNearEnd(offset: Int, layout: HomeLayout) -> Bool {
        isNearEnd(offset: offset, viewportHeight: layout.viewportHeight, contentHeight: layout.contentHeight)
    }

    /// What start-up reads from the cache: as many stories as a screen of `screenRows` rows and
    /// the viewport below it (which `isNearEnd` asks for) can show.
    ///
    /// A story takes at least two rows (a title and a hint), so that the first frame is full on
    /// days of four stories as on days of twelve.
    public static func storiesToFill(screenRows: Int) -> Int {
        // Two screens of rows at two rows a story.
        max(8, screenRows)
    }

    /// The same for any scrolled content; the comments page with it too.
    public static func isNearEnd(offset: Int, viewportHeight: Int, contentHeight: Int) -> Bool {
        contentHeight - (offset + viewportHeight) <= viewportHeight
    }
}
