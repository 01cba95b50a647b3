import ZReaderScreen

extension AppReducer {
    /// Applies a command to the screen on top.
    static func handle(_ command: Command, _ state: inout AppState) -> [Effect] {
        if state.isHelpVisible {
            state.isHelpVisible = false
            return []
        }
        if command == .toggleHelp {
            state.isHelpVisible = true
            return []
        }
        switch state.keyContext {
        case .comments: return handleComments(command, &state)
        case .reader: return handleReader(command, &state)
        case .favourites: return handleFavourites(command, &state)
        case .home: return handleHome(command, &state)
        }
    }

    // MARK: Home

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
            if let first = state.home.firstItem { state.home.selection = first }
        case .bottom:
            state.home.setScrollOffset(state.home.layout.maxScrollOffset)
            if let last = state.home.lastStory {
                state.home.selection = .story(last)
            }
        case .bannerNext: turnBanner(by: 1, &state)
        case .bannerPrevious: turnBanner(by: -1, &state)
        case .open:
            return selectedSummary(state).map { openStory($0, &state) } ?? []
        case .toggleFavourite:
            return selectedSummary(state).map { toggleFavourite($0, &state) } ?? []
        case .openInBrowser:
            return selectedSummary(state).map { [.openInBrowser($0.id.webAddress)] } ?? []
        case .showFavourites:
            state.favourites = FavouritesState(screenSize: state.screenSize)
            return [.loadFavourites]
        case .refresh:
            return refresh(&state)
        case .quit:
            state.isQuitting = true
        case .back, .toggleHelp, .nextStory, .previousStory, .openComments, .copyLink:
            break
        }
        return loadMoreIfNeeded(&state)
    }

    /// The story selected on the home screen (the banner's shown as a list item).
    static func selectedSummary(_ state: AppState) -> StorySummary? {
        switch state.home.selection {
        case .banner:
            return state.home.currentTopStory.map {
                StorySummary(id: $0.id, title: $0.title, hint: $0.hint, imageHue: $0.imageHue, kind: $0.kind)
            }
        case .story(let position):
            return state.home.story(at: position)
        }
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

    // MARK: Reader

    /// Opens `story` in the reader: its page, its counts, and a read mark.
    static func openStory(_ story: StorySummary, _ state: inout AppState) -> [Effect] {
        // Whatever `n` was waiting for, the user has chosen what to read now.
        state.opensNextDayWhenLoaded = false
        state.home.readStories.insert(story.id)
        state.reader = ReaderState(summary: story, screenSize: state.screenSize)
        state.comments = nil
        return [.loadStory(story.id), .loadExtra(story.id), .markRead(story.id)]
    }

    static func toggleFavourite(_ story: StorySummary, _ state: inout AppState) -> [Effect] {
        let isFavourite = !state.favouriteStories.contains(story.id)
        if isFavourite {
            state.favouriteStories.insert(story.id)
            notify("已收藏 ★", &state)
        } else {
            state.favouriteStories.remove(story.id)
            notify("已取消收藏", &state)
        }
        return [.setFavourite(story, isFavourite)]
    }

    /// Where a scrolling command takes a screen of text (the reader, the comments) of `viewport`
    /// rows: a row, a page less two rows of overlap, half a page, either end.
    private static func textScrollTarget(_ command: Command, offset: Int, viewport: Int, maximum: Int) -> Int {
        let page = max(1, viewport - 2)
        let halfPage = max(1, viewport / 2)
        return switch command {
        case .moveDown, .scrollDown: offset + 1
        case .moveUp, .scrollUp: offset - 1
        case .pageDown: offset + page
        case .pageUp: offset - page
        case .halfPageDown: offset + halfPage
        case .halfPageUp: offset - halfPage
        case .top: 0
        case .bottom: maximum
        default: offset
        }
    }

    private static func handleReader(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard var reader = state.reader else { return [] }
        switch command {
        case .moveDown, .scrollDown, .moveUp, .scrollUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom:
            reader.setScrollOffset(
                textScrollTarget(
                    command, offset: reader.scrollOffset, viewport: reader.viewportHeight,
                    maximum: reader.maxScrollOffset))
        case .back, .quit:
            state.reader = nil
            state.opensNextDayWhenLoaded = false
            return loadMoreIfNeeded(&state)
        case .refresh:
            guard case .failed = reader.content else { break }
            reader.setContent(.loading)
            state.reader = reader
            return [.loadStory(reader.storyID), .loadExtra(reader.storyID)]
        case .nextStory: return step(1, from: reader, &state)
        case .previousStory: return step(-1, from: reader, &state)
        case .openComments:
            let year = state.home.days.first?.date.year
            state.comments = CommentsState(
                storyID: reader.storyID, title: reader.title, counts: reader.extra, screenSize: state.screenSize,
                currentYear: year)
            return moreCommentsIfNeeded(&state)
        case .toggleFavourite:
            return toggleFavourite(reader.summary, &state)
        case .openInBrowser:
            return [.openInBrowser(reader.shareURL)]
        case .copyLink:
            return [.copyToClipboard(reader.shareURL)]
        case .open, .bannerNext, .bannerPrevious, .toggleHelp, .showFavourites:
            break
        }
        state.reader = reader
        return []
    }

    /// `n` and `p`: the next or previous story of the list the reader was opened from — the
    /// favourites, or the home screen's days, whose selection follows so that going back shows
    /// where reading got to.
    ///
    /// Past the last loaded day, the next day is loaded and opened.
    private static func step(_ direction: Int, from reader: ReaderState, _ state: inout AppState) -> [Effect] {
        if let favourites = state.favourites {
            guard let index = favourites.entries.firstIndex(where: { $0.story.id == reader.storyID }),
                favourites.entries.indices.contains(index + direction)
            else {
                notify(direction > 0 ? "已经是最后一篇了" : "已经是第一篇了", &state)
                return []
            }
            state.favourites?.select(index + direction)
            return openStory(favourites.entries[index + direction].story, &state)
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
            return openStory(story, &state)
        }
        guard direction > 0 else {
            notify("已经是第一篇了", &state)
            return []
        }
        switch state.home.olderStatus {
        case .exhausted:
            notify("已经是最后一篇了", &state)
            return []
        case .loading:
            state.opensNextDayWhenLoaded = true
            notify("正在加载更早的一天…", &state)
            return []
        case .idle, .failed:
            guard let oldest = state.home.oldestDate else { return [] }
            state.opensNextDayWhenLoaded = true
            state.home.olderStatus = .loading(before: oldest)
            notify("正在加载更早的一天…", &state)
            return [.loadOlderDay(before: oldest)]
        }
    }

    // MARK: Comments

    private static func handleComments(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard var comments = state.comments else { return [] }
        switch command {
        case .moveDown, .scrollDown, .moveUp, .scrollUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom:
            comments.setScrollOffset(
                textScrollTarget(
                    command, offset: comments.scrollOffset, viewport: comments.viewportHeight,
                    maximum: comments.maxScrollOffset))
        case .back, .quit:
            state.comments = nil
            return []
        case .refresh:
            if case .failed = comments.currentThread.status {
                comments.setStatus(.idle, of: comments.currentKind)
            }
        default:
            break
        }
        state.comments = comments
        return moreCommentsIfNeeded(&state)
    }

    // MARK: Favourites

    private static func handleFavourites(_ command: Command, _ state: inout AppState) -> [Effect] {
        guard var favourites = state.favourites else { return [] }
        let page = max(1, favourites.viewportHeight / FavouritesState.rowsPerEntry - 1)
        switch command {
        case .moveDown, .scrollDown: favourites.select(favourites.selection + 1)
        case .moveUp, .scrollUp: favourites.select(favourites.selection - 1)
        case .pageDown, .halfPageDown: favourites.select(favourites.selection + page)
        case .pageUp, .halfPageUp: favourites.select(favourites.selection - page)
        case .top: favourites.select(0)
        case .bottom: favourites.select(favourites.entries.count - 1)
        case .open:
            state.favourites = favourites
            return favourites.selectedEntry.map { openStory($0.story, &state) } ?? []
        case .toggleFavourite:
            guard let entry = favourites.selectedEntry else { break }
            favourites.setEntries(favourites.entries.filter { $0.story.id != entry.story.id })
            state.favourites = favourites
            return toggleFavourite(entry.story, &state)
        case .openInBrowser:
            return favourites.selectedEntry.map { [.openInBrowser($0.story.id.webAddress)] } ?? []
        case .back, .quit:
            state.favourites = nil
            return loadMoreIfNeeded(&state)
        default:
            break
        }
        state.favourites = favourites
        return []
    }
}
