import ZReaderDomain
import ZReaderScreen

/// Applies actions to the app state and says which effects to run: the whole behaviour of the
/// app, as a pure function.
///
/// It routes: global commands it carries out itself (`GlobalCommand`), the others go to the
/// reducer of the screen on top (`HomeReducer`, a panel's, `SearchReducer`, `ReaderReducer`,
/// `CommentsReducer`, or `HelpReducer` while help is shown), the mouse to `MouseReducer`, and
/// loader answers to the screens that asked for them.
public enum AppReducer {
    /// Applies `action` at monotonic time `now` (milliseconds) and returns the effects to run, in
    /// order: the action's own, then the pictures the screen now wants and has not got.
    public static func reduce(_ state: inout AppState, _ action: Action, now: Int) -> [Effect] {
        let left = state.reader
        let wasQuitting = state.isQuitting
        let effects = apply(action, &state, now: now)
        offerUndoingRead(left: left, &state)
        return effects + rememberPlace(left: left, wasQuitting: wasQuitting, &state) + PictureReducer.request(&state)
    }

    private static func apply(_ action: Action, _ state: inout AppState, now: Int) -> [Effect] {
        state.clock = now
        switch action {
        case .started:
            state.home.latestStatus = .loading
            let stories = LoadMoreTrigger.storiesToFill(screenRows: state.screenSize.rows)
            return [.background(.loadCachedHome(stories: stories)), .background(.loadLatest)]
        case .cachedHomeLoaded(let cached):
            state.homeReturn.offer(cached.homePlace)
            let effects = cachedHomeLoaded(cached, &state)
            return effects + returnToHomePlace(final: false, &state)
        case .resized(let size):
            state.resize(to: size)
            return loadMoreIfNeeded(&state) + moreCommentsIfNeeded(&state) + ColumnsReducer.moreIfNeeded(&state)
        case .command(let command):
            state.startWarningClock()
            state.homeReturn.end()
            return route(command, &state)
        case .quitSignalled:
            state.isQuitting = true
            return []
        case .typed(let key):
            state.startWarningClock()
            state.homeReturn.end()
            if state.prompt != nil { return PromptReducer.reduce(key, &state) }
            if key == .escape, state.screen == .reader, state.reader?.activeFind != nil {
                // The first Esc ends the find (as in less and vim); the next leaves the story.
                state.stack.updateReading { $0.reader.setFind(nil) }
                return []
            }
            if state.screen == .reader, state.reader?.viewedFigure != nil {
                state.stack.updateReading { $0.reader.closeFigure() }
                return []
            }
            return LinkHintReducer.reduce(key, &state)
        case .countDigit(let digit):
            state.pendingCount = min(9999, (state.pendingCount ?? 0) * 10 + digit)
            return []
        case .cancelCount:
            state.pendingCount = nil
            return []
        case .mouse(let event):
            state.startWarningClock()
            state.homeReturn.end()
            return MouseReducer.reduce(event, &state)
        case .tick:
            tick(&state)
            return PromptReducer.tick(&state)
        case .latestLoaded(let result):
            let effects = latestLoaded(result, &state)
            return effects + returnToHomePlace(final: true, &state)
        case .olderDayLoaded(let before, let result):
            return olderDayLoaded(before: before, result, &state)
        case .storyLoaded(let id, let result):
            storyLoaded(id, result, &state)
            return []
        case .extraLoaded(let id, let result):
            if case .success(let extra) = result {
                state.stack.updateReading { reading in
                    if reading.reader.storyID == id { reading.reader.extra = extra }
                    reading.updateComments { comments in
                        if comments.storyID == id { comments.setCounts(extra) }
                    }
                }
            }
            return []
        case .commentsLoaded(let id, let kind, let before, let result, let cachedAt, let request):
            return commentsLoaded(id, kind, before: before, request: request, result, cachedAt: cachedAt, &state)
        case .cachedCommentsLoaded(let id, let kind, let before, let request, let page):
            return cachedCommentsLoaded(id, kind, before: before, request: request, page, &state)
        case .favouriteSaved(let story, let isFavourite, let stored):
            guard !stored else { return state.favourites == nil ? [] : [.background(.loadFavourites)] }
            if isFavourite { state.favouriteStories.remove(story.id) } else { state.favouriteStories.insert(story.id) }
            state.status = StatusMessage("收藏没能保存（收藏数据文件 data.db 无法写入）", kind: .error)
            return []
        case .favouritesLoaded(let entries):
            state.stack.updateFavourites { $0.setEntries(entries) }
            state.favouriteStories = Set(entries.map(\.story.id))
            return []
        case .downloadProgressed(let progress):
            if state.download != nil { state.download = progress }
            return []
        case .downloadFinished(let outcome):
            state.download = nil
            state.status = StatusMessage(
                outcome.summary, kind: outcome.isComplete ? .info : .error,
                expiresAt: outcome.isComplete ? now + AppState.messageMilliseconds : nil)
            return []
        case .message(var message):
            if message.kind == .info { message.expiresAt = now + AppState.messageMilliseconds }
            state.status = message
            return []
        case .searched(let request, let query, let result):
            // Only the answer the screen waits for: typing asks again and again, and an older
            // answer (even for the same words, asked before the cache grew) must not stand in.
            if let search = state.search, search.request == request, search.query == query,
                search.status == .searching
            {
                state.stack.updateSearch { $0.finish(result) }
            }
            return []
        case .jumpedDayLoaded(let date, let result):
            return jumpedDayLoaded(date, result, &state)
        case .newerDayLoaded(let after, let result):
            return newerDayLoaded(after: after, result, &state)
        case .pictureLoaded(let key, let result):
            return PictureReducer.loaded(key, result, &state)
        case .columnsLoaded(let result):
            ColumnsReducer.columnsLoaded(result, &state)
            return []
        case .columnStoriesLoaded(let column, let cursor, let result):
            return ColumnsReducer.storiesLoaded(column, after: cursor, result, &state)
        case .terminalRestored(let size):
            PictureReducer.terminalRestored(&state)
            state.resize(to: size)
            return loadMoreIfNeeded(&state) + moreCommentsIfNeeded(&state)
        }
    }

