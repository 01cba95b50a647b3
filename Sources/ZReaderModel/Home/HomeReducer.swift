import ZReaderDomain
import ZReaderScreen

/// The home screen's commands: moving through the banner and the days, scrolling, opening,
/// saving, searching, jumping to a day, refreshing, downloading.
enum HomeReducer: ScreenReducer {
    /// What the home screen does.
    enum Command: CommandSubset {
        case moveDown, moveUp, scrollDown, scrollUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
        case bannerNext, bannerPrevious
        case open, toggleFavourite, toggleRead, search, jumpToDate, openInBrowser, refresh, downloadLoadedDays

        var command: ZReaderModel.Command {
            switch self {
            case .moveDown: .moveDown
            case .moveUp: .moveUp
            case .scrollDown: .scrollDown
            case .scrollUp: .scrollUp
            case .pageDown: .pageDown
            case .pageUp: .pageUp
            case .halfPageDown: .halfPageDown
            case .halfPageUp: .halfPageUp
            case .top: .top
            case .bottom: .bottom
            case .bannerNext: .bannerNext
            case .bannerPrevious: .bannerPrevious
            case .open: .open
            case .toggleFavourite: .toggleFavourite
            case .toggleRead: .toggleRead
            case .search: .search
            case .jumpToDate: .jumpToDate
            case .openInBrowser: .openInBrowser
            case .refresh: .refresh
            case .downloadLoadedDays: .downloadLoadedDays
            }
        }
    }

    static let keys: [DefaultKey<Command>] = [
        .own([.character("j"), .down], .moveDown, "下一条"),
        .own([.character("k"), .up], .moveUp, "上一条"),
        .own([.control("e")], .scrollDown, "向下滚动一行"),
        .own([.control("y")], .scrollUp, "向上滚动一行"),
        .own([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        .own([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        .own([.control("d")], .halfPageDown, "下半页"),
        .own([.control("u")], .halfPageUp, "上半页"),
        .own([.character("g"), .home], .top, "回到今天的顶部"),
        .own([.character("G"), .end], .bottom, "到底部（加载更早的日子）"),
        .own([.character("l"), .right], .bannerNext, "下一张头条"),
        .own([.character("h"), .left], .bannerPrevious, "上一张头条"),
        .own([.enter], .open, "阅读所选文章"),
        .own([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
        .own([.character("m")], .toggleRead, "标为已读 / 未读"),
        .global(.undo),
        .panelOpeners,
        .own([.character("/")], .search, "搜索缓存的文章（#栏目 限定栏目）"),
        .own([.character("d")], .jumpToDate, "跳到某一天（往期）"),
        .own([.character("o")], .openInBrowser, "在浏览器中打开"),
        .own([.character("r")], .refresh, "刷新今日 / 重试"),
        .own([.character("D")], .downloadLoadedDays, "离线下载已加载的日子"),
        .global(.togglePictures),
        .global(.toggleNightMode),
        .global(.toggleHelp),
        .global(.quit),
    ]

    static func reduce(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
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
                if previous == .banner { state.home.holdBanner() }
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
            return AppReducer.goToToday(&state)
        case .bottom:
            state.home.setScrollOffset(state.home.layout.maxScrollOffset)
            if let last = state.home.lastStory {
                state.home.selection = .story(last)
            }
        case .bannerNext:
            AppReducer.turnBanner(by: 1, &state)
            state.home.holdBanner()
        case .bannerPrevious:
            AppReducer.turnBanner(by: -1, &state)
            state.home.holdBanner()
        case .open:
            return state.home.selectedSummary.map { AppReducer.openStory($0, &state) } ?? []
        case .toggleFavourite:
            return state.home.selectedSummary.map { AppReducer.toggleFavourite($0, &state) } ?? []
        case .toggleRead:
            return state.home.selectedSummary.map { AppReducer.toggleRead($0, &state) } ?? []
        case .openInBrowser:
            return state.home.selectedSummary.map { [.terminal(.openInBrowser($0.id.webAddress))] } ?? []
        case .refresh:
            return refresh(&state)
        case .downloadLoadedDays:
            return downloadLoadedDays(&state)
        case .search:
            state.stack.showPrompt(.search)
            return []
        case .jumpToDate:
            state.stack.showPrompt(.date, coveredDays: state.coveredDays)
            return []
        }
        return AppReducer.loadMoreIfNeeded(&state) + AppReducer.loadNewerIfNeeded(&state)
    }

    /// The wheel scrolls the list by `Preferences.wheelStep` rows; a click selects a story or
    /// the banner, and opens what was already selected.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown:
            state.home.scroll(by: state.preferences.wheelStep)
            return AppReducer.loadMoreIfNeeded(&state)
        case .wheelUp:
            state.home.scroll(by: -state.preferences.wheelStep)
            return []
        case .click:
            return click(at: event.position, &state)
        case .press, .release:
            return []
        }
    }

    /// Selects what was clicked; a click on what is already selected opens it.
    private static func click(at point: Point, _ state: inout AppState) -> [Effect] {
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
                return reduce(.refresh, count: nil, &state)
            }
            return []
        }
        if item == home.selection { return reduce(.open, count: nil, &state) }
        state.home.selection = item
        if item == .banner { state.home.holdBanner() } else { state.home.reveal(item) }
        return AppReducer.loadMoreIfNeeded(&state)
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

    /// `D`: the loaded days' stories into the cache, one download at a time.
    private static func downloadLoadedDays(_ state: inout AppState) -> [Effect] {
        guard !state.isDemoEdition else {
            AppReducer.notify("演示数据已在本机，无需离线下载", &state)
            return []
        }
        guard state.download == nil else {
            AppReducer.notify("离线下载进行中…", &state)
            return []
        }
        let days = state.home.days.filter { !$0.stories.isEmpty }
        guard !days.isEmpty else { return [] }
        state.download = SyncProgress(dayCount: days.count)
        return [.background(.downloadDays(days))]
    }
}
