/// Something the user asked for with a key or the mouse, before any screen interprets it.
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
    case showFavourites
    /// `/`: search the cached stories (lists) or the open article (reader).
    case search
    /// The previous match of a find in the article (`n` goes to the next).
    case previousMatch
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
}