    /// A command, in order: help while it is shown takes every command; a figure shown full
    /// screen gives way to any command but help; a global command is carried out here; anything
    /// else goes to the screen on top, repeated by a count typed before it (`5j`) when it is a
    /// movement, or with the count when the screen reads it (`3o`).
    static func route(_ command: Command, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible { return HelpReducer.reduce(command, &state) }
        let count = state.pendingCount
        state.pendingCount = nil
        if state.screen == .reader, state.reader?.viewedFigure != nil, command != .toggleHelp {
            state.stack.updateReading { $0.reader.closeFigure() }
            return []
        }
        if let global = GlobalCommand(command) { return apply(global, &state) }
        guard let count else { return delegate(command, count: nil, &state) }
        switch command.countUse {
        case .repeats:
            var effects: [Effect] = []
            for _ in 0..<min(count, maximumRepeats) { effects += delegate(command, count: nil, &state) }
            return effects
        case .passes:
            return delegate(command, count: count, &state)
        case .cancels:
            return []
        }
    }

    /// The most a count repeats a movement: more would only make a key slow.
    static let maximumRepeats = 999

    private static func delegate(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect] {
        switch state.screen {
        case .home: HomeReducer.route(command, count: count, &state)
        case .panel(let panel): panel.route(command, count: count, &state)
        case .search: SearchReducer.route(command, count: count, &state)
        case .reader: ReaderReducer.route(command, count: count, &state)
        case .comments: CommentsReducer.route(command, count: count, &state)
        }
    }

    /// Shows a short notice that goes away by itself.
    static func notify(_ text: DisplayText, _ state: inout AppState) {
        state.status = StatusMessage(text, expiresAt: state.clock + AppState.messageMilliseconds)
    }

    // MARK: Time

    private static func tick(_ state: inout AppState) {
        if let expiry = state.status?.expiresAt, state.clock >= expiry {
            state.status = nil
        }
        guard let turn = state.home.bannerTurnsAt, state.clock >= turn else { return }
        let bannerVisible = state.home.scrollOffset < state.home.layout.bannerHeight
        if bannerVisible, state.screen == .home, !state.isHelpVisible, !state.home.isBannerHeld {
            turnBanner(by: 1, &state)
        } else {
            state.home.bannerTurnsAt = state.preferences.bannerTurn(after: state.clock)
        }
    }

    static func turnBanner(by step: Int, _ state: inout AppState) {
        let count = state.home.topStories.count
        guard count > 0 else { return }
        state.home.bannerPage = ((state.home.bannerPage + step) % count + count) % count
        state.home.bannerTurnsAt = state.preferences.bannerTurn(after: state.clock)
    }

    // MARK: Stories

    /// Only the answer being waited for: a late duplicate must not reset the reading place.
    private static func storyLoaded(_ id: StoryID, _ result: Result<LoadedStory, LoadFailure>, _ state: inout AppState)
    {
        var resumed = false
        state.stack.updateReading { reading in
            guard reading.reader.storyID == id, reading.reader.content == .loading else { return }
            switch result {
            case .success(let story):
                let resumes = reading.reader.resumePlace != nil
                reading.reader.setContent(.loaded(story))
                resumed = resumes && reading.reader.scrollOffset > 0
            case .failure(let failure): reading.reader.setContent(.failed(failure))
            }
        }
        if resumed { notify("从上次读到的位置继续 · g 回到开头", &state) }
    }
}
