import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// The reader's header: the story's picture (or, until it arrives, when it fails and with
/// pictures off, its colour) with the banner's shading, its column (栏目) at the top and when it
/// was published on the right of it, the title over it near the bottom, and the picture's credit
/// under the title on the right while pictures are shown (with them off there is no picture to
/// credit).
///
/// Over a picture the title and credit sit on plates of the picture's own colour, darkened only
/// as far as legibility needs, as in the banner (`PictureBackdrop`); where the terminal draws the
/// picture in pixels, the rows that carry text stay cells (`PictureView`).
struct ReaderHeaderView: ScreenView {
    var reader: ReaderState
    /// The header picture, when it has arrived and the terminal has colour.
    var picture: ReadyPicture?
    /// How the terminal draws pictures.
    var method: PixelMethod = .cells
    var theme: Theme
    /// The year now in Beijing: a date in it leaves the year out.
    var currentYear: Int?
    /// Whether pictures are on: the credit names a picture, so it goes with them.
    var picturesShown = true

    /// Draws the header in `area`, its whole height: scrolled, the area starts above the screen.
    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let height = area.height
        let hue = theme.storyColor(reader.imageHue ?? theme.fallbackHue)
        let origin = Point(x: area.x, y: area.y)
        func style(_ row: Int) -> CellStyle { theme.backdrop(hue: hue, row: row, height: height) }
        let text = area.centered(width: reader.measure)
        var caption: DisplayText?
        if picturesShown, case .loaded(let story) = reader.content, let source = story.detail.imageSource,
            !source.isEmpty
        {
            caption = "图片：\(source)"
        }
        let published = height > 3 ? reader.published.map(publishedText) : nil
        let showsTopRow = height > 3 && (reader.column != nil || published != nil)
        let titleBottom = caption == nil ? height - 2 : height - 3
        let lines = reader.title.wrapped(width: text.width, maxLines: max(1, min(3, titleBottom)))
        if let picture {
            var textRows = Set(lines.indices.map { titleBottom - lines.count + 1 + $0 })
            if showsTopRow { textRows.insert(ReaderState.columnRow) }
            if caption != nil { textRows.insert(height - 2) }
            PictureView(picture: picture, method: method, textRows: textRows, background: theme.page.background)
                .render(in: Rect(x: origin.x, y: origin.y, width: area.width, height: height), into: &buffer)
        } else {
            for row in 0..<height {
                buffer.fill(area.row(row), style: style(row))
            }
        }
        let cells = picture?.cells
        var topStyle = style(ReaderState.columnRow)
        if theme.hasColor {
            topStyle.foreground = .rgb(theme.bannerHintColor)
        } else {
            topStyle.attributes = .dim
        }
        // The column on the left of the top row, when the story was published on its right: over
        // the picture on plates of its colour, as the title.
        func writeTop(_ line: DisplayText, at x: Int) {
            let point = Point(x: x, y: area.y + ReaderState.columnRow)
            guard let picture = cells else {
                buffer.write(line, at: point, style: topStyle)
                return
            }
            PictureBackdrop.write(
                line, at: point, foreground: theme.bannerHintColor, depth: theme.depth, over: picture, at: origin,
                into: &buffer)
        }
        var dateWidth = 0
        if let published, published.width + 2 <= text.width {
            dateWidth = published.width + 2
            writeTop(published, at: text.maxX - published.width)
        }
        if let column = reader.column, height > 3 {
            writeTop(("栏目 · \(column)" as DisplayText).truncated(width: text.width - dateWidth), at: text.x)
        }
        for (index, line) in lines.enumerated() {
            let row = titleBottom - lines.count + 1 + index
            let point = Point(x: text.x, y: area.y + row)
            if let picture = cells {
                PictureBackdrop.write(
                    line, at: point, foreground: theme.bannerTextColor, attributes: .bold, depth: theme.depth,
                    over: picture,
                    at: origin,
                    into: &buffer)
                continue
            }
            var titleStyle = style(row)
            titleStyle.attributes = .bold
            buffer.write(line, at: point, style: titleStyle)
        }
        if let caption {
            let row = height - 2
            let shown = caption.truncated(width: text.width)
            let point = Point(x: text.maxX - shown.width, y: area.y + row)
            if let picture = cells {
                PictureBackdrop.write(
                    shown, at: point, foreground: theme.bannerHintColor, depth: theme.depth, over: picture,
                    at: origin,
                    into: &buffer)
                return
            }
            var captionStyle = style(row)
            if theme.hasColor {
                captionStyle.foreground = .rgb(theme.bannerHintColor)
            } else {
                captionStyle.attributes = .dim
            }
            buffer.write(shown, at: point, style: captionStyle)
        }
    }

    /// `11-29 07:00` for a known time, `11-29` for a day alone; the year first when it is not this one.
    private func publishedText(_ published: PublishedAt) -> DisplayText {
        switch published {
        case .time(let time):
            return BeijingTime.text(time, currentYear: currentYear)
        case .day(let day):
            let date: DisplayText = "\(day.month, digits: 2)-\(day.day, digits: 2)"
            return day.year == currentYear ? date : "\(day.year)-\(date)"
        }
    }
}
