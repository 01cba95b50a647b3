import ZReaderScreen

/// A bar of one row with its title centred in white on the bar blue.
///
/// A day's header ("11月29日 星期日") and the favourites' title are such bars: the same height and
/// colour as the top bar at full alpha, so the hand-over from one to the other does not jump.
struct HeaderBarView: ScreenView {
    var title: DisplayText
    var theme: Theme

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let row = area.row(0)
        buffer.fill(row, style: theme.header)
        buffer.write(title, at: Point(x: row.centered(width: title.width).x, y: row.y), style: theme.header)
    }
}
