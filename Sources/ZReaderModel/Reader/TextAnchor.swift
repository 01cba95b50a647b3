/// A place in an article that outlives a re-wrap: a block, and how far into it the line at the
/// top of the view starts.
///
/// The offset counts the characters of the block's text before that line, an empty line (the
/// space above the block, a picture's row) counting one, so that it means the same at any width.
struct TextAnchor: Hashable, Sendable {
    var block: Int
    var offset: Int
}
