import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The header's picture credit names a picture: it is there while pictures are, and `i` takes it
/// away with them.
@Suite("The reader's picture credit")
struct ReaderCreditTests {
    @Test func theCreditGoesWithThePictures() throws {
        var state = Fixtures.state(
            size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 0),
            pictures: PictureSettings(depth: .trueColor, isEnabled: true))
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        let page = StoryDetail(id: id, title: "标题", body: "<p>正文</p>", imageSource: "Yestone.com 版权图片库")
        _ = AppReducer.reduce(
            &state, .storyLoaded(id, .success(LoadedStory(detail: page, article: Article(blocks: [])))), now: 0)
        func screen() -> String { AppView.render(state, depth: .trueColor).lines.joined(separator: "\n") }
        #expect(screen().contains("图片：Yestone.com"))
        _ = AppReducer.reduce(&state, .command(.togglePictures), now: 0)
        #expect(!screen().contains("图片：Yestone.com"), "\(screen())")
        _ = AppReducer.reduce(&state, .command(.togglePictures), now: 0)
        #expect(screen().contains("图片：Yestone.com"))
    }
}
