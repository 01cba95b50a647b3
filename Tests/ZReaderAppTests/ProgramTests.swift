import Testing
import ZReaderApp
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("The app, driven through a fake terminal and a gated loader")
struct ProgramTests {
    func driver(olderDays: Int = 8, size: Size = Size(columns: 80, rows: 24)) -> ProgramDriver {
        ProgramDriver(size: size, loader: GatedLoader(days: Fixtures.days(olderDays: olderDays)))
    }

    @Test func firstFrameShowsLoadingThenToday() async {
        let app = driver()
        #expect(app.lines.joined().contains("加载中…"))
        #expect(await app.loader.waitForPending(2))
        #expect(Set(app.loader.requests) == [.cachedHome, .latest])
        await app.answerAll()
        #expect(app.lines[0].contains("知乎日报"))
        #expect(app.lines.contains { $0.contains(Fixtures.topStories[0].title.string) })
        #expect(app.lines.contains { $0.contains(Fixtures.shortTitles[0].string) })
    }

    @Test func capitalGThreeTimesAsksForThreeOlderDaysInOrderNeverTwoAtOnce() async {
        let app = driver()
        await app.answerAll()
        let before = app.loader.requests.filter { $0 != .cachedHome }
        #expect(before == [.latest, .before(Fixtures.today)])
        var expected = before
        var oldest = Fixtures.today.previous
        for _ in 0..<3 {
            app.press(.character("G"))
            app.press(.character("G"))
            #expect(await app.loader.waitForPending(1))
            expected.append(.before(oldest))
            #expect(app.loader.requests.filter { $0 != .cachedHome } == expected)
            #expect(app.lines[22].contains("加载中…"))
            await app.answerNext()
            oldest = oldest.previous
        }
        #expect(app.loader.maxOlderDaysInFlight == 1)
        #expect(app.state.home.days.count == 5)
        #expect(app.lines[0].contains(Fixtures.today.previous.previous.previous.sectionTitle.string))
    }

    @Test func keysKeepWorkingWhileALoadIsInFlight() async {
        let app = driver()
        await app.answerNext()
        await app.answerNext()
        #expect(await app.loader.waitForPending(1))
        #expect(app.loader.pending == [.before(Fixtures.today)])
        app.press(.character("j"), .character("j"), .character("j"))
        #expect(app.state.home.selection == .story(StoryPosition(section: 0, index: 2)))
        app.press(.character("?"))
        #expect(app.lines.joined().contains("帮助 · 首页"))
        app.press(.character("q"))
        #expect(!app.state.isQuitting)
        app.press(.character("q"))
        #expect(app.state.isQuitting)
    }

    @Test func enterOpensTheReaderAndQReturnsToTheSameScreen() async {
        let app = driver()
        await app.answerAll()
        app.press(.character("j"), .character("j"), .character("j"), .character("j"))
        let home = app.lines
        app.press(.enter)
        #expect(await app.loader.waitForPending(2))
        let id = app.state.reader!.storyID
        #expect(Set(app.loader.pending) == [.story(id), .extra(id)])
        #expect(app.lines.joined().contains("加载中…"))
        await app.answerNext()
        await app.answerNext()
        #expect(app.lines.contains { $0.contains("正文第一段。") })
        app.press(.character("q"))
        #expect(app.state.reader == nil)
        #expect(app.lines.dropLast() == home.dropLast())
    }

    @Test func resizeRedrawsAtOnceAndKeepsTheSelectionOnScreen() async {
        let app = driver(size: Size(columns: 120, rows: 40))
        await app.answerAll()
        for _ in 0..<14 { app.press(.character("j")) }
        let id = app.state.home.selectedStoryID
        let title = app.state.home.days.flatMap(\.stories).first { $0.id == id }!.title
        app.send(.resize(Size(columns: 60, rows: 16)))
        #expect(app.terminal.screen?.size == Size(columns: 60, rows: 16))
        #expect(app.lines.contains { $0.contains(String(title.string.prefix(6))) })
        app.send(.resize(Size(columns: 10, rows: 5)))
        #expect(app.lines.joined().contains("终端太"))
    }

    @Test func aFailedDayShowsRetryAndRRetriesIt() async {
        let app = driver()
        await app.answerNext()
        await app.answerNext()
        app.loader.fail(.before(Fixtures.today), with: .httpStatus(500))
        await app.answerNext()
        app.press(.character("G"))
        #expect(app.lines.contains { $0.contains("加载失败 (HTTP 500) · 按 r 重试") })
        app.press(.character("r"))
        #expect(await app.loader.waitForPending(1))
        #expect(app.loader.requests.suffix(2) == [.before(Fixtures.today), .before(Fixtures.today)])
    }

    @Test func interruptQuits() {
        let app = driver()
        app.send(.terminated)
        #expect(app.state.isQuitting)
    }
}
