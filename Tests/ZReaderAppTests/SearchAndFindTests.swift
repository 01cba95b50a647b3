import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Search and find as people type them (issue 22, items 1–6)")
struct SearchAndFindTests {
    static let days = Fixtures.days(olderDays: 1)
    static let matched = TerminalColor.rgb(RGBColor(hex: 0x6B5A1E))
    static let current = TerminalColor.rgb(RGBColor(hex: 0xE3B341))

    /// A body with 南极 twice, 冬天 twice and 暖气 once.
    static let body = """
        <div class="content"><p>南极的冬天没有暖气。</p><p>第二段又说到南极的冬天。</p></div>
        """

    func app(hits: [SearchHit]? = nil, columns: [DisplayText] = []) async -> ProgramDriver {
        let days = SearchAndFindTests.days
        let found =
            hits
            ?? days.flatMap { day in
                day.stories.map { SearchHit(story: $0, date: day.date, snippet: "…北方的冬天，南方没有暖气…") }
            }
        let app = ProgramDriver(
            loader: GatedLoader(days: days, bodies: [days[0].stories[0].id: SearchAndFindTests.body]),
            search: RecordingSearch(hits: found, columns: columns))
        await app.answerAll()
        return app
    }

    func type(_ text: String, into app: ProgramDriver) {
        for character in text { app.press(.character(character)) }
    }

    /// The marked (search-highlighted) cells of row `row`, as the text they hold.
    func marked(_ app: ProgramDriver, row: Int) throws -> String {
        let screen = try #require(app.terminal.screen)
        return String(
            (0..<screen.size.columns).compactMap { x -> Character? in
                let cell = screen[x, row]
                let isMarked = [SearchAndFindTests.matched, SearchAndFindTests.current].contains(cell.style.background)
                return isMarked && !cell.isContinuation ? cell.grapheme : nil
            })
    }

    @Test func everyWordIsMarkedInTitlesSnippetsAndTheReaderAndNVisitsThemAll() async throws {
        let app = await app()
        app.press(.character("/"))
        type("冬天 暖气", into: app)
        app.press(.enter)
        await app.settle()
        #expect(app.search.asked == [SearchQuery(text: "冬天 暖气")])
        let title = try #require(app.lines.firstIndex { $0.contains(Fixtures.shortTitles[0].string) })
        #expect(try marked(app, row: title) == "冬天")
        #expect(try marked(app, row: title + 2) == "冬天暖气", "both words in the snippet")

        // The first story's body has 冬天 twice and 暖气 once: opened, both words are marked and
        // n visits all three.
        app.press(.enter)
        await app.answerAll()
        #expect(app.state.reader?.storyID == SearchAndFindTests.days[0].stories[0].id)
        #expect(app.state.reader?.find?.matches.count == 3)
        #expect(app.lines.last?.contains("查找 1/3") == true)
        app.press(.character("n"), .character("n"))
        #expect(app.lines.last?.contains("查找 3/3") == true)
        let screen = try #require(app.terminal.screen)
        let cells = screen.cells.filter {
            $0.style.background == SearchAndFindTests.matched || $0.style.background == SearchAndFindTests.current
        }
        #expect(cells.count == 3 * 4, "three marked runs of two wide characters")
    }

    @Test func aFindTypedInTheArticleLooksForTheTextAsTyped() async throws {
        let app = await app()
        app.press(.character("j"), .enter)
        await app.answerAll()
        app.press(.character("/"))
        type("南极 冬天", into: app)
        app.press(.enter)
        #expect(app.state.reader?.find?.matches.isEmpty == true, "not each word: the text as typed")
        app.press(.character("/"))
        type("南极的冬天", into: app)
        app.press(.enter)
        #expect(app.state.reader?.find?.matches.count == 2)
    }

    @Test func aCountAtTheCapSaysItIsNotATotal() async throws {
        let story = SearchAndFindTests.days[0].stories[0]
        let many = (0..<SearchState.limit + 5).map { index in
            SearchHit(story: StorySummary(id: StoryID(90_000 + index), title: story.title), date: Fixtures.today)
        }
        let app = await app(hits: many)
        app.press(.character("/"))
        type(String(story.title.string.prefix(2)), into: app)
        app.press(.enter)
        await app.settle()
        #expect(app.lines.last?.contains("前 200 篇") == true, "\(app.lines.last ?? "")")
        #expect(app.lines.last?.contains("· 200 篇") == false)
        let few = await self.app()
        few.press(.character("/"))
        type("冬天", into: few)
        few.press(.enter)
        await few.settle()
        #expect(few.lines.last?.contains("· 16 篇") == true, "\(few.lines.last ?? "")")
    }

