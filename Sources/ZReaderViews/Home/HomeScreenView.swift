import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Paints the home screen's viewport: the banner, today's stories, dated sections and the footer
/// at the scroll offset, then the top chrome (top bar or pinned header) over row 0.
///
/// Only the rows on screen are visited: the first section on screen is found by binary search,
/// so a frame costs the same with ten loaded days or ten years of them.
struct HomeScreenView: ScreenView {
    var home: HomeState
    var favouriteStories: Set<StoryID>
    var pictures = PictureState()
    var theme: Theme
    var spinner: DisplayText

    /// The banner's current picture, when it has arrived and can be drawn.
    private var bannerPicture: ReadyPicture? {
        guard theme.hasColor else { return nil }
        return pictures.ready(for: pictures.bannerKey(for: home.currentTopStory, layout: home.layout))
    }

    /// How the terminal draws the pictures.
    private var method: PixelMethod { PictureView.method(for: pictures.settings, theme: theme) }

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let layout = home.layout
        let viewport = area.splitTop(rows: layout.viewportHeight).top
        buffer.withClip(viewport) { buffer in
            drawContent(in: viewport, into: &buffer)
            drawChrome(in: viewport, into: &buffer)
        }
    }

    /// The content row `row` as a rectangle `height` rows high, on screen.
    private func rows(_ row: Int, height: Int, in viewport: Rect) -> Rect {
        Rect(x: viewport.x, y: viewport.y + row - home.scrollOffset, width: viewport.width, height: height)
    }

    private func drawContent(in viewport: Rect, into buffer: inout ScreenBuffer) {
        let layout = home.layout
        let offset = home.scrollOffset
        let visibleEnd = offset + viewport.height
        if offset < layout.bannerHeight {
            BannerView(
                home: home, picture: bannerPicture, method: method, theme: theme, today: home.days.first?.date,
                spinner: spinner
            )
            .render(in: rows(0, height: layout.bannerHeight, in: viewport), into: &buffer)
        }
        var sectionIndex = layout.section(atRow: max(offset, layout.sectionsTop)) ?? layout.sections.count
        while sectionIndex < layout.sections.count, layout.sections[sectionIndex].top < visibleEnd {
            drawSection(sectionIndex, in: viewport, into: &buffer)
            sectionIndex += 1
        }
        if layout.footerTop < visibleEnd, layout.footerTop >= offset {
            FooterView(status: home.olderStatus, hasDays: !home.days.isEmpty, theme: theme, spinner: spinner)
                .render(in: rows(layout.footerTop, height: 1, in: viewport), into: &buffer)
        }
    }

    private func drawSection(_ index: Int, in viewport: Rect, into buffer: inout ScreenBuffer) {
        let geometry = home.layout.sections[index]
        let offset = home.scrollOffset
        let day = home.days[index]
        if geometry.headerHeight > 0, geometry.top >= offset {
            HeaderBarView(title: day.date.sectionTitle(currentYear: home.currentYear), theme: theme)
                .render(in: rows(geometry.top, height: 1, in: viewport), into: &buffer)
        }
        let columns = StoryRowMetrics.rowColumns(screenWidth: viewport.width)
        let firstRow = max(offset, geometry.storyRows(0)?.lowerBound ?? geometry.top + geometry.headerHeight)
        guard var storyIndex = geometry.story(atRow: firstRow) else { return }
        while storyIndex < day.stories.count {
            guard let storyRows = geometry.storyRows(storyIndex), storyRows.lowerBound < offset + viewport.height
            else { break }
            let story = day.stories[storyIndex]
            let position = StoryPosition(section: index, index: storyIndex)
            let block = rows(storyRows.lowerBound, height: storyRows.count, in: viewport)
            let picture =
                theme.hasColor
                ? pictures.ready(for: pictures.thumbnailKey(for: story, textRows: storyRows.count - 1)) : nil
            StoryRowView(
                story: story, isSelected: home.selection == .story(position),
                isRead: home.readStories.contains(story.id), isFavourite: favouriteStories.contains(story.id),
                percentRead: home.readingPlaces[story.id]?.percent, theme: theme, picturesShown: home.picturesShown,
                picture: picture, method: method
            ).render(
                in: Rect(x: block.x + columns.x, y: block.y, width: columns.width, height: block.height), into: &buffer)
            storyIndex += 1
        }
    }

    private func drawChrome(in viewport: Rect, into buffer: inout ScreenBuffer) {
        let top = viewport.row(0)
        switch home.chrome {
        case .hidden:
            break
        case .topBar(let alpha):
            let row = min(home.scrollOffset, home.layout.bannerHeight - 1)
            let hue = theme.storyColor(home.currentTopStory?.imageHue ?? theme.fallbackHue)
            let under = BannerGradient.color(hue: hue, row: row, height: home.layout.bannerHeight)
            let underPicture = bannerPicture.map { picture in
                (0..<picture.size.columns).map { picture.cells[$0, row] }
            }
            TopBarView(
                alpha: alpha, under: under, underPicture: underPicture, theme: theme,
                date: home.days.first?.date.sectionTitle
            )
            .render(in: top, into: &buffer)
        case .pinnedHeader(let section):
            guard home.days.indices.contains(section) else { return }
            HeaderBarView(title: home.days[section].date.sectionTitle(currentYear: home.currentYear), theme: theme)
                .render(in: top, into: &buffer)
        }
    }
}
