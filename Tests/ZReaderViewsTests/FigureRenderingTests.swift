import Foundation
import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Figures drawn in the reader")
struct FigureRenderingTests {
    let size = Size(columns: 100, rows: 32)
    let image = Fixtures.pictureURL(StoryID(501))
    let bright = RGBColor(hex: 0xF0C020)

    /// The reader open on a paragraph, a captioned figure and more text, pictures on or off.
    func reading(pictures: PictureSettings = Fixtures.picturesOn) throws -> AppState {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0), pictures: pictures)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        let blocks: [ArticleBlock] =
            [.paragraph([InlineSpan("开头一段")]), .figure(caption: "图一：北京的雪", image: image)]
            + (0..<30).map { .paragraph([InlineSpan("第 \($0) 段")]) }
        let story = LoadedStory(detail: StoryDetail(id: id, title: "标题"), article: Article(blocks: blocks))
        _ = AppReducer.reduce(&state, .storyLoaded(id, .success(story)), now: 0)
        return state
    }

    func background(_ cell: Cell) -> RGBColor? {
        if case .rgb(let color) = cell.style.background { color } else { nil }
    }

    /// The screen rows of `figure`'s box.
    func rows(of figure: ArticleFigure, in reader: ReaderState) throws -> Range<Int> {
        let top = reader.headerHeight + figure.lines.lowerBound - reader.scrollOffset
        let rows = top..<(top + figure.size.rows)
        try #require(rows.upperBound + 2 < reader.viewportHeight, "the figure and the text under it on screen")
        return rows
    }

    @Test func aConvertedFigureShowsCentredInItsRowsWithItsCaptionUnder() throws {
        var state = try reading()
        let reader = try #require(state.reader)
        let figure = try #require(reader.visibleFigures.first)
        let key = try #require(state.pictures.figureKey(for: figure))
        try #require(key.size == Size(columns: 80, rows: 12))
        // Contain-fitted, a square photograph is 24 columns of the 80.
        let picture = Fixtures.flatPicture(Size(columns: 24, rows: 12), bright)
        _ = AppReducer.reduce(&state, .pictureLoaded(key, .success(ConvertedPicture(cells: picture))), now: 0)
        let frame = AppView.render(state, depth: .trueColor)
        let rows = try rows(of: figure, in: reader)
        let left = (size.columns - 80) / 2 + (80 - 24) / 2
        for row in rows {
            #expect(background(frame[left, row]) == bright, "row \(row)")
            #expect(background(frame[left + 23, row]) == bright, "row \(row)")
            #expect(background(frame[left - 1, row]) != bright, "row \(row)")
            #expect(background(frame[left + 24, row]) != bright, "row \(row)")
        }
        #expect(background(frame[left, rows.lowerBound - 1]) != bright)
        #expect(frame.text(ofRow: rows.upperBound).trimmingCharacters(in: .whitespaces) == "图一：北京的雪")
        #expect(frame.text(ofRow: rows.upperBound + 2).contains("第 0 段"))
    }

    /// While it loads its rows say so and keep the text in place; once it has failed it is one
    /// line saying so, and the text below comes up (a story whose every picture fails is not a
    /// column of empty boxes).
    @Test func untilItArrivesItsRowsSaySoAndAfterAFailureItIsOneLine() throws {
        var state = try reading()
        let reader = try #require(state.reader)
        let figure = try #require(reader.visibleFigures.first)
        let rows = try rows(of: figure, in: reader)
        let middle = rows.lowerBound + (rows.count - 1) / 2
        var frame = AppView.render(state, depth: .trueColor)
        #expect(frame.text(ofRow: middle).contains("[图] 图片载入中"))
        let textRow = try #require((0..<size.rows).first { frame.text(ofRow: $0).contains("第 0 段") })
        #expect(textRow == rows.upperBound + 2)
        let key = try #require(state.pictures.figureKey(for: figure))
        _ = AppReducer.reduce(&state, .pictureLoaded(key, .failure(.unavailable("404"))), now: 0)
        frame = AppView.render(state, depth: .trueColor)
        #expect(frame.text(ofRow: rows.lowerBound).contains("[图] 图片无法显示"))
        #expect(frame.text(ofRow: rows.lowerBound + 1).trimmingCharacters(in: .whitespaces) == "图一：北京的雪")
        #expect(frame.text(ofRow: rows.lowerBound + 3).contains("第 0 段"))
    }

    @Test func withPicturesOffTheFigureIsOneLine() throws {
        let state = try reading(pictures: .off)
        let frame = AppView.render(state, depth: .trueColor)
        let row = try #require((0..<size.rows).first { frame.text(ofRow: $0).contains("[图] 图一：北京的雪") })
        #expect(frame.text(ofRow: row + 2).contains("第 0 段"))
    }

    @Test func fullScreenTheFigureFillsTheScreenButTheStatusLineWhichShowsItsCaption() throws {
        var state = try reading()
        _ = AppReducer.reduce(&state, .command(.viewPicture), now: 0)
        let figure = try #require(state.reader?.viewedFigure)
        let key = try #require(state.pictures.fullScreenKey(for: figure, screenSize: size))
        #expect(key.size == Size(columns: 100, rows: 31))
        var frame = AppView.render(state, depth: .trueColor)
        #expect(frame.text(ofRow: 15).contains("[图] 图片载入中"))
        let picture = Fixtures.flatPicture(Size(columns: 62, rows: 31), bright)
        _ = AppReducer.reduce(&state, .pictureLoaded(key, .success(ConvertedPicture(cells: picture))), now: 0)
        frame = AppView.render(state, depth: .trueColor)
        for row in [0, 30] {
            #expect(background(frame[19, row]) == bright && background(frame[80, row]) == bright)
            #expect(background(frame[18, row]) != bright && background(frame[81, row]) != bright)
        }
        let status = frame.text(ofRow: 31)
        #expect(status.contains("图片 · 图一：北京的雪") && status.contains("任意键返回"))
        _ = AppReducer.reduce(&state, .typed(.character("x")), now: 0)
        frame = AppView.render(state, depth: .trueColor)
        #expect(!frame.text(ofRow: 31).contains("图片 ·") && frame.text(ofRow: 31).contains("q 返回"))
    }
}
