import ZReaderDomain

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
                listDate: listDate ?? state.home.position(of: story.id).map { state.home.days[$0.section].date }))
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
