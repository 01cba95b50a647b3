import Testing
import ZReaderScreen
import ZReaderTerminal

/// tmux's word about the terminal it draws in (`tmux display -p …; show -Apv allow-passthrough`).
@Suite("tmux's client")
struct TmuxClientInfoTests {
    @Test func tmuxInKittyAsRecorded() throws {
        let info = try #require(TmuxClientInfo(parsing: "xterm-kitty|kitty(0.26.5)|9|18|3.3a\noff\n"))
        #expect(info.termName == "xterm-kitty" && info.termType == "kitty(0.26.5)" && info.version == "3.3a")
        #expect(info.cellPixels == PixelExtent(width: 9, height: 18))
        #expect(!info.passthrough)
        #expect(
            info.outerIdentity
                == TerminalIdentity(brand: .kitty, version: TerminalVersion(0, 26, 5), evidence: .tmuxClient))
    }

    @Test(arguments: [("on", true), ("all", true), ("off", false), ("", false), ("on \r", true)])
    func passthroughIsOnOrAll(_ option: String, _ on: Bool) {
        #expect(TmuxClientInfo(parsing: "xterm-ghostty||||3.3a\n\(option)\n")?.passthrough == on)
    }

    @Test func aDetachedSessionHasNoOuterTerminal() throws {
        let info = try #require(TmuxClientInfo(parsing: "||||3.3a\noff\n"))
        #expect(info.outerIdentity == nil && info.cellPixels == nil)
    }

    @Test func theOuterTerminalByItsTermWhenTmuxKnowsNoVersion() {
        #expect(TmuxClientInfo(parsing: "xterm-ghostty||||3.3a\n")?.outerIdentity?.brand == .ghostty)
        #expect(TmuxClientInfo(parsing: "rxvt-unicode||||3.3a\n")?.outerIdentity?.brand == .unknown)
    }

    @Test(arguments: ["", "no server running on /tmp/tmux-0/default\n", "a|b|c\n", "a|b|c|d|e|f\n"])
    func anythingButFiveFieldsIsNoAnswer(_ answer: String) {
        #expect(TmuxClientInfo(parsing: answer) == nil)
    }

    @Test func controlsInAFieldReachNothing() throws {
        let info = try #require(TmuxClientInfo(parsing: "xterm\u{1B}]0;x\u{07}|kitty(\u{9B}1)|9|18|3.3a\noff"))
        #expect(info.termName.utf8.allSatisfy { (0x20...0x7E).contains($0) })
        #expect(info.termType.utf8.allSatisfy { (0x20...0x7E).contains($0) })
    }
}
