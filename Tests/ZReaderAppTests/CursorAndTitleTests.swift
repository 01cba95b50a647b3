import Testing
import ZReaderApp
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Where the terminal's cursor is left for screen readers and magnifiers, and the window title,
/// as the frames a terminal is given say.
@Suite("The cursor follows the selection, the title the screen")
struct CursorAndTitleTests {
    func driver() -> ProgramDriver {
        ProgramDriver(size: Size(columns: 80, rows: 24), loader: GatedLoader(days: Fixtures.days(olderDays: 2)))
    }

    /// The cursor the last frame left, and the text of its row from there.
    func cursor(_ app: ProgramDriver) throws -> (point: Point, text: String) {
        let point = try #require(app.terminal.updates.last?.cursor, "the frame placed no cursor")
        let screen = try #require(app.terminal.screen)
        let row = screen.row(point.y).dropFirst(point.x).filter { !$0.isContinuation }
        return (point, String(row.map(\.grapheme)))
    }

    @Test func theCursorSitsOnTheSelectedStorysTitleAsTheSelectionMoves() async throws {
        let app = driver()
        await app.answerAll()
        #expect(try cursor(app).text.hasPrefix(Fixtures.topStories[0].title.string), "the banner is selected first")
        app.press(.character("j"))
        let first = try cursor(app)
        #expect(first.text.hasPrefix(Fixtures.shortTitles[0].string))
        app.press(.character("j"))
        let second = try cursor(app)
        #expect(second.point.y > first.point.y && second.point.x == first.point.x)
        app.press(.character("k"))
        #expect(try cursor(app).point == first.point)
        // Scrolling moves the row on screen; the cursor goes with it.
        app.press(.control("e"), .control("e"))
        let scrolled = try cursor(app)
        #expect(scrolled.point.y == first.point.y - 2)
        #expect(scrolled.text.hasPrefix(Fixtures.shortTitles[0].string))
    }

    @Test func inTheReaderTheCursorIsOnTheFirstLineShown() async throws {
        let app = driver()
        await app.answerAll()
        app.press(.character("j"), .enter)
        await app.answerAll()
        let top = try cursor(app)
        #expect(!top.text.trimmingCharacters(in: .whitespaces).isEmpty, "on a line of the story: \(top)")
        app.press(.character("j"), .character("j"))
        let scrolled = try cursor(app)
        #expect(scrolled.point.x == top.point.x && scrolled.point.y <= top.point.y)
    }

    @Test func whileTypingTheCursorIsInThePrompt() async throws {
        let app = driver()
        await app.answerAll()
        app.press(.character("/"))
        let empty = try cursor(app)
        #expect(empty.point.y == 23)
        app.press(.character("a"), .character("b"))
        let typed = try cursor(app)
        #expect(typed.point == Point(x: empty.point.x + 2, y: 23))
        #expect(app.lines[23].contains("ab"))
    }

    @Test func theTitleIsTheAppsThenTheStorysAndIsSentOnlyWhenItChanges() async throws {
        let app = driver()
        await app.answerAll()
        let titles = { app.terminal.updates.compactMap(\.title) }
        #expect(titles() == ["知乎日报"])
        app.press(.character("j"), .character("j"))
        #expect(titles() == ["知乎日报"], "moving changes no title")
        app.press(.enter)
        await app.answerAll()
        let story = try #require(app.state.reader?.title)
        #expect(titles() == ["知乎日报", story])
        app.press(.character("q"))
        #expect(titles() == ["知乎日报", story, "知乎日报"])
    }
}
