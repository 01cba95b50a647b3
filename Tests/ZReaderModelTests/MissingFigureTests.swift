import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// A figure whose picture cannot be had says why in one line instead of keeping its empty rows.
@Suite("Figures that cannot be shown")
struct MissingFigureTests {
    /// The reader of `FigureArticle` with the picture of `url` answered with `failure`.
    func failing(_ url: WebURL, with failure: LoadFailure) throws -> (before: ReaderState, after: ReaderState) {
        var run = FigureArticle.reading()
        let before = try #require(run.state.reader)
        let key = try #require(run.asked.last { $0.url == url && $0.purpose == .figure })
        run.dispatch(.pictureLoaded(key, .failure(failure)))
        return (before, try #require(run.state.reader))
    }

    func texts(_ reader: ReaderState) -> [String] {
        (reader.layout?.lines ?? []).map(\.text)
    }

    @Test func offlineAFigureNotDownloadedIsOneLineSayingSo() throws {
        let (before, after) = try failing(FigureArticle.first, with: .pictureNotDownloaded)

        let rows = try #require(before.layout?.figures.first).size.rows
        #expect(texts(after).contains("[图] 离线 · 图片未下载 · 按 o 在浏览器中打开"))
        #expect(after.contentHeight == before.contentHeight - rows + 1, "\(rows) rows become one")
        #expect(after.layout?.figures.map(\.image) == [FigureArticle.second, FigureArticle.far])
        #expect(texts(after).contains { $0.contains("图一：北京的雪") }, "the caption stays")
    }

    @Test func aFigureThatFailedCollapsesToOneLine() throws {
        let (before, after) = try failing(FigureArticle.first, with: .httpStatus(404))

        #expect(texts(after).contains("[图] 图片无法显示"))
        #expect(after.contentHeight < before.contentHeight)
        #expect(!texts(after).contains { $0.contains("离线") })
    }
}
