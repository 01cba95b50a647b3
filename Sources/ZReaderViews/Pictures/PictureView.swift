import ZReaderModel
import ZReaderScreen

/// One picture as the terminal draws it, by the method the terminal draws pictures with.
///
/// The banner's, a thumbnail, the reader's header picture, a figure in its rows or over the whole
/// screen (`v`): every picture goes through here, so each is drawn by the same method.
///
/// - Cells: the picture's cell art.
/// - kitty placeholders: every cell is a placeholder of the picture's image, which the terminal
///   fills with its pixels. A placeholder cannot have text over it, so text written over the
///   picture afterwards takes the cells it needs (`PictureBackdrop`: each character and one cell
///   either side on a plate of the picture's own colour there), and the rest of its rows stay
///   pixels. Until the image is in the terminal (or where the picture is too large for the
///   diacritics' table), cell art.
/// - Direct placement and sixel: the cell art, and for each band of rows without text
///   (`pixelRows`) a `PixelPlacement` saying where the terminal may draw those rows in pixels over
///   it; pixels drawn there cover the cells, so the rows that carry text stay cell art made from
///   the same pixels, and the seam between the two is a colour match, not a jump.
///
/// The view draws from `area`'s top left cell, the picture's own size; the caller clips.
struct PictureView: ScreenView {
    var picture: ReadyPicture
    /// How the terminal draws pictures, as `method(for:theme:)` gives it.
    var method: PixelMethod
    /// The bands of rows a positional method may draw in pixels: all rows but those that carry text.
    var pixelRows: [Range<Int>]
    /// Behind placeholder cells: what shows where the image fitted into its cells leaves a margin.
    var background: TerminalColor = .terminalDefault

    /// A picture drawn in pixels wherever the method allows, every row of it.
    init(picture: ReadyPicture, method: PixelMethod, background: TerminalColor = .terminalDefault) {
        self.init(picture: picture, method: method, textRows: [], background: background)
    }

    /// A picture with text over `textRows` (rows of the picture), which stay cell art.
    init(picture: ReadyPicture, method: PixelMethod, textRows: Set<Int>, background: TerminalColor = .terminalDefault) {
        self.picture = picture
        self.method = method
        self.background = background
        pixelRows = PictureView.bands(height: picture.size.rows, leaving: textRows)
    }

    /// The method pictures are drawn by on `theme`'s terminal: the settings' where the colours
    /// carry an image id (256 colours and 24-bit), else cells.
    static func method(for settings: PictureSettings, theme: Theme) -> PixelMethod {
        switch theme.depth {
        case .trueColor, .palette256: settings.method
        case .palette8, .monochrome: .cells
        }
    }

    /// The runs of rows of `0..<height` not in `textRows`, top to bottom.
    static func bands(height: Int, leaving textRows: Set<Int>) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for row in 0...max(0, height) {
            let isPixel = row < height && !textRows.contains(row)
            if isPixel, start == nil { start = row }
            if !isPixel, let first = start {
                bands.append(first..<row)
                start = nil
            }
        }
        return bands
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer) {
        let origin = Point(x: area.x, y: area.y)
        let size = picture.size
        switch method {
        case .cells:
            buffer.draw(picture.cells, at: origin)
        case .kittyPlaceholders:
            guard let image = picture.image, size.rows <= KittyPlaceholder.maximumExtent,
                size.columns <= KittyPlaceholder.maximumExtent
            else {
                buffer.draw(picture.cells, at: origin)
                return
            }
            buffer.drawPlaceholders(
                image, rows: 0..<size.rows, columns: size.columns, at: origin, background: background)
        case .kittyDirect, .sixel:
            buffer.draw(picture.cells, at: origin)
            // A kitty image is placed only once the terminal has it.
            guard method == .sixel || picture.image != nil else { return }
            for band in pixelRows {
                buffer.place(
                    PixelPlacement(
                        picture: picture.handle, image: picture.image, pictureSize: size, rows: band,
                        frame: Rect(x: origin.x, y: origin.y + band.lowerBound, width: size.columns, height: band.count)
                    ))
            }
        }
    }
}
