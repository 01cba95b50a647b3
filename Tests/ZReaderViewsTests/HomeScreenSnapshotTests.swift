import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Home screen snapshots")
struct HomeScreenSnapshotTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

    /// Four days loaded, history still open (the footer not on screen).
    func state(_ size: Size) -> AppState {
        Fixtures.state(size: size, days: Fixtures.days(olderDays: 3))
    }

    func scrolled(_ size: Size, to offset: Int) -> AppState {
        var state = self.state(size)
        Fixtures.scroll(&state, to: offset)
        return state
    }

    @Test(arguments: sizes)
    func atRest(_ size: Size) {
        assertSnapshot(AppView.render(state(size), depth: .trueColor), named: "rest")
    }

    @Test(arguments: sizes)
    func midFade(_ size: Size) {
        var state = scrolled(size, to: HomeLayout.bannerHeight(screenRows: size.rows) / 2)
        // Half the banner still shows, so it keeps the selection until `j` moves it to the first story.
        #expect(state.home.selection == .banner)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        guard case .topBar(let alpha) = state.home.chrome else {
            Issue.record("expected the top bar, got \(state.home.chrome)")
            return
        }
        #expect(alpha > 0.3 && alpha < 0.7)
        assertSnapshot(AppView.render(state, depth: .trueColor), named: "mid-fade")
    }

    @Test(arguments: sizes)
    func afterHandOver(_ size: Size) {
        let layout = state(size).home.layout
        let state = scrolled(size, to: layout.todayEnd)
        #expect(state.home.chrome == .pinnedHeader(section: 1))
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.text(ofRow: 0).contains("11月29日 星期日"))
        #expect(!frame.text(ofRow: 0).contains("今日新闻"))
        assertSnapshot(frame, named: "hand-over")
    }

    @Test(arguments: sizes)
    func pinnedHeaderMidSection(_ size: Size) {
        let layout = state(size).home.layout
        let section = layout.sections[2]
        let state = scrolled(size, to: section.top + section.height / 2)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.text(ofRow: 0).contains("11月28日 星期六"))
        assertSnapshot(frame, named: "pinned-mid-section")
    }

    @Test(arguments: sizes)
    func loadingFooter(_ size: Size) {
        var state = self.state(size)
        _ = AppReducer.reduce(&state, .command(.bottom), now: 0)
        #expect(state.home.olderStatus.isLoading)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.lines[size.rows - 2].contains("加载中…"))
        assertSnapshot(frame, named: "loading-footer")
    }

    @Test(arguments: sizes)
    func helpOverlay(_ size: Size) {
        var state = self.state(size)
        _ = AppReducer.reduce(&state, .command(.toggleHelp), now: 0)
        let frame = AppView.render(state, depth: .trueColor)
        // Every key is on one of the pages (two at 80x24).
        var shown = frame.lines
        for _ in 0..<3 {
            _ = AppReducer.reduce(&state, .command(.pageDown), now: 0)
            shown += AppView.render(state, depth: .trueColor).lines
        }
        for binding in KeyMap.standard.bindings(for: .home) {
            #expect(shown.contains { $0.contains(binding.help.string) }, "help lacks \(binding.help)")
        }
        assertSnapshot(frame, named: "help")
    }
}
