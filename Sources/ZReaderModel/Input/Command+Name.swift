extension Command {
    /// The command's name in the config file's `[keys]` tables and in the manual.
    public var name: String {
        switch self {
        case .moveDown: "down"
        case .moveUp: "up"
        case .scrollDown: "scroll-down"
        case .scrollUp: "scroll-up"
        case .pageDown: "page-down"
        case .pageUp: "page-up"
        case .halfPageDown: "half-page-down"
        case .halfPageUp: "half-page-up"
        case .top: "top"
        case .bottom: "bottom"
        case .bannerNext: "banner-next"
        case .bannerPrevious: "banner-previous"
        case .open: "open"
        case .back: "back"
        case .refresh: "refresh"
        case .toggleHelp: "help"
        case .quit: "quit"
        case .nextStory: "next-story"
        case .previousStory: "previous-story"
        case .openComments: "comments"
        case .openInBrowser: "open-in-browser"
        case .copyLink: "copy-link"
        case .toggleFavourite: "favourite"
        case .showFavourites: "favourites"
        case .search: "search"
        case .previousMatch: "previous-match"
        case .openLinkHints: "link-hints"
        case .copyLinkHints: "copy-link-hints"
        case .showLinks: "links"
        case .jumpToDate: "jump-to-date"
        case .togglePictures: "pictures"
        case .downloadLoadedDays: "download"
        case .toggleNightMode: "night-mode"
        case .viewPicture: "view-picture"
        }
    }

    /// The command called `name` in the config file.
    public static func named(_ name: String) -> Command? {
        allCases.first { $0.name == name }
    }
}
