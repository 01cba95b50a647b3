import ZReaderDomain

/// An element open above the one being read: what it does when it ends, and the reading context
/// around it, restored then.
struct ElementFrame {
    /// What an open element does when it ends.
    enum Role {
        case plain, block, heading, item, preformatted
        case quote(outerMarker: String?)
        case list(outerMarker: String?, ordered: Bool, next: Int)
        case link(target: WebURL?, writesBefore: Int)
        case superscript(InlineText.Mark)
        case capture(Capture)
        case figure(outer: ArticleBuilder.Figure?)
        case question(ZhihuBoxes.Enclosing)
        /// One of the API's boxes, or a table's row: its end closes it.
        case box
    }

    /// What the text an element gathers into the builder's capture is for.
    enum Capture {
        /// A `figcaption`.
        case caption
        /// A part of the API's markup: a question's title, or a part of a box.
        case part(ZhihuBoxes.Part)
    }

    var role: Role
    /// The context around the element, restored when it ends.
    var saved: ReadingContext
}
