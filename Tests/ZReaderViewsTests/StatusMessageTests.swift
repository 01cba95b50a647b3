import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Status messages give the line back")
struct StatusMessageTests {
    let size = Size(columns: 80, rows: 24)

    func statusLine(_ state: AppState) -> String {
        AppView.render(state, depth: .trueColor).text(ofRow: state.screenSize.rows - 1)
    }

    static let configProblem = StatusMessage(
        "配置文件第 3 行第 1 列：wheel-stpe 不是设置的名字（是不是 wheel-step？）", kind: .warning)

    /// The rich article's reader with its counts, at `size`.
    func reader(size: Size) -> AppState {
        var state = ThemedScreens(.terminal, size: size).readerState()
        let counts = StoryExtra(popularity: 64, longComments: 1, shortComments: 30, comments: 31)
        _ = AppReducer.reduce(&state, .extraLoaded(ThemedScreens.article.id, .success(counts)), now: 0)
        return state
    }

    @Test func anErrorGoesAwayAndTheDemoEditionsNoticeComesBack() throws {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        #expect(statusLine(state).contains("演示数据"))
        let story = try #require(state.home.days.first?.stories.first)
        _ = AppReducer.reduce(&state, .favouriteSaved(story, isFavourite: true, stored: false), now: 1000)
        #expect(statusLine(state).contains("收藏没能保存"))
        _ = AppReducer.reduce(&state, .tick, now: 1000 + AppState.errorMessageMilliseconds - 1)
        #expect(statusLine(state).contains("收藏没能保存"))
        _ = AppReducer.reduce(&state, .tick, now: 1000 + AppState.errorMessageMilliseconds)
        #expect(!statusLine(state).contains("收藏没能保存"))
        #expect(statusLine(state).contains("演示数据"), "\(statusLine(state))")
    }

    @Test func aConfigProblemKeepsTheReadersTitleCountsProgressAndWayBack() {
        var state = reader(size: Size(columns: 120, rows: 40))
        // Past the header, where the status line names the story.
        _ = AppReducer.reduce(&state, .command(.pageDown), now: 0)
        let before = statusLine(state)
        for part in ["为什么冬天", "赞 64 · 评论 31", "%", "q 返回", "? 帮助"] { #expect(before.contains(part), "\(before)") }
        _ = AppReducer.reduce(&state, .message(StatusMessageTests.configProblem), now: 0)
        let line = statusLine(state)
        for part in ["为什么冬天", "配置文件第 3 行", "赞 64 · 评论 31", "%", "q 返回", "? 帮助"] {
            #expect(line.contains(part), "\(part) missing from \(line)")
        }
        #expect(line.contains("…"), "the message is shortened, not cut: \(line)")
    }

    @Test func aMessageBelongsToTheScreenItWasSaidOn() {
        var state = reader(size: size)
        _ = AppReducer.reduce(&state, .message(StatusMessage("链接已复制：https://daily.zhihu.com/story/1")), now: 0)
        #expect(statusLine(state).contains("链接已复制"))
        _ = AppReducer.reduce(&state, .command(.back), now: 1)
        #expect(state.screen == .home)
        #expect(!statusLine(state).contains("链接已复制"), "\(statusLine(state))")
        #expect(statusLine(state).contains("知乎日报"))
        var home = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
        _ = AppReducer.reduce(&home, .message(StatusMessage("夜间模式")), now: 0)
        _ = AppReducer.reduce(&home, .command(.open), now: 1)
        #expect(home.screen == .reader)
        #expect(!statusLine(home).contains("夜间模式"), "\(statusLine(home))")
        // A problem with the user's set-up concerns every screen.
        _ = AppReducer.reduce(&home, .message(StatusMessageTests.configProblem), now: 2)
        _ = AppReducer.reduce(&home, .command(.back), now: 3)
        #expect(statusLine(home).contains("配置文件"))
    }

    /// Every screen with a long message, at every width from the smallest to 200 columns: the way
    /// out stays whole on the line, and help while the row has room for both.
    @Test func theWayOutStaysAtEveryWidth() {
        let message = StatusMessage(
            DisplayText(repeating: "加载失败 (HTTP 500) · 显示缓存 · 按 r 重试 ", count: 6),
            kind: .error)
        for width in 20...200 {
            let size = Size(columns: width, rows: 24)
            var screens = [("home", Fixtures.state(size: size, days: Fixtures.days(olderDays: 1)), "q 退出")]
            screens.append(("reader", reader(size: size), "q 返回"))
            var favourites = Fixtures.state(size: size, days: Fixtures.days(olderDays: 0))
            _ = AppReducer.reduce(&favourites, .command(.show(.favourites)), now: 0)
            screens.append(("favourites", favourites, "q 返回"))
            for (name, plain, wayOut) in screens {
                var state = plain
                _ = AppReducer.reduce(&state, .countDigit(3), now: 0)
                for shown in [plain, state] {
                    var withMessage = shown
                    _ = AppReducer.reduce(&withMessage, .message(message), now: 0)
                    let line = statusLine(withMessage)
                    #expect(line.contains(wayOut), "\(name) at \(width): \(line)")
                    if width >= 40 { #expect(line.contains("? 帮助"), "\(name) at \(width): \(line)") }
                    #expect(line.contains(width >= 30 ? "加载失败" : "加载"), "\(name) at \(width): \(line)")
                }
            }
        }
    }
}
