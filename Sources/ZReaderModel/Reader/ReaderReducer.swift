import ZReaderScreen

/// The reader's commands: scrolling the story, stepping to the next or previous one, comments,
/// saving, opening and copying its link, going back to the list it was opened from.
enum ReaderReducer: ScreenReducer {
    /// What the reader does.
    enum Command: CommandSubset {
        case scroll(TextScroll)
        case nextStory, previousStory, nextMatch, previousMatch
        case openComments, toggleFavourite, openInBrowser, copyLink
        case search, openLinkHints, copyLinkHints, showLinks
        case refresh, viewPicture, storyColumn, back

        static var allCases: [Command] {
            TextScroll.allCases.map(Command.scroll) + [
                .nextStory, .previousStory, .nextMatch, .previousMatch, .openComments, .toggleFavourite,
                .openInBrowser, .copyLink, .search, .openLinkHints, .copyLinkHints, .showLinks, .refresh,
                .viewPicture, .storyColumn, .back,
            ]
        }

        var command: ZReaderModel.Command {
            switch self {
            case .scroll(let movement): movement.command
            case .nextStory: .nextStory
            case .previousStory: .previousStory
            case .nextMatch: .nextMatch
            case .previousMatch: .previousMatch
            case .openComments: .openComments
            case .toggleFavourite: .toggleFavourite
            case .openInBrowser: .openInBrowser
            case .copyLink: .copyLink
            case .search: .search
            case .openLinkHints: .openLinkHints
            case .copyLinkHints: .copyLinkHints
            case .showLinks: .showLinks
            case .refresh: .refresh
            case .viewPicture: .viewPicture
            case .storyColumn: .storyColumn
            case .back: .back
            }
        }
    }

