/// The favourites list's commands: moving, reading, removing, going back home.
enum FavouritesReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard let favourites = state.favourites else { return [] }
        let page = max(1, favourites.viewportHeight / FavouritesState.rowsPerEntry - 1)
        switch command {
        case .moveDown, .scrollDown: select(favourites.selection + 1, &state)
        case .moveUp, .scrollUp: select(favourites.selection - 1, &state)
        case .pageDown, .halfPageDown: select(favourites.selection + page, &state)
        case .pageUp, .halfPageUp: select(favourites.selection - page, &state)
        case .top: select(0, &state)
        case .bottom: select(favourites.entries.count - 1, &state)
        case .open:
            return favourites.selectedEntry.map { AppReducer.openStory($0.story, &state) } ?? []
        case .toggleFavourite:
            guard let entry = favourites.selectedEntry else { return [] }
            state.stack.updateFavourites { $0.setEntries($0.entries.filter { $0.story.id != entry.story.id }) }
            return AppReducer.toggleFavourite(entry.story, &state)
        case .openInBrowser:
            return favourites.selectedEntry.map { [.terminal(.openInBrowser($0.story.id.webAddress))] } ?? []
        case .back, .quit:
            state.stack.closeFavourites()
            return AppReducer.loadMoreIfNeeded(&state)
        case .toggleHelp:
            return AppReducer.showHelp(&state)
        case .search:
            state.stack.showPrompt(.search)
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

    private static func select(_ index: Int, _ state: inout AppState) {
        state.stack.updateFavourites { $0.select(index) }
    }
}
