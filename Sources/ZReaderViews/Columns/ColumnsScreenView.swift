import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Paints the columns screen: a title bar, then the columns (name, description, picture) or the
/// column opened (its stories newest first, each with its day, read ones dimmed, as on the home
/// screen), the selection marked in the gutter.
///
/// ```
///                                栏目总览 · 离线：缓存中的栏目
/// ▌ 瞎扯                                                        ▀▀▀▀▀▀
/// ▌ 如何正确地吐槽                                              ▀▀▀▀▀▀
/// ```
/// The title bar says what is shown when it is not the API's answer: the cache's (offline) or the
/// demo edition's. The column's stories end with a line saying where their paging stands.
struct ColumnsScreenView: ScreenView {
    var columns: ColumnsState
    var readStories: Set<StoryID>
    var favouriteStories: Set<StoryID>
    var theme: Theme
    var spinner: DisplayText
    var currentYear: Int?
    var pictures = PictureState()

    func render(in screen: Rect, into buffer: inout ScreenBuffer) {
        let (bar, rest) = screen.splitTop(rows: 1)
        HeaderBarView(title: title.truncated(width: max(1, bar.width - 2)), theme: theme).render(in: bar, into: &buffer)
        let rowColumns = StoryRowMetrics.rowColumns(screenWidth: screen.width)
        let area = Rect(
            x: screen.x + rowColumns.x, y: rest.y + ColumnsState.listTop - 1, width: rowColumns.width,
            height: min(rest.height, columns.viewportHeight))
        buffer.withClip(area) { buffer in
            if let opened = columns.opened {
                drawStories(of: opened, in: area, into: &buffer)
            } else {
                drawColumns(in: area, into: &buffer)
            }
        }
    }

    /// `栏目总览` or `栏目 · 瞎扯`, and where what is shown comes from when not the API.
    private var title: DisplayText {
        guard let opened = columns.opened else {
            guard case .loaded(let origin) = columns.status else { return "栏目总览" }
            return "栏目总览\(Self.note(origin, count: nil))"
        }
        let name: DisplayText = "栏目 · \(opened.column.name)"
        return opened.origin.map { "\(name)\(Self.note($0, count: opened.stories.count))" } ?? name
    }

    private static func note(_ origin: ContentOrigin, count: Int?) -> DisplayText {
        switch origin {
        case .network: ""
        case .cache: count.map { " · 离线：缓存中的 \($0) 篇" } ?? " · 离线：缓存中的栏目"
        case .demo: " · 演示数据"
        }
    }

    // MARK: The list of columns

    private func drawColumns(in area: Rect, into buffer: inout ScreenBuffer) {
        let notice: DisplayText? =
            switch columns.status {
            case .loading: columns.columns.isEmpty ? LoadNotice.loading(spinner) : nil
            case .failed(let failure): columns.columns.isEmpty ? "栏目加载失败：\(LoadNotice.failed(failure))" : nil
            case .loaded: columns.columns.isEmpty ? "没有栏目" : nil
            }
        if let notice {
            buffer.write(
                notice, at: Point(x: area.x + 2, y: area.y + 1),
                style: columns.status.isFailure ? theme.footerError : theme.storyHint)
            return
        }
        for (index, column) in columns.columns.enumerated() {
            let top = area.y + index * ColumnsState.rowsPerEntry - columns.position.scrollOffset
            if top + ColumnsState.rowsPerEntry <= area.y { continue }
            if top >= area.maxY { break }
            let stored: DisplayText? = column.storedCount.map { "缓存中 \($0) 篇" }
            let detail = DisplayText.joined([column.description, stored].compactMap { $0 }, separator: " · ")
            drawEntry(
                title: column.name, detail: detail, thumbnail: column.thumbnailURL, hue: Self.hue(of: column.name),
                isRead: false,
                isMultipic: false, isSelected: index == columns.position.selection, top: top, in: area,
                into: &buffer)
        }
    }

    // MARK: A column

