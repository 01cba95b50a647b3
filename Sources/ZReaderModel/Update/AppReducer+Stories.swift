import ZReaderDomain
import ZReaderScreen

extension AppReducer {
    /// Opens `story` in the reader, over the list on top: its page, its counts, and a read mark.
    ///
    /// `listDate` is the day of the list it was opened from; by default the home screen's day
    /// that lists it, if any. A story that was unread becomes what `u` takes back, silently: the
    /// offer is made only if it is left at once (`offerUndoingRead`).
    static func openStory(_ story: StorySummary, listDate: DayStamp? = nil, _ state: inout AppState) -> [Effect] {
        // Whatever `n` was waiting for, the user has chosen what to read now.
        state.opensNextDayWhenLoaded = false
        if state.home.readStories.insert(story.id).inserted {
            state.undoable = .markedRead(story.id, at: state.clock)
        }
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
            if case .removedFavourite(let removed) = state.undoable, removed.id == story.id { state.undoable = nil }
            notify("已收藏 ★", &state)
        } else {
            state.favouriteStories.remove(story.id)
            state.undoable = .removedFavourite(story)
            notify("已取消收藏\(undoOffer(state))", &state)
        }
        return [.background(.setFavourite(story, isFavourite))]
    }

    /// The read toggle of the lists: an unread story becomes read (and what `u` takes back), a
    /// read one unread, its kept place forgotten with its mark.
    static func toggleRead(_ story: StorySummary, _ state: inout AppState) -> [Effect] {
        guard state.home.readStories.contains(story.id) else {
            state.home.readStories.insert(story.id)
            state.undoable = .markedRead(story.id, at: state.clock)
            notify("已标为已读\(undoOffer(state))", &state)
            return [.background(.markRead(story.id))]
        }
        if case .markedRead(story.id, _) = state.undoable { state.undoable = nil }
        notify("已标为未读", &state)
        return markUnread(story.id, &state)
    }

    /// `u`: the favourite removed last comes back, or the story marked read last is unread again,
    /// whichever came later (each is a key away from a mistake); nothing to undo says so.
    static func undo(_ state: inout AppState) -> [Effect] {
        let undoable = state.undoable
        state.undoable = nil
        switch undoable {
        case nil:
            notify("没有可撤销的操作", &state)
            return []
        case .removedFavourite(let story):
            guard !state.favouriteStories.contains(story.id) else { return [] }
            state.favouriteStories.insert(story.id)
            notify("已恢复收藏 ★", &state)
            return [.background(.setFavourite(story, true))]
        case .markedRead(let id, _):
            guard state.home.readStories.contains(id) else { return [] }
            notify("已标为未读", &state)
            return markUnread(id, &state)
        }
    }

    /// Back on a list, offers `u` for a story opened by mistake.
    ///
    /// A story left within `mistakenOpenMilliseconds` of the opening that marked it read was most
    /// likely opened by mistake. A story read longer is left without a word (`u` still takes its
    /// mark back), and so is one left while a problem with the user's set-up is shown, which the
    /// offer must not hide.
    static func offerUndoingRead(left: ReaderState?, _ state: inout AppState) {
        guard let left, state.reader == nil, !state.isQuitting, state.status?.kind != .warning,
            case .markedRead(left.storyID, let markedAt) = state.undoable,
            state.clock - markedAt <= AppState.mistakenOpenMilliseconds
        else { return }
        notify("已标为已读\(undoOffer(state))", &state)
    }

    /// ` · u 撤销`, by the key the user's map gives undo on the screen on top; nothing without one.
    private static func undoOffer(_ state: AppState) -> DisplayText {
        let undoKey = state.keyMap.bindings(for: state.screen).first { $0.command == .undo }?.keys.first
        return undoKey.map { " · \(TextSanitizer.clean($0.description)) 撤销" } ?? ""
    }

    /// Forgets the read mark of `id` and its kept place: an unread story starts at its top.
    private static func markUnread(_ id: StoryID, _ state: inout AppState) -> [Effect] {
        state.home.readStories.remove(id)
        guard state.home.readingPlaces.removeValue(forKey: id) != nil else { return [.background(.markUnread(id))] }
        return [.background(.markUnread(id)), .background(.rememberPlace(id, nil))]
    }
}
