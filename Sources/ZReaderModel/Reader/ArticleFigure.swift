import ZReaderDomain
import ZReaderScreen

/// A figure laid out as a picture: the rows kept for it in the layout and the picture it shows.
///
/// Its rows are kept whether or not the picture has arrived (the `[图]` placeholder stands in
/// until then, and after a failure), so that the text below never moves when it comes.
public struct ArticleFigure: Hashable, Sendable {
    public var image: WebURL
    public var caption: DisplayText?
    /// The layout's lines the picture takes (its caption comes on the lines after them).
    public var lines: Range<Int>
    /// Columns inside the measure before the picture: a quote's bars.
    public var indent: Int
    /// The box the picture is fitted into (contain: letterboxed, centred), in cells.
    public var size: Size

    /// Rows a figure takes at most: a picture taller than this is a wall to scroll past.
    public static let maximumRows = 12
    /// Rows a figure takes at least, enough for a shape to be recognised.
    public static let minimumRows = 4

    /// The rows a figure `columns` wide takes on a screen `screenRows` high.
    ///
    /// The image's shape is not known before it arrives (the bodies give no sizes), so the box is
    /// 16:9, cells being about twice as high as wide, within `minimumRows` and the lesser of
    /// `maximumRows` and 40% of the screen.
    public static func rows(columns: Int, screenRows: Int) -> Int {
        let sixteenByNine = (max(0, columns) * 9 + 16) / 32
        let ceiling = min(maximumRows, screenRows * 2 / 5)
        return max(minimumRows, min(ceiling, sixteenByNine))
    }
}
