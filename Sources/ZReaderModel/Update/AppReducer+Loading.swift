extension AppReducer {
    // MARK: The home screen's days

    static func cachedHomeLoaded(_ cached: CachedHome, _ state: inout AppState) -> [Effect] {
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

    static func latestLoaded(_ result: Result<LatestFeed, LoadFailure>, _ state: inout AppState) -> [Effect] {
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

    static func olderDayLoaded(before: DayStamp, _ result: Result<DayFeed, LoadFailure>, _ state: inout AppState)
        -> [Effect]
    {
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
        guard state.screen == .home, home.olderStatus == .idle, let oldest = home.oldestDate,
            LoadMoreTrigger.isNearEnd(offset: home.scrollOffset, layout: home.layout)
        else { return [] }
        state.home.olderStatus = .loading(before: oldest)
        return [.background(.loadOlderDay(before: oldest))]
    }

    // MARK: Comments

    static func commentsLoaded(
        _ id: StoryID, _ kind: CommentKind, before: Int?, _ result: Result<[Comment], LoadFailure>,
        _ state: inout AppState
    ) -> [Effect] {
        guard let comments = state.comments, comments.storyID == id,
            let thread = comments.threads[kind], thread.status == .loading, thread.lastID == before
        else { return [] }
        state.stack.updateReading { reading in
            reading.updateComments { comments in
                switch result {
                case .success(let page): comments.append(page, to: kind)
                case .failure(let failure): comments.setStatus(.failed(failure), of: kind)
                }
            }
        }
        return moreCommentsIfNeeded(&state)
    }

    /// Asks for the next page of comments — long ones until they end, then short ones — when the
    /// view is within a viewport of the end and no page is loading.
    static func moreCommentsIfNeeded(_ state: inout AppState) -> [Effect] {
        guard let comments = state.comments, comments.isNearEnd, comments.currentThread.status == .idle else {
            return []
        }
        let kind = comments.currentKind
        state.stack.updateReading { reading in
            reading.updateComments { $0.setStatus(.loading, of: kind) }
        }
        return [.background(.loadComments(comments.storyID, kind, before: comments.currentThread.lastID))]
    }
}
