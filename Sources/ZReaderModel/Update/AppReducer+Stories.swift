import ZReaderDomain

extension AppReducer {
    /// Opens `story` in the reader, over the list on top: its page, its counts, and a read mark.
    static func openStory(_ story: StorySummary, _ state: inout AppState) -> [Effect] {
        // Whatever `n` was waiting for, the user has chosen what to read now.
        state.opensNextDayWhenLoaded = false
        state.home.readStories.insert(story.id)
        state.stack.read(
            ReaderState(
                summary: story, screenSize: state.screenSize, maximumMeasure: state.preferences.readerWidth,
                showsPictures: state.pictures.settings.isEnabled))
        return [.background(.loadStory(story.id)), .background(.loadExtra(story.id)), .background(.markRead(story.id))]
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
        return [.background(.setFavourite(story, isFavourite))]
    }

    /// `D` on the home screen: the loaded days' stories into the cache, once at a time.
    static func downloadLoadedDays(_ state: inout AppState) -> [Effect] {
        guard !state.isDemoEdition else {
            notify("演示数据已在本机，无需离线下载", &state)
            return []
        }
        guard state.download == nil else {
            notify("离线下载进行中…", &state)
            return []
        }
        let days = state.home.days.filter { !$0.stories.isEmpty }
        guard !days.isEmpty else { return [] }
        state.download = SyncProgress(dayCount: days.count)
        return [.background(.downloadDays(days))]
    }

    static func showHelp(_ state: inout AppState) -> [Effect] {
        state.stack.setHelpShown(true)
        return []
    }

    /// Where a scrolling command takes a screen of text (the reader, the comments) of `viewport`
    /// rows: a row, a page less two rows of overlap, half a page, either end; nil for a command
    /// that does not scroll.
    static func textScrollTarget(_ command: TextScroll, offset: Int, viewport: Int, maximum: Int) -> Int {
        let page = max(1, viewport - 2)
        let halfPage = max(1, viewport / 2)
        return switch command {
        case .lineDown: offset + 1
        case .lineUp: offset - 1
        case .pageDown: offset + page
        case .pageUp: offset - page
        case .halfPageDown: offset + halfPage
        case .halfPageUp: offset - halfPage
        case .top: 0
        case .bottom: maximum
        }
    }

    /// How a screen of text moves.
    enum TextScroll {
        case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
    }
}
