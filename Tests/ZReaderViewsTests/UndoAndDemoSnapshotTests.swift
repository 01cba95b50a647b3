import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The screens issue 22's last items changed: the demo's date prompt naming its days, and the
/// offer to take back the read mark of a story left at once, in every theme, cell by cell.
@Suite("Undo and demo prompt snapshots")
struct UndoAndDemoSnapshotTests {
    @Test(arguments: [ThemeName.terminal, .day, .night], [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func theDemosDatePromptAndTheReadMarkOffer(_ theme: ThemeName, _ size: Size) {
        let screens = ThemedScreens(theme, size: size)
        let prompt = AppView.render(screens.demoDatePrompt.state, depth: .trueColor)
        #expect(prompt.text(ofRow: size.rows - 1).contains("示例收录"))
        assertSnapshot(prompt, named: "\(theme)-demo-date-prompt")
        let offer = AppView.render(screens.markedReadOffer.state, depth: .trueColor)
        #expect(offer.text(ofRow: size.rows - 1).contains("已标为已读 · u 撤销"))
        assertSnapshot(offer, named: "\(theme)-read-mark-offer")
    }
}
