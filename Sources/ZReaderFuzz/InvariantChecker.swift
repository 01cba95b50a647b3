import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Checks the invariants of a state, the frame rendered from it and the effects still
/// outstanding; a failure is returned as a value, so that a run can report it and stop.
public enum InvariantChecker {
    /// The first invariant that `state`, its `frame` and the `outstanding` effects break, if any,
    /// leaving out the `ignored` ones (known failures, so that a run can look for others).
    public static func check(
        _ state: AppState, frame: ScreenBuffer, outstanding: [BackgroundEffect], ignoring ignored: Set<Invariant> = []
    ) -> InvariantViolation? {
        let checks: [() -> InvariantViolation?] = [
            { checkSizes(state, frame) }, { checkScrollBounds(state) }, { checkSelection(state) },
            { checkSections(state.home) }, { checkScreenStack(state) },
            { checkLoads(state, outstanding, ignoring: ignored) },
            { checkCells(frame, ignoring: ignored) }, { checkTopChrome(state, frame) },
            { checkHelpOverlay(state, frame) }, { checkFooterKeys(state, frame) },
        ]
        return firstViolation(of: checks, ignoring: ignored)
    }

    /// The first violation the checks find, in order, that is not ignored.
    static func firstViolation(of checks: [() -> InvariantViolation?], ignoring ignored: Set<Invariant>)
        -> InvariantViolation?
    {
        for check in checks {
            if let violation = check(), !ignored.contains(violation.invariant) { return violation }
        }
        return nil
    }

    /// The first invariant that `state`, rendered at `depth`, and the `outstanding` effects break.
    public static func check(
        _ state: AppState, outstanding: [BackgroundEffect], depth: ColorDepth = .trueColor,
        ignoring ignored: Set<Invariant> = []
    ) -> InvariantViolation? {
        check(state, frame: AppView.render(state, depth: depth), outstanding: outstanding, ignoring: ignored)
    }

    // MARK: Sizes and bounds

    static func checkSizes(_ state: AppState, _ frame: ScreenBuffer) -> InvariantViolation? {
        let size = state.screenSize
        if frame.size != size { return InvariantViolation(.frameSize, "frame \(frame.size), state \(size)") }
        let layout = state.home.layout
        let expected = (
            HomeLayout.viewportHeight(screenRows: size.rows), HomeLayout.bannerHeight(screenRows: size.rows)
        )
        if state.home.screenSize != size || layout.width != size.columns
            || (layout.viewportHeight, layout.bannerHeight) != expected
        {
            return InvariantViolation(
                .frameSize,
                "home measured for \(state.home.screenSize) (layout width \(layout.width), viewport "
                    + "\(layout.viewportHeight), banner \(layout.bannerHeight)), screen \(size)")
        }
        let others = [
            ("reader", state.reader?.screenSize), ("comments", state.comments?.screenSize),
            ("favourites", state.favourites?.screenSize),
        ]
        for (name, screenSize) in others {
            if let screenSize, screenSize != size {
                return InvariantViolation(.frameSize, "\(name) measured for \(screenSize), screen \(size)")
            }
        }
        return nil
    }

    static func checkScrollBounds(_ state: AppState) -> InvariantViolation? {
        var bounds = [("home", state.home.scrollOffset, state.home.layout.maxScrollOffset)]
        if let reader = state.reader { bounds.append(("reader", reader.scrollOffset, reader.maxScrollOffset)) }
        if let comments = state.comments {
            bounds.append(("comments", comments.scrollOffset, comments.maxScrollOffset))
        }
        if let favourites = state.favourites {
            bounds.append(("favourites", favourites.scrollOffset, favourites.maxScrollOffset))
        }
        for (name, offset, maximum) in bounds where !(0...maximum).contains(offset) {
            return InvariantViolation(.scrollBounds, "\(name) scroll offset \(offset) outside 0...\(maximum)")
        }
        return nil
    }

    // MARK: Selection

    static func checkSelection(_ state: AppState) -> InvariantViolation? {
        let home = state.home
        switch home.selection {
        case .banner:
            if home.topStories.isEmpty, let first = home.firstStory {
                return InvariantViolation(.selection, "banner selected without top stories; first story at \(first)")
            }
        case .story(let position):
            if home.story(at: position) == nil {
                return InvariantViolation(
                    .selection, "selected \(position) does not exist (\(home.days.map(\.stories.count)) stories a day)")
            }
        }
        let pageValid =
            home.topStories.isEmpty ? home.bannerPage == 0 : home.topStories.indices.contains(home.bannerPage)
        if !pageValid {
            return InvariantViolation(.selection, "banner page \(home.bannerPage) of \(home.topStories.count)")
        }
        guard let favourites = state.favourites else { return nil }
        let count = favourites.entries.count
        if count == 0 ? favourites.selection != 0 : !favourites.entries.indices.contains(favourites.selection) {
            return InvariantViolation(.selection, "favourites selection \(favourites.selection) of \(count) entries")
        }
        let top = favourites.selection * FavouritesState.rowsPerEntry
        if count > 0, favourites.viewportHeight >= 2,
            top < favourites.scrollOffset || top + 1 >= favourites.scrollOffset + favourites.viewportHeight
        {
            return InvariantViolation(
                .selection,
                "favourite \(favourites.selection) (rows \(top)...\(top + 1)) out of view at offset "
                    + "\(favourites.scrollOffset), viewport \(favourites.viewportHeight)")
        }
        return nil
    }

    // MARK: Layout

