import ZReaderDomain
import ZReaderScreen

/// The home screen: the banner, the loaded days, the scroll offset and the selection.
public struct HomeState: Hashable, Sendable {
    public private(set) var topStories: [TopStory] = []
    /// Loaded days, newest first; `days[0]` is today.
    public private(set) var days: [DayFeed] = []
    /// Derived from `days` and the screen size; kept up to date by every change to either.
    public private(set) var layout: HomeLayout
    public private(set) var screenSize: Size
    public private(set) var scrollOffset = 0
    public internal(set) var selection: HomeSelection = .banner {
        didSet { if selection != .banner { isBannerHeld = false } }
    }
    public internal(set) var bannerPage = 0
    /// True once the user chose the banner: it stops turning by itself.
    ///
    /// Moving onto it, flipping it or clicking it chooses it, until the selection leaves it. The
    /// selection starting on the banner is no choice, so it plays at start.
    public private(set) var isBannerHeld = false
    /// When the banner next turns by itself (monotonic milliseconds).
    public internal(set) var bannerTurnsAt: Int?
    public internal(set) var latestStatus: LoadStatus = .idle
    public internal(set) var olderStatus: OlderDaysStatus = .idle
    public internal(set) var readStories: Set<StoryID> = []
    /// Where partly read stories were left, for reopening them there.
    public internal(set) var readingPlaces: [StoryID: ReadingPlace] = [:]
    /// False while the list starts on a day before today, after a jump to a date.
    public private(set) var startsWithToday = true
    /// Today's date as the latest answer gave it (the newest cached day until it comes).
    public internal(set) var today: DayStamp?

    /// The year of today (Beijing), or of the newest day loaded until today is known: days of
    /// other years have the year in their header.
    public var currentYear: Int? { (today ?? days.first?.date)?.year }
    public internal(set) var newerStatus = NewerDaysStatus.idle
    /// Set by the way home (`g` after a jump, `d` with nothing typed) while today is asked for:
    /// its answer replaces the list.
    public internal(set) var returnsToToday = false
    /// The offset a jump put its day's header at the top with, kept while older days come in
    /// under a day too short to fill the screen (the offset could not reach it yet).
    private var jumpAnchor: Int?
    /// Whether rows are measured with pictures on (see `StoryRowMetrics.showsThumbnail`).
    public private(set) var picturesShown = false

    public init(screenSize: Size) {
        self.screenSize = screenSize
        layout = HomeLayout(days: [], screenSize: screenSize)
    }

    public var chrome: TopChrome { TopChrome.at(offset: scrollOffset, layout: layout) }

    public var oldestDate: DayStamp? { days.last?.date }

    /// The story at a position, if it exists.
    public func story(at position: StoryPosition) -> StorySummary? {
        guard days.indices.contains(position.section),
            days[position.section].stories.indices.contains(position.index)
        else { return nil }
        return days[position.section].stories[position.index]
    }

    public var currentTopStory: TopStory? {
        topStories.indices.contains(bannerPage) ? topStories[bannerPage] : nil
    }

    /// The story selected, the banner's shown as a list item.
    public var selectedSummary: StorySummary? {
        switch selection {
        case .banner:
            currentTopStory.map {
                StorySummary(id: $0.id, title: $0.title, hint: $0.hint, imageHue: $0.imageHue, kind: $0.kind)
            }
        case .story(let position):
            story(at: position)
        }
    }

    // MARK: Changing the content

    /// Re-measures everything for a new screen size, keeping the selection in view.
    public mutating func resize(to size: Size) {
        screenSize = size
        layout = measured(days)
        setScrollOffset(scrollOffset)
        reveal(selection)
    }

    /// Re-measures the rows with pictures on or off, keeping the selection in view.
    public mutating func setPicturesShown(_ shown: Bool) {
        guard shown != picturesShown else { return }
        picturesShown = shown
        resize(to: screenSize)
    }