    private func drawStories(of opened: ColumnStoriesState, in area: Rect, into buffer: inout ScreenBuffer) {
        if opened.stories.isEmpty {
            let notice: DisplayText
            var style = theme.storyHint
            switch opened.status {
            case .loading, .idle: notice = LoadNotice.loading(spinner)
            case .failed(let failure):
                notice = LoadNotice.failed(failure)
                style = theme.footerError
            case .complete: notice = "这个栏目还没有文章"
            }
            buffer.write(notice, at: Point(x: area.x + 2, y: area.y + 1), style: style)
            return
        }
        for (index, item) in opened.stories.enumerated() {
            let top = area.y + index * ColumnsState.rowsPerEntry - opened.position.scrollOffset
            if top + ColumnsState.rowsPerEntry <= area.y { continue }
            if top >= area.maxY { break }
            let star: DisplayText = favouriteStories.contains(item.story.id) ? "★ " : ""
            let detail =
                star + DisplayText.joined([dayText(item.date), item.story.hint].compactMap { $0 }, separator: " · ")
            drawEntry(
                title: item.story.title, detail: detail, thumbnail: item.story.thumbnailURL, hue: item.story.imageHue,
                isRead: readStories.contains(item.story.id), isMultipic: item.story.isMultipic,
                isSelected: index == opened.position.selection, top: top, in: area, into: &buffer)
        }
        let statusTop = area.y + opened.stories.count * ColumnsState.rowsPerEntry - opened.position.scrollOffset
        guard statusTop < area.maxY else { return }
        let status: DisplayText?
        var style = theme.footer
        switch opened.status {
        case .loading: status = LoadNotice.loading(spinner)
        case .idle: status = nil
        case .failed(let failure):
            status = LoadNotice.failed(failure)
            style = theme.footerError
        case .complete: status = "没有更早的文章了"
        }
        if let status {
            buffer.write(status, at: Point(x: area.x + StoryRowMetrics.gutterWidth, y: statusTop), style: style)
        }
    }

    /// A column's colour, for its swatch until its picture arrives (a column has no `image_hue`):
    /// one of a few muted story colours, the same for a name every time.
    static func hue(of name: DisplayText) -> RGBColor {
        let hues: [UInt32] = [0x3F5568, 0x5B4A3F, 0x3F5B4A, 0x5B3F55, 0x4A5B3F, 0x3F4A5B]
        let sum = name.string.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        return RGBColor(hex: hues[sum % hues.count])
    }

    /// `11月29日 星期日`, with the year in front when it is not this one.
    private func dayText(_ day: DayStamp) -> DisplayText {
        day.sectionTitle(currentYear: currentYear)
    }

    // MARK: Entries

    /// One entry: its title, its detail line under it, the selection marker, and on rows wide
    /// enough its picture on the right (a swatch of `hue` until it arrives).
    private func drawEntry(
        title: DisplayText, detail: DisplayText, thumbnail: WebURL?, hue: RGBColor?, isRead: Bool, isMultipic: Bool,
        isSelected: Bool, top: Int, in area: Rect, into buffer: inout ScreenBuffer
    ) {
        let showsThumbnail =
            StoryRowMetrics.showsSwatch(rowWidth: area.width)
            && (!pictures.settings.isEnabled || thumbnail != nil)
        let textWidth = StoryRowMetrics.textWidth(rowWidth: area.width, showsThumbnail: showsThumbnail)
        let x = area.x + StoryRowMetrics.gutterWidth
        buffer.write(
            title.truncated(width: textWidth), at: Point(x: x, y: top),
            style: theme.storyTitle(isRead: isRead, isSelected: isSelected), clip: area)
        let shownDetail = showsThumbnail ? detail : MultipicBadge.hint(detail, isMultipic: isMultipic) ?? detail
        buffer.write(
            shownDetail.truncated(width: textWidth), at: Point(x: x, y: top + 1), style: theme.storyHint, clip: area)
        if isSelected {
            // Where a screen reader or a magnifier follows the selection.
            buffer.placeCursor(x: x, firstVisibleOf: max(top, area.y)..<min(top + 2, area.maxY))
            for row in top...(top + 1) {
                buffer.write(
                    StoryRowView.marker, at: Point(x: area.x, y: row), style: theme.selectionMarker, clip: area)
            }
        }
        guard showsThumbnail else { return }
        let size = StoryRowMetrics.thumbnailSize(textRows: ColumnsState.textRowsPerEntry)
        let box = Rect(
            x: area.maxX - StoryRowMetrics.rightMargin - StoryRowMetrics.swatchWidth, y: top, width: size.columns,
            height: size.rows)
        let color = theme.storyColor(hue ?? theme.fallbackHue)
        let picture =
            theme.hasColor
            ? pictures.picture(for: pictures.thumbnailKey(for: thumbnail, textRows: ColumnsState.textRowsPerEntry))
            : nil
        if let picture {
            buffer.draw(picture, at: Point(x: box.x, y: box.y))
        } else {
            StoryRowView.drawSwatch(hue: color, isRead: isRead, theme: theme, in: box, into: &buffer)
        }
        if isMultipic {
            MultipicBadge.draw(in: box, picture: picture, hue: color, theme: theme, into: &buffer)
        }
    }
}

extension ColumnsState.Status {
    fileprivate var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}

extension PanelViews {
    func columns(_ columns: ColumnsState) -> any ScreenView {
        ColumnsScreenView(
            columns: columns, readStories: state.home.readStories, favouriteStories: state.favouriteStories,
            theme: theme, spinner: spinner, currentYear: state.home.today?.year, pictures: state.pictures)
    }
}