    /// Sections against days, section by section: cheap enough for every step.
    static func checkSections(_ home: HomeState) -> InvariantViolation? {
        let layout = home.layout
        guard layout.sections.count == home.days.count else {
            return InvariantViolation(
                .layoutMatchesDays, "\(layout.sections.count) sections for \(home.days.count) days")
        }
        var top = layout.bannerHeight
        for (index, section) in layout.sections.enumerated() {
            let stories = home.days[index].stories.count
            // Today's section has no header; a list that starts on another day gives it one.
            let header = index == 0 && home.startsWithToday ? 0 : HomeLayout.barHeight
            if section.top != top || section.headerHeight != header
                || section.storyOffsets.count != stories || section.storyHeights.count != stories
            {
                return InvariantViolation(
                    .layoutMatchesDays,
                    "section \(index): top \(section.top) (expected \(top)), header \(section.headerHeight), "
                        + "\(section.storyOffsets.count) offsets / \(section.storyHeights.count) heights "
                        + "for \(stories) stories"
                )
            }
            top = section.end
        }
        if layout.footerTop != top {
            return InvariantViolation(.layoutMatchesDays, "footer at \(layout.footerTop), last section ends at \(top)")
        }
        return nil
    }

    /// Story by story: the first block starts a blank row below the header, each other where the
    /// one above ends, and is a title of one or two rows, an optional hint row and a spacer.
    ///
    /// Run when the days or the size change.
    static func checkStoryRows(_ home: HomeState) -> InvariantViolation? {
        for (index, section) in home.layout.sections.enumerated() {
            var row = section.headerHeight + HomeLayout.gapHeight
            for (storyIndex, offset) in section.storyOffsets.enumerated() {
                let height = section.storyHeights.indices.contains(storyIndex) ? section.storyHeights[storyIndex] : 0
                if offset != row || !(2...4).contains(height) {
                    return InvariantViolation(
                        .layoutMatchesDays,
                        "section \(index) story \(storyIndex): offset \(offset) (expected \(row)), height \(height)")
                }
                row += height
            }
        }
        return nil
    }

    // MARK: Screens and loads

    static func checkScreenStack(_ state: AppState) -> InvariantViolation? {
        guard let comments = state.comments else { return nil }
        guard let reader = state.reader, reader.storyID == comments.storyID else {
            return InvariantViolation(
                .screenStack,
                "comments of \(comments.storyID) over reader of \(state.reader.map { "\($0.storyID)" } ?? "nothing")")
        }
        return nil
    }

    static func checkLoads(_ state: AppState, _ outstanding: [BackgroundEffect], ignoring ignored: Set<Invariant>)
        -> InvariantViolation?
    {
        let olderLoads = outstanding.compactMap { effect -> DayStamp? in
            if case .loadOlderDay(let before) = effect { return before }
            return nil
        }
        let checks: [() -> InvariantViolation?] = [
            {
                olderLoads.count > 1
                    ? InvariantViolation(.oneOlderDayLoad, "\(olderLoads.count) older days in flight: \(olderLoads)")
                    : nil
            },
            {
                guard let before = olderLoads.first, state.home.olderStatus != .loading(before: before) else {
                    return nil
                }
                return InvariantViolation(
                    .oneOlderDayLoad, "day before \(before) in flight, footer status \(state.home.olderStatus)")
            },
            {
                guard case .loading(let before) = state.home.olderStatus, olderLoads.isEmpty else { return nil }
                return InvariantViolation(.noStuckLoad, "footer loading the day before \(before), nothing in flight")
            },
            {
                state.home.latestStatus == .loading && !outstanding.contains(.loadLatest)
                    ? InvariantViolation(.noStuckLoad, "today loading, no loadLatest in flight") : nil
            },
            {
                guard let reader = state.reader, reader.content == .loading,
                    !outstanding.contains(.loadStory(reader.storyID))
                else { return nil }
                return InvariantViolation(.noStuckLoad, "reader loading \(reader.storyID), no loadStory in flight")
            },
            {
                guard let favourites = state.favourites, favourites.isLoading, !outstanding.contains(.loadFavourites)
                else { return nil }
                return InvariantViolation(.noStuckLoad, "favourites loading, no loadFavourites in flight")
            },
            { state.comments.flatMap { checkCommentLoads($0, outstanding) } },
            { state.columns.flatMap { checkColumnLoads($0, outstanding) } },
        ]
        return firstViolation(of: checks, ignoring: ignored)
    }

    private static func checkColumnLoads(_ columns: ColumnsState, _ outstanding: [BackgroundEffect])
        -> InvariantViolation?
    {
        if let opened = columns.opened, case .loading(let cursor) = opened.status,
            !outstanding.contains(.loadColumnStories(opened.column, after: cursor))
        {
            return InvariantViolation(.noStuckLoad, "column \(opened.column.name) loading, its page not in flight")
        }
        if columns.opened == nil, columns.status == .loading, !outstanding.contains(.loadColumns) {
            return InvariantViolation(.noStuckLoad, "columns loading, no loadColumns in flight")
        }
        return nil
    }

    private static func checkCommentLoads(_ comments: CommentsState, _ outstanding: [BackgroundEffect])
        -> InvariantViolation?
    {
        if let waiting = comments.listsToPage.first {
            return InvariantViolation(.commentsPaging, "the \(waiting) list's end is in view, its page never asked for")
        }
        for kind in CommentKind.allCases {
            guard let thread = comments.threads[kind], thread.status == .loading else { continue }
            let request = BackgroundEffect.loadComments(
                comments.storyID, kind, before: thread.requestedAfter, request: thread.requests - 1)
            if !outstanding.contains(request) {
                return InvariantViolation(
                    .noStuckLoad, "comments loading, \(FuzzEvent.describe(request)) not in flight")
            }
        }
        return nil
    }
}
