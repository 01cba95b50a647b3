/// The reader's commands: scrolling the story, stepping to the next or previous one, comments,
/// saving, opening and copying its link, going back to the list it was opened from.
enum ReaderReducer {
    static func reduce(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard let reader = state.reader else { return [] }
        // Over a figure shown full screen any key returns to the text, where it was.
        if reader.viewedFigure != nil, command != .toggleHelp {
            state.stack.updateReading { $0.reader.closeFigure() }
            return []
        }
        switch command {
        case .moveDown, .scrollDown: scroll(.lineDown, &state)
        case .moveUp, .scrollUp: scroll(.lineUp, &state)
        case .pageDown: scroll(.pageDown, &state)
        case .pageUp: scroll(.pageUp, &state)
        case .halfPageDown: scroll(.halfPageDown, &state)
        case .halfPageUp: scroll(.halfPageUp, &state)
        case .top: scroll(.top, &state)
        case .bottom: scroll(.bottom, &state)
        case .back, .quit:
            state.stack.closeReader()
            state.opensNextDayWhenLoaded = false
            return AppReducer.loadMoreIfNeeded(&state)
        case .refresh:
            guard case .failed = reader.content else { return [] }
            state.stack.updateReading { $0.reader.setContent(.loading) }
            return [.background(.loadStory(reader.storyID)), .background(.loadExtra(reader.storyID))]
        case .nextStory:
            if reader.find != nil {
                state.stack.updateReading { $0.reader.moveFind(by: 1) }
                return []
            }
            return step(1, from: reader, &state)
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
        case .previousStory: return step(-1, from: reader, &state)
        case .openComments:
            let year = state.home.days.first?.date.year
            state.stack.updateReading { $0.openComments(currentYear: year) }
            return AppReducer.moreCommentsIfNeeded(&state)
        case .toggleFavourite:
            return AppReducer.toggleFavourite(reader.summary, &state)
        case .openInBrowser:
            return [.terminal(.openInBrowser(reader.shareURL))]
        case .copyLink:
            return [.terminal(.copyToClipboard(reader.shareURL))]
        case .toggleHelp:
            return AppReducer.showHelp(&state)
        case .togglePictures:
            return PictureReducer.toggle(&state)
        case .toggleNightMode:
            return AppReducer.toggleNightMode(&state)
        case .viewPicture:
            viewPicture(&state)
        case .open, .bannerNext, .bannerPrevious, .showFavourites, .jumpToDate, .downloadLoadedDays:
            break
        }
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

    private static func scroll(_ movement: AppReducer.TextScroll, _ state: inout AppState) {
        state.stack.updateReading { reading in
            let reader = reading.reader
            reading.reader.setScrollOffset(
                AppReducer.textScrollTarget(
                    movement, offset: reader.scrollOffset, viewport: reader.viewportHeight,
                    maximum: reader.maxScrollOffset))
        }
    }

    /// Opens the next or previous story (`n`, `p`) of the list the reader was opened from.
    ///
    /// That is the favourites, or the home screen's days, whose selection follows so that going
    /// back shows where reading got to. Past the last loaded day, the next day is loaded and opened.
    /// `3o`, `3y`: opens or copies link 3 of the article.
    static func followLink(_ number: Int, copying: Bool, _ state: inout AppState) -> [Effect] {
        guard case .loaded(let story) = state.reader?.content, story.article.links.indices.contains(number - 1) else {
            AppReducer.notify("没有第 \(number) 个链接", &state)
            return []
        }
        let url = story.article.links[number - 1]
        return [.terminal(copying ? .copyToClipboard(url) : .openInBrowser(url))]
    }

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
