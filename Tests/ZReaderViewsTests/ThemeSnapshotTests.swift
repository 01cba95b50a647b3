import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The home screen and the reader in the app's day and night pages, cell by cell with their
/// colours (the terminal's own colours are in the other snapshot suites).
@Suite("Day and night snapshots")
struct ThemeSnapshotTests {
    @Test(arguments: [ThemeName.day, .night])
    func homeAndReaderSnapshots(_ theme: ThemeName) {
        let screens = ThemedScreens(theme)
        let home = Fixtures.state(size: screens.size, days: Fixtures.days(olderDays: 3), theme: theme)
        assertSnapshot(AppView.render(home, depth: .trueColor), named: "\(theme)-rest")
        assertSnapshot(AppView.render(screens.readerState(), depth: .trueColor), named: "\(theme)-reader-top")
    }
}
