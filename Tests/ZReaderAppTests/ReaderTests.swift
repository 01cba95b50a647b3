import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Reading stories, comments and favourites")
struct ReaderTests {
    func openedApp(olderDays: Int = 3) async -> ProgramDriver {
        let app = ProgramDriver(loader: GatedLoader(days: Fixtures.days(olderDays: olderDays)))
        await app.answerAll()
        return app
    }

    func openReader(_ app: ProgramDriver, afterMoves moves: Int = 1) async {
        for _ in 0..<moves { app.press(.character("j")) }
        app.press(.enter)
        await app.answerAll()
    }

    @Test func theStatusLineShowsLikesCommentsAndProgress() async {
        let app = await openedApp()
        await openReader(app)
        #expect(app.lines.last?.contains("赞 64 · 评论 47") == true, "\(app.lines.last ?? "")")
        #expect(app.lines.last?.contains("%") == true)
    }

    @Test func nAndPWalkTheHomeOrderAndTheHomeSelectionFollows() async {
        let app = await openedApp()
        await openReader(app)
        let first = app.state.reader?.storyID
        app.press(.character("n"))
        await app.answerAll()
        #expect(app.state.reader?.storyID == app.state.home.days[0].stories[1].id)
        app.press(.character("p"), .character("p"))
        await app.answerAll()
        #expect(app.state.reader?.storyID == first)
        #expect(app.state.status?.text == "已经是第一篇了")
        app.press(.character("q"))
        #expect(app.state.home.selection == .story(StoryPosition(section: 0, index: 0)))
    }

    @Test func nAtTheLastLoadedStoryLoadsTheNextDayAndOpensItsFirstStory() async {
        let app = await openedApp(olderDays: 5)
        // G selects the last loaded story and starts loading the next day; read it meanwhile.
        app.press(.character("G"))
        let loaded = app.state.home.days.count
        let last = app.state.home.days[loaded - 1].stories.last?.id
        app.press(.enter)
        #expect(app.state.reader?.storyID == last)
        #expect(app.state.home.olderStatus.isLoading)
        app.press(.character("n"))
        #expect(app.state.opensNextDayWhenLoaded)
        await app.answerAll()
        #expect(app.state.home.days.count == loaded + 1)
        #expect(app.state.reader?.storyID == app.state.home.days[loaded].stories.first?.id)
        app.press(.character("q"))
        #expect(app.state.home.selection == .story(StoryPosition(section: loaded, index: 0)))
    }

    @Test func leavingTheReaderCancelsWhatNWasWaitingFor() async {
        let app = await openedApp(olderDays: 5)
        app.press(.character("G"))
        let loaded = app.state.home.days.count
        app.press(.enter, .character("n"), .character("q"))
        #expect(!app.state.opensNextDayWhenLoaded)
        app.press(.character("g"), .character("j"), .enter)
        let reading = app.state.reader?.storyID
        await app.answerAll()
        #expect(app.state.home.days.count > loaded)
        #expect(app.state.reader?.storyID == reading)
    }