    /// Replaces the days and the banner (a refresh), keeping the selected story on the same screen
    /// row when it is still there.
    public mutating func replaceDays(_ newDays: [DayFeed], topStories newTopStories: [TopStory]) {
        let selectedID = selectedStoryID
        let oldRow = selectionTopRow
        days = newDays
        replaceTopStories(newTopStories)
        layout = measured(days)
        if case .story = selection {
            if let id = position(of: selectedID) {
                selection = .story(id)
                scrollOffset += selectionTopRow - oldRow
            } else {
                selection = firstStory.map(HomeSelection.story) ?? .banner
            }
        }
        leaveAnEmptyBanner()
        setScrollOffset(scrollOffset)
    }

    /// Shows new top stories in the banner, on the same page when it still exists.
    mutating func replaceTopStories(_ newTopStories: [TopStory]) {
        topStories = newTopStories
        if bannerPage >= topStories.count { bannerPage = 0 }
    }

    private func measured(_ days: [DayFeed]) -> HomeLayout {
        HomeLayout(
            days: days, screenSize: screenSize, picturesShown: picturesShown, firstSectionHasHeader: !startsWithToday)
    }

    /// Shows `day` alone, under its header, selected from its first story: a jump to a date.
    ///
    /// Older days come as the user scrolls down, newer ones as they scroll up.
    mutating func jump(to day: DayFeed) {
        days = [day]
        startsWithToday = day.date == today
        layout = measured(days)
        // A day still in flight below the old list comes back for the wrong list and is dropped
        // then; asking again before it has come would put two in flight.
        if !olderStatus.isLoading { olderStatus = .idle }
        newerStatus = .idle
        selection = firstStory.map(HomeSelection.story) ?? .banner
        // The day's header on the top row (pinned there), its first story under it: not under
        // the top bar, nor a row lower with the banner's last row above it.
        let anchor = layout.sections.first?.top ?? layout.sectionsTop
        setScrollOffset(anchor)
        jumpAnchor = scrollOffset < anchor ? anchor : nil
        reveal(selection)
    }

    /// Shows today alone at the top, its banner and first item selected: the way home.
    ///
    /// Whatever the list held goes; older days come again as the user scrolls.
    mutating func showToday(_ day: DayFeed, topStories newTopStories: [TopStory]) {
        days = [day]
        startsWithToday = true
        jumpAnchor = nil
        if !newTopStories.isEmpty { replaceTopStories(newTopStories) }
        if topStories.isEmpty { replaceTopStories(TopStory.standIns(for: day)) }
        layout = measured(days)
        if !olderStatus.isLoading { olderStatus = .idle }
        newerStatus = .idle
        scrollOffset = 0
        selection = firstItem ?? .banner
    }

    /// Adds the day after the first above it without moving what is on screen; when it is today
    /// the list is whole again and today loses its header.
    mutating func prependDay(_ day: DayFeed, topStories newTopStories: [TopStory]? = nil) {
        let oldTop = layout.sections.first?.top ?? layout.sectionsTop
        days.insert(day, at: 0)
        if day.date == today { startsWithToday = true }
        if let newTopStories, !newTopStories.isEmpty { replaceTopStories(newTopStories) }
        layout = measured(days)
        if case .story(let position) = selection {
            selection = .story(StoryPosition(section: position.section + 1, index: position.index))
        }
        // The day that was first now starts further down by the new day's rows.
        let movedTop = layout.sections.count > 1 ? layout.sections[1].top : oldTop
        setScrollOffset(scrollOffset + movedTop - oldTop)
        jumpAnchor = jumpAnchor.map { $0 + movedTop - oldTop }
    }

    /// Adds an older day below the others without moving what is on screen.
    public mutating func appendDay(_ day: DayFeed) {
        days.append(day)
        layout.appendSection(day.stories)
        leaveAnEmptyBanner()
        if let anchor = jumpAnchor {
            setScrollOffset(anchor)
            if scrollOffset == anchor { jumpAnchor = nil }
        }
    }

