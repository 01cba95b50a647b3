import ZReaderDomain
import ZReaderScreen

/// The columns of a story row, shared by the layout (which counts its lines) and the view (which
/// draws them), so the two always agree.
///
/// ```
/// ▌ 为什么冬天的第一场雪总让人兴奋？            ██████
///   雪地里的猫 · 4 分钟阅读                    ██████
/// ```
/// A two-column gutter holds the selection marker; on rows at least `swatchMinimumWidth` wide a
/// thumbnail of `swatchWidth` columns sits on the right, after a two-column gap: the story's
/// picture, or a swatch of its colour until the picture arrives, when it fails and with pictures
/// off. With pictures on, a story without a picture has no thumbnail column and its title takes
/// the full width. On terminals wider than `maximumRowWidth` the rows keep that width and are
/// centred, so that a title and its thumbnail stay together.
public enum StoryRowMetrics {
    public static let maximumRowWidth = 100
    public static let gutterWidth = 2
    public static let rightMargin = 1
    public static let swatchWidth = 6
    public static let swatchGap = 2
    public static let swatchMinimumWidth = 60
    public static let maxTitleLines = 2

    /// The columns a story row takes on a screen `screenWidth` wide: its left edge and width.
    public static func rowColumns(screenWidth: Int) -> (x: Int, width: Int) {
        let width = min(screenWidth, maximumRowWidth)
        return ((screenWidth - width) / 2, width)
    }

    public static func showsSwatch(screenWidth: Int) -> Bool {
        showsSwatch(rowWidth: rowColumns(screenWidth: screenWidth).width)
    }

    /// Whether a row `rowWidth` columns wide has room for the thumbnail.
    public static func showsSwatch(rowWidth: Int) -> Bool {
        rowWidth >= swatchMinimumWidth
    }

    /// Whether `story`'s row shows a thumbnail: with pictures off every row wide enough shows its
    /// swatch (as zreader always has); with pictures on, only a story that has a picture.
    public static func showsThumbnail(_ story: StorySummary, rowWidth: Int, picturesShown: Bool) -> Bool {
        showsSwatch(rowWidth: rowWidth) && (!picturesShown || story.thumbnailURL != nil)
    }

    /// The thumbnail's cells beside text of `textRows` rows: never less than two rows, so that
    /// even a one-line title without a hint has a picture one can make out.
    public static func thumbnailSize(textRows: Int) -> Size {
        Size(columns: swatchWidth, rows: max(2, textRows))
    }

    /// The title as a row shows it: whole when it fits `textWidth`, else wrapped onto at most
    /// `maxTitleLines` lines.
    public static func titleLines(_ title: DisplayText, textWidth: Int) -> [DisplayText] {
        titleFitsOneLine(title, textWidth: textWidth)
            ? [title] : title.wrapped(width: textWidth, maxLines: maxTitleLines)
    }

    /// How many lines `titleLines` gives, without wrapping: all the layout needs.
    public static func titleLineCount(_ title: DisplayText, textWidth: Int) -> Int {
        titleFitsOneLine(title, textWidth: textWidth) ? 1 : maxTitleLines
    }

    private static func titleFitsOneLine(_ title: DisplayText, textWidth: Int) -> Bool {
        title.width <= textWidth
    }

    /// Columns available to the title and hint text.
    public static func textWidth(screenWidth: Int) -> Int {
        textWidth(rowWidth: rowColumns(screenWidth: screenWidth).width)
    }

    /// Columns available to the title and hint text in a row `rowWidth` columns wide.
    public static func textWidth(rowWidth: Int) -> Int {
        textWidth(rowWidth: rowWidth, showsThumbnail: showsSwatch(rowWidth: rowWidth))
    }

    /// Columns available to the title and hint text in a row `rowWidth` columns wide, with or
    /// without the thumbnail column.
    public static func textWidth(rowWidth: Int, showsThumbnail: Bool) -> Int {
        let thumbnail = showsThumbnail ? swatchWidth + swatchGap : 0
        return max(1, rowWidth - gutterWidth - rightMargin - thumbnail)
    }
}
