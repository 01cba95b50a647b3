import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("u brings back the favourite removed last")
struct UndoTests {
    let size = Size(columns: 80, rows: 24)

    /// Presses `key` as the app reads it and returns the effects.
    func press(_ key: Character, _ state: inout AppState) -> [Effect] {
        guard let action = state.action(for: .character(key)) else { return [] }
        return AppReducer.reduce(&state, action, now: state.clock)
    }

    @Test func aRemovalOnHomeIsOfferedAndUndone() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = press("j", &state)
        let story = try #require(state.home.selectedSummary)
        _ = press("s", &state)
        _ = press("s", &state)
        #expect(!state.favouriteStories.contains(story.id))
        #expect(state.status?.text == "已取消收藏 · u 撤销")
        _ = press("j", &state)
        let effects = press("u", &state)
        #expect(state.favouriteStories.contains(story.id))
        #expect(effects.contains(.background(.setFavourite(story, true))))
        #expect(state.status?.text == "已恢复收藏 ★")
        #expect(press("u", &state).isEmpty)
        #expect(state.status?.text == "没有可撤销的操作")
        #expect(state.favouriteStories.contains(story.id))
    }

    @Test func aRemovalInTheFavouritesIsUndoneThere() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        let stories = Array(Fixtures.days(olderDays: 0)[0].stories.prefix(2))
        _ = press("F", &state)
        let entries = stories.enumerated().map { FavouriteEntry(story: $1, savedAt: 1_795_968_000 - $0) }
        _ = AppReducer.reduce(&state, .favouritesLoaded(entries), now: 0)
        _ = press("s", &state)
        #expect(state.favouriteStories == [stories[1].id])
        let effects = press("u", &state)
        #expect(state.screen == .panel(.favourites))
        #expect(state.favouriteStories == Set(stories.map(\.id)))
        #expect(effects.contains(.background(.setFavourite(stories[0], true))))
    }

    @Test(arguments: [Screen.home, .panel(.favourites), .panel(.columns), .search, .reader])
    func uIsBoundWhereverSRemovesAFavourite(_ screen: Screen) {
        #expect(KeyMap.standard.command(for: .character("u"), in: screen) == .undo)
    }
}
