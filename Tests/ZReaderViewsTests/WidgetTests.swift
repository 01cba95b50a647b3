import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen

// The widgets are the views module's own parts; their tests reach them directly.
@testable import ZReaderViews

@Suite("Widgets on small buffers")
struct WidgetTests {
    let theme = Theme(depth: .trueColor)

    func draw(_ view: some ScreenView, columns: Int, rows: Int, in area: Rect? = nil) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(columns: columns, rows: rows))
        view.render(in: area ?? buffer.bounds, into: &buffer)
        return buffer
    }

    @Test func theTopBarRevealsItsTitleOnlyAsItFadesIn() {
        let under = RGBColor(hex: 0x3D5A78)
        let hidden = draw(TopBarView(alpha: 0.1, under: under, theme: theme), columns: 20, rows: 1)
        let shown = draw(TopBarView(alpha: 1, under: under, theme: theme), columns: 20, rows: 1)
        #expect(shown.lines == ["      今日新闻      "])
        #expect(shown[6, 0].style == CellStyle(fg: .white, bg: Theme.zhihuBlue, .bold))
        #expect(shown[0, 0].style.background == .rgb(Theme.zhihuBlue))
        // At a low alpha the title is nearly the bar's colour: present but barely different.
        guard case .rgb(let faint) = hidden[6, 0].style.foreground, case .rgb(let bar) = hidden[6, 0].style.background
        else {
            Issue.record("no colours")
            return
        }
        #expect(faint != .white && faint.blended(with: bar, alpha: 1) == bar)
    }

    @Test func aHeaderBarCentresItsTitleOnTheBarBlue() {
        let bar = draw(HeaderBarView(title: "11月29日 星期日", theme: theme), columns: 21, rows: 2)
        #expect(bar.lines == ["   11月29日 星期日   ", "                     "])
        #expect(bar[0, 0].style == theme.header)
        #expect(bar[0, 1].style == .plain)
    }

    @Test func aStoryRowShowsTitleHintAndTheSelectionMarker() {
        let story = StorySummary(id: StoryID(1), title: "猫为什么喜欢把东西推下桌？", hint: "猫奴 · 2 分钟阅读")
        let row = StoryRowView(story: story, isSelected: true, isRead: false, isFavourite: true, theme: theme)
        let frame = draw(row, columns: 30, rows: 4)
        #expect(
            frame.lines == [
                "▌ 猫为什么喜欢把东西推下桌？  ",
                "▌ ★ 猫奴 · 2 分钟阅读         ",
                "                              ",
                "                              ",
            ])
        #expect(frame[0, 0].style == theme.selectionMarker)
        #expect(frame[2, 0].style == theme.storyTitle(isRead: false, isSelected: true))
        #expect(frame[2, 1].style == theme.storyHint)
    }

    @Test func aStoryRowWrapsALongTitleAndGivesWideRowsASwatch() {
        let story = StorySummary(
            id: StoryID(1), title: "一座城市的地铁线路颜色，是怎么定下来的？为什么有的城市一条线要用两种颜色？",
            hint: "线路图收集者", imageHue: RGBColor(hex: 0x305070))
        let row = StoryRowView(story: story, isSelected: false, isRead: false, isFavourite: false, theme: theme)
        let frame = draw(row, columns: 60, rows: 4)
        #expect(frame.lines[0].hasPrefix("  一座城市的地铁线路颜色，是怎么定下来的？"))
        #expect(frame.lines[1].hasPrefix("  的城市一条线要用两种颜色？"))
        #expect(frame.lines[2].hasPrefix("  线路图收集者"))
        // The swatch covers the text rows, not the spacer.
        for row in 0..<3 { #expect(frame.text(ofRow: row).hasSuffix("▀▀▀▀▀▀ ")) }
        #expect(frame.text(ofRow: 3).allSatisfy { $0 == " " })
    }

    @Test(arguments: [
        (OlderDaysStatus.loading(before: DayStamp.firstIssue), "⠋ 加载中…"),
        (.failed(before: DayStamp.firstIssue, .httpStatus(503)), "加载失败 (HTTP 503) · 按 r 重试"),
        (.exhausted, "没有更多了"),
    ])
    func theFooterSaysWhereHistoryStands(_ status: OlderDaysStatus, _ words: String) {
        let footer = FooterView(status: status, hasDays: true, theme: theme, spinner: "⠋")
        let frame = draw(footer, columns: 40, rows: 1)
        #expect(frame.lines[0].trimmingCharacters(in: .whitespaces) == words)
        let empty = draw(FooterView(status: status, hasDays: false, theme: theme, spinner: "⠋"), columns: 40, rows: 1)
        #expect(empty.lines[0].allSatisfy { $0 == " " })
    }

    @Test func theStatusLineSaysWhereYouAreAndWhatYouCanDo() {
        var state = AppState(screenSize: Size(columns: 40, rows: 10), isDemoEdition: true)
        let line = draw(StatusLineView(state: state, theme: theme), columns: 40, rows: 1)
        #expect(line.lines == [" 知乎日报 · 演示数据     ? 帮助  q 退出 "])
        #expect(line[1, 0].style == theme.statusAccent)
        _ = AppReducer.reduce(&state, .message(StatusMessage("网络不可用 · 显示缓存", kind: .error)), now: 0)
        let message = draw(StatusLineView(state: state, theme: theme), columns: 40, rows: 1)
        // Too narrow for both, the message goes before where you are, never before the keys.
        #expect(message.lines == [" 网络不可用 · 显示缓存   ? 帮助  q 退出 "])
        #expect(message[1, 0].style == theme.statusError)
    }

    @Test func aViewDrawnPartlyOffItsParentsAreaIsClipped() {
        var buffer = ScreenBuffer(size: Size(columns: 10, rows: 3))
        buffer.withClip(Rect(x: 0, y: 1, width: 10, height: 2)) { buffer in
            HeaderBarView(title: "甲", theme: theme).render(in: Rect(x: 0, y: 0, width: 10, height: 1), into: &buffer)
            HeaderBarView(title: "乙", theme: theme).render(in: Rect(x: 0, y: 2, width: 10, height: 1), into: &buffer)
        }
        #expect(buffer.lines == ["          ", "          ", "    乙    "])
        #expect(buffer.clip == buffer.bounds)
    }
}
