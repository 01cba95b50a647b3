/// The properties the fuzzer checks after every step. (Not crashing is checked by the process
/// staying alive.)
public enum Invariant: String, CaseIterable, Hashable, Sendable {
    /// The frame has the state's size, and every screen in the state knows the same size.
    case frameSize
    /// Every scroll offset lies within its screen's bounds.
    case scrollBounds
    /// The home selection is the banner only when there are top stories (or no stories at all),
    /// else an existing story; the banner page exists; the favourites selection is an entry.
    case selection
    /// With the banner scrolled away, row 0 is either the top bar ("今日新闻") or the header of
    /// the section at the top, never both, never neither.
    case topChrome
    /// At most one older day is loading, and it is the one the footer says.
    case oneOlderDayLoad
    /// Each list of comments pages on its own: a loading list has its page outstanding, and no
    /// list is left waiting with its end within a viewport of the view.
    case commentsPaging
    /// Whatever shows a spinner has its request still outstanding, so the spinner will stop.
    case noStuckLoad
    /// A wide cell is followed by its continuation cell, a continuation cell follows a wide cell,
    /// and no wide cell sits in the last column.
    case wideCells
    /// No cell holds a control character (C0, C1, DEL) or more than five code points.
    case cellGraphemes
    /// Each cell's width is its grapheme's width, so that the terminal advances as the buffer does.
    case cellWidths
    /// The home layout has one section per day, in order and without gaps, with the days'
    /// stories, and is the layout the days would get if measured afresh.
    case layoutMatchesDays
    /// Comments are shown over the reader of the same story.
    case screenStack
    /// After a tick, the next wake-up is in the future (or there is none): the run loop never spins.
    case wakeUp
    /// The help overlay is drawn whole, above the status line.
    case helpOverlay
    /// The status line names no key that does nothing: each of its hints (`q 返回`, `? 帮助`,
    /// `q 退出`) is the key the key map gives that command on the screen, and a command without
    /// keys has no hint.
    case footerKeys
    /// Rendering into the reused frame gives the same frame as rendering into a new one.
    case renderReuse
    /// One action asks for at most one older day and at most one page of each list of comments.
    case oneLoadPerAction
    /// Moving the home selection with j/k (↓/↑) scrolls it into view.
    case selectionRevealed
    /// A late duplicate of the story the reader already shows does not move the reader.
    case readerKeepsPlace
    /// An older day arriving opens its first story only in the reader where `n` asked for it,
    /// not in one the user opened since.
    case answerOpensAskedStory
    /// Kitty images: U+10EEEE is in exactly the cells drawn in an image's colour, every image on
    /// screen is held by the terminal, the terminal holds exactly the images of the pictures kept,
    /// and no image is sent again while held or deleted when not held.
    case kittyImages
    /// A hostile picture (no bytes, truncated, huge, hundreds of scans, noise behind a magic
    /// number) put through the real converter is refused and drawn as a failed picture: its
    /// address marked failed, its fetch slot freed for the others, nothing kept for it.
    case hostilePictures
    /// The stories shown read are those the user's data file holds: the cache's marks as they
    /// came, and every mark the app changed sent to the store (read, or unread again by `u`/`m`).
    case readMarksStored
}
