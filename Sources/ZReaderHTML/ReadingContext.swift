import ZReaderDomain

/// How the builder reads text and elements at a point of the body: an element inherits it from
/// the one around it, may change it for what it holds, and has it restored when it ends.
struct ReadingContext {
    /// Where text goes.
    enum Sink: Equatable {
        /// Into paragraphs; with `linesAreParagraphs`, a line break in loose text ends one: bodies
        /// put runs like `<strong>问：</strong>答……` straight into `div.content`, one a line.
        case flow(linesAreParagraphs: Bool)
        /// Into the builder's capture, as plain text: a title, an author, a caption, a table cell.
        case capture
        /// Into the text of a `pre`, as the source has it.
        case raw
        /// Nowhere: the parts of a box that are not shown.
        case drop
    }

    var sink = Sink.flow(linesAreParagraphs: true)
    var style: InlineStyle = []
    var isCentred = false
    /// Directly inside a `ul` or `ol`, where an `li` is an item.
    var isInList = false
}
