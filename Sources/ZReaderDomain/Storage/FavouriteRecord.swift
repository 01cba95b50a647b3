/// A favourite with everything kept for it: the list entry, its time, and the page when known.
///
/// What `zreader favourites export` writes and `import` reads.
public struct FavouriteRecord: Hashable, Sendable {
    public var entry: FavouriteEntry
    public var page: StoryDetail?

    public init(entry: FavouriteEntry, page: StoryDetail?) {
        self.entry = entry
        self.page = page
    }
}
