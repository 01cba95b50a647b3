import ZReaderScreen

/// The mouse on every screen: a notch of the wheel scrolls the home list, the reader and the
/// comments by `Preferences.wheelStep` rows and moves a list of entries by one; clicks select and
/// open on the home screen and the favourites list; any click closes help.
enum MouseReducer {
    static func reduce(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible {
            switch event.kind {
            case .click, .press: state.stack.setHelpShown(false)
            case .wheelUp, .wheelDown, .release: break
            }
            return []
        }
        switch state.screen {
        case .home: return home(event, &state)
        case .favourites: return favourites(event, &state)
        case .search: return search(event, &state)
        case .reader: return reader(event, &state)
        case .comments: return comments(event, &state)
        }
    }

    private static func home(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown:
            state.home.scroll(by: state.preferences.wheelStep)
            return AppReducer.loadMoreIfNeeded(&state)
        case .wheelUp:
            state.home.scroll(by: -state.preferences.wheelStep)
            return []
        case .click:
            return clickHome(at: event.position, &state)
        case .press, .release:
            return []
        }
    }

    private static func favourites(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown: return FavouritesReducer.reduce(.moveDown, &state)
        case .wheelUp: return FavouritesReducer.reduce(.moveUp, &state)
        case .click: return clickFavourite(at: event.position, &state)
        case .press, .release: return []
        }
    }

    private static func search(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown: SearchReducer.reduce(.moveDown, &state)
        case .wheelUp: SearchReducer.reduce(.moveUp, &state)
        case .click, .press, .release: []
        }
    }

    private static func reader(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        if state.reader?.viewedFigure != nil {
            if event.kind == .click || event.kind == .press { state.stack.updateReading { $0.reader.closeFigure() } }
            return []
        }
        let rows: Int
        switch event.kind {
        case .wheelDown: rows = state.preferences.wheelStep
        case .wheelUp: rows = -state.preferences.wheelStep
        case .click, .press, .release: return []
        }
        state.stack.updateReading { $0.reader.scroll(by: rows) }
        return []
    }

    private static func comments(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        let rows: Int
        switch event.kind {
        case .wheelDown: rows = state.preferences.wheelStep
        case .wheelUp: rows = -state.preferences.wheelStep
        case .click, .press, .release: return []
        }
        state.stack.updateReading { reading in reading.updateComments { $0.scroll(by: rows) } }
        return rows > 0 ? AppReducer.moreCommentsIfNeeded(&state) : []
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
            if row >= home.layout.footerTop, case .failed = home.olderStatus {
                return HomeReducer.reduce(.refresh, &state)
            }
            return []
        }
        if item == home.selection { return HomeReducer.reduce(.open, &state) }
        state.home.selection = item
        if item != .banner { state.home.reveal(item) }
        return AppReducer.loadMoreIfNeeded(&state)
    }

    private static func clickFavourite(at point: Point, _ state: inout AppState) -> [Effect] {
        guard let favourites = state.favourites, point.y >= 1, point.y <= favourites.viewportHeight else { return [] }
        let index = (favourites.scrollOffset + point.y - 1) / FavouritesState.rowsPerEntry
        guard favourites.entries.indices.contains(index) else { return [] }
        if index == favourites.selection { return FavouritesReducer.reduce(.open, &state) }
        state.stack.updateFavourites { $0.select(index) }
        return []
    }
}
