import ZReaderDomain
import ZReaderScreen

/// The search results' commands: moving, reading a hit (with its matches found in the article),
/// saving, searching again, going back to where the search began.
enum SearchReducer: ScreenReducer {
    static let keys: [DefaultKey<StoryListCommand>] = [
        .own([.character("j"), .down], .moveDown, "下一条"),
        .own([.character("k"), .up], .moveUp, "上一条"),
        .own([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        .own([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        .own([.character("g"), .home], .top, "第一条"),
        .own([.character("G"), .end], .bottom, "最后一条"),
        .own([.enter], .open, "阅读（n/N 跳到下一处/上一处）"),
        .own([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
        .own([.character("m")], .toggleRead, "标为已读 / 未读"),
        .global(.undo),
        .own([.character("o")], .openInBrowser, "在浏览器中打开"),
        .own([.character("/")], .search, "重新搜索"),
        .global(.togglePictures),
        .global(.toggleNightMode),
        .own([.character("q"), .escape, .backspace], .back, "返回"),
        .global(.toggleHelp),
    ]

    static func reduce(_ command: StoryListCommand, count: Int?, _ state: inout AppState) -> [Effect] {
        guard let search = state.search else { return [] }
        let page = max(1, search.viewportHeight / SearchState.rowsPerHit - 1)
        switch command {
        case .moveDown: select(search.selection + 1, &state)
        case .moveUp: select(search.selection - 1, &state)
        case .pageDown: select(search.selection + page, &state)
        case .pageUp: select(search.selection - page, &state)
        case .top: select(0, &state)
        case .bottom: select(search.hits.count - 1, &state)
        case .open:
            return search.selectedHit.map { open($0, &state) } ?? []
        case .toggleFavourite:
            return search.selectedHit.map { AppReducer.toggleFavourite($0.story, &state) } ?? []
        case .toggleRead:
            return search.selectedHit.map { AppReducer.toggleRead($0.story, &state) } ?? []
        case .openInBrowser:
            return search.selectedHit.map { [.terminal(.openInBrowser($0.story.id.webAddress))] } ?? []
        case .search:
            state.stack.showPrompt(.search)
        case .back:
            state.stack.closeSearch()
            return AppReducer.loadMoreIfNeeded(&state)
        }
        return []
    }

    /// The wheel moves the selection by one.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown: reduce(.moveDown, count: nil, &state)
        case .wheelUp: reduce(.moveUp, count: nil, &state)
        case .click, .press, .release: []
        }
    }

    /// Opens a hit in the reader with every word of the query found in it, so `n`/`N` go from
    /// match to match.
    static func open(_ hit: SearchHit, _ state: inout AppState) -> [Effect] {
        let query = state.search?.query
        let effects = AppReducer.openStory(hit.story, listDate: hit.date, &state)
        state.stack.updateReading { $0.reader.setFind(query?.text, words: query?.words) }
        return effects
    }

    private static func select(_ index: Int, _ state: inout AppState) {
        state.stack.updateSearch { $0.select(index) }
    }
}
