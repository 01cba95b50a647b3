import ZReaderDomain
import ZReaderScreen

/// The columns screen's commands: moving in the list of columns or in the column opened, opening
/// a column and reading its stories, saving one, retrying, going back; and the answers to what
/// it asks for.
enum ColumnsReducer: ScreenReducer {
    /// What the columns screen does.
    enum Command: CommandSubset {
        case moveDown, moveUp, pageDown, pageUp, top, bottom
        case open, toggleFavourite, toggleRead, openInBrowser, refresh, back

        static let allCases: [Command] = [
            .moveDown, .moveUp, .pageDown, .pageUp, .top, .bottom, .open, .toggleFavourite, .toggleRead,
            .openInBrowser, .refresh, .back,
        ]

        var command: ZReaderModel.Command {
            switch self {
            case .moveDown: .moveDown
            case .moveUp: .moveUp
            case .pageDown: .pageDown
            case .pageUp: .pageUp
            case .top: .top
            case .bottom: .bottom
            case .open: .open
            case .toggleFavourite: .toggleFavourite
            case .toggleRead: .toggleRead
            case .openInBrowser: .openInBrowser
            case .refresh: .refresh
            case .back: .back
            }
        }
    }

    static let keys: [DefaultKey<Command>] = [
        .own([.character("j"), .down], .moveDown, "下一条"),
        .own([.character("k"), .up], .moveUp, "上一条"),
        .own([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        .own([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        .own([.character("g"), .home], .top, "第一条"),
        .own([.character("G"), .end], .bottom, "最后一条（加载更早的文章）"),
        .own([.enter], .open, "打开栏目 / 阅读"),
        .own([.character("s")], .toggleFavourite, "收藏 / 取消收藏"),
        .own([.character("m")], .toggleRead, "标为已读 / 未读"),
        .global(.undo),
        .own([.character("o")], .openInBrowser, "在浏览器中打开"),
        .own([.character("r")], .refresh, "重试 / 刷新"),
        .global(.togglePictures),
        .global(.toggleNightMode),
        .own([.character("q"), .escape, .backspace], .back, "返回"),
        .global(.toggleHelp),
    ]

    static func reduce(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
        guard let columns = state.columns else { return [] }
        if let opened = columns.opened {
            return reduce(command, in: opened, &state)
        }
        let page = max(1, columns.viewportHeight / ColumnsState.rowsPerEntry - 1)
        let selection = columns.position.selection
        switch command {
        case .moveDown: select(selection + 1, &state)
        case .moveUp: select(selection - 1, &state)
        case .pageDown: select(selection + page, &state)
        case .pageUp: select(selection - page, &state)
        case .top: select(0, &state)
        case .bottom: select(columns.columns.count - 1, &state)
        case .open:
            guard let column = columns.selectedColumn else { return [] }
            state.stack.updateColumns { $0.open(column) }
            return [.background(.loadColumnStories(column, after: nil))]
        case .refresh:
            state.stack.updateColumns { $0.setLoading() }
            return [.background(.loadColumns)]
        case .back:
            return leave(&state)
        case .toggleFavourite, .toggleRead, .openInBrowser:
            break
        }
        return []
    }

    /// A command in the column opened.
    private static func reduce(_ command: Command, in opened: ColumnStoriesState, _ state: inout AppState)
        -> [Effect]
    {
        let viewport = state.columns?.viewportHeight ?? 1
        let page = max(1, viewport / ColumnsState.rowsPerEntry - 1)
        let selection = opened.position.selection
        switch command {
        case .moveDown: selectStory(selection + 1, &state)
        case .moveUp: selectStory(selection - 1, &state)
        case .pageDown: selectStory(selection + page, &state)
        case .pageUp: selectStory(selection - page, &state)
        case .top: selectStory(0, &state)
        case .bottom: selectStory(opened.stories.count - 1, &state)
        case .open:
            guard let story = opened.selectedStory else { return [] }
            return AppReducer.openStory(story.story, listDate: story.date, &state)
        case .toggleFavourite:
            return opened.selectedStory.map { AppReducer.toggleFavourite($0.story, &state) } ?? []
        case .toggleRead:
            return opened.selectedStory.map { AppReducer.toggleRead($0.story, &state) } ?? []
        case .openInBrowser:
            return opened.selectedStory.map { [.terminal(.openInBrowser($0.story.id.webAddress))] } ?? []
        case .refresh:
            guard case .failed = opened.status else { return [] }
            let cursor = opened.next
            state.stack.updateColumns { $0.updateOpened { $0.status = .loading(after: cursor) } }
            return [.background(.loadColumnStories(opened.column, after: cursor))]
        case .back:
            guard opened.isFromList else { return leave(&state) }
            state.stack.updateColumns { $0.closeColumn() }
            return []
        }
        return moreIfNeeded(&state)
    }

    /// Leaves the screen: back to the story it was opened from, or home.
    private static func leave(_ state: inout AppState) -> [Effect] {
        let returns = state.stack.returnsOnClose
        state.stack.closePanel()
        guard returns else { return AppReducer.loadMoreIfNeeded(&state) }
        // The screens come back as they were: fit them to the terminal as it is now, and ask again
        // for what they were waiting for (the answers came while they were put away).
        state.stack.resize(to: state.screenSize)
        return resumeLoads(&state) + AppReducer.loadMoreIfNeeded(&state)
    }

    /// The loads the screens brought back were waiting for: the story's page, its comments'
    /// pages, a panel's list, a search.
    private static func resumeLoads(_ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        if let reader = state.reader, reader.content == .loading {
            effects += [.background(.loadStory(reader.storyID)), .background(.loadExtra(reader.storyID))]
        }
        state.stack.updateReading { reading in
            reading.updateComments { comments in
                for kind in CommentKind.allCases where comments.threads[kind]?.status == .loading {
                    comments.setStatus(.idle, of: kind)
                }
            }
        }
        effects += AppReducer.moreCommentsIfNeeded(&state)
        if let search = state.search, search.status == .searching {
            effects.append(.background(.search(search.query, request: search.request)))
        }
        if state.favourites?.isLoading == true { effects.append(.background(.loadFavourites)) }
        if let columns = state.columns {
            if columns.opened == nil, columns.status == .loading { effects.append(.background(.loadColumns)) }
            if let opened = columns.opened, case .loading(let cursor) = opened.status {
                effects.append(.background(.loadColumnStories(opened.column, after: cursor)))
            }
        }
        return effects
    }

    /// Opens the screen at `column` from a story, keeping the story to come back to; the list of
    /// columns, without a column.
    static func open(_ column: DailyColumn?, fromStory: Bool, _ state: inout AppState) -> [Effect] {
        guard let column else {
            state.stack.showPanel(.columns(ColumnsState(screenSize: state.screenSize)), returningHere: fromStory)
            return [.background(.loadColumns)]
        }
        state.stack.showPanel(
            .columns(ColumnsState(screenSize: state.screenSize, column: column)), returningHere: fromStory)
        return [.background(.loadColumnStories(column, after: nil)), .background(.loadColumns)]
    }

    // MARK: Answers

    static func columnsLoaded(_ result: Result<ColumnList, LoadFailure>, _ state: inout AppState) {
        state.stack.updateColumns { $0.setColumns(result) }
    }

    /// A page of `column`'s stories: only the one being waited for.
    static func storiesLoaded(
        _ column: DailyColumn, after cursor: ColumnCursor?, _ result: Result<ColumnPage, LoadFailure>,
        _ state: inout AppState
    ) -> [Effect] {
        guard let columns = state.columns, let opened = columns.opened, opened.column.isSame(as: column),
            opened.status == .loading(after: cursor)
        else { return [] }
        let viewport = columns.viewportHeight
        state.stack.updateColumns { columns in
            columns.updateOpened { opened in
                switch result {
                case .success(let page): opened.append(page, viewportHeight: viewport)
                case .failure(let failure): opened.status = .failed(failure)
                }
            }
        }
        return moreIfNeeded(&state)
    }

    /// Asks for the column's next page when the view is within a viewport of its end.
    static func moreIfNeeded(_ state: inout AppState) -> [Effect] {
        guard let columns = state.columns, let opened = columns.opened,
            let cursor = opened.pageWanted(viewportHeight: columns.viewportHeight)
        else { return [] }
        state.stack.updateColumns { $0.updateOpened { $0.status = .loading(after: cursor) } }
        return [.background(.loadColumnStories(opened.column, after: cursor))]
    }

    // MARK: Mouse

    /// The wheel moves the selection; a click selects an entry, and opens it when it was selected.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelDown: return reduce(.moveDown, count: nil, &state)
        case .wheelUp: return reduce(.moveUp, count: nil, &state)
        case .click: return click(at: event.position, &state)
        case .press, .release: return []
        }
    }

    private static func click(at point: Point, _ state: inout AppState) -> [Effect] {
        let row = point.y - ColumnsState.listTop
        guard let columns = state.columns, row >= 0, row < columns.viewportHeight else { return [] }
        if let opened = columns.opened {
            guard let index = opened.position.entry(atRow: row, count: opened.stories.count) else { return [] }
            if index == opened.position.selection { return reduce(.open, count: nil, &state) }
            selectStory(index, &state)
            return moreIfNeeded(&state)
        }
        guard let index = columns.position.entry(atRow: row, count: columns.columns.count) else { return [] }
        if index == columns.position.selection { return reduce(.open, count: nil, &state) }
        select(index, &state)
        return []
    }

    private static func select(_ index: Int, _ state: inout AppState) {
        state.stack.updateColumns { $0.select(index) }
    }

    private static func selectStory(_ index: Int, _ state: inout AppState) {
        let viewport = state.columns?.viewportHeight ?? 1
        state.stack.updateColumns { $0.updateOpened { $0.select(index, viewportHeight: viewport) } }
    }
}
