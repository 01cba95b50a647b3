/// A story being read, and its comments when they are shown over it.
///
/// Comments are made from the reader they sit on, so they always belong to the story under them.
public struct Reading: Hashable, Sendable {
    public internal(set) var reader: ReaderState
    public private(set) var comments: CommentsState?

    init(reader: ReaderState) {
        self.reader = reader
    }

    /// Shows the comments of the story being read.
    mutating func openComments(currentYear: Int?) {
        comments = CommentsState(
            storyID: reader.storyID, title: reader.title, counts: reader.extra, screenSize: reader.screenSize,
            currentYear: currentYear, maximumMeasure: reader.maximumMeasure)
    }

    mutating func closeComments() {
        comments = nil
    }

    /// Changes the comments, if they are shown.
    mutating func updateComments(_ change: (inout CommentsState) -> Void) {
        guard var shown = comments else { return }
        change(&shown)
        comments = shown
    }
}