    @Test func aColumnAloneListsItsStoriesAndAnUnknownOneSaysSoWithTheNearestName() async throws {
        let stories = SearchAndFindTests.days[0].stories
        let hits = [
            SearchHit(story: stories[0], date: Fixtures.today, column: "小事"),
            SearchHit(story: stories[1], date: Fixtures.today.previous, column: "瞎扯"),
            SearchHit(story: stories[2], date: Fixtures.today.previous, column: "小事"),
        ]
        let app = await app(hits: hits, columns: ["瞎扯", "小事", "深夜惊奇"])
        app.press(.character("/"))
        type("#小事", into: app)
        app.press(.enter)
        await app.settle()
        #expect(app.search.asked == [SearchQuery(text: "", column: "小事")])
        #expect(app.state.search?.hits.map(\.story.id) == [stories[0].id, stories[2].id])
        #expect(app.lines[0].contains("栏目“小事”"), "\(app.lines[0])")
        app.press(.character("q"))

        app.press(.character("/"))
        type("#小是 猫", into: app)
        app.press(.enter)
        await app.settle()
        #expect(app.lines.contains { $0.contains("没有名为“小是”的栏目，你要找的是不是“小事”？") }, "\(app.lines)")
        app.press(.character("q"))
        app.press(.character("/"))
        type("#不存在 猫", into: app)
        app.press(.enter)
        await app.settle()
        #expect(app.lines.contains { $0.contains("没有名为“不存在”的栏目") && !$0.contains("是不是") }, "\(app.lines)")
    }

    @Test func aTitleOnlyMatchOpensWithoutAFindAndSnippetlessRowsTakeTwoRows() async throws {
        let stories = SearchAndFindTests.days[0].stories
        let hits = [stories[0], stories[1]].map { SearchHit(story: $0, date: Fixtures.today) }
        let app = await app(hits: hits)
        app.press(.character("/"))
        // 为什么 is in both titles and nowhere in the first story's body.
        type("为什么", into: app)
        app.press(.enter)
        await app.settle()
        let first = try #require(app.lines.firstIndex { $0.contains(stories[0].title.string) })
        let second = try #require(app.lines.firstIndex { $0.contains(stories[1].title.string) })
        #expect(second - first == 3, "title, day and spacer: no empty snippet row")
        app.press(.enter)
        await app.answerAll()
        #expect(app.state.screen == .reader)
        #expect(app.lines.last?.contains("查找") == false, "\(app.lines.last ?? "")")
        // n reads the next result, as in any story.
        app.press(.character("n"))
        #expect(app.state.reader?.storyID == stories[1].id)
    }

    @Test func theFirstEscEndsTheFindAndTheSecondLeaves() async throws {
        let app = await app()
        app.press(.character("j"), .enter)
        await app.answerAll()
        app.press(.character("/"))
        type("南极", into: app)
        app.press(.enter)
        #expect(app.lines.last?.contains("查找 1/2") == true)
        app.press(.escape)
        #expect(app.state.screen == .reader)
        #expect(app.lines.last?.contains("查找") == false)
        #expect(try (0..<app.lines.count).allSatisfy { try marked(app, row: $0).isEmpty })
        // n is the next story again.
        let id = app.state.reader?.storyID
        app.press(.escape)
        #expect(app.state.screen == .home)
        app.press(.enter)
        await app.answerAll()
        #expect(app.state.reader?.storyID == id)
        app.press(.character("n"))
        await app.answerAll()
        #expect(app.state.reader?.storyID != id)
    }

    @Test func eachKindOfPromptKeepsItsOwnHistory() async throws {
        let app = await app()
        for words in ["冬天", "暖气"] {
            app.press(.character("/"))
            type(words, into: app)
            app.press(.enter)
            await app.settle()
            app.press(.character("q"))
        }
        app.press(.character("d"))
        type("-1", into: app)
        app.press(.enter)
        await app.answerAll()
        app.press(.character("/"))
        type("北方", into: app)
        app.press(.up)
        #expect(app.state.prompt?.editor.text == "暖气")
        app.press(.up)
        #expect(app.state.prompt?.editor.text == "冬天")
        app.press(.up)
        #expect(app.state.prompt?.editor.text == "冬天", "the oldest stays")
        app.press(.down, .down)
        #expect(app.state.prompt?.editor.text == "北方", "what was being typed comes back")
        app.press(.escape)
        app.press(.character("d"))
        app.press(.up)
        #expect(app.state.prompt?.editor.text == "-1", "dates have their own")
    }
}