    /// What is selected first: the banner when it has top stories, else the first story.
    public var firstItem: HomeSelection? {
        topStories.isEmpty ? firstStory.map(HomeSelection.story) : .banner
    }

    /// A banner without top stories cannot be selected: the first story is, once there is one.
    private mutating func leaveAnEmptyBanner() {
        if selection == .banner, let first = firstItem { selection = first }
    }

    // MARK: Scrolling and selection

    /// Sets the offset, clamped to the content.
    public mutating func setScrollOffset(_ offset: Int) {
        scrollOffset = min(max(0, offset), layout.maxScrollOffset)
    }

    /// Rows of the viewport not covered by the top chrome at `offset`.
    public func visibleRows(atOffset offset: Int) -> Range<Int> {
        let covered = TopChrome.at(offset: offset, layout: layout).coveredRows
        return (offset + covered)..<(offset + layout.viewportHeight)
    }

    /// Content rows that must be on screen for an item to count as visible; nil for a story the
    /// layout does not have.
    ///
    /// A story's are its text rows (not its spacer); the banner's is its last row (the page
    /// dots), so that the banner keeps the selection while it is only partly scrolled away.
    public func requiredRows(_ item: HomeSelection) -> Range<Int>? {
        switch item {
        case .banner:
            return (layout.bannerHeight - 1)..<layout.bannerHeight
        case .story(let position):
            guard let rows = layout.rows(of: position) else { return nil }
            return rows.lowerBound..<max(rows.lowerBound + 1, rows.upperBound - 1)
        }
    }

    public func isVisible(_ item: HomeSelection) -> Bool {
        isInside(item, visibleRows(atOffset: scrollOffset))
    }

    private func isInside(_ item: HomeSelection, _ visible: Range<Int>) -> Bool {
        guard let rows = requiredRows(item) else { return false }
        return rows.lowerBound >= visible.lowerBound && rows.upperBound <= visible.upperBound
    }

    /// Scrolls just enough to show `item`; the banner scrolls the view to the top.
    ///
    /// A story scrolled down to sits right under the bar; a day's first story keeps the blank row
    /// between it and the bar, as the list has it at rest.
    public mutating func reveal(_ item: HomeSelection) {
        guard case .story(let position) = item, let rows = requiredRows(item) else {
            if item == .banner, !isVisible(.banner) { setScrollOffset(0) }
            return
        }
        let viewport = layout.viewportHeight
        let gap = position.index == 0 ? HomeLayout.gapHeight : 0
        let highest = rows.lowerBound - HomeLayout.barHeight - gap
        if rows.lowerBound < visibleRows(atOffset: scrollOffset).lowerBound {
            setScrollOffset(highest)
        } else if rows.upperBound > scrollOffset + viewport {
            setScrollOffset(min(rows.upperBound - viewport, highest))
        }
    }

    /// The user chose the banner: it holds still until the selection leaves it.
    mutating func holdBanner() {
        isBannerHeld = true
    }

    /// Selects `item` and scrolls to it.
    public mutating func select(_ item: HomeSelection) {
        jumpAnchor = nil
        selection = item
        reveal(item)
    }

    /// Scrolls by `rows` (negative: up) and moves the selection onto the nearest visible item when
    /// it leaves the view, the way vim moves the cursor with Ctrl-E.
    public mutating func scroll(by rows: Int) {
        jumpAnchor = nil
        setScrollOffset(scrollOffset + rows)
        guard !isVisible(selection) else { return }
        let visible = visibleRows(atOffset: scrollOffset)
        if let item = nearestVisibleItem(in: visible, preferTop: rows > 0) {
            selection = item
        }
    }

    /// The first (or last) item fully inside `visible`; else the item under its first row.
    func nearestVisibleItem(in visible: Range<Int>, preferTop: Bool) -> HomeSelection? {
        var candidates: [HomeSelection] = []
        if !topStories.isEmpty { candidates.append(.banner) }
        var row = visible.lowerBound
        while row < visible.upperBound {
            if let position = layout.story(atRow: row) {
                candidates.append(.story(position))
                row = max(row + 1, layout.rows(of: position)?.upperBound ?? 0)
            } else {
                row += 1
            }
        }
        let fullyVisible = candidates.filter { isInside($0, visible) }
        if let item = preferTop ? fullyVisible.first : fullyVisible.last { return item }
        if let position = layout.story(atRow: visible.lowerBound) { return .story(position) }
        return nil
    }

