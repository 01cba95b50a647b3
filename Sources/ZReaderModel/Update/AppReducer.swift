import ZReaderScreen

/// Applies actions to the app state and says which effects to run: the whole behaviour of the
/// app, as a pure function.
public enum AppReducer {
    /// Applies `action` at monotonic time `now` (milliseconds) and returns the effects to run, in
    /// order.
    public static func reduce(_ state: inout AppState, _ action: Action, now: Int) -> [Effect] {
        state.clock = now
        switch action {
        case .started:
            state.home.latestStatus = .loading
            return [.loadCachedHome, .loadLatest]
        case .cachedHomeLoaded(let cached):
            return cachedHomeLoaded(cached, &state)
        case .resized(let size):
            state.resize(to: size)
            return loadMoreIfNeeded(&state) + moreCommentsIfNeeded(&state)
        case .command(let command):
            return handle(command, &state)
        case .mouse(let event):
            return handle(event, &state)
        case .tick:
            tick(&state)
            return []
        case .latestLoaded(let result):
            return latestLoaded(result, &state)
        case .olderDayLoaded(let before, let result):
            return olderDayLoaded(before: before, result, &state)
        case .storyLoaded(let id, let result):
            // Only the answer being waited for: a late duplicate must not reset the reading place.
            if state.reader?.storyID == id, state.reader?.content == .loading {
                switch result {
                case .success(let story): state.reader?.setContent(.loaded(story))
                case .failure(let failure): state.reader?.setContent(.failed(failure))
                }
            }
            return []
        case .extraLoaded(let id, let result):
            if case .success(let extra) = result {
                if state.reader?.storyID == id { state.reader?.extra = extra }
                if state.comments?.storyID == id { state.comments?.setCounts(extra) }
            }
            return []
        case .commentsLoaded(let id, let kind, let before, let result):
            return commentsLoaded(id, kind, before: before, result, &state)
        case .favouriteSaved(let story, let isFavourite, let stored):
            guard !stored else { return state.favourites == nil ? [] : [.loadFavourites] }
            if isFavourite { state.favouriteStories.remove(story.id) } else { state.favouriteStories.insert(story.id) }
            state.status = StatusMessage("收藏没能保存（缓存不可写）", kind: .error)
            return []
        case .favouritesLoaded(let entries):
            state.favourites?.setEntries(entries)
            state.favouriteStories = Set(entries.map(\.story.id))
            return []
        case .message(var message):
            if message.kind == .info { message.expiresAt = now + AppState.messageMilliseconds }
            state.status = message
            return []
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
        if bannerVisible, state.keyContext == .home, !state.isHelpVisible {
            turnBanner(by: 1, &state)
        } else {
            state.home.bannerTurnsAt = state.clock + AppState.bannerTurnMilliseconds
        }
    }

    static func turnBanner(by step: Int, _ state: inout AppState) {
        let count = state.home.topStories.count
        guard count > 0 else { return }
        state.home.bannerPage = ((state.home.bannerPage + step) % count + count) % count
        state.home.bannerTurnsAt = state.clock + AppState.bannerTurnMilliseconds
    }

    // MARK: Loading the home screen

    private static func cachedHomeLoaded(_ cached: CachedHome, _ state: inout AppState) -> [Effect] {
        state.home.readStories.formUnion(cached.readStories)
        state.favouriteStories.formUnion(cached.favouriteStories)
        if let notice = cached.notice {
            // Said once, so it stays until another message: not an error, which today's stories
            // arriving would clear at once, and without the expiry of a passing notice.
            state.status = StatusMessage(notice)
        }
        if state.home.days.isEmpty, !cached.days.isEmpty {
            state.home.replaceDays(cached.days, topStories: cached.topStories)
            state.home.bannerTurnsAt = state.clock + AppState.bannerTurnMilliseconds
        }
        return loadMoreIfNeeded(&state)
    }

    private static func latestLoaded(_ result: Result<LatestFeed, LoadFailure>, _ state: inout AppState)
        -> [Effect]
    {
        switch result {
        case .success(let feed):
            state.sourceLabel =
                switch feed.origin {
                case .network: nil
                case .cache: "离线 · 缓存"
                case .demo: state.isDemoEdition ? "演示数据" : "演示数据 · 离线"
                }
            var days = state.home.days
            if let first = days.first, first.date == feed.day.date {
                days[0] = feed.day
            } else if let first = days.first, first.date > feed.day.date {
                state.home.latestStatus = .loaded
                return loadMoreIfNeeded(&state)
            } else {
                days.insert(feed.day, at: 0)
            }
            let topStories = feed.topStories.isEmpty ? state.home.topStories : feed.topStories
            state.home.replaceDays(days, topStories: topStories)
            state.home.latestStatus = .loaded
            state.home.bannerTurnsAt = state.clock + AppState.bannerTurnMilliseconds
            if state.status?.kind == .error { state.status = nil }
            // "离线" in the label says why for a missing network; any other failure is named.
            if let reason = feed.fallbackReason, reason != .offline {
                state.status = StatusMessage("\(reason.summary) · 显示演示数据 · 按 r 重试", kind: .error)
            }
        case .failure(let failure):
            state.home.latestStatus = .failed(failure)
            if state.home.days.isEmpty {
                state.status = StatusMessage("\(failure.summary) · 按 r 重试", kind: .error)
            } else {
                state.sourceLabel = "缓存"
                let retry: DisplayText = failure == .offline ? "" : " · 按 r 重试"
                state.status = StatusMessage("\(failure.summary) · 显示缓存\(retry)", kind: .error)
            }
        }
        return loadMoreIfNeeded(&state)
    }

    private static func olderDayLoaded(
        before: DayStamp, _ result: Result<DayFeed, LoadFailure>, _ state: inout AppState
    ) -> [Effect] {
        guard state.home.olderStatus == .loading(before: before) else { return [] }
        let opensNext = state.opensNextDayWhenLoaded
        state.opensNextDayWhenLoaded = false
        switch result {
        case .success(let day):
            // An empty day, or one that is not older than what we have, means history has ended.
            guard !day.stories.isEmpty, let oldest = state.home.oldestDate, day.date < oldest else {
                state.home.olderStatus = .exhausted
                if opensNext { notify("已经是最后一篇了", &state) }
                return []
            }
            state.home.appendDay(day)
            state.home.olderStatus = day.date <= DayStamp.firstIssue ? .exhausted : .idle
            if opensNext, state.reader != nil, let story = day.stories.first {
                let position = StoryPosition(section: state.home.days.count - 1, index: 0)
                state.home.select(.story(position))
                return openStory(story, &state)
            }
            return loadMoreIfNeeded(&state)
        case .failure(let failure):
            state.home.olderStatus = .failed(before: before, failure)
            if opensNext { state.status = StatusMessage("\(failure.summary) · 按 n 重试", kind: .error) }
            return []
        }
    }

    /// Asks for the next older day when the view is within a viewport of the end and nothing is
    /// loading: seed 004's load-more with its `isLoading` guard.
    static func loadMoreIfNeeded(_ state: inout AppState) -> [Effect] {
        let home = state.home
        guard state.keyContext == .home, home.olderStatus == .idle, let oldest = home.oldestDate,
            LoadMoreTrigger.isNearEnd(offset: home.scrollOffset, layout: home.layout)
        else { return [] }
        state.home.olderStatus = .loading(before: oldest)
        return [.loadOlderDay(before: oldest)]
    }

    // MARK: Comments

    private static func commentsLoaded(
        _ id: StoryID, _ kind: CommentKind, before: Int?, _ result: Result<[Comment], LoadFailure>,
        _ state: inout AppState
    ) -> [Effect] {
        guard let comments = state.comments, comments.storyID == id,
            let thread = comments.threads[kind], thread.status == .loading, thread.lastID == before
        else { return [] }
        switch result {
        case .success(let page): state.comments?.append(page, to: kind)
        case .failure(let failure): state.comments?.setStatus(.failed(failure), of: kind)
        }
        return moreCommentsIfNeeded(&state)
    }

    /// Asks for the next page of comments — long ones until they end, then short ones — when the
    /// view is within a viewport of the end and no page is loading.
    static func moreCommentsIfNeeded(_ state: inout AppState) -> [Effect] {
        guard let comments = state.comments, comments.isNearEnd else { return [] }
        let kind = comments.currentKind
        guard comments.currentThread.status == .idle else { return [] }
        state.comments?.setStatus(.loading, of: kind)
        return [.loadComments(comments.storyID, kind, before: comments.currentThread.lastID)]
    }
}
