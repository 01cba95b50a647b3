import ZReaderModel
import ZReaderScreen

/// A day's header row, "11月29日 星期日" centred in white on the bar blue; the same height and
/// colour as the top bar at full alpha, so the hand-over from one to the other does not jump.
struct SectionHeaderView {
    var date: DayStamp
    var theme: Theme

    func draw(into buffer: inout ScreenBuffer, row: Int, clip: Rect) {
        guard row >= clip.y, row < clip.maxY else { return }
        buffer.fill(Rect(x: clip.x, y: row, width: clip.width, height: 1), style: theme.header)
        let title = date.sectionTitle
        let x = clip.x + max(0, (clip.width - TextWidth.width(of: title)) / 2)
        buffer.write(title, at: Point(x: x, y: row), style: theme.header, clip: clip)
    }
}