    // MARK: The place kept across runs

    /// Where the list stands, for the next start: the selected story and its screen row; nil on
    /// the banner (where a start begins) or after a jump to another day (a list not today's).
    public var placeToKeep: HomePlace? {
        guard startsWithToday, let today, case .story(let position) = selection, let story = story(at: position),
            let rows = layout.rows(of: position)
        else { return nil }
        return HomePlace(
            today: today, story: story.id, storyDay: days[position.section].date,
            screenRow: rows.lowerBound - scrollOffset)
    }

    /// Selects the story of `place` with its first line on the same screen row, as far as the
    /// screen's size allows; false when today is another day or the list does not hold the story.
    mutating func restore(_ place: HomePlace) -> Bool {
        guard startsWithToday, today == place.today, let position = position(of: place.story),
            let rows = layout.rows(of: position)
        else { return false }
        jumpAnchor = nil
        selection = .story(position)
        setScrollOffset(rows.lowerBound - place.screenRow)
        reveal(selection)
        return true
    }

    /// The list's top, its first item selected: where a start on a new day begins.
    mutating func goToTop() {
        jumpAnchor = nil
        setScrollOffset(0)
        selection = firstItem ?? .banner
    }

    // MARK: Moving between items

    public var firstStory: StoryPosition? {
        for (section, day) in days.enumerated() where !day.stories.isEmpty {
            return StoryPosition(section: section, index: 0)
        }
        return nil
    }

    public var lastStory: StoryPosition? {
        for (section, day) in days.enumerated().reversed() where !day.stories.isEmpty {
            return StoryPosition(section: section, index: day.stories.count - 1)
        }
        return nil
    }

    /// The item after `item` in reading order, or nil at the end.
    public func item(after item: HomeSelection) -> HomeSelection? {
        switch item {
        case .banner:
            return firstStory.map(HomeSelection.story)
        case .story(let position):
            guard days.indices.contains(position.section) else { return nil }
            if position.index + 1 < days[position.section].stories.count {
                return .story(StoryPosition(section: position.section, index: position.index + 1))
            }
            var section = position.section + 1
            while section < days.count {
                if !days[section].stories.isEmpty {
                    return .story(StoryPosition(section: section, index: 0))
                }
                section += 1
            }
            return nil
        }
    }

    /// The item before `item` in reading order, or nil at the top.
    public func item(before item: HomeSelection) -> HomeSelection? {
        switch item {
        case .banner:
            return nil
        case .story(let position):
            guard days.indices.contains(position.section) else { return nil }
            if position.index > 0 {
                return .story(StoryPosition(section: position.section, index: position.index - 1))
            }
            var section = position.section - 1
            while section >= 0 {
                if !days[section].stories.isEmpty {
                    return .story(StoryPosition(section: section, index: days[section].stories.count - 1))
                }
                section -= 1
            }
            return topStories.isEmpty ? nil : .banner
        }
    }

    /// The id of the selected story or banner story.
    public var selectedStoryID: StoryID? {
        switch selection {
        case .banner: currentTopStory?.id
        case .story(let position): story(at: position)?.id
        }
    }

    private var selectionTopRow: Int {
        switch selection {
        case .banner: 0
        case .story(let position): layout.rows(of: position)?.lowerBound ?? 0
        }
    }

    /// Where the story with `id` is listed, newest day first.
    public func position(of id: StoryID?) -> StoryPosition? {
        guard let id else { return nil }
        for (section, day) in days.enumerated() {
            if let index = day.stories.firstIndex(where: { $0.id == id }) {
                return StoryPosition(section: section, index: index)
            }
        }
        return nil
    }
}
