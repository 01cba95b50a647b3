/// The help overlay: the scrolling keys page through it when it does not fit; any other command
/// closes it, so that a user who opened it by mistake gets out with whatever key comes to hand.
enum HelpReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        let layout = HelpLayout(screen: state.screen, size: state.screenSize, keyMap: state.keyMap)
        let scroll = state.stack.helpScroll
        let row = layout.columns
        let page = max(row, layout.perPage - row)
        let target: Int
        switch command {
        case .moveDown, .scrollDown: target = scroll + row
        case .moveUp, .scrollUp: target = scroll - row
        case .pageDown, .halfPageDown: target = scroll + page
        case .pageUp, .halfPageUp: target = scroll - page
        case .top, .bottom, .bannerNext, .bannerPrevious, .open, .back, .refresh, .toggleHelp, .quit, .nextStory,
            .previousStory, .openComments, .openInBrowser, .copyLink, .toggleFavourite, .showFavourites, .search,
            .previousMatch, .openLinkHints, .copyLinkHints, .showLinks, .jumpToDate, .togglePictures,
            .downloadLoadedDays, .toggleNightMode, .viewPicture:
            state.stack.setHelpShown(false)
            return []
        }
        // A help that fits closes on these keys too, as it always did.
        guard layout.maxScroll > 0 else {
            state.stack.setHelpShown(false)
            return []
        }
        state.stack.scrollHelp(to: min(max(0, target), layout.maxScroll))
        return []
    }
}
