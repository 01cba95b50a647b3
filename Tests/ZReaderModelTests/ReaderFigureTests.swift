import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// An article with a figure at the top, one a screen further down and one far below.
enum FigureArticle {
    static func image(_ name: String) -> WebURL {
        guard let url = WebURL("https://pic.zreader.test/figure-\(name).jpg") else { preconditionFailure("valid") }
        return url
    }

    static let first = image("first")
    static let second = image("second")
    static let far = image("far")
    static let header = image("header")

    static func paragraphs(_ range: Range<Int>) -> [ArticleBlock] {
        range.map { .paragraph([InlineSpan("第 \($0) 段正文")]) }
    }

    static let article = Article(
        blocks: [.paragraph([InlineSpan("开头一段")]), .figure(caption: "图一：北京的雪", image: first)]
            + paragraphs(2..<12) + [.figure(caption: nil, image: second)] + paragraphs(13..<60)
            + [.figure(caption: "远处的图", image: far), .figure(caption: "没有地址的图", image: nil)]
            + paragraphs(62..<90))

    /// A run at `size` with pictures as `pictures` says, the article open and every home picture
    /// answered.
    static func reading(size: Size = Size(columns: 100, rows: 32), pictures: PictureSettings = Fixtures.picturesOn)
        -> PictureRun
    {
        var run = PictureRun(size: size, days: Fixtures.withPictures(Fixtures.days(olderDays: 0)), pictures: pictures)
        run.answerAll()
        run.press(.moveDown)
        run.press(.open)
        guard let id = run.state.reader?.storyID else { preconditionFailure("a reader") }
        run.dispatch(
            .storyLoaded(
                id, .success(LoadedStory(detail: StoryDetail(id: id, title: "标题", imageURL: header), article: article)))
        )
        return run
    }

    /// Presses `key` as the terminal would send it.
    static func press(_ key: Key, _ run: inout PictureRun) {
        if let action = run.state.action(for: key) { run.dispatch(action) }
    }
}

@Suite("Figures in the reader")
struct ReaderFigureTests {
    @Test func theBoxIsSixteenByNineWithinFourRowsAndTheLesserOfTwelveAndFortyPercent() {
        #expect(ArticleFigure.rows(columns: 80, screenRows: 40) == 12)
        #expect(ArticleFigure.rows(columns: 80, screenRows: 24) == 9)
        #expect(ArticleFigure.rows(columns: 32, screenRows: 40) == 9)
        #expect(ArticleFigure.rows(columns: 16, screenRows: 40) == 5)
        #expect(ArticleFigure.rows(columns: 4, screenRows: 40) == 4)
        #expect(ArticleFigure.rows(columns: 80, screenRows: 8) == 4)
    }

    @Test func withPicturesOnAFigureKeepsRowsAtTheMeasureWithItsCaptionCentredUnder() throws {
        let layout = ArticleLayout(article: FigureArticle.article, width: 100, figureScreenRows: 32)
        try #require(layout.figures.map(\.image) == [FigureArticle.first, FigureArticle.second, FigureArticle.far])
        let figure = layout.figures[0]
        #expect(figure.size == Size(columns: 80, rows: 12))
        #expect(figure.caption == "图一：北京的雪")
        #expect(layout.lines[figure.lines.lowerBound - 1].kind == .blank)
        #expect(figure.lines.allSatisfy { layout.lines[$0].kind == .picture && layout.lines[$0].text.isEmpty })
        let caption = layout.lines[figure.lines.upperBound]
        #expect(caption.kind == .figure && caption.text == "图一：北京的雪")
        #expect(caption.indent == (80 - 14) / 2)
        let uncaptioned = layout.figures[1]
        #expect(layout.lines[uncaptioned.lines.upperBound].kind == .blank)
        let noAddress = try #require(layout.lines.first { $0.text.contains("没有地址的图") })
        #expect(noAddress.text == "[图] 没有地址的图")
    }

    @Test func withPicturesOffEachFigureIsItsPlaceholderLineAsBefore() {
        let layout = ArticleLayout(article: FigureArticle.article, width: 100)
        #expect(layout.figures.isEmpty)
        #expect(!layout.lines.contains { $0.kind == .picture })
        #expect(layout.lines.contains { $0.text == "[图] 图一：北京的雪" })
        #expect(layout.lines.contains { $0.text == "[图]" })
        let run = FigureArticle.reading(pictures: .off)
        #expect(run.state.reader?.layout == layout)
    }

    @Test func theReaderLaysFiguresOutAsPicturesOnlyWithPicturesOnAndTheToggleKeepsThePlace() throws {
        var run = FigureArticle.reading()
        let shown = try #require(run.state.reader?.layout)
        #expect(shown.figures.count == 3)
        run.press(.pageDown, times: 2)
        let reader = try #require(run.state.reader)
        let topBlock = shown.lines[reader.scrollOffset - reader.headerHeight].blockIndex
        run.press(.togglePictures)
        let hidden = try #require(run.state.reader)
        #expect(hidden.layout?.figures.isEmpty == true)
        #expect(hidden.layout?.lines[hidden.scrollOffset - hidden.headerHeight].blockIndex == topBlock)
    }

