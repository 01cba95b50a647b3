import Foundation
import Glibc
import Testing
import ZReaderTestSupport

/// Where the user stopped survives the quit, through the built binary, its data file and tmux.
///
/// The home list's story and row, and a story's first line, after `q` and after SIGTERM.
/// Pictures are off, so that the screens compared hold text only.
@Suite("Where you stopped, across runs", .serialized)
struct PlacesAcrossRunsTests {
    /// zreader against the fixture server with its own cache and data file, in a tmux pane that
    /// says how it ended; its pid in `pid`, for a signal.
    private struct Run {
        let tmux: TmuxSession
        let folder: TemporaryFolder

        init(_ folder: TemporaryFolder, server: FixtureServer, columns: Int = 80, rows: Int = 24) throws {
            self.folder = folder
            try? FileManager.default.removeItem(atPath: folder.file("pid"))
            let zreader =
                "env -u ZREADER_API -u NO_COLOR TERM=xterm-256color \(try BuiltBinary.zreader()) --images off "
                + "--api \(server.baseURL.absoluteString) --cache-dir \(folder.file("cache")) "
                + "--data-dir \(folder.file("data"))"
            tmux = try TmuxSession(
                command: "sh -c 'echo $$ > \(folder.file("pid")); exec \(zreader)'; echo ZREADER-EXIT=$?; sleep 60",
                columns: columns, rows: rows)
        }

        /// The home screen once it shows `text`.
        func home(showing text: String = "为什么北方一来暖气") async -> String {
            let shown = await tmux.waitFor { $0.contains(text) && $0.contains("? 帮助") }
            #expect(shown.matched, "no home screen with \(text):\n\(shown.screen)")
            return shown.screen
        }

        func quit(by keys: String...) async {
            for key in keys { await tmux.send(key) }
            let ended = await tmux.waitFor { $0.contains("ZREADER-EXIT=") }
            #expect(ended.screen.contains("ZREADER-EXIT=0"), "\(ended.screen)")
        }

        func terminate() async throws {
            let text = try String(contentsOfFile: folder.file("pid"), encoding: .utf8)
            let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, SIGTERM)
            let ended = await tmux.waitFor { $0.contains("ZREADER-EXIT=") }
            #expect(ended.screen.contains("ZREADER-EXIT=143"), "\(ended.screen)")
        }
    }

    /// The screen row and text of the selected story's title (the row marked `▌`).
    private static func selected(_ screen: String) -> (row: Int, title: String)? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.hasPrefix("▌ ") }) else { return nil }
        return (row, lines[row].dropFirst(2).trimmingCharacters(in: .whitespaces))
    }

    /// The reader's text rows: every row but the status line (which has the resume note).
    private static func text(_ screen: String) -> [String] {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return Array(rows.dropLast())
    }

    @Test func theHomeListReopensOnTheStoryAndRowItWasLeftAtAfterQAndAfterSIGTERM() async throws {
        let server = try await FixtureServer.start()
        defer { server.stop() }
        let folder = try TemporaryFolder()

        // Yesterday's third story, scrolled to the middle of the screen.
        let first = try Run(folder, server: server)
        _ = await first.home()
        for key in ["j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "C-e", "C-e"] { await first.tmux.send(key) }
        try await Task.sleep(for: .milliseconds(500))
        let left = try #require(Self.selected(await first.tmux.screen()))
        #expect(left.row > 3 && left.row < 20, "not mid-screen: \(left)")
        await first.quit(by: "q")

        let second = try Run(folder, server: server)
        let back = await second.tmux.waitFor { Self.selected($0)?.title == left.title }
        #expect(Self.selected(back.screen)?.row == left.row, "left \(left), now:\n\(back.screen)")

        // Moved on, then ended by SIGTERM: the new place is kept.
        for key in ["j", "j", "j"] { await second.tmux.send(key) }
        try await Task.sleep(for: .milliseconds(500))
        let moved = try #require(Self.selected(await second.tmux.screen()))
        #expect(moved.title != left.title)
        try await second.terminate()

        let third = try Run(folder, server: server)
        let again = await third.tmux.waitFor { Self.selected($0)?.title == moved.title }
        #expect(Self.selected(again.screen)?.row == moved.row, "left \(moved), now:\n\(again.screen)")
        await third.quit(by: "q")

        // A smaller terminal: the same story selected, on screen.
        let small = try Run(folder, server: server, columns: 60, rows: 14)
        let smaller = await small.tmux.waitFor { Self.selected($0)?.title.hasPrefix(moved.title.prefix(8)) == true }
        #expect(smaller.matched, "left \(moved), now:\n\(smaller.screen)")
        await small.quit(by: "q")
    }

    /// The hint line of the list's second story, selected.
    static let longStory = "▌ 冰原上的鸟 · 6 分钟阅读"

    @Test func aStoryLeftByQOrBySIGTERMReopensAtTheSameFirstLine() async throws {
        let server = try await FixtureServer.start()
        defer { server.stop() }
        let folder = try TemporaryFolder()

        for way in ["q", "SIGTERM"] {
            let first = try Run(folder, server: server)
            _ = await first.home()
            // The second story of the list, a long one (the banner's title is marked `▌` too, its
            // author line is not the list's).
            for key in ["g", "j", "j"] { await first.tmux.send(key) }
            _ = await first.home(showing: Self.longStory)
            await first.tmux.send("Enter")
            #expect(await first.tmux.waitFor { $0.contains("q 返回") && $0.contains("%") }.matched)
            // From the story's start (the second time it resumes where the first left it), pages
            // and rows, so that the top is inside a paragraph; each way to another place.
            await first.tmux.send("g")
            for key in ["Space", "Space", way == "q" ? "C-e" : "Space", "C-e"] { await first.tmux.send(key) }
            try await Task.sleep(for: .milliseconds(500))
            let read = Self.text(await first.tmux.screen())
            #expect(read.contains { $0.contains("。") }, "\(read)")
            if way == "q" {
                await first.quit(by: "q", "q")
            } else {
                try await first.terminate()
            }

            let second = try Run(folder, server: server)
            // The home list is back on the story: Enter reopens it.
            _ = await second.home(showing: Self.longStory)
            await second.tmux.send("Enter")
            let resumed = await second.tmux.waitFor { $0.contains("从上次读到的位置继续") }
            #expect(resumed.matched, "\(way): no resume note:\n\(resumed.screen)")
            #expect(
                Self.text(resumed.screen) == read,
                "\(way): left at\n\(read.joined(separator: "\n"))\nnow\n\(resumed.screen)")
            await second.quit(by: "q", "q")
        }
    }
}
