import ZReaderScreen

/// The favourites list's commands: moving, reading, removing, going back home.
enum FavouritesReducer: ScreenReducer {
    static let keys: [DefaultKey<StoryListCommand>] = [
        .own([.character("j"), .down], .moveDown, "下一条"),
        .own([.character("k"), .up], .moveUp, "上一条"),
        .own([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        .own([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        .own([.character("g"), .home], .top, "第一条"),
        .own([.character("G"), .end], .bottom, "最后一条"),
        .own([.enter], .open, "阅读"),
        .own([.character("s")], .toggleFavourite, "取消收藏"),
        .own([.character("m")], .toggleRead, "标为已读 / 未读"),
        .global(.undo),
        .own([.character("o")], .openInBrowser, "在浏览器中打开"),
        .own([.character("/")], .search, "搜索缓存的文章"),
        .global(.togglePictures),
        .global(.toggleNightMode),
        .own([.character("q"), .escape, .backspace], .back, "返回首页"),
        .global(.toggleHelp),
    ]

    static func reduce(_ command: StoryListCommand, count: Int?, _ state: inout AppState) -> [Effect] {
        guard let favourites = state.favourites else { return [] }
        let page = max(1, favourites.viewportHeight / FavouritesState.rowsPerEntry - 1)
        switch command {
        case .moveDown: select(favourites.selection + 1, &state)
        case .moveUp: select(favourites.selection - 1, &state)
        case .pageDown: select(favourites.selection + page, &state)
        case .pageUp: select(favourites.selection - page, &state)
        case .top: select(0, &state)
        case .bottom: select(favourites.entries.count - 1, &state)
        case .open:
            return favourites.selectedEntry.map { AppReducer.openStory($0.story, &state) } ?? []
        case .toggleFavourite:
            guard let entry = favourites.selectedEntry else { return [] }
            state.stack.updateFavourites { $0.setEntries($0.entries.filter { $0.story.id != entry.story.id }) }
            return AppReducer.toggleFavourite(entry.story, &state)
        case .toggleRead:
            return favourites.selectedEntry.map { AppReducer.toggleRead($0.story, &state) } ?? []
        case .openInBrowser:
            return favourites.selectedEntry.map { [.terminal(.openInBrowser($0.story.id.webAddress))] } ?? []
        case .back:
            state.stack.closePanel()
            return AppReducer.loadMoreIfNeeded(&state)
        case .search:
            state.stack.showPrompt(.search)
        }
        return []
    }

    /// The wheel moves the selection by one; a click selects an entry, and opens it when it was
    /// selected already.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown: return reduce(.moveDown, count: nil, &state)
        case .wheelUp: return reduce(.moveUp, count: nil, &state)
        case .click: return click(at: event.position, &state)
        case .press, .release: return []
        }
    }

    private static func click(at point: Point, _ state: inout AppState) -> [Effect] {
        guard let favourites = state.favourites, point.y >= 1, point.y <= favourites.viewportHeight else { return [] }
        let index = (favourites.scrollOffset + point.y - 1) / FavouritesState.rowsPerEntry
        guard favourites.entries.indices.contains(index) else { return [] }
        if index == favourites.selection { return reduce(.open, count: nil, &state) }
        select(index, &state)
        return []
    }

    private static func select(_ index: Int, _ state: inout AppState) {
        state.stack.updateFavourites { $0.select(index) }
    }
}
