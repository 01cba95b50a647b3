import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Search, find, links, counts and dates through the app")
struct FindAnythingTests {
    static let days = Fixtures.days(olderDays: 3)

    /// A story body with three links and the word 南极 three times.
    static let linkedBody = """
        <div class="content"><p>先说<a href="https://a.example/one">第一处</a>南极，\
        再说<a href="https://b.example/two">第二处</a>。</p><p>南极的冬天，南极的夜。\
        <a href="https://c.example/three">第三处</a></p></div>
        """

    func app(browser: BrowserLauncher = BrowserLauncher(environment: ["PATH": "/nonexistent"])) async -> ProgramDriver {
        let first = FindAnythingTests.days[0].stories[0].id
        let hits = FindAnythingTests.days.flatMap { day in
            day.stories.map { SearchHit(story: $0, date: day.date, snippet: "…在南极越冬的第一年…") }
        }
        let app = ProgramDriver(
            loader: GatedLoader(days: FindAnythingTests.days, bodies: [first: FindAnythingTests.linkedBody]),
            browser: browser, search: RecordingSearch(hits: hits))
        await app.answerAll()
        return app
    }

    func type(_ text: String, into app: ProgramDriver) {
        for character in text { app.press(.character(character)) }
    }

    @Test func slashSearchesShowsHighlightedResultsAndEnterReadsWithTheMatchesFound() async throws {
        let app = await app()
        app.press(.character("/"))
        #expect(app.lines.last?.hasPrefix(" 搜索：") == true)
        let word = String(Fixtures.shortTitles[1].string.prefix(2))
        type(word, into: app)
        #expect(app.lines.last?.contains("搜索：\(word)") == true)
        app.press(.enter)
        await app.settle()
        #expect(app.search.asked == [SearchQuery(text: word)])
        #expect(app.state.screen == .search)
        #expect(app.lines[0].contains("搜索 · “\(word)”"))
        // The query is marked in the first hit's title.
        let row = try #require(app.lines.firstIndex { $0.contains(Fixtures.shortTitles[1].string) })
        let column = try #require(app.lines[row].range(of: word)).lowerBound
        let x = TextWidth.width(of: app.lines[row][..<column])
        let screen = try #require(app.terminal.screen)
        #expect(screen[x, row].style.background == .rgb(RGBColor(hex: 0x6B5A1E)))
        #expect(app.lines[row + 2].contains("…在南极越冬的第一年…"))

        app.press(.enter)
        await app.answerAll()
        #expect(app.state.screen == .reader)
        #expect(app.state.reader?.find?.query == word)
        app.press(.character("q"))
        #expect(app.state.screen == .search)
        app.press(.character("q"))
        #expect(app.state.screen == .home)
    }

    @Test func slashInTheReaderFindsEveryMatchAndNMovesBetweenThem() async throws {
        let app = await app()
        app.press(.character("j"), .enter)
        await app.answerAll()
        app.press(.character("/"))
        type("南极", into: app)
        app.press(.enter)
        #expect(app.state.reader?.find?.matches.count == 3)
        #expect(app.lines.last?.contains("查找 1/3") == true)
        app.press(.character("n"))
        #expect(app.lines.last?.contains("查找 2/3") == true)
        app.press(.character("N"), .character("N"))
        #expect(app.lines.last?.contains("查找 3/3") == true)
        // Three marked runs of two wide characters each, the current one in its own colour.
        let screen = try #require(app.terminal.screen)
        let marked = screen.cells.filter {
            $0.style.background == .rgb(RGBColor(hex: 0x6B5A1E)) || $0.style.background == .rgb(RGBColor(hex: 0xE3B341))
        }
        #expect(marked.count == 3 * 4)
        #expect(marked.filter { $0.style.background == .rgb(RGBColor(hex: 0xE3B341)) }.count == 4)
        app.press(.character("/"))
        type("企鹅", into: app)
        app.press(.enter)
        #expect(app.lines.last?.contains("没有找到“企鹅”") == true)
    }

