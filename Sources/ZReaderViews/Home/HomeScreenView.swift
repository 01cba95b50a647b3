import ZReaderModel
import ZReaderScreen

/// Paints the home screen's viewport: the banner, today's stories, dated sections and the footer
/// at the scroll offset, then the top chrome (top bar or pinned header) over row 0.
///
/// Only the rows on screen are visited: the first section on screen is found by binary search,
/// so a frame costs the same with ten loaded days or ten years of them.
struct HomeScreenView {
    var home: HomeState
    var favouriteStories: Set<StoryID>
    var theme: Theme
    var spinner: String

    func draw(into buffer: inout ScreenBuffer) {
        let layout = home.layout
        let offset = home.scrollOffset
        let viewport = Rect(
            x: 0, y: 0, width: buffer.size.columns, height: min(layout.viewportHeight, buffer.size.rows))
        let visibleEnd = offset + viewport.height
        if offset < layout.bannerHeight {
            BannerView(home: home, theme: theme, today: home.days.first?.date, spinner: spinner)
                .draw(into: &buffer, top: -offset, clip: viewport)
        }
        var sectionIndex = layout.section(atRow: max(offset, layout.sectionsTop)) ?? layout.sections.count
        while sectionIndex < layout.sections.count, layout.sections[sectionIndex].top < visibleEnd {
            drawSection(sectionIndex, into: &buffer, viewport: viewport)
            sectionIndex += 1
        }
        if layout.footerTop < visibleEnd, layout.footerTop >= offset {
            drawFooter(into: &buffer, row: layout.footerTop - offset, width: viewport.width)
        }
        drawChrome(into: &buffer, width: viewport.width)
    }

    private func drawSection(_ index: Int, into buffer: inout ScreenBuffer, viewport: Rect) {
        let geometry = home.layout.sections[index]
        let offset = home.scrollOffset
        let day = home.days[index]
        if geometry.headerHeight > 0, geometry.top >= offset {
            SectionHeaderView(date: day.date, theme: theme).draw(
                into: &buffer, row: geometry.top - offset, clip: viewport)
        }
        let firstRow = max(offset, geometry.top + geometry.headerHeight)
        guard var storyIndex = geometry.story(atRow: firstRow) else { return }
        while storyIndex < day.stories.count {
            guard let rows = geometry.storyRows(storyIndex), rows.lowerBound < offset + viewport.height else { break }
            let story = day.stories[storyIndex]
            let position = StoryPosition(section: index, index: storyIndex)
            StoryRowView(
                story: story, isSelected: home.selection == .story(position),
                isRead: home.readStories.contains(story.id), isFavourite: favouriteStories.contains(story.id),
                theme: theme
            ).draw(into: &buffer, top: rows.lowerBound - offset, clip: viewport)
            storyIndex += 1
        }
    }

    private func drawFooter(into buffer: inout ScreenBuffer, row: Int, width: Int) {
        let text: String
        var style = theme.footer
        switch home.olderStatus {
        case .loading: text = LoadNotice.loading(spinner)
        case .failed(_, let failure):
            text = LoadNotice.failed(failure)
            style = theme.footerError
        case .exhausted: text = "没有更多了"
        case .idle: text = home.days.isEmpty ? "" : LoadNotice.loading(spinner)
        }
        guard !home.days.isEmpty else { return }
        let x = max(0, (width - TextWidth.width(of: text)) / 2)
        buffer.write(LineWrapper.truncate(text, width: width), at: Point(x: x, y: row), style: style)
    }

    private func drawChrome(into buffer: inout ScreenBuffer, width: Int) {
        switch home.chrome {
        case .hidden:
            break
        case .topBar(let alpha):
            let row = min(home.scrollOffset, home.layout.bannerHeight - 1)
            let hue = home.currentTopStory?.imageHue ?? Theme.fallbackHue
            let under = BannerGradient.color(hue: hue, row: row, height: home.layout.bannerHeight)
            TopBarView(alpha: alpha, under: under, theme: theme).draw(into: &buffer, width: width)
        case .pinnedHeader(let section):
            SectionHeaderView(date: home.days[section].date, theme: theme)
                .draw(into: &buffer, row: 0, clip: Rect(x: 0, y: 0, width: width, height: 1))
        }
    }
}
