import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The columns screen (栏目总览) and a column, in the day and night pages, cell by cell with their
/// colours.
@Suite("Columns snapshots")
struct ColumnsSnapshotTests {
    @Test(arguments: [ThemeName.day, .night], [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func columnsAndAColumn(_ theme: ThemeName, _ size: Size) {
        let screens = ThemedScreens(theme, size: size)
        assertSnapshot(AppView.render(screens.columns.state, depth: .trueColor), named: "\(theme)-columns")
        assertSnapshot(AppView.render(screens.column.state, depth: .trueColor), named: "\(theme)-column")
    }
}
