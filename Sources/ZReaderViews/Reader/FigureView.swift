import ZReaderModel
import ZReaderScreen

/// A figure's picture centred in its box (contain-fitted, so it may leave a margin), or while it
/// loads and when it failed a `[图]` notice in the middle of the box, so the rows are never blank.
struct FigureView: ScreenView {
    var picture: ReadyPicture?
    var hasFailed: Bool
    var theme: Theme
    /// How the terminal draws pictures.
    var method: PixelMethod = .cells

    static let loadingNotice: DisplayText = "[图] 图片载入中"
    static let failedNotice: DisplayText = "[图] 图片无法显示"

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        guard !area.isEmpty else { return }
        if let picture {
            let origin = Point(
                x: area.x + max(0, area.width - picture.size.columns) / 2,
                y: area.y + max(0, area.height - picture.size.rows) / 2)
            buffer.withClip(area) { buffer in
                PictureView(picture: picture, method: method, background: theme.page.background)
                    .render(
                        in: Rect(x: origin.x, y: origin.y, width: picture.size.columns, height: picture.size.rows),
                        into: &buffer)
            }
            return
        }
        let notice = hasFailed ? FigureView.failedNotice : FigureView.loadingNotice
        let row = area.centered(width: notice.width).row((area.height - 1) / 2)
        buffer.write(notice, at: Point(x: row.x, y: row.y), style: theme.text(.hint, monochrome: .dim), clip: area)
    }
}
