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
}
