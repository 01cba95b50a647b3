import Testing
import ZReaderScreen
import ZReaderTerminal

@Suite("A desktop notification in the form the terminal takes")
struct DesktopNotificationTests {
    func profile(_ brand: TerminalBrand, tmux outer: TerminalBrand? = nil, passthrough: Bool = false)
        -> TerminalProfile
    {
        TerminalProfile(
            identity: TerminalIdentity(brand: outer == nil ? brand : .tmux, evidence: .none),
            outer: outer.map { TerminalIdentity(brand: $0, evidence: .none) }, insideTmux: outer != nil,
            tmuxPassthrough: passthrough)
    }

    func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    @Test func kittyGhosttyWezTermITermAndWindowsTerminalTakeOSC9() {
        for brand in [TerminalBrand.kitty, .ghostty, .wezterm, .iterm2, .windowsTerminal] {
            #expect(
                text(DesktopNotification.sequence("知乎日报：3 篇新文章", profile: profile(brand)))
                    == "\u{1B}]9;知乎日报：3 篇新文章\u{07}", "\(brand)")
        }
    }

    @Test func footAndVTETakeOSC777WithATitle() {
        for brand in [TerminalBrand.foot, .vte] {
            #expect(
                text(DesktopNotification.sequence("3 篇新文章", profile: profile(brand)))
                    == "\u{1B}]777;notify;知乎日报;3 篇新文章\u{07}", "\(brand)")
        }
    }

    @Test func aTerminalWithNoKnownWayGetsNothing() {
        for brand in [TerminalBrand.xterm, .konsole, .appleTerminal, .linuxConsole, .unknown] {
            #expect(DesktopNotification.sequence("3 篇新文章", profile: profile(brand)) == nil, "\(brand)")
        }
    }

    @Test func insideTmuxItIsWrappedForPassthroughOrNotSent() {
        #expect(
            text(DesktopNotification.sequence("新文章", profile: profile(.kitty, tmux: .kitty, passthrough: true)))
                == "\u{1B}Ptmux;\u{1B}\u{1B}]9;新文章\u{07}\u{1B}\\")
        #expect(DesktopNotification.sequence("新文章", profile: profile(.kitty, tmux: .kitty)) == nil)
        #expect(DesktopNotification.sequence("新文章", profile: profile(.kitty, tmux: .xterm, passthrough: true)) == nil)
    }

    @Test func theTextIsOneLineWithoutControls() {
        // A literal keeps its line break; the joined line has none.
        let dirty: DisplayText = "一\n二\u{07}三\u{1B}]"
        let bytes = DesktopNotification.sequence(dirty, profile: profile(.kitty)) ?? []
        #expect(bytes.first == 0x1B && bytes.last == 0x07)
        #expect(!bytes.dropFirst().dropLast().contains { $0 < 0x20 || $0 == 0x7F })
    }
}
