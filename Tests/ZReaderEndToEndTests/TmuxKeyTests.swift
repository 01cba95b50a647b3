import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// Keys as terminals send them when terminfo says otherwise: inside tmux with
    /// `TERM=xterm-256color`, Home is `ESC [ 1 ~`, not the entry's `ESC O H`.
    @Suite("Keys terminfo does not know, in tmux")
    struct TmuxKeyTests {
        /// Sends raw bytes to the pane, as the terminal would.
        func sendBytes(_ tmux: TmuxSession, _ bytes: [UInt8]) {
            let tmuxPath = BuiltBinary.executable("tmux", preferring: ["/usr/bin/tmux"]) ?? "/usr/bin/tmux"
            let hex = bytes.map { String($0, radix: 16) }
            _ = try? BuiltBinary.run(tmuxPath, ["-L", tmux.socket, "send-keys", "-t", "test", "-H"] + hex)
        }

        func start() async throws -> TmuxSession {
            let tmux = try TmuxSession(
                command: "env -u NO_COLOR TERM=xterm-256color \(try BuiltBinary.zreader()) --demo; sleep 60")
            #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }.matched)
            return tmux
        }

        @Test func homeAndEndAsTmuxAndRxvtSendThemMoveToTheEnds() async throws {
            let tmux = try await start()
            sendBytes(tmux, Array("\u{1B}[4~".utf8))
            let bottom = await tmux.waitFor { $0.contains("11月28日 星期六") || $0.contains("11月29日 星期日") }
            #expect(bottom.matched, "End did not reach the bottom:\n\(bottom.screen)")
            sendBytes(tmux, Array("\u{1B}[1~".utf8))
            let top = await tmux.waitFor { $0.contains("● ○ ○ ○ ○") }
            #expect(top.matched, "Home did not come back to the top:\n\(top.screen)")
            sendBytes(tmux, Array("\u{1B}[8~".utf8))
            #expect(await tmux.waitFor { !$0.contains("● ○ ○ ○ ○") }.matched, "rxvt's End did nothing")
            sendBytes(tmux, Array("\u{1B}[7~".utf8))
            #expect(await tmux.waitFor { $0.contains("● ○ ○ ○ ○") }.matched, "rxvt's Home did nothing")
        }

        @Test func inTheReaderEndScrollsInsteadOfGoingBack() async throws {
            let tmux = try await start()
            await tmux.send("j", "Enter")
            #expect(await tmux.waitFor { $0.contains("q 返回") && $0.contains(" 0%") }.matched)
            // Before, curses passed ESC [ 4 ~ on as Esc (back to the list), '[', '4' and '~'.
            sendBytes(tmux, Array("\u{1B}[4~".utf8))
            let end = await tmux.waitFor { $0.contains("100%") }
            #expect(end.matched, "\(end.screen)")
            #expect(end.screen.contains("q 返回"), "left the reader:\n\(end.screen)")
            // Insert and Delete do nothing at all.
            sendBytes(tmux, Array("\u{1B}[2~\u{1B}[3~\u{1B}[1~".utf8))
            let top = await tmux.waitFor { $0.contains(" 0%") }
            #expect(top.matched && top.screen.contains("q 返回"), "\(top.screen)")
        }
    }
}
