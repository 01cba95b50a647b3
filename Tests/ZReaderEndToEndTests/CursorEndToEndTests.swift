import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// Where the terminal's cursor is after keys, as tmux has it: on the selected story, the first
    /// line read, the prompt's caret, where a screen reader or a magnifier looks.
    @Suite("The terminal's cursor follows the selection")
    struct CursorEndToEndTests {
        /// The cursor's column and row, and the pane's text from there to the end of its row.
        func cursor(_ tmux: TmuxSession) async -> (x: Int, y: Int, text: String, visible: Bool) {
            let shown = await tmux.display("#{cursor_x} #{cursor_y} #{cursor_flag}").split(separator: " ")
            let x = shown.count == 3 ? Int(shown[0]) ?? -1 : -1
            let y = shown.count == 3 ? Int(shown[1]) ?? -1 : -1
            let rows = await tmux.screen().split(separator: "\n", omittingEmptySubsequences: false)
            // Columns to characters: CJK and full-width forms take two columns, the rest (`▌`) one.
            func columns(_ character: Character) -> Int {
                let value = character.unicodeScalars.first?.value ?? 0
                let wide =
                    (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
                    || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
                return wide ? 2 : 1
            }
            var text = ""
            if rows.indices.contains(y) {
                var column = 0
                for character in rows[y] {
                    if column >= x { text.append(character) }
                    column += columns(character)
                }
            }
            return (x, y, text, shown.count == 3 && shown[2] == "1")
        }

        @Test func afterKeysTheCursorIsOnWhatTheKeysChose() async throws {
            let tmux = try TmuxSession(
                command: "env -u NO_COLOR TERM=xterm-256color \(try BuiltBinary.zreader()) --demo; sleep 60")
            #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }.matched)
            let banner = await cursor(tmux)
            #expect(banner.text.hasPrefix("在南极越冬站工作一年"), "the banner's title: \(banner)")
            #expect(!banner.visible, "hidden unless --cursor visible")
            await tmux.send("j")
            _ = await tmux.waitFor { $0.contains("▌ 为什么北方一来暖气") }
            let first = await cursor(tmux)
            #expect(first.text.hasPrefix("为什么北方一来暖气"), "\(first)")
            await tmux.send("j")
            _ = await tmux.waitFor { $0.contains("▌ 在南极越冬站工作一年") }
            let second = await cursor(tmux)
            #expect(second.text.hasPrefix("在南极越冬站工作一年") && second.y > first.y, "\(second)")
            await tmux.send("k")
            _ = await tmux.waitFor { $0.contains("▌ 为什么北方一来暖气") }
            #expect(await cursor(tmux).y == first.y)
            await tmux.send("C-e")
            // One row scrolled: the list moves up under the top bar (whose brand now stays while
            // the title fades in, so the bar's row tells nothing).
            var moved = await cursor(tmux)
            let deadline = ContinuousClock.now + .seconds(30)
            while moved.y != first.y - 1, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
                moved = await cursor(tmux)
            }
            #expect(moved.y == first.y - 1 && moved.text.hasPrefix("为什么北方一来暖气"), "\(moved)")
            await tmux.send("Enter")
            _ = await tmux.waitFor { $0.contains("q 返回") && !$0.contains("加载中") }
            let reader = await cursor(tmux)
            #expect(!reader.text.trimmingCharacters(in: .whitespaces).isEmpty, "on the first line shown: \(reader)")
            await tmux.send("q", "/")
            _ = await tmux.waitFor { $0.contains("Esc 取消") }
            await tmux.sendLiteral("暖气")
            _ = await tmux.waitFor { $0.contains("暖气▏") || $0.split(separator: "\n").last?.contains("暖气") == true }
            let prompt = await cursor(tmux)
            #expect(prompt.y == 23, "\(prompt)")
            let before = await tmux.display("#{cursor_x}")
            await tmux.sendLiteral("x")
            _ = await tmux.waitFor { $0.split(separator: "\n").last?.contains("暖气x") == true }
            #expect(Int(await tmux.display("#{cursor_x}")) == (Int(before) ?? 0) + 1, "the caret moved with the text")
        }

        @Test func cursorVisibleShowsIt() async throws {
            let tmux = try TmuxSession(
                command:
                    "env -u NO_COLOR TERM=xterm-256color \(try BuiltBinary.zreader()) --demo --cursor visible; sleep 60"
            )
            #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }.matched)
            #expect(await cursor(tmux).visible)
        }
    }
}
