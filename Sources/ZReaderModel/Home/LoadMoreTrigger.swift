/// When to ask for the next older day (seed 004's load-more, guarded like its `isLoading`), or
/// the next page of comments.
public enum LoadMoreTrigger {
    /// True when the bottom of the view is within one viewport height of the end of the content.
    ///
    /// The caller also checks that no load is running.
    public static func isNearEnd(offset: Int, layout: HomeLayout) -> Bool {
        isNearEnd(offset: offset, viewportHeight: layout.viewportHeight, contentHeight: layout.contentHeight)
    }

    /// The same for any scrolled content; the comments page with it too.
    public static func isNearEnd(offset: Int, viewportHeight: Int, contentHeight: Int) -> Bool {
        contentHeight - (offset + viewportHeight) <= viewportHeight
    }
}
