/// When to ask for the next older day (seed 004's load-more, guarded like its `isLoading`).
public enum LoadMoreTrigger {
    /// True when the bottom of the view is within one viewport height of the end of the content.
    /// The caller also checks that no load is running.
    public static func isNearEnd(offset: Int, layout: HomeLayout) -> Bool {
        let viewBottom = offset + layout.viewportHeight
        return layout.contentHeight - viewBottom <= layout.viewportHeight
    }
}
