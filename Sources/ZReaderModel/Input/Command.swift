/// Something the user asked for with a key or the mouse, before any screen interprets it.
public enum Command: Hashable, Sendable {
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
    /// 离线下载: fetch the bodies of the loaded days' stories into the cache.
    case downloadLoadedDays
}