    /// A browser that writes what it was given to a file.
    static func recordingBrowser() throws -> (BrowserLauncher, URL, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let script = folder.url.appending(path: "browser")
        let record = folder.url.appending(path: "opened")
        try "#!/bin/sh\necho \"$1\" >> \(record.path)\n".write(to: script, atomically: true, encoding: .utf8)
        _ = try BuiltBinary.run("/bin/chmod", ["+x", script.path])
        return (BrowserLauncher(environment: ["BROWSER": script.path, "PATH": "/usr/bin:/bin"]), record, folder)
    }

    @Test func linkLabelsAndCountsOpenTheRightAddresses() async throws {
        let (browser, record, folder) = try FindAnythingTests.recordingBrowser()
        defer { _ = folder }
        let app = await app(browser: browser)
        app.press(.character("j"), .enter)
        await app.answerAll()
        app.press(.character("2"), .character("o"))
        app.press(.character("f"))
        let labelled = app.lines.joined()
        #expect(labelled.contains("a") && app.state.reader?.hints?.hints.count ?? 0 >= 3)
        let label = try #require(app.state.reader?.hints?.hints.first { $0.link == 3 }?.label)
        for letter in label.string { app.press(.character(letter)) }
        #expect(app.state.reader?.hints == nil)
        app.press(.character("9"), .character("o"))
        #expect(app.lines.last?.contains("没有第 9 个链接") == true)
        app.press(.character("1"), .character("y"))
        #expect(app.terminal.clipboard == ["https://a.example/one"])
        let opened = try String(contentsOf: record, encoding: .utf8)
        #expect(opened == "https://b.example/two\nhttps://c.example/three\n")
        app.press(.character("L"))
        #expect(app.lines.contains { $0.contains("链接") && !$0.contains("[") })
    }

    @Test func countsRepeatMovementsAndEscCancelsThem() async {
        let app = await app()
        app.press(.character("5"), .character("j"))
        #expect(app.state.home.selection == .story(StoryPosition(section: 0, index: 4)))
        app.press(.character("3"))
        #expect(app.lines.last?.contains("3  ") == true)
        app.press(.escape, .character("j"))
        #expect(app.state.home.selection == .story(StoryPosition(section: 0, index: 5)))
        app.press(.character("1"), .character("2"), .character("k"))
        #expect(app.state.home.selection == .banner)
    }

    @Test func dJumpsToADayThatThenGrowsUpwardsBackToToday() async throws {
        let app = await app()
        let target = FindAnythingTests.days[2].date
        app.press(.character("d"))
        type("2099-01-01", into: app)
        app.press(.enter)
        #expect(app.lines.last?.contains("这一天还没有到") == true)
        #expect(app.state.home.days.count == FindAnythingTests.days.count || app.state.home.startsWithToday)
        app.press(.character("d"))
        type(target.stamp, into: app)
        app.press(.enter)
        #expect(await app.loader.waitForPending(1))
        #expect(app.loader.requests.last == .before(target.next))
        await app.answerNext()
        #expect(app.state.home.days.first?.date == target)
        #expect(!app.state.home.startsWithToday)
        // The jumped day has its header; near the top, the day after it is asked for.
        #expect(app.lines.contains { $0.contains(target.sectionTitle.string) })
        await app.answerAll()
        #expect(app.loader.requests.contains(.before(target.next.next)))
        // g goes to today's top in one press, whatever the list held.
        app.press(.character("g"))
        await app.answerAll()
        #expect(app.state.home.days.first?.date == FindAnythingTests.days[0].date)
        #expect(app.state.home.startsWithToday)
        #expect(app.state.home.scrollOffset == 0)
    }

    @Test func helpThatDoesNotFitPagesAndSaysSo() async throws {
        let app = ProgramDriver(size: Size(columns: 80, rows: 20), loader: GatedLoader(days: FindAnythingTests.days))
        await app.answerAll()
        app.press(.character("?"))
        #expect(app.lines.contains { $0.contains("▼ 更多") && $0.contains("第 1/2 页") })
        #expect(!app.lines.joined().contains("数字前缀"))
        app.press(.character(" "))
        #expect(app.state.isHelpVisible)
        #expect(app.lines.joined().contains("数字前缀"))
        #expect(app.lines.contains { $0.contains("第 2/2 页") })
        app.press(.character("x"))
        #expect(!app.state.isHelpVisible)
    }
}
