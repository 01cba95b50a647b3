import ZReaderDomain
import ZReaderScreen

extension AppReducer {
    // MARK: The home screen's days

    static func cachedHomeLoaded(_ cached: CachedHome, _ state: inout AppState) -> [Effect] {
        state.home.readStories.formUnion(cached.readStories)
        // A place left in this run is newer than the file's.
        state.home.readingPlaces.merge(cached.readingPlaces) { current, _ in current }
        state.favouriteStories.formUnion(cached.favouriteStories)
        if let notice = cached.notice {
            // Said once, so it stays until another message: not an error, which today's stories
            // arriving would clear at once, and without the expiry of a passing notice.
            state.status = StatusMessage(notice)
        }
        if state.home.days.isEmpty, !cached.days.isEmpty {
            if state.home.today == nil { state.home.today = cached.days.first?.date }
            let topStories =
                cached.topStories.isEmpty
                ? cached.days.first.map { TopStory.standIns(for: $0) } ?? [] : cached.topStories
            state.home.replaceDays(cached.days, topStories: topStories)
            state.home.bannerTurnsAt = state.preferences.bannerTurn(after: state.clock)
            // Today may have failed before the cache answered: the message says the cache is shown now.
            if case .failed(let failure) = state.home.latestStatus { sayWhyTodayFailed(failure, &state) }
        } else if state.homeReturn.place != nil, state.home.startsWithToday, let oldest = state.home.oldestDate,
            let index = cached.days.firstIndex(where: { $0.date == oldest })
        {
            // Today's answer came first, alone: the cache's days below it, where the home list may
            // have been left, join it.
            for day in cached.days[(index + 1)...] { state.home.appendDay(day) }
        }
        return loadMoreIfNeeded(&state)
    }

    /// Puts the home list back where the last run left it, once a list of that Zhihu day holds its story.
    ///
    /// When today's answer is a newer day, a list already put back goes to its top, as any start
    /// on a new day does. `final` (today's answer) ends the start.
    static func returnToHomePlace(final: Bool, _ state: inout AppState) -> [Effect] {
        guard let place = state.homeReturn.place else { return [] }
        if final { state.homeReturn.end() }
        if state.home.restore(place) {
            state.homeReturn.wasRestored = true
        } else if state.homeReturn.wasRestored, state.home.today != place.today {
            state.home.goToTop()
        }
        return loadMoreIfNeeded(&state)
    }

    /// The way home: today's top, in one press from anywhere in the list.
    ///
    /// After a jump the list holds other days, so today is asked for and replaces it when it comes.
    static func goToToday(_ state: inout AppState) -> [Effect] {
        guard !state.home.startsWithToday else {
            state.home.setScrollOffset(0)
            if let first = state.home.firstItem { state.home.selection = first }
            return []
        }
        state.home.returnsToToday = true
        notify("正在回到今天…", &state)
        guard !state.home.latestStatus.isLoading else { return [] }
        state.home.latestStatus = .loading
        return [.background(.loadLatest)]
    }

