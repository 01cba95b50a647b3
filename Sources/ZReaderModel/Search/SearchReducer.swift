import ZReaderDomain

/// The search results' commands: moving, reading a hit (with its matches found in the article),
/// saving, searching again, going back to where the search began.
enum SearchReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard let search = state.search else { return [] }
        let page = max(1, search.viewportHeight / SearchState.rowsPerHit - 1)
        switch command {
        case .moveDown, .scrollDown: select(search.selection + 1, &state)
        case .moveUp, .scrollUp: select(search.selection - 1, &state)
        case .pageDown, .halfPageDown: select(search.selection + page, &state)
        case .pageUp, .halfPageUp: select(search.selection - page, &state)
        case .top: select(0, &state)
        case .bottom: select(search.hits.count - 1, &state)
        case .open:
            return search.selectedHit.map { open($0, &state) } ?? []
        case .toggleFavourite:
            return search.selectedHit.map { AppReducer.toggleFavourite($0.story, &state) } ?? []
        case .openInBrowser:
            return search.selectedHit.map { [.terminal(.openInBrowser($0.story.id.webAddress))] } ?? []
        case .search:
            state.stack.showPrompt(.search)
        case .back, .quit:
            state.stack.closeSearch()
            return AppReducer.loadMoreIfNeeded(&state)
        case .toggleHelp:
            return AppReducer.showHelp(&state)
        case .togglePictures:
            return PictureReducer.toggle(&state)
        case .toggleNightMode:
            return AppReducer.toggleNightMode(&state)
        case .bannerNext, .bannerPrevious, .refresh, .nextStory, .previousStory, .openComments, .copyLink,
            .showFavourites, .previousMatch, .openLinkHints, .copyLinkHints, .showLinks, .jumpToDate,
            .downloadLoadedDays, .viewPicture:
            break
        }
        return []
    }

    /// Opens a hit in the reader with the query found in it, so `n`/`N` go from match to match.
    static func open(_ hit: SearchHit, _ state: inout AppState) -> [Effect] {
        let query = state.search?.query.text
        let effects = AppReducer.openStory(hit.story, &state)
        state.stack.updateReading { $0.reader.setFind(query) }
        return effects
    }

    private static func select(_ index: Int, _ state: inout AppState) {
        state.stack.updateSearch { $0.select(index) }
    }
}
