/// The user's own marks on stories — what was read, what was saved — kept across restarts.
public protocol ReadingMarks: Sendable {
    func markRead(_ id: StoryID) async
    /// Forgets that a story was read: the undo of opening it by mistake, or the list's read toggle.
    func markUnread(_ id: StoryID) async
    /// Keeps where a story was left, or forgets it with nil (a story read to its end).
    func rememberPlace(_ place: ReadingPlace?, of id: StoryID) async
    /// Keeps where the home list was left at a quit, or forgets it with nil (the list at its top).
    func rememberHomePlace(_ place: HomePlace?) async
    /// Saves (stamped with the time now) or removes a favourite; false when it could not be stored.
    func setFavourite(_ story: StorySummary, _ isFavourite: Bool) async -> Bool
    /// Favourites, most recently saved first.
    func favourites() async -> [FavouriteEntry]
}
