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
            return loadMoreIfNeeded(&state)
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
            if state.reader?.storyID == id {
                switch result {
                case .success(let story): state.reader?.setContent(.loaded(story))
                case .failure(let failure): state.reader?.setContent(.failed(failure))
                }
            }
            return []
        }
    }

    // MARK: Commands

    private static func handle(_ command: Command, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible {
            state.isHelpVisible = false
            return []
        }
        if command == .toggleHelp {
            state.isHelpVisible = true
            return []
        }
        if state.reader != nil {
            return handleReader(command, &state)
        }
        return handleHome(command, &state)
    }

    private static func handleHome(_ command: Command, _ state: inout AppState) -> [Effect] {
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
            state.home.setScrollOffset(0)
            if !state.home.topStories.isEmpty {
                state.home.selection = .banner
            } else if let first = state.home.firstStory {
                state.home.selection = .story(first)
            }
        case .bottom:
            state.home.setScrollOffset(state.home.layout.maxScrollOffset)
            if let last = state.home.lastStory {
                state.home.selection = .story(last)
            }
        case .bannerNext: turnBanner(by: 1, &state)
        case .bannerPrevious: turnBanner(by: -1, &state)
        case .open:
            return openSelection(&state)
        case .refresh:
            return refresh(&state)
        case .quit:
            state.isQuitting = true
        case .back, .toggleHelp:
            break
        }
        return loadMoreIfNeeded(&state)
    }

    private static func handleReader(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard var reader = state.reader else { return [] }
        let viewport = reader.viewportHeight
        switch command {
        case .moveDown, .scrollDown: reader.scroll(by: 1)
        case .moveUp, .scrollUp: reader.scroll(by: -1)
        case .pageDown: reader.scroll(by: max(1, viewport - 2))
        case .pageUp: reader.scroll(by: -max(1, viewport - 2))
        case .halfPageDown: reader.scroll(by: max(1, viewport / 2))
        case .halfPageUp: reader.scroll(by: -max(1, viewport / 2))
        case .top: reader.setScrollOffset(0)
        case .bottom: reader.setScrollOffset(reader.maxScrollOffset)
        case .back, .quit:
            state.reader = nil
            return loadMoreIfNeeded(&state)
        case .refresh:
            guard case .failed = reader.content else { break }
            reader.setContent(.loading)
            state.reader = reader
            return [.loadStory(reader.storyID)]
        case .open, .bannerNext, .bannerPrevious, .toggleHelp:
            break
        }
        state.reader = reader
        return []
    }

    private static func turnBanner(by step: Int, _ state: inout AppState) {
        let count = state.home.topStories.count
        guard count > 0 else { return }
        state.home.bannerPage = ((state.home.bannerPage + step) % count + count) % count
        state.home.bannerTurnsAt = state.clock + AppState.bannerTurnMilliseconds
    }

    private static func openSelection(_ state: inout AppState) -> [Effect] {
        let home = state.home
        let target: (StoryID, String, RGBColor?)?
        switch home.selection {
        case .banner:
            target = home.currentTopStory.map { ($0.id, $0.title, $0.imageHue) }
        case .story(let position):
            target = home.story(at: position).map { ($0.id, $0.title, $0.imageHue) }
        }
        guard let (id, title, hue) = target else { return [] }
        state.home.readStories.insert(id)
        state.reader = ReaderState(storyID: id, title: title, imageHue: hue, screenSize: state.screenSize)
        return [.loadStory(id)]
    }

    private static func refresh(_ state: inout AppState) -> [Effect] {
        if case .failed(let before, _) = state.home.olderStatus {
            state.home.olderStatus = .loading(before: before)
            return [.loadOlderDay(before: before)]
        }
        guard !state.home.latestStatus.isLoading else { return [] }
        state.home.latestStatus = .loading
        return [.loadLatest]
    }

    // MARK: Mouse

    private static func handle(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible {
            if event.kind == .click || event.kind == .press { state.isHelpVisible = false }
            return []
        }
        if state.reader != nil {
            switch event.kind {
            case .wheelDown: state.reader?.scroll(by: 3)
            case .wheelUp: state.reader?.scroll(by: -3)
            case .press, .release, .click: break
            }
            return []
        }
        switch event.kind {
        case .wheelDown:
            state.home.scroll(by: 1)
            return loadMoreIfNeeded(&state)
        case .wheelUp:
            state.home.scroll(by: -1)
            return []
        case .press, .release:
            return []
        case .click:
            return click(at: event.position, &state)
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
            if row >= home.layout.footerTop, case .failed = home.olderStatus { return refresh(&state) }
            return []
        }
        if item == home.selection { return openSelection(&state) }
        state.home.selection = item
        if item != .banner { state.home.reveal(item) }
        return loadMoreIfNeeded(&state)
    }

    // MARK: Time

    private static func tick(_ state: inout AppState) {
        if let expiry = state.status?.expiresAt, state.clock >= expiry {
            state.status = nil
        }
        guard let turn = state.home.bannerTurnsAt, state.clock >= turn else { return }
        let bannerVisible = state.home.scrollOffset < state.home.layout.bannerHeight
        if bannerVisible, state.reader == nil, !state.isHelpVisible {
            turnBanner(by: 1, &state)
        } else {
            state.home.bannerTurnsAt = state.clock + AppState.bannerTurnMilliseconds
        }
    }

    // MARK: Loading

    private static func cachedHomeLoaded(_ cached: CachedHome, _ state: inout AppState) -> [Effect] {
        state.home.readStories.formUnion(cached.readStories)
        if let notice = cached.notice {
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
        case .failure(let failure):
            state.home.latestStatus = .failed(failure)
            if state.home.days.isEmpty {
                state.status = StatusMessage("\(failure.summary) · 按 r 重试", kind: .error)
            } else {
                state.sourceLabel = "缓存"
                let retry = failure == .offline ? "" : " · 按 r 重试"
                state.status = StatusMessage("\(failure.summary) · 显示缓存\(retry)", kind: .error)
            }
        }
        return loadMoreIfNeeded(&state)
    }

    private static func olderDayLoaded(
        before: DayStamp, _ result: Result<DayFeed, LoadFailure>, _ state: inout AppState
    ) -> [Effect] {
        guard state.home.olderStatus == .loading(before: before) else { return [] }
        switch result {
        case .success(let day):
            // An empty day, or one that is not older than what we have, means history has ended.
            guard !day.stories.isEmpty, let oldest = state.home.oldestDate, day.date < oldest else {
                state.home.olderStatus = .exhausted
                return []
            }
            state.home.appendDay(day)
            state.home.olderStatus = day.date <= DayStamp.firstIssue ? .exhausted : .idle
            return loadMoreIfNeeded(&state)
        case .failure(let failure):
            state.home.olderStatus = .failed(before: before, failure)
            return []
        }
    }

    /// Asks for the next older day when the view is within a viewport of the end and nothing is
    /// loading: seed 004's load-more with its `isLoading` guard.
    static func loadMoreIfNeeded(_ state: inout AppState) -> [Effect] {
        let home = state.home
        guard state.reader == nil, home.olderStatus == .idle, let oldest = home.oldestDate,
            LoadMoreTrigger.isNearEnd(offset: home.scrollOffset, layout: home.layout)
        else { return [] }
        state.home.olderStatus = .loading(before: oldest)
        return [.loadOlderDay(before: oldest)]
    }
}
