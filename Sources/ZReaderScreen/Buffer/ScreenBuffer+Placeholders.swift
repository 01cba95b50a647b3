extension ScreenBuffer {
    /// Draws rows `rows` of image `id`'s virtual placement, `columns` wide, as kitty placeholder
    /// cells with the placement's top left cell at `origin`, clipped to the clip and the screen.
    ///
    /// Each cell is ordinary text (`KittyPlaceholder`) in the image's colour over `background`
    /// (what the terminal shows where the image, fitted into its cells, leaves a margin), so the
    /// frame diff, scrolling and snapshots treat it as any other cell. Rows or columns past the
    /// diacritics' table are left as they were.
    public mutating func drawPlaceholders(
        _ id: KittyImageID, rows: Range<Int>, columns: Int, at origin: Point,
        background: TerminalColor = .terminalDefault
    ) {
        let style = CellStyle(foreground: .imageID(id), background: background)
        let area = Rect(x: origin.x, y: origin.y + rows.lowerBound, width: columns, height: rows.count)
            .intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                guard let grapheme = KittyPlaceholder.grapheme(row: y - origin.y, column: x - origin.x, msb: id.msb)
                else { continue }
                put(Cell(grapheme: grapheme, width: 1, style: style), x: x, y: y)
            }
        }
    }
}
