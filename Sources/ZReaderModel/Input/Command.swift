/// Something the user asked for with a key or the mouse, before any screen interprets it: the
/// vocabulary of the key map, the config file's `[keys]` tables and the manual.
///
/// What a command does is decided once: `GlobalCommand` holds those that mean the same on every
/// screen, which `AppReducer` carries out before the screen on top sees a command; each screen's
/// reducer has a narrower type holding only what that screen does.
public enum Command: Hashable, Sendable, CaseIterable {
    case moveDown, moveUp
    case scrollDown, scrollUp
    case pageDown, pageUp
    case halfPageDown, halfPageUp
    case top, bottom
    case bannerNext, bannerPrevious
    case open
    case back
    case refresh
    case toggleHelp
    case quit
    case nextStory, previousStory
    case openComments
    case openInBrowser
    case copyLink
    case toggleFavourite
    /// Marks the selected story read, or unread again.
    case toggleRead
    /// Takes back the newest favourite removed or story marked read.
    case undo
    /// Open a panel over the home screen (收藏夹).
    case show(Panel.Kind)
    /// `/`: search the cached stories (lists) or the open article (reader).
    case search
    /// The next and the previous match of a find in the article.
    case nextMatch, previousMatch
    /// Label the links on screen to open one, or to copy one.
    case openLinkHints, copyLinkHints
    /// Scroll the article to its links list.
    case showLinks
    /// Jump the home list to a day (往期).
    case jumpToDate
    /// Pictures on or off (无图模式).
    case togglePictures
    /// 离线下载: fetch the bodies of the loaded days' stories into the cache.
    case downloadLoadedDays
    /// Day or night (the app's 夜间 button), remembered for the next start.
    case toggleNightMode
    /// The figure nearest the top of the reader's view over the whole screen (查看图片).
    case viewPicture
    /// The reader's story's column (栏目), on the columns screen, with the way back to the story.
    case storyColumn

    public static var allCases: [Command] {
        [
            .moveDown, .moveUp, .scrollDown, .scrollUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top,
            .bottom, .bannerNext, .bannerPrevious, .open, .back, .refresh, .toggleHelp, .quit, .nextStory,
            .previousStory, .openComments, .openInBrowser, .copyLink, .toggleFavourite, .toggleRead, .undo,
        ] + Panel.Kind.allCases.map(Command.show)
            + [
                .search, .nextMatch, .previousMatch, .openLinkHints, .copyLinkHints, .showLinks, .jumpToDate,
                .togglePictures, .downloadLoadedDays, .toggleNightMode, .viewPicture, .storyColumn,
            ]
    }

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
        case .toggleRead: "toggle-read"
        case .undo: "undo"
        case .show(let panel): panel.name
        case .search: "search"
        case .nextMatch: "next-match"
        case .previousMatch: "previous-match"
        case .openLinkHints: "open-link-hints"
        case .copyLinkHints: "copy-link-hints"
        case .showLinks: "links"
        case .jumpToDate: "jump-to-date"
        case .togglePictures: "pictures"
        case .downloadLoadedDays: "download"
        case .toggleNightMode: "night-mode"
        case .viewPicture: "view-picture"
        case .storyColumn: "story-column"
        }
    }

    /// The command called `name` in the config file, under its name or a name it had before.
    public static func named(_ name: String) -> Command? {
        allCases.first { $0.name == name } ?? formerNames[name]
    }

    /// Names the config file used before, still read: `link-hints` said less than `open-link-hints`
    /// beside `copy-link-hints`.
    static let formerNames: [String: Command] = ["link-hints": .openLinkHints]

    /// What a count typed before the command does (`5j`, `3o`).
    enum CountUse {
        /// The command runs that many times (up to `AppReducer.maximumRepeats`).
        case repeats
        /// The command runs once and the screen may read the count (the reader's `3o`: link 3).
        case passes
        /// The count and the command are both dropped.
        case cancels
    }

    var countUse: CountUse {
        switch self {
        case .moveDown, .moveUp, .scrollDown, .scrollUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .bannerNext,
            .bannerPrevious:
            .repeats
        case .back, .undo:
            .cancels
        case .top, .bottom, .open, .refresh, .toggleHelp, .quit, .nextStory, .previousStory, .openComments,
            .openInBrowser, .copyLink, .toggleFavourite, .toggleRead, .show, .search, .nextMatch, .previousMatch,
            .openLinkHints,
            .copyLinkHints, .showLinks, .jumpToDate, .togglePictures, .downloadLoadedDays, .toggleNightMode,
            .viewPicture, .storyColumn:
            .passes
        }
    }
}
