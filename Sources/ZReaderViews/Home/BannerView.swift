import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// The banner: one top story at a time over its picture (or, until the picture arrives, when it
/// fails and with pictures off, its colour) with seed 004's gradient shading, its title in bold
/// near the bottom, its hint, and page dots centred on the last row.
///
/// ```
///  知乎日报                                      11月30日 星期一
///
///   为什么冬天的第一场雪总让人兴奋？
///   作者 / 雪地里的猫
///                          ● ○ ○ ○ ○
/// ```
/// The picture carries the shading in its pixels (converted once with the gradient as an
/// overlay); the text over it sits on plates of the picture's own colour, darkened only as far as
/// legibility needs (`PictureBackdrop`). Where the terminal draws the picture in pixels, the rows
/// that carry text (brand and date, title, hint, dots) stay cells (`PictureView`).
struct BannerView: ScreenView {
    var home: HomeState
    /// The current top story's picture, when it has arrived and the terminal has colour.
    var picture: ReadyPicture?
    /// How the terminal draws pictures.
    var method: PixelMethod = .cells
    var theme: Theme
    /// Today's date for the brand row.
    var today: DayStamp?
    var spinner: DisplayText

    /// Draws the banner in `area`, its whole height: scrolled, the area starts above the screen.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let height = home.layout.bannerHeight
        let width = area.width
        let top = area.y
        let story = home.currentTopStory
        let hue = theme.storyColor(story?.imageHue ?? theme.fallbackHue)
        let origin = Point(x: area.x, y: top)
        let columns = StoryRowMetrics.rowColumns(screenWidth: width)
        let textX = columns.x + StoryRowMetrics.gutterWidth
        let textWidth = max(1, columns.width - 4)
        let titleLines = story?.title.wrapped(width: textWidth, maxLines: 2) ?? []
        let hintRow = height - 2
        let titleTop = hintRow - titleLines.count
        if let picture {
            PictureView(
                picture: picture, method: method, textRows: textRows(titleTop: titleTop, hintRow: hintRow),
                background: theme.page.background
            ).render(in: Rect(x: origin.x, y: origin.y, width: width, height: height), into: &buffer)
        } else {
            HalfBlockBackdrop(hue: hue, theme: theme, height: height).render(in: area, into: &buffer)
        }
        let cells = picture?.cells
        func write(_ text: DisplayText, row: Int, x: Int, _ attributes: TextAttributes, fg: RGBColor) {
            let point = Point(x: area.x + x, y: top + row)
            if let picture = cells {
                PictureBackdrop.write(
                    text, at: point, foreground: fg, attributes: attributes, depth: theme.depth, over: picture,
                    at: origin,
                    into: &buffer)
                return
            }
            var style = rowStyle(hue: hue, row: row)
            style.attributes.formUnion(attributes)
            if theme.hasColor { style.foreground = .rgb(fg) }
            buffer.write(text, at: point, style: style)
        }

        write(" 知乎日报", row: 0, x: 0, .bold, fg: theme.bannerTextColor)
        if let today {
            let date = today.sectionTitle
            write(date, row: 0, x: max(10, width - date.width - 1), [], fg: theme.bannerHintColor)
        }
        guard let story else {
            let notice = bannerNotice
            let x = max(0, (width - notice.width) / 2)
            write(notice, row: height / 2, x: x, [], fg: theme.bannerHintColor)
            return
        }
        for (index, line) in titleLines.enumerated() where titleTop + index > 0 {
            write(line, row: titleTop + index, x: textX, .bold, fg: theme.bannerTextColor)
        }
        if let hint = story.hint, !hint.isEmpty {
            write(hint.truncated(width: textWidth), row: hintRow, x: textX, [], fg: theme.bannerHintColor)
        }
        if home.selection == .banner {
            buffer.placeCursor(x: area.x + textX, firstVisibleOf: (top + max(1, titleTop))..<(top + hintRow + 1))
            for row in max(1, titleTop)...hintRow {
                write(StoryRowView.marker, row: row, x: columns.x, .bold, fg: theme.bannerTextColor)
            }
        }
        drawDots(into: &buffer, area: area, hue: hue)
    }

    /// The rows that carry text, which stay cells over a picture drawn in pixels: the brand's,
    /// the title's to the hint's (and the selection marker's beside them), and the dots'.
    private func textRows(titleTop: Int, hintRow: Int) -> Set<Int> {
        var rows: Set<Int> = [0]
        if hintRow >= 1 { rows.formUnion(max(1, titleTop)...hintRow) }
        if home.topStories.count > 1 { rows.insert(home.layout.bannerHeight - 1) }
        return rows
    }

    private var bannerNotice: DisplayText {
        switch home.latestStatus {
        case .failed(let failure): LoadNotice.failed(failure)
        case .loading, .idle: LoadNotice.loading(spinner)
        case .loaded: ""
        }
    }

    private func drawDots(into buffer: inout ScreenBuffer, area: Rect, hue: RGBColor) {
        let count = home.topStories.count
        guard count > 1 else { return }
        let row = home.layout.bannerHeight - 1
        let dotsWidth = count * 2 - 1
        var x = area.centered(width: dotsWidth).x
        let current = theme.bannerTextColor
        let other = theme.color(.dot) ?? Theme.dotInactive
        for page in 0..<count {
            let isCurrent = page == home.bannerPage
            let dot: DisplayText = isCurrent ? "●" : "○"
            let point = Point(x: x, y: area.y + row)
            if let picture = picture?.cells {
                PictureBackdrop.write(
                    dot, at: point, foreground: isCurrent ? current : other,
                    contrast: PictureBackdrop.dotContrast, depth: theme.depth, over: picture,
                    at: Point(x: area.x, y: area.y),
                    into: &buffer)
            } else {
                var style = rowStyle(hue: hue, row: row)
                if theme.hasColor {
                    style.foreground = .rgb(isCurrent ? current : other)
                } else if isCurrent {
                    style.attributes.insert(.bold)
                }
                buffer.write(dot, at: point, style: style)
            }
            x += 2
        }
    }

    private func rowStyle(hue: RGBColor, row: Int) -> CellStyle {
        HalfBlockBackdrop(hue: hue, theme: theme, height: home.layout.bannerHeight).textStyle(row: row)
    }
}