    static func latestLoaded(_ result: Result<LatestFeed, LoadFailure>, _ state: inout AppState) -> [Effect] {
        if state.home.returnsToToday {
            state.home.returnsToToday = false
            if case .success(let feed) = result {
                state.home.today = feed.day.date
                state.home.latestStatus = .loaded
                state.home.showToday(feed.day, topStories: feed.topStories)
                state.home.bannerTurnsAt = state.preferences.bannerTurn(after: state.clock)
                state.status = nil
                return loadMoreIfNeeded(&state)
            }
        }
        switch result {
        case .success(let feed):
            state.sourceLabel =
                switch feed.origin {
                case .network: nil
                case .cache: "离线 · 缓存"
                case .demo: state.isDemoEdition ? "演示数据" : "演示数据 · 离线"
                }
            state.home.today = feed.day.date
            if !state.home.startsWithToday {
                return latestLoadedAboveAJump(feed, &state)
            }
            var days = state.home.days
            // Stories today has gained since it was shown: said, never jumped to.
            var newStories = 0
            if let first = days.first, first.date == feed.day.date {
                let shown = Set(first.stories.map(\.id))
                if !shown.isEmpty { newStories = feed.day.stories.count { !shown.contains($0.id) } }
                days[0] = feed.day
            } else if let first = days.first, first.date > feed.day.date {
                state.home.latestStatus = .loaded
                return loadMoreIfNeeded(&state)
            } else {
                days.insert(feed.day, at: 0)
            }
            // A latest without top stories keeps the banner it has, else fills it from the day.
            let topStories =
                !feed.topStories.isEmpty
                ? feed.topStories
                : state.home.topStories.isEmpty ? TopStory.standIns(for: feed.day) : state.home.topStories
            state.home.replaceDays(days, topStories: topStories)
            state.home.latestStatus = .loaded
            state.home.bannerTurnsAt = state.preferences.bannerTurn(after: state.clock)
            if state.status?.kind == .error { state.status = nil }
            // "离线" in the label says why for a missing network; any other failure is named.
            if let reason = feed.fallbackReason, reason != .offline {
                state.status = StatusMessage("\(reason.summary) · 显示演示数据\(reason.retryHint)", kind: .error)
            } else if newStories > 0 {
                if state.status.map({ $0.kind == .info }) ?? true {
                    state.status = StatusMessage("\(newStories) 篇新文章 · g 查看")
                }
                if state.preferences.notifiesNewStories {
                    return [.terminal(.notify("知乎日报：\(newStories) 篇新文章"))] + loadMoreIfNeeded(&state)
                }
            }
        case .failure(let failure):
            state.home.latestStatus = .failed(failure)
            if case .loading(let after) = state.home.newerStatus, after.next == state.home.today {
                state.home.newerStatus = .failed(after: after, failure)
            }
            sayWhyTodayFailed(failure, &state)
        }
        return loadMoreIfNeeded(&state)
    }

    /// Names today's failure in the status line, and that the cache is shown when it is.
    private static func sayWhyTodayFailed(_ failure: LoadFailure, _ state: inout AppState) {
        if state.home.days.isEmpty {
            state.status = StatusMessage("\(failure.summary)\(failure.retryHint)", kind: .error)
        } else {
            state.sourceLabel = "缓存"
            // "离线" in the source label says why for a missing network.
            let retry: DisplayText = failure == .offline ? "" : failure.retryHint
            state.status = StatusMessage("\(failure.summary) · 显示缓存\(retry)", kind: .error)
        }
    }

