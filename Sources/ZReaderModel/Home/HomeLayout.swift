import ZReaderDomain
import ZReaderScreen

/// Where everything on the home screen sits, in content rows (row 0 is the banner's top at rest).
///
/// Top to bottom: the banner (`bannerHeight` rows), today's stories (no header), each older day
/// as a one-row header plus its stories, then a one-row footer. A list that starts on another
/// day than today (after a jump to a date) gives its first day a header too. Each section's first
/// story sits one blank row (`gapHeight`) below the banner's dots or its date bar, so that neither
/// text nor a thumbnail touches them. A story block is its title (one or two lines), its hint line
/// when it has a hint, and one blank spacer row.
///
/// Sections are stored with their offsets so that finding what is at a row is a binary search:
/// a frame's work depends on the rows visible, not on how many days are loaded. Appending a day
/// costs that day's stories only; a change of width re-measures every title.
public struct HomeLayout: Hashable, Sendable {
    public let width: Int
    /// Rows of the screen the content scrolls in (the screen minus the status line).
    public let viewportHeight: Int
    public let bannerHeight: Int
    /// Whether pictures are on: then a story without a picture gives its title the thumbnail's
    /// columns too, and may need one line fewer.
    public let picturesShown: Bool
    public private(set) var sections: [SectionGeometry] = []
    /// False when the first section is today's, which the top bar names instead of a header.
    public let firstSectionHasHeader: Bool

    /// The height of the top bar and of a section header: they must match, or the hand-over from
    /// one to the other jumps.
    public static let barHeight = 1
    public static let footerHeight = 1
    /// The blank row between the banner or a date bar and the section's first story.
    public static let gapHeight = 1

    public init(
        width: Int, viewportHeight: Int, bannerHeight: Int, picturesShown: Bool = false,
        firstSectionHasHeader: Bool = false
    ) {
        self.firstSectionHasHeader = firstSectionHasHeader
        self.width = width
        self.viewportHeight = max(1, viewportHeight)
        self.bannerHeight = bannerHeight
        self.picturesShown = picturesShown
    }

    /// The layout of `days` for a screen of `size`; the first day is today's unless
    /// `firstSectionHasHeader`.
    public init(days: [DayFeed], screenSize: Size, picturesShown: Bool = false, firstSectionHasHeader: Bool = false) {
        self.init(
            width: screenSize.columns, viewportHeight: HomeLayout.viewportHeight(screenRows: screenSize.rows),
            bannerHeight: HomeLayout.bannerHeight(screenRows: screenSize.rows), picturesShown: picturesShown,
            firstSectionHasHeader: firstSectionHasHeader)
        for day in days {
            appendSection(day.stories)
        }
    }

    /// The banner is 40% of the screen's height, rounded, and never less than 7 rows.
    public static func bannerHeight(screenRows: Int) -> Int {
        max(7, (screenRows * 2 + 2) / 5)
    }

    /// The screen's rows minus the status line.
    public static func viewportHeight(screenRows: Int) -> Int { max(1, screenRows - 1) }

    /// The row where the first section starts.
    public var sectionsTop: Int { bannerHeight }

    /// The footer's row: after the last section.
    public var footerTop: Int { sections.last?.end ?? bannerHeight }

    public var contentHeight: Int { footerTop + HomeLayout.footerHeight }

    /// The largest scroll offset: the footer on the viewport's last row.
    public var maxScrollOffset: Int { max(0, contentHeight - viewportHeight) }

    /// The row where today's section ends (the banner's end when the list does not start with
    /// today); the top bar gives way to pinned headers from here.
    public var todayEnd: Int { firstSectionHasHeader ? bannerHeight : sections.first?.end ?? bannerHeight }

    /// The first section whose header can be pinned: today's has none.
    public var firstPinnableSection: Int { firstSectionHasHeader ? 0 : 1 }

    /// Adds a day below the others.
    ///
    /// The first section added is today's and has no header, unless `firstSectionHasHeader`.
    public mutating func appendSection(_ stories: [StorySummary]) {
        let headerHeight = sections.isEmpty && !firstSectionHasHeader ? 0 : HomeLayout.barHeight
        var offsets: [Int] = []
        var heights: [Int] = []
        offsets.reserveCapacity(stories.count)
        heights.reserveCapacity(stories.count)
        var row = headerHeight + HomeLayout.gapHeight
        let rowWidth = StoryRowMetrics.rowColumns(screenWidth: width).width
        for story in stories {
            let thumbnail = StoryRowMetrics.showsThumbnail(story, rowWidth: rowWidth, picturesShown: picturesShown)
            let textWidth = StoryRowMetrics.textWidth(rowWidth: rowWidth, showsThumbnail: thumbnail)
            let height = HomeLayout.storyHeight(story, textWidth: textWidth, showsThumbnail: thumbnail)
            offsets.append(row)
            heights.append(height)
            row += height
        }
        sections.append(
            SectionGeometry(
                top: footerTop, headerHeight: headerHeight, storyOffsets: offsets, storyHeights: heights))
    }

    /// Rows of a story block: title lines, hint line, spacer.
    ///
    /// A story without a hint has no hint line, unless the line carries its 多图 mark (a row
    /// without a thumbnail says it there).
    public static func storyHeight(_ story: StorySummary, textWidth: Int, showsThumbnail: Bool) -> Int {
        let titleLines = StoryRowMetrics.titleLineCount(story.title, textWidth: textWidth)
        let hasHint = !(story.hint ?? .empty).isEmpty || (story.isMultipic && !showsThumbnail)
        return titleLines + (hasHint ? 1 : 0) + 1
    }

    /// The section that holds `row`: the last one starting at or above it.
    public func section(atRow row: Int) -> Int? {
        guard let first = sections.first, row >= first.top else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The story whose block holds `row`.
    public func story(atRow row: Int) -> StoryPosition? {
        guard let sectionIndex = section(atRow: row),
            let storyIndex = sections[sectionIndex].story(atRow: row)
        else { return nil }
        return StoryPosition(section: sectionIndex, index: storyIndex)
    }

    /// Content rows of a story block, spacer included; nil for a position the layout does not have
    /// (one kept from before the days changed).
    public func rows(of position: StoryPosition) -> Range<Int>? {
        guard sections.indices.contains(position.section) else { return nil }
        return sections[position.section].storyRows(position.index)
    }
}