    @Test func commentsPageLongThenShortByBeforeInOrder() async {
        let app = await openedApp()
        await openReader(app)
        let id = app.state.reader!.storyID
        app.press(.character("c"))
        await app.answerAll()
        for _ in 0..<4 {
            app.press(.character("G"))
            await app.answerAll()
        }
        let comments = app.loader.requests.filter { if case .comments = $0 { true } else { false } }
        #expect(
            comments == [
                .comments(id, .long, before: nil), .comments(id, .short, before: nil),
                .comments(id, .short, before: 4981),
                .comments(id, .short, before: 4961),
            ])
        #expect(app.state.comments?.threads[.short]?.comments.count == 45)
        #expect(app.state.comments?.threads[.short]?.status == .complete)
        #expect(app.lines.contains { $0.contains("没有更多了") })
        #expect(app.lines.joined().contains("短评 45"))
        app.press(.character("q"))
        #expect(app.state.comments == nil && app.state.reader?.storyID == id)
    }

    @Test func aFailedLongListLeavesTheShortOneReadableAndRRetriesOnlyIt() async {
        let app = await openedApp()
        await openReader(app)
        guard let id = app.state.reader?.storyID else {
            Issue.record("no story open")
            return
        }
        app.loader.fail(.comments(id, .long, before: nil), with: .httpStatus(503))
        app.press(.character("c"))
        await app.answerAll()
        let screen = app.lines.joined(separator: "\n")
        #expect(screen.contains("HTTP 503"), "\(screen)")
        #expect(screen.contains("短评 · 45"), "\(screen)")
        #expect(app.state.comments?.threads[.short]?.comments.isEmpty == false)
        let before = app.loader.requests.count
        app.press(.character("r"))
        await app.answerAll()
        #expect(Array(app.loader.requests.dropFirst(before)) == [.comments(id, .long, before: nil)])
        #expect(app.state.comments?.threads[.long]?.status == .complete)
        #expect(!app.lines.joined().contains("HTTP 503"))
    }

    @Test func aCommentsOwnParagraphsAndTheQuotedReplysStayOnLinesOfTheirOwn() {
        var state = CommentsState(
            storyID: StoryID(1), title: "标题", counts: nil, screenSize: Size(columns: 60, rows: 20),
            currentYear: 2026)
        state.append(
            [
                Comment(
                    id: 9, author: "读者甲", content: "第一段。\n第二段。", likes: 1, time: 1_795_968_000,
                    replyTo: CommentReply(author: "阿漆", content: "原话一\n原话二"))
            ],
            to: .long)
        let text = state.layout.lines.map(\.text.string)
        #expect(text.contains("第一段。") && text.contains("第二段。"), "\(text)")
        #expect(text.contains("┃ //阿漆：原话一") && text.contains("┃ 原话二"), "\(text)")
    }

    @Test func commentsShowAuthorTimeLikesAndTheReplyTheyQuote() {
        var state = CommentsState(
            storyID: StoryID(1), title: "标题",
            counts: StoryExtra(popularity: 3, longComments: 1, shortComments: 0, comments: 1),
            screenSize: Size(columns: 60, rows: 20), currentYear: 2026)
        state.setStatus(.loading, of: .long)
        state.append(
            [
                Comment(
                    id: 9, author: "读者甲", content: "约定俗成也要先了解。", likes: 8, time: 1_795_968_000,
                    replyTo: CommentReply(author: "阿漆", content: "只是打不出省略号。")),
                Comment(
                    id: 8, author: "读者乙", content: "同意", likes: 0, time: 1_795_968_000,
                    replyTo: CommentReply(author: nil, content: "", status: 1, errorMessage: "抱歉，原点评已经被删除")),
            ],
            to: .long)
        let text = state.layout.lines.map(\.text)
        #expect(text.contains("读者甲 · 11-30 00:00 · 赞 8"))
        #expect(text.contains("约定俗成也要先了解。"))
        #expect(text.contains("┃ //阿漆：只是打不出省略号。"))
        #expect(text.contains("┃ 抱歉，原点评已经被删除"))
        #expect(text.first == "长评 · 1")
    }

    /// The v7 `story-extra` gives only the total: the lists are named without a count, never "0".
    @Test func countsWithoutTheLongAndShortSplitNameTheListsWithoutANumber() {
        var state = CommentsState(
            storyID: StoryID(1), title: "标题",
            counts: StoryExtra(popularity: 128, longComments: nil, shortComments: nil, comments: 21),
            screenSize: Size(columns: 60, rows: 20), currentYear: 2026)
        #expect(
            state.layout.lines.map(\.text).filter { $0.string.hasPrefix("长评") || $0.string.hasPrefix("短评") } == [
                "长评", "短评",
            ])
        state.setCounts(StoryExtra(popularity: 64, longComments: 3, shortComments: 10, comments: 13))
        #expect(state.layout.lines.map(\.text).contains("长评 · 3"))
    }

    @Test func yCopiesTheLinkAndOWithoutABrowserSaysSo() async {
        let app = await openedApp()
        await openReader(app)
        let id = app.state.reader!.storyID
        app.press(.character("y"))
        #expect(app.terminal.clipboard == ["https://daily.zhihu.com/story/\(id)"])
        #expect(app.lines.last?.contains("链接已复制") == true)
        app.press(.character("o"))
        #expect(app.lines.last?.contains("找不到浏览器") == true)
        #expect(app.terminal.suspensions == 0)
    }

    @Test func oRunsTheBrowserWithTheTerminalHandedOver() async throws {
        let folder = try TemporaryFolder()
        let script = folder.url.appending(path: "browser")
        let record = folder.url.appending(path: "opened")
        try "#!/bin/sh\necho \"$1\" > \(record.path)\n".write(to: script, atomically: true, encoding: .utf8)
        _ = try BuiltBinary.run("/bin/chmod", ["+x", script.path])
        let browser = BrowserLauncher(environment: ["BROWSER": script.path, "PATH": "/usr/bin:/bin"])
        let app = ProgramDriver(loader: GatedLoader(days: Fixtures.days(olderDays: 1)), browser: browser)
        await app.answerAll()
        await openReader(app)
        app.press(.character("o"))
        #expect(app.terminal.suspensions == 1)
        let opened = try String(contentsOf: record, encoding: .utf8)
        #expect(opened == "https://daily.zhihu.com/story/\(app.state.reader!.storyID)\n")
        #expect(app.lines.last?.contains("已用") == true)
    }

    @Test func sSavesAFavouriteAndFListsItNewestFirstAndOpensIt() async {
        let app = await openedApp()
        await openReader(app, afterMoves: 1)
        let first = app.state.reader!.storyID
        app.press(.character("s"))
        #expect(app.lines.last?.contains("★") == true)
        app.press(.character("q"), .character("j"), .character("s"))
        await app.settle()
        let second = app.state.home.days[0].stories[1].id
        #expect(app.state.favouriteStories == [first, second])
        app.press(.character("F"))
        await app.settle()
        #expect(app.state.favourites?.entries.count == 2)
        #expect(app.lines[0].contains("收藏夹 · 2"))
        app.press(.enter)
        await app.answerAll()
        #expect(app.state.reader != nil)
        app.press(.character("q"))
        #expect(app.state.screen == .panel(.favourites))
        app.press(.character("s"))
        await app.settle()
        #expect(app.state.favourites?.entries.count == 1)
        app.press(.character("q"))
        #expect(app.state.screen == .home)
    }

    @Test func anExternalStoryWithoutABodySaysSoInsteadOfAnEmptyScreen() {
        let story = StorySummary(id: StoryID(1), title: "站外", kind: .external)
        var state = Fixtures.state(
            size: Size(columns: 80, rows: 24), days: [DayFeed(date: Fixtures.today, stories: [story])], topStories: [])
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let page = LoadedStory(
            detail: StoryDetail(id: story.id, title: "站外", kind: .external), article: Article(blocks: []))
        _ = AppReducer.reduce(&state, .storyLoaded(story.id, .success(page)), now: 0)
        let frame = ZReaderViewsProbe.render(state)
        #expect(frame.lines.joined().contains("这是一篇站外文章，没有正文 · 按 o 在浏览器中打开"))
    }
}