    @Test func theReaderAsksForTheFiguresOnScreenThenTheNextScreenAtTheirBoxSize() throws {
        var run = FigureArticle.reading()
        let reading = run.asked.filter { $0.purpose == .figure || $0.purpose == .header }
        #expect(reading.map(\.url) == [FigureArticle.header, FigureArticle.first, FigureArticle.second])
        let keys = reading.dropFirst()
        #expect(keys.allSatisfy { $0.size == Size(columns: 80, rows: 12) && $0.brightness == 1 })
        run.answerAll()
        run.press(.toggleNightMode, times: 2)
        #expect(run.state.theme == .night)
        let night = run.asked.filter { $0.purpose == .figure && $0.brightness < 1 }
        #expect(night.map(\.url) == [FigureArticle.first, FigureArticle.second])
    }

    @Test func scrolledDownTheFiguresOnScreenComeBeforeTheHeader() throws {
        var run = FigureArticle.reading(pictures: .off)
        let reader = try #require(run.state.reader)
        let far = try #require(reader.layout?.lines.firstIndex { $0.text.contains("远处的图") })
        run.press(.scrollDown, times: max(0, reader.headerHeight + far - 3))
        let before = run.asked.count
        run.press(.togglePictures)
        let asked = run.asked[before...]
        #expect(asked.first?.url == FigureArticle.far)
        #expect(asked.last?.url == FigureArticle.header)
    }

    @Test func vShowsTheFigureNearestTheTopFullScreenAndAnyKeyReturnsToTheSameRow() throws {
        var run = FigureArticle.reading()
        run.answerAll()
        run.press(.scrollDown, times: 5)
        let offset = try #require(run.state.reader?.scrollOffset)
        FigureArticle.press(.character("v"), &run)
        let figure = try #require(run.state.reader?.viewedFigure)
        #expect(figure.image == FigureArticle.first)
        let key = try #require(run.inFlight.last)
        #expect(key.url == FigureArticle.first && key.size == Size(columns: 100, rows: 31))
        // Help shows over the figure and closes back to it.
        FigureArticle.press(.character("?"), &run)
        #expect(run.state.isHelpVisible && run.state.reader?.viewedFigure != nil)
        FigureArticle.press(.character("x"), &run)
        #expect(!run.state.isHelpVisible && run.state.reader?.viewedFigure != nil)
        FigureArticle.press(.character("k"), &run)
        #expect(run.state.reader?.viewedFigure == nil && run.state.reader?.scrollOffset == offset)
        for key in [Key.character("j"), .character("x"), .character("3"), .enter, .escape] {
            FigureArticle.press(.character("v"), &run)
            #expect(run.state.reader?.viewedFigure != nil)
            FigureArticle.press(key, &run)
            #expect(run.state.reader?.viewedFigure == nil, "\(key)")
            #expect(run.state.reader?.scrollOffset == offset, "\(key)")
            #expect(run.state.screen == .reader && run.state.pendingCount == nil, "\(key)")
        }
    }

    @Test func overAFigureCommandsAndClicksReturnToTheTextAndTheWheelDoesNotScrollUnderIt() throws {
        var run = FigureArticle.reading()
        run.press(.scrollDown, times: 5)
        for action in [Action.command(.moveDown), .command(.bottom), .mouse(MouseEvent(.click, at: Point(x: 5, y: 5)))]
        {
            run.press(.viewPicture)
            #expect(run.state.reader?.viewedFigure != nil)
            run.dispatch(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 5))))
            #expect(run.state.reader?.viewedFigure != nil && run.state.reader?.scrollOffset == 5)
            run.dispatch(action)
            #expect(run.state.reader?.viewedFigure == nil, "\(action)")
            #expect(run.state.reader?.scrollOffset == 5, "\(action)")
        }
    }

    @Test func vWithNoFigureOnScreenSaysSo() throws {
        var run = FigureArticle.reading()
        let reader = try #require(run.state.reader)
        let first = try #require(reader.layout?.figures.first)
        run.press(.scrollDown, times: max(0, reader.headerHeight + first.lines.upperBound + 1))
        let second = try #require(reader.layout?.figures.dropFirst().first)
        #expect(run.state.reader?.visibleFigures.map(\.image) == [second.image])
        run.press(.bottom)
        #expect(run.state.reader?.visibleFigures.isEmpty == true)
        run.press(.viewPicture)
        #expect(run.state.reader?.viewedFigure == nil)
        #expect(run.state.status?.text == "这里没有图片")
        var off = FigureArticle.reading(pictures: .off)
        off.press(.viewPicture)
        #expect(off.state.status?.text == "无图模式：按 i 显示图片")
    }

    @Test func findAndItsMatchesSkipThePictureRows() throws {
        var run = FigureArticle.reading()
        run.press(.search)
        for character in "第 20 段" { run.dispatch(.typed(.character(character))) }
        run.dispatch(.typed(.enter))
        let reader = try #require(run.state.reader)
        let find = try #require(reader.find)
        let match = try #require(find.current.map { find.matches[$0] })
        #expect(reader.layout?.lines[match.line].text == "第 20 段正文")
        #expect((0..<reader.viewportHeight).contains(reader.headerHeight + match.line - reader.scrollOffset))
    }

    @Test func aResizeKeepsTheBlockAtTheTopWithFiguresRelaidOut() throws {
        var run = FigureArticle.reading()
        run.press(.pageDown, times: 3)
        let reader = try #require(run.state.reader)
        let topBlock = reader.layout?.lines[reader.scrollOffset - reader.headerHeight].blockIndex
        run.dispatch(.resized(Size(columns: 60, rows: 20)))
        let resized = try #require(run.state.reader)
        #expect(resized.layout?.figures.first?.size == Size(columns: 56, rows: 8))
        #expect(resized.layout?.lines[resized.scrollOffset - resized.headerHeight].blockIndex == topBlock)
    }
}
