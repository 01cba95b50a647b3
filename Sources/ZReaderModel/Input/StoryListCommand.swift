/// What a list of stories over the home screen does (the favourites, the search results): moving
/// the selection, reading, saving, marking read, opening in the browser, searching, going back.
enum StoryListCommand: CommandSubset {
    case moveDown, moveUp, pageDown, pageUp, top, bottom
    case open, toggleFavourite, toggleRead, openInBrowser, search, back

    var command: Command {
        switch self {
        case .moveDown: .moveDown
        case .moveUp: .moveUp
        case .pageDown: .pageDown
        case .pageUp: .pageUp
        case .top: .top
        case .bottom: .bottom
        case .open: .open
        case .toggleFavourite: .toggleFavourite
        case .toggleRead: .toggleRead
        case .openInBrowser: .openInBrowser
        case .search: .search
        case .back: .back
        }
    }
}
