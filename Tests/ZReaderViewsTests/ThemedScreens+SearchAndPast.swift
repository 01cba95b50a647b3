import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

extension ThemedScreens {
    /// A day of another year, and the one before it.
    static let pastDays: [DayFeed] = {
        let day = DayStamp(year: 2020, month: 1, day: 2) ?? Fixtures.today
        return [
            Fixtures.day(day, count: 4, firstID: 5000, longEvery: 3),
            Fixtures.day(day.previous, count: 8, firstID: 6000),
        ]
    }()

    /// Results for two words: each marked in titles and snippets, a hit without a snippet a row
    /// shorter, a hit of another year with its year.
    var wordsSearch: Screen {
        var state = homeState()
        press([.search], &state)
        typed("冬天 暖气", &state)
        _ = AppReducer.reduce(&state, .typed(.enter), now: 0)
        let past = ThemedScreens.pastDays[0].date
        let hits = ThemedScreens.days[0].stories.enumerated().map { index, story in
            SearchHit(
                story: story, date: index < 4 ? Fixtures.today : past, column: index % 2 == 0 ? "瞎扯" : nil,
                snippet: index % 3 == 1 ? "" : "…北方的冬天，屋里有暖气，南方的冬天没有暖气…")
        }
        if let search = state.search {
            _ = AppReducer.reduce(
                &state, .searched(request: search.request, search.query, .success(.hits(hits))), now: 0)
        }
        press([.moveDown], &state)
        return Screen(name: "search results for two words", state: state, pictureRows: 0)
    }

    /// A day of another year jumped to: its header, with the year, on the top row, and the day
    /// before it under it.
    var jumpedDay: Screen {
        var state = homeState()
        let days = ThemedScreens.pastDays
        press([.jumpToDate], &state)
        typed("2020-01-02", &state)
        _ = AppReducer.reduce(&state, .typed(.enter), now: 0)
        _ = AppReducer.reduce(&state, .jumpedDayLoaded(days[0].date, .success(days[0])), now: 0)
        _ = AppReducer.reduce(&state, .olderDayLoaded(before: days[0].date, .success(days[1])), now: 0)
        _ = AppReducer.reduce(
            &state, .newerDayLoaded(after: days[0].date, .failure(.unavailable("这一天没有内容"))), now: 0)
        return Screen(name: "a day of another year", state: state, pictureRows: 0)
    }
}
