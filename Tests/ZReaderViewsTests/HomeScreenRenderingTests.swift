import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@Suite("Home screen rendering")
struct HomeScreenRenderingTests {
    let size = Size(columns: 80, rows: 40)

    func state(offset: Int) -> AppState {
        var state = Fixtures.state(size: size, days: Fixtures.days(olderDays: 2))
        Fixtures.scroll(&state, to: offset)
        return state
    }

    func titleColor(_ frame: ScreenBuffer) -> TerminalColor? {
        let row = frame.text(ofRow: 0)
        guard let range = row.range(of: "今日新闻") else { return nil }
        let column = TextWidth.width(of: row[..<range.lowerBound])
        return frame[column, 0].style.foreground
    }

    @Test func theBarFadesInAndTheTitleIsRevealedInManySteps() {
        let banner = HomeLayout.bannerHeight(screenRows: size.rows)
        var backgrounds: [TerminalColor] = []
        var titles: [TerminalColor] = []
        for offset in 1..<banner {
            let frame = AppView.render(state(offset: offset), depth: .trueColor)
            backgrounds.append(frame[0, 0].style.background)
            if let color = titleColor(frame) { titles.append(color) }
        }
        #expect(Set(backgrounds).count == banner - 1)
        #expect(Set(titles).count >= 8)
        let atRest = AppView.render(state(offset: 0), depth: .trueColor)
        #expect(!atRest.text(ofRow: 0).contains("今日新闻"))
        let full = AppView.render(state(offset: banner - 1), depth: .trueColor)
        #expect(full[0, 0].style.background == .rgb(Theme.zhihuBlue))
        #expect(titleColor(full) == .rgb(.white))
    }

    @Test func theBannerIsShadedDarkAtTopAndBottomAndClearInBetween() {
        let frame = AppView.render(state(offset: 0), depth: .trueColor)
        let banner = HomeLayout.bannerHeight(screenRows: size.rows)
        let hue = Fixtures.topStories[0].imageHue!
        func background(_ row: Int) -> TerminalColor { frame[70, row].style.background }
        #expect(background(0) == .rgb(hue.blended(with: BannerGradient.shade, alpha: 0.6)))
        #expect(background(banner - 1) == .rgb(hue.blended(with: BannerGradient.shade, alpha: 0.6)))
        #expect(background(banner / 2) == .rgb(hue))
        #expect(BannerGradient.alpha(at: 0.4) == 0 && BannerGradient.alpha(at: 0.7) == 0)
        #expect(abs(BannerGradient.alpha(at: 0.2) - 0.3) < 1e-9)
        #expect(abs(BannerGradient.alpha(at: 0.85) - 0.3) < 1e-9)
    }

    @Test func withoutColourTheRevealUsesAttributesAndTheBarEndsReversed() {
        let banner = HomeLayout.bannerHeight(screenRows: size.rows)
        var looks: [TextAttributes] = []
        for offset in 1..<banner {
            let frame = AppView.render(state(offset: offset), depth: .monochrome)
            let row = frame.text(ofRow: 0)
            guard let range = row.range(of: "今日新闻") else { continue }
            looks.append(frame[TextWidth.width(of: row[..<range.lowerBound]), 0].style.attributes)
            #expect(frame[0, 0].style.background == .terminalDefault)
        }
        #expect(looks.first == .dim)
        #expect(looks.last == [.bold, .reverse])
        #expect(Set(looks.map(\.rawValue)).count == 4)
    }

    @Test func selectedStoryIsMarkedWithAndWithoutColour() throws {
        var state = self.state(offset: 0)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        let row = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 0))).lowerBound
        for depth in [ColorDepth.trueColor, .monochrome] {
            let frame = AppView.render(state, depth: depth)
            #expect(frame.text(ofRow: row).hasPrefix("▌ "))
            #expect(frame.text(ofRow: row + 1).hasPrefix("▌ "))
            #expect(!frame.text(ofRow: row + 3).hasPrefix("▌"))
            #expect(frame[2, row].style.attributes.contains(.bold))
        }
    }

    @Test func readStoriesAreDimmer() throws {
        var state = self.state(offset: 0)
        let story = state.home.days[0].stories[1]
        _ = AppReducer.reduce(&state, .cachedHomeLoaded(CachedHome(readStories: [story.id])), now: 0)
        let row = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 1))).lowerBound
        let unreadRow = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 2))).lowerBound
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame[2, row].style.foreground == .rgb(Theme.readTitle))
        #expect(frame[2, unreadRow].style.foreground == .terminalDefault)
        #expect(AppView.render(state, depth: .monochrome)[2, row].style.attributes.contains(.dim))
    }

    @Test(arguments: [
        Size(columns: 19, rows: 24), Size(columns: 80, rows: 7), Size(columns: 1, rows: 1), Size(columns: 10, rows: 3),
    ])
    func tooSmallShowsANotice(_ size: Size) {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: Fixtures.days(olderDays: 1))
        _ = AppReducer.reduce(&state, .resized(size), now: 0)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.size == size)
        if size.rows >= 3 {
            #expect(frame.lines.joined().contains("终端太小") || frame.lines.joined().contains("终端太"))
        }
    }

    @Test func footerSaysWhenHistoryEndsOrFails() {
        var failed = self.state(offset: 0)
        Fixtures.answerOlderDay(&failed) { _ in .failure(.httpStatus(500)) }
        _ = AppReducer.reduce(&failed, .command(.bottom), now: 0)
        #expect(failed.home.scrollOffset == failed.home.layout.maxScrollOffset)
        var frame = AppView.render(failed, depth: .trueColor)
        #expect(frame.lines[size.rows - 2].contains("加载失败 (HTTP 500) · 按 r 重试"))

        var ended = self.state(offset: 0)
        Fixtures.answerOlderDay(&ended) { .success(DayFeed(date: $0.previous, stories: [])) }
        _ = AppReducer.reduce(&ended, .command(.bottom), now: 0)
        frame = AppView.render(ended, depth: .trueColor)
        #expect(frame.lines[size.rows - 2].contains("没有更多了"))
    }

    @Test func offlineTheFooterNamesWhatIsMissingWithoutOfferingARetryThatCannotFetch() {
        var offline = self.state(offset: 0)
        Fixtures.answerOlderDay(&offline) { _ in .failure(.unavailable("离线 · 没有更早的缓存")) }
        _ = AppReducer.reduce(&offline, .command(.bottom), now: 0)
        let footer = AppView.render(offline, depth: .trueColor).lines[size.rows - 2]
        #expect(footer.contains("离线 · 没有更早的缓存"), "\(footer)")
        #expect(!footer.contains("重试"), "\(footer)")
    }
}
