import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("u brings back the favourite removed last, or the story marked read last")
struct UndoTests {
    let size = Size(columns: 80, rows: 24)

    /// Presses `key` as the app reads it, at `now` (by default the state's clock), and returns the
    /// effects.
    func press(_ key: Key, at now: Int? = nil, _ state: inout AppState) -> [Effect] {
        guard let action = state.action(for: key) else { return [] }
        return AppReducer.reduce(&state, action, now: now ?? state.clock)
    }

    func press(_ key: Character, at now: Int? = nil, _ state: inout AppState) -> [Effect] {
        press(.character(key), at: now, &state)
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

    @Test func aFavouriteSavedAgainByHandLeavesNothingToUndo() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = press("j", &state)
        _ = press("s", &state)
        _ = press("s", &state)
        _ = press("s", &state)
        #expect(press("u", &state).isEmpty)
        #expect(state.visibleStatus?.text == "没有可撤销的操作")
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

    @Test func aStoryLeftAtOnceIsOfferedBackUnread() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = press("j", &state)
        let story = try #require(state.home.selectedSummary)
        _ = press(.enter, at: 1000, &state)
        #expect(state.screen == .reader)
        #expect(state.visibleStatus == nil, "no message on opening")
        _ = press("q", at: 3000, &state)
        #expect(state.screen == .home)
        #expect(state.visibleStatus?.text == "已标为已读 · u 撤销")
        let effects = press("u", &state)
        #expect(!state.home.readStories.contains(story.id))
        #expect(effects.contains(.background(.markUnread(story.id))))
        #expect(state.visibleStatus?.text == "已标为未读")
        _ = press("u", &state)
        #expect(state.visibleStatus?.text == "没有可撤销的操作")
    }

    @Test func aStoryReadAWhileIsLeftWithoutAWordYetUTakesItsMarkBack() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = press("j", &state)
        let story = try #require(state.home.selectedSummary)
        _ = press(.enter, at: 1000, &state)
        _ = press("q", at: 1000 + AppState.mistakenOpenMilliseconds + 1, &state)
        #expect(state.visibleStatus == nil)
        #expect(state.home.readStories.contains(story.id))
        _ = press("u", &state)
        #expect(!state.home.readStories.contains(story.id))
    }

    @Test func theNewestUndoableActionWins() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = press("j", &state)
        let removed = try #require(state.home.selectedSummary)
        _ = press("s", &state)
        _ = press("s", &state)
        _ = press("j", &state)
        let opened = try #require(state.home.selectedSummary)
        _ = press(.enter, &state)
        _ = press("q", &state)
        _ = press("u", &state)
        #expect(!state.home.readStories.contains(opened.id))
        #expect(!state.favouriteStories.contains(removed.id), "the removal came first: the read mark was newer")

        _ = press(.enter, &state)
        _ = press("q", &state)
        _ = press("k", &state)
        _ = press("s", &state)
        _ = press("s", &state)
        _ = press("u", &state)
        #expect(state.favouriteStories.contains(removed.id))
        #expect(state.home.readStories.contains(opened.id), "the removal came last: the story stays read")
    }

    @Test func reopeningAReadStoryLeavesTheUndoAsItWas() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = press("j", &state)
        _ = press(.enter, &state)
        _ = press("q", &state)
        _ = press("j", &state)
        let removed = try #require(state.home.selectedSummary)
        _ = press("s", &state)
        _ = press("s", &state)
        _ = press("k", &state)
        _ = press(.enter, &state)
        _ = press("q", &state)
        #expect(state.visibleStatus?.text != "已标为已读 · u 撤销", "nothing changed by reading it again")
        _ = press("u", &state)
        #expect(state.favouriteStories.contains(removed.id))
    }

    @Test func mTogglesTheReadMarkAndForgetsTheKeptPlace() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        let story = Fixtures.days(olderDays: 0)[0].stories[1]
        let place = ReadingPlace(block: 4, percent: 40)
        _ = AppReducer.reduce(
            &state, .cachedHomeLoaded(CachedHome(readStories: [story.id], readingPlaces: [story.id: place])), now: 0)
        _ = press("j", &state)
        _ = press("j", &state)
        #expect(state.home.selectedSummary == story)
        let unread = press("m", &state)
        #expect(!state.home.readStories.contains(story.id))
        #expect(state.home.readingPlaces[story.id] == nil)
        #expect(unread.contains(.background(.markUnread(story.id))))
        #expect(unread.contains(.background(.rememberPlace(story.id, nil))))
        #expect(state.visibleStatus?.text == "已标为未读")
        let read = press("m", &state)
        #expect(state.home.readStories.contains(story.id))
        #expect(read.contains(.background(.markRead(story.id))))
        #expect(state.visibleStatus?.text == "已标为已读 · u 撤销")
        _ = press("u", &state)
        #expect(!state.home.readStories.contains(story.id))
    }

    @Test(arguments: [Screen.home, .panel(.favourites), .panel(.columns), .search])
    func mTogglesTheReadMarkOnEveryList(_ screen: Screen) {
        #expect(KeyMap.standard.command(for: .character("m"), in: screen) == .toggleRead)
    }
}
