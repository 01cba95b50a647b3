import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

extension ThemedScreens {
    /// The demo edition's date prompt, which names the days the edition holds.
    var demoDatePrompt: Screen {
        let covered = ThemedScreens.days[ThemedScreens.days.count - 1].date...ThemedScreens.days[0].date
        var state = Fixtures.state(size: size, days: ThemedScreens.days, theme: theme, coveredDays: covered)
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(readStories: ThemedScreens.readStories)), now: 0)
        press([.jumpToDate], &state)
        return Screen(name: "the demo's date prompt", state: state, pictureRows: 0)
    }

    /// Home again at once after opening an unread story: the status line offers to take the mark back.
    var markedReadOffer: Screen {
        var state = homeState()
        press([.moveDown, .open], &state)
        press([.back], &state)
        return Screen(name: "a story left at once, its read mark offered back", state: state, pictureRows: 0)
    }
}