    static func olderDayLoaded(before: DayStamp, _ result: Result<DayFeed, LoadFailure>, _ state: inout AppState)
        -> [Effect]
    {
        guard state.home.olderStatus == .loading(before: before) else { return [] }
        guard state.home.oldestDate == before else {
            // Asked for below a list the user has since jumped away from.
            state.home.olderStatus = .idle
            return loadMoreIfNeeded(&state)
        }
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
            if opensNext {
                let retry: DisplayText = failure.retryHint.isEmpty ? "" : " · 按 n 重试"
                state.status = StatusMessage("\(failure.summary)\(retry)", kind: .error)
            }
            return []
        }
    }

    /// Today's answer while the list starts at a day the user jumped to: it joins the list only
    /// when the list has grown up to yesterday; the banner takes its top stories either way.
    private static func latestLoadedAboveAJump(_ feed: LatestFeed, _ state: inout AppState) -> [Effect] {
        state.home.latestStatus = .loaded
        if let first = state.home.days.first, first.date.next == feed.day.date {
            state.home.prependDay(feed.day, topStories: feed.topStories)
            if state.home.newerStatus == .loading(after: first.date) { state.home.newerStatus = .idle }
        } else if !feed.topStories.isEmpty {
            state.home.replaceTopStories(feed.topStories)
        }
        return loadNewerIfNeeded(&state)
    }

    static func jumpedDayLoaded(_ date: DayStamp, _ result: Result<DayFeed, LoadFailure>, _ state: inout AppState)
        -> [Effect]
    {
        switch result {
        case .success(let day) where day.date == date && !day.stories.isEmpty:
            state.home.jump(to: day)
            state.status = nil
            return loadMoreIfNeeded(&state) + loadNewerIfNeeded(&state)
        case .success(let day) where day.date < date && !day.stories.isEmpty:
            // The archive has nothing that day and answered the one before it, under its own date.
            state.home.jump(to: day)
            let year = state.home.currentYear
            notify(
                "\(date.sectionTitle(currentYear: year)) 没有内容 · 显示 \(day.date.sectionTitle(currentYear: year))", &state)
            return loadMoreIfNeeded(&state) + loadNewerIfNeeded(&state)
        case .success:
            state.status = StatusMessage("\(date.sectionTitle) 没有内容", kind: .error)
        case .failure(let failure):
            state.status = StatusMessage(
                "\(failure.summary) · 没能跳到 \(date.sectionTitle)", kind: .error)
        }
        return []
    }

    static func newerDayLoaded(after: DayStamp, _ result: Result<DayFeed, LoadFailure>, _ state: inout AppState)
        -> [Effect]
    {
        guard state.home.newerStatus == .loading(after: after) else { return [] }
        switch result {
        case .success(let day) where day.date == after.next && !day.stories.isEmpty:
            state.home.newerStatus = .idle
            state.home.prependDay(day)
            return loadNewerIfNeeded(&state)
        case .success:
            state.home.newerStatus = .failed(after: after, .unavailable("这一天没有内容"))
            return []
        case .failure(let failure):
            state.home.newerStatus = .failed(after: after, failure)
            return []
        }
    }

    /// Asks for the day above the first when the list starts before today and the view is
    /// within a viewport of its top: yesterday's list before today's comes as `news/latest`.
    static func loadNewerIfNeeded(_ state: inout AppState) -> [Effect] {
        let home = state.home
        guard state.screen == .home, !home.startsWithToday, home.newerStatus == .idle,
            let first = home.days.first, let today = home.today, first.date < today,
            home.scrollOffset < home.layout.sectionsTop + home.layout.viewportHeight
        else { return [] }
        if first.date.next == today {
            guard !home.latestStatus.isLoading else { return [] }
            state.home.newerStatus = .loading(after: first.date)
            state.home.latestStatus = .loading
            return [.background(.loadLatest)]
        }
        state.home.newerStatus = .loading(after: first.date)
        return [.background(.loadNewerDay(after: first.date))]
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
        _ id: StoryID, _ kind: CommentKind, before: Int?, request: Int, _ result: Result<[Comment], LoadFailure>,
        cachedAt: Int?, _ state: inout AppState
    ) -> [Effect] {
        guard let comments = state.comments, comments.storyID == id,
            comments.awaits(request, after: before, of: kind)
        else { return [] }
        state.stack.updateReading { reading in
            reading.updateComments { comments in
                switch result {
                case .success(let page): comments.append(page, to: kind, cachedAt: cachedAt)
                case .failure(let failure): comments.fail(failure, of: kind)
                }
            }
        }
        return moreCommentsIfNeeded(&state)
    }

    /// Shows the cache's copy of the page a list waits for, until the network's answer comes.
    static func cachedCommentsLoaded(
        _ id: StoryID, _ kind: CommentKind, before: Int?, request: Int, _ page: CommentPage, _ state: inout AppState
    ) -> [Effect] {
        guard let comments = state.comments, comments.storyID == id,
            comments.awaits(request, after: before, of: kind)
        else { return [] }
        state.stack.updateReading { reading in
            reading.updateComments { $0.showCached(page, of: kind) }
        }
        return []
    }

    /// Asks for the next page of each list of comments whose end is within a viewport below the
    /// view, one page per list at a time: the long and the short ones load on their own, so a
    /// failure of one never holds up the other.
    static func moreCommentsIfNeeded(_ state: inout AppState) -> [Effect] {
        var effects: [Effect] = []
        state.stack.updateReading { reading in
            reading.updateComments { comments in
                for kind in comments.listsToPage {
                    let asked = comments.startRequest(of: kind)
                    effects.append(
                        .background(
                            .loadComments(comments.storyID, kind, before: asked.before, request: asked.request)))
                }
            }
        }
        return effects
    }
}
