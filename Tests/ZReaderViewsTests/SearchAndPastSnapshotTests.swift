import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// Search results for several words and a day of another year jumped to, in the terminal's
/// colours and the day and night pages, cell by cell.
@Suite("Search and past days snapshots")
struct SearchAndPastSnapshotTests {
    @Test(arguments: [ThemeName.terminal, .day, .night], [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func wordsSearchAndAJumpedDay(_ theme: ThemeName, _ size: Size) {
        let screens = ThemedScreens(theme, size: size)
        assertSnapshot(AppView.render(screens.wordsSearch.state, depth: .trueColor), named: "\(theme)-search-words")
        assertSnapshot(AppView.render(screens.jumpedDay.state, depth: .trueColor), named: "\(theme)-jumped-day")
    }
}
