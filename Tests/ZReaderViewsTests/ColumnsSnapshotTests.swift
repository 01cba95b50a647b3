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

    /// The terminal's cursor sits on the selected column's name and the selected story's title,
    /// for screen readers and magnifiers, as on the other lists.
    @Test func theCursorFollowsTheSelection() throws {
        let screens = ThemedScreens(.day)
        let list = AppView.render(screens.columns.state, depth: .trueColor)
        let onColumn = try #require(list.cursor)
        #expect(list.lines[onColumn.y].dropFirst(onColumn.x).hasPrefix("小事"), "\(onColumn)")
        let column = AppView.render(screens.column.state, depth: .trueColor)
        let onStory = try #require(column.cursor)
        #expect(column.lines[onStory.y].dropFirst(onStory.x).hasPrefix("猫为什么"), "\(onStory)")
    }
}
