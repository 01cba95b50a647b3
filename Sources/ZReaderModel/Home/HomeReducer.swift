/// The home screen's commands: moving through the banner and the days, scrolling, opening,
/// saving, refreshing, quitting.
enum HomeReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        let viewport = state.home.layout.viewportHeight
        let page = max(1, viewport - 2)
        let halfPage = max(1, (viewport - 1) / 2)
        switch command {
        case .moveDown:
            if let next = state.home.item(after: state.home.selection) {
                state.home.select(next)
            } else {
                state.home.setScrollOffset(state.home.layout.maxScrollOffset)
            }
        case .moveUp:
            if let previous = state.home.item(before: state.home.selection) {
                state.home.select(previous)
            } else {
                state.home.setScrollOffset(0)
            }
        case .scrollDown: state.home.scroll(by: 1)
        case .scrollUp: state.home.scroll(by: -1)
        case .pageDown: state.home.scroll(by: page)
        case .pageUp: state.home.scroll(by: -page)
        case .halfPageDown: state.home.scroll(by: halfPage)
        case .halfPageUp: state.home.scroll(by: -halfPage)
        case .top:
            state.home.setScrollOffset(0)
            if let first = state.home.firstItem { state.home.selection = first }
        case .bottom:
            state.home.setScrollOffset(state.home.layout.maxScrollOffset)
            if let last = state.home.lastStory {
                state.home.selection = .story(last)
            }
        case .bannerNext: AppReducer.turnBanner(by: 1, &state)
        case .bannerPrevious: AppReducer.turnBanner(by: -1, &state)
        case .open:
            return state.home.selectedSummary.map { AppReducer.openStory($0, &state) } ?? []
        case .toggleFavourite:
            return state.home.selectedSummary.map { AppReducer.toggleFavourite($0, &state) } ?? []
        case .openInBrowser:
            return state.home.selectedSummary.map { [.terminal(.openInBrowser($0.id.webAddress))] } ?? []
        case .showFavourites:
            state.stack.showFavourites(FavouritesState(screenSize: state.screenSize))
            return [.background(.loadFavourites)]
        case .refresh:
            return refresh(&state)
        case .downloadLoadedDays:
            return AppReducer.downloadLoadedDays(&state)
        case .toggleHelp:
            return AppReducer.showHelp(&state)
        case .togglePictures:
            return PictureReducer.toggle(&state)
        case .toggleNightMode:
            return AppReducer.toggleNightMode(&state)
        case .quit:
            state.isQuitting = true
        case .search:
            state.stack.showPrompt(.search)
            return []
        case .jumpToDate:
            state.stack.showPrompt(.date)
            return []
        case .back, .nextStory, .previousStory, .openComments, .copyLink, .previousMatch, .openLinkHints,
            .copyLinkHints, .showLinks, .viewPicture:
            break
        }
        return AppReducer.loadMoreIfNeeded(&state) + AppReducer.loadNewerIfNeeded(&state)
    }

    /// `r`: retry a failed older day first, else ask for today again.
    private static func refresh(_ state: inout AppState) -> [Effect] {
        // The network may be back: pictures that failed are worth another try.
        state.pictures.forgetFailures()
        if case .failed(let before, _) = state.home.olderStatus {
            state.home.olderStatus = .loading(before: before)
            return [.background(.loadOlderDay(before: before))]
        }
        guard !state.home.latestStatus.isLoading else { return [] }
        state.home.latestStatus = .loading
        return [.background(.loadLatest)]
    }
}
