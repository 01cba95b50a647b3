import ZReaderDomain
import ZReaderScreen

extension AppReducer {
    /// Opens `story` in the reader, over the list on top: its page, its counts, and a read mark.
    ///
    /// `listDate` is the day of the list it was opened from; by default the home screen's day
    /// that lists it, if any.
    static func openStory(_ story: StorySummary, listDate: DayStamp? = nil, _ state: inout AppState) -> [Effect] {
        // Whatever `n` was waiting for, the user has chosen what to read now.
        state.opensNextDayWhenLoaded = false
        state.home.readStories.insert(story.id)
        state.stack.read(
            ReaderState(
                summary: story, screenSize: state.screenSize, maximumMeasure: state.preferences.readerWidth,
                showsPictures: state.pictures.settings.isEnabled,
                listDate: listDate ?? state.home.position(of: story.id).map { state.home.days[$0.section].date },
                resumingAt: state.home.readingPlaces[story.id]))
        return [.background(.loadStory(story.id)), .background(.loadExtra(story.id)), .background(.markRead(story.id))]
    }

    /// Keeps where the story read before `action` was left, when `action` closed it or quit.
    ///
    /// Nothing is kept for a page that never loaded, and nothing written when the place is the
    /// one already kept.
    static func rememberPlace(left: ReaderState?, wasQuitting: Bool, _ state: inout AppState) -> [Effect] {
        guard let left, case .loaded = left.content else { return [] }
        let stillOpen = state.reader?.storyID == left.storyID
        guard !stillOpen || (state.isQuitting && !wasQuitting) else { return [] }
        let reader = (stillOpen ? state.reader : nil) ?? left
        let place = reader.placeToKeep
        guard state.home.readingPlaces[reader.storyID] != place else { return [] }
        state.home.readingPlaces[reader.storyID] = place
        return [.background(.rememberPlace(reader.storyID, place))]
    }

    static func toggleFavourite(_ story: StorySummary, _ state: inout AppState) -> [Effect] {
        let isFavourite = !state.favouriteStories.contains(story.id)
        if isFavourite {
            state.favouriteStories.insert(story.id)
            if state.removedFavourite?.id == story.id { state.removedFavourite = nil }
            notify("已收藏 ★", &state)
        } else {
            state.favouriteStories.remove(story.id)
            state.removedFavourite = story
            // Offered by the key the user's map gives it, if any.
            let undoKey = state.keyMap.bindings(for: state.screen).first { $0.command == .undo }?.keys.first
            let offer: DisplayText = undoKey.map { " · \(TextSanitizer.clean($0.description)) 撤销" } ?? ""
            notify("已取消收藏\(offer)", &state)
        }
        return [.background(.setFavourite(story, isFavourite))]
    }

    /// `u`: the favourite removed last comes back (a removal is a key away from a mistake on
    /// every list); nothing to undo says so.
    static func undoFavouriteRemoval(_ state: inout AppState) -> [Effect] {
        guard let story = state.removedFavourite else {
            notify("没有可撤销的操作", &state)
            return []
        }
        state.removedFavourite = nil
        guard !state.favouriteStories.contains(story.id) else { return [] }
        state.favouriteStories.insert(story.id)
        notify("已恢复收藏 ★", &state)
        return [.background(.setFavourite(story, true))]
    }
}
