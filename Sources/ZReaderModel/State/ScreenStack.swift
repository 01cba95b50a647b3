/// The screens shown, bottom to top: the home screen always; the favourites list over it, or
/// not; a story being read over either, with its comments over the reader; help over any.
///
/// The shape is the type: comments exist only over a reader, a reader only over a list, and the
/// screen on top is read from the stack, not guessed from which states happen to be set.
public struct ScreenStack: Hashable, Sendable {
    /// The favourites list over the home screen, when open (under any story opened from it).
    public private(set) var favourites: FavouritesState?
    /// The story being read, over the home screen or the favourites.
    public private(set) var reading: Reading?
    /// Help over the screen on top; any key closes it.
    public private(set) var isHelpShown = false

    /// The screen on top, under the help overlay if it is shown.
    public var top: Screen {
        if let reading { return reading.comments == nil ? .reader : .comments }
        return favourites == nil ? .home : .favourites
    }

    mutating func showFavourites(_ list: FavouritesState) {
        favourites = list
        reading = nil
    }

    mutating func closeFavourites() {
        favourites = nil
        reading = nil
    }

    mutating func updateFavourites(_ change: (inout FavouritesState) -> Void) {
        guard var list = favourites else { return }
        change(&list)
        favourites = list
    }

    /// Opens a story over the list on top, replacing any story read before.
    mutating func read(_ reader: ReaderState) {
        reading = Reading(reader: reader)
    }

    mutating func closeReader() {
        reading = nil
    }

    mutating func updateReading(_ change: (inout Reading) -> Void) {
        guard var shown = reading else { return }
        change(&shown)
        reading = shown
    }

    mutating func setHelpShown(_ shown: Bool) {
        isHelpShown = shown
    }
}
