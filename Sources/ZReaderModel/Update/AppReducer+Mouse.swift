import ZReaderScreen

extension AppReducer {
    /// Wheel scrolling on every screen; clicks select and open on the home screen and the
    /// favourites list.
    static func handle(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible {
            if event.kind == .click || event.kind == .press { state.isHelpVisible = false }
            return []
        }
        switch (state.keyContext, event.kind) {
        case (.comments, .wheelDown):
            state.comments?.scroll(by: 3)
            return moreCommentsIfNeeded(&state)
        case (.comments, .wheelUp):
            state.comments?.scroll(by: -3)
        case (.reader, .wheelDown): state.reader?.scroll(by: 3)
        case (.reader, .wheelUp): state.reader?.scroll(by: -3)
        case (.favourites, .wheelDown): return handle(.moveDown, &state)
        case (.favourites, .wheelUp): return handle(.moveUp, &state)
        case (.favourites, .click): return clickFavourite(at: event.position, &state)
        case (.home, .wheelDown):
            state.home.scroll(by: 1)
            return loadMoreIfNeeded(&state)
        case (.home, .wheelUp):
            state.home.scroll(by: -1)
        case (.home, .click):
            return clickHome(at: event.position, &state)
        default:
            break
        }
        return []
    }

    /// Selects what was clicked; a click on what is already selected opens it.
    private static func clickHome(at point: Point, _ state: inout AppState) -> [Effect] {
        let home = state.home
        guard point.y < home.layout.viewportHeight, point.y >= home.chrome.coveredRows else { return [] }
        let row = home.scrollOffset + point.y
        let item: HomeSelection
        if row < home.layout.bannerHeight, !home.topStories.isEmpty {
            item = .banner
        } else if let position = home.layout.story(atRow: row) {
            item = .story(position)
        } else {
            if row >= home.layout.footerTop, case .failed = home.olderStatus { return handle(.refresh, &state) }
            return []
        }
        if item == home.selection { return handle(.open, &state) }
        state.home.selection = item
        if item != .banner { state.home.reveal(item) }
        return loadMoreIfNeeded(&state)
    }

    private static func clickFavourite(at point: Point, _ state: inout AppState) -> [Effect] {
        guard let favourites = state.favourites, point.y >= 1, point.y <= favourites.viewportHeight else { return [] }
        let index = (favourites.scrollOffset + point.y - 1) / FavouritesState.rowsPerEntry
        guard favourites.entries.indices.contains(index) else { return [] }
        if index == favourites.selection { return handle(.open, &state) }
        state.favourites?.select(index)
        return []
    }
}
