import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Going back in time (issue 22, items 7–9)")
struct GoingBackInTimeTests {
    static let days = Fixtures.days(olderDays: 2)
    static let newYear = DayStamp(year: 2020, month: 1, day: 2) ?? Fixtures.today
    /// A short day far back (too short to fill a tall screen alone), and the days before it.
    static let archive = [
        Fixtures.day(newYear, count: 3, firstID: 5000), Fixtures.day(newYear.previous, count: 8, firstID: 6000),
        Fixtures.day(newYear.previous.previous, count: 8, firstID: 7000),
    ]

    func app(size: Size = Size(columns: 80, rows: 24)) async -> ProgramDriver {
        let app = ProgramDriver(size: size, loader: GatedLoader(days: Self.days + Self.archive))
        await app.answerAll()
        return app
    }

    func jump(_ app: ProgramDriver, to typed: String) async {
        app.press(.character("d"))
        for character in typed { app.press(.character(character)) }
        app.press(.enter)
        await app.answerAll()
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func aJumpLandsWithItsDaysHeaderOnTheTopRowWithTheYear(_ size: Size) async throws {
        let app = await app(size: size)
        await jump(app, to: "2020-01-02")
        #expect(app.state.home.days.first?.date == Self.newYear)
        #expect(app.lines[0].trimmingCharacters(in: .whitespaces) == "2020年01月02日 星期四", "\(app.lines[0])")
        // A blank row under the header (issue 22, item 17), then the day's first story.
        #expect(app.lines[1].trimmingCharacters(in: .whitespaces).isEmpty, "\(app.lines[1])")
        #expect(app.lines[2].contains(Self.archive[0].stories[0].title.string), "\(app.lines[2])")
        #expect(app.lines.filter { $0.contains("01月02日") }.count == 1, "one header, not two stacked")
        // The older day's header has the year too; this year's days do not.
        #expect(app.lines.contains { $0.contains("2020年01月01日 星期三") })
    }

    @Test func gGoesToTodaysTopInOnePressFromAJumpedDay() async throws {
        let app = await app()
        await jump(app, to: "2020-01-02")
        app.press(.character("j"), .character("j"))
        app.press(.character("g"))
        await app.answerAll()
        #expect(app.state.home.startsWithToday)
        #expect(app.state.home.days.first?.date == Fixtures.today)
        #expect(app.state.home.scrollOffset == 0)
        #expect(app.state.home.selection == .banner)
        #expect(!app.lines.contains { $0.contains("2020年") })
        // Today's days carry no year.
        app.press(.character("G"))
        await app.answerAll()
        #expect(app.lines.contains { $0.contains(Fixtures.today.previous.sectionTitle.string) })
        #expect(!app.lines.contains { $0.contains("2026年") })
    }

    @Test func anEmptyDateGoesHomeToo() async throws {
        let app = await app()
        await jump(app, to: "2020-01-02")
        app.press(.character("d"), .enter)
        await app.answerAll()
        #expect(app.state.home.startsWithToday)
        #expect(app.state.home.scrollOffset == 0)
        #expect(app.state.home.days.first?.date == Fixtures.today)
    }

    @Test func theHelpSaysGGoesToToday() async throws {
        let app = await app()
        app.press(.character("?"))
        #expect(app.lines.contains { $0.contains("回到今天的顶部") }, "\(app.lines)")
    }
}