    static let keys: [DefaultKey<Command>] =
        TextScroll.keys.map { .own($0.keys, .scroll($0.scroll), $0.help) } + [
            .own([.character("G"), .end], .scroll(.bottom), "结尾"),
            .own([.character("n")], .nextStory, "下一篇；查找时：下一处"),
            .own([.character("N")], .previousMatch, "查找时：上一处"),
            .own([.character("p")], .previousStory, "上一篇"),
            .own([.character("c")], .openComments, "评论"),
            .own([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
            .global(.undo),
            .own([.character("o")], .openInBrowser, "在浏览器中打开（3o 打开第 3 个链接）"),
            .own([.character("y")], .copyLink, "复制链接（3y 复制第 3 个链接）"),
            .own([.character("/")], .search, "在文中查找"),
            .own([.character("f")], .openLinkHints, "标出链接，输入标签打开"),
            .own([.character("Y")], .copyLinkHints, "标出链接，输入标签复制"),
            .own([.character("L")], .showLinks, "文末的链接列表"),
            .own([.character("r")], .refresh, "重新加载"),
            .global(.togglePictures),
            .own([.character("v")], .viewPicture, "全屏查看图片（任意键返回）"),
            .own([.character("C")], .storyColumn, "这篇文章的栏目（没有栏目时：栏目总览）"),
            .global(.toggleNightMode),
            .own([.character("q"), .escape, .backspace], .back, "返回"),
            .global(.toggleHelp),
        ]

    /// `count`, typed before `o` or `y`, names a link of the article (`3o`); other commands ignore it.
    static func reduce(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
        guard let reader = state.reader else { return [] }
        switch command {
        case .scroll(let movement):
            scroll(movement, &state)
        case .back:
            state.stack.closeReader()
            state.opensNextDayWhenLoaded = false
            return AppReducer.loadMoreIfNeeded(&state)
        case .refresh:
            guard case .failed = reader.content else { return [] }
            state.stack.updateReading { $0.reader.setContent(.loading) }
            return [.background(.loadStory(reader.storyID)), .background(.loadExtra(reader.storyID))]
        case .nextStory: return step(1, from: reader, &state)
        case .previousStory: return step(-1, from: reader, &state)
        case .nextMatch:
            state.stack.updateReading { $0.reader.moveFind(by: 1) }
        case .previousMatch:
            state.stack.updateReading { $0.reader.moveFind(by: -1) }
        case .search:
            state.stack.showPrompt(.find)
        case .openLinkHints, .copyLinkHints:
            let purpose: LinkHints.Purpose = command == .openLinkHints ? .open : .copy
            state.stack.updateReading { $0.reader.showHints(purpose) }
            if state.reader?.hints == nil { AppReducer.notify("屏幕上没有链接", &state) }
        case .showLinks:
            state.stack.updateReading { $0.reader.showLinksList() }
        case .openComments:
            let year = state.home.days.first?.date.year
            state.stack.updateReading { $0.openComments(currentYear: year) }
            return AppReducer.moreCommentsIfNeeded(&state)
        case .toggleFavourite:
            return AppReducer.toggleFavourite(reader.summary, &state)
        case .openInBrowser:
            if let count { return followLink(count, copying: false, &state) }
            return [.terminal(.openInBrowser(reader.shareURL))]
        case .copyLink:
            if let count { return followLink(count, copying: true, &state) }
            return [.terminal(.copyToClipboard(reader.shareURL))]
        case .viewPicture:
            viewPicture(&state)
        case .storyColumn:
            return ColumnsReducer.open(reader.dailyColumn, fromStory: true, &state)
        }
        return []
    }

    /// The wheel scrolls the story by `Preferences.wheelStep` rows; over a figure shown full
    /// screen a click returns to the text; a click on the header's column (栏目 · 瞎扯) opens it.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        guard let reader = state.reader else { return [] }
        if reader.viewedFigure != nil {
            if event.kind == .click || event.kind == .press { state.stack.updateReading { $0.reader.closeFigure() } }
            return []
        }
        let rows: Int
        switch event.kind {
        case .wheelDown: rows = state.preferences.wheelStep
        case .wheelUp: rows = -state.preferences.wheelStep
        case .click:
            guard let column = reader.dailyColumn, event.position.y == ReaderState.columnRow - reader.scrollOffset
            else { return [] }
            return ColumnsReducer.open(column, fromStory: true, &state)
        case .press, .release: return []
        }
        state.stack.updateReading { $0.reader.scroll(by: rows) }
        return []
    }

    /// `v`: the figure nearest the top of the view over the whole screen, or why there is none.
    private static func viewPicture(_ state: inout AppState) {
        guard state.pictures.settings.isAvailable else {
            AppReducer.notify("此终端无法显示图片", &state)
            return
        }
        guard state.pictures.settings.isEnabled else {
            AppReducer.notify("无图模式：按 i 显示图片", &state)
            return
        }
        var shown = false
        state.stack.updateReading { shown = $0.reader.viewFigureOnScreen() }
        if !shown { AppReducer.notify("这里没有图片", &state) }
    }

    private static func scroll(_ movement: TextScroll, _ state: inout AppState) {
        state.stack.updateReading { reading in
            let reader = reading.reader
            reading.reader.setScrollOffset(
                movement.target(
                    offset: reader.scrollOffset, viewport: reader.viewportHeight, maximum: reader.maxScrollOffset))
        }
    }

    /// `3o`, `3y`: opens or copies link 3 of the article.
    static func followLink(_ number: Int, copying: Bool, _ state: inout AppState) -> [Effect] {
        guard case .loaded(let story) = state.reader?.content, story.article.links.indices.contains(number - 1) else {
            AppReducer.notify("没有第 \(number) 个链接", &state)
            return []
        }
        let url = story.article.links[number - 1]
        return [.terminal(copying ? .copyToClipboard(url) : .openInBrowser(url))]
    }

    /// Opens the next or previous story (`n`, `p`) of the list the reader was opened from.
    ///
    /// That is the search results, the favourites, or the home screen's days, whose selection
    /// follows so that going back shows where reading got to. Past the last loaded day, the next
    /// day is loaded and opened.
    private static func step(_ direction: Int, from reader: ReaderState, _ state: inout AppState) -> [Effect] {
        if let search = state.search {
            guard let index = search.hits.firstIndex(where: { $0.story.id == reader.storyID }),
                search.hits.indices.contains(index + direction)
            else {
                AppReducer.notify(direction > 0 ? "已经是最后一篇了" : "已经是第一篇了", &state)
                return []
            }
            state.stack.updateSearch { $0.select(index + direction) }
            return SearchReducer.open(search.hits[index + direction], &state)
        }
        if let favourites = state.favourites {
            guard let index = favourites.entries.firstIndex(where: { $0.story.id == reader.storyID }),
                favourites.entries.indices.contains(index + direction)
            else {
                AppReducer.notify(direction > 0 ? "已经是最后一篇了" : "已经是第一篇了", &state)
                return []
            }
            state.stack.updateFavourites { $0.select(index + direction) }
            return AppReducer.openStory(favourites.entries[index + direction].story, &state)
        }
        let current: HomeSelection? = state.home.position(of: reader.storyID).map(HomeSelection.story)
        let neighbour: HomeSelection? =
            if let current {
                direction > 0 ? state.home.item(after: current) : state.home.item(before: current)
            } else {
                direction > 0 ? state.home.firstStory.map(HomeSelection.story) : nil
            }
        if case .story(let position) = neighbour, let story = state.home.story(at: position) {
            state.home.select(.story(position))
            return AppReducer.openStory(story, &state)
        }
        guard direction > 0 else {
            AppReducer.notify("已经是第一篇了", &state)
            return []
        }
        switch state.home.olderStatus {
        case .exhausted:
            AppReducer.notify("已经是最后一篇了", &state)
            return []
        case .loading:
            state.opensNextDayWhenLoaded = true
            AppReducer.notify("正在加载更早的一天…", &state)
            return []
        case .idle, .failed:
            guard let oldest = state.home.oldestDate else { return [] }
            state.opensNextDayWhenLoaded = true
            state.home.olderStatus = .loading(before: oldest)
            AppReducer.notify("正在加载更早的一天…", &state)
            return [.background(.loadOlderDay(before: oldest))]
        }
    }
}
