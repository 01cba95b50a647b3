import Testing
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// One blank row between the banner's dots and the first story, between a date bar and its first
/// story, and between the columns screen's title bar and its first entry: neither a title nor a
/// thumbnail touches a bar.
@Suite("Breathing room under bars")
struct BreathingRoomTests {
    func isBlank(_ frame: ScreenBuffer, row: Int) -> Bool {
        frame.text(ofRow: row).allSatisfy { $0 == " " }
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func aBlankRowFollowsTheBannersDots(_ size: Size) {
        let state = ThemedScreens(.day, size: size).homeState()
        let frame = AppView.render(state, depth: .trueColor)
        let dots = state.home.layout.bannerHeight - 1
        #expect(frame.text(ofRow: dots).contains("●"))
        #expect(isBlank(frame, row: dots + 1), "\(frame.lines)")
        #expect(frame.text(ofRow: dots + 2).contains(ThemedScreens.days[0].stories[0].title.string.prefix(6)))
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func aBlankRowFollowsADateBar(_ size: Size) {
        var state = ThemedScreens(.day, size: size).homeState()
        Fixtures.scroll(&state, to: state.home.layout.sections[1].top)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(isBlank(frame, row: 1), "\(frame.lines)")
        let title = ThemedScreens.days[1].stories[0].title.string.prefix(6)
        #expect(frame.text(ofRow: 2).contains(title), "\(frame.lines)")
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func aBlankRowFollowsTheColumnsTitleBar(_ size: Size) {
        let screens = ThemedScreens(.day, size: size)
        for screen in [screens.columns, screens.column] {
            let frame = AppView.render(screen.state, depth: .trueColor)
            #expect(isBlank(frame, row: 1), "\(screen.name): \(frame.lines)")
            #expect(!isBlank(frame, row: 2), "\(screen.name): \(frame.lines)")
        }
    }
}
