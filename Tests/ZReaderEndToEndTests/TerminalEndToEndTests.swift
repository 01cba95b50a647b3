import Foundation
import Testing
import ZReaderTestSupport

/// Runs the built `zreader` in a real terminal (tmux) and reads what it shows.
@Suite("zreader in tmux", .serialized)
struct TerminalEndToEndTests {
    func binary() throws -> String { try BuiltBinary.zreader() }

    /// Runs zreader, then prints its exit status and the terminal modes, and waits.
    func session(
        _ arguments: String = "--demo", columns: Int = 80, rows: Int = 24, environment: String = "TERM=xterm-256color"
    )
        throws -> TmuxSession
    {
        let command =
            "env -u NO_COLOR -u COLORTERM \(environment) \(try binary()) \(arguments); echo ZREADER-EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; sleep 60"
        return try TmuxSession(command: command, columns: columns, rows: rows)
    }

    @Test func showsTheHomeScreenMovesAndQuitsRestoringTheTerminal() async throws {
        let tmux = try session()
        let first = await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }
        #expect(first.matched, "no home screen:\n\(first.screen)")
        #expect(first.screen.contains("知乎日报"))
        // Five page dots, one filled (the banner may have turned already on a slow machine).
        let dots = first.screen.split(separator: "\n").first { $0.contains("●") }.map {
            $0.filter { "●○".contains($0) }
        }
        #expect(dots?.count == 5 && dots?.filter { $0 == "●" }.count == 1, "\(first.screen)")
        // The banner's story is selected at rest; `j` moves the marker to the first story of the list.
        #expect(!first.screen.contains("▌ 为什么北方一来暖气"))
        await tmux.send("j")
        #expect(await tmux.waitFor { $0.contains("▌ 为什么北方一来暖气") }.matched)
        await tmux.send("G")
        let bottom = await tmux.waitFor { $0.contains("11月28日 星期六") || $0.contains("11月29日 星期日") }
        #expect(bottom.matched, "no dated header after G:\n\(bottom.screen)")
        await tmux.send("?")
        #expect(await tmux.waitFor { $0.contains("帮助 · 首页") }.matched)
        await tmux.send("Escape")
        #expect(await tmux.waitFor { !$0.contains("帮助 · 首页") }.matched)
        await tmux.send("q")
        let exit = await tmux.waitFor { $0.contains("ZREADER-EXIT=") && $0.contains("icanon") }
        #expect(exit.screen.contains("ZREADER-EXIT=0"), "\(exit.screen)")
        #expect(
            exit.screen.contains("icanon echo") || exit.screen.contains("echo icanon"),
            "terminal left in raw mode:\n\(exit.screen)")
        #expect(!exit.screen.contains("在南极越冬站工作一年"), "alternate screen not left")
    }

    @Test func opensAStoryAndComesBack() async throws {
        let tmux = try session()
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        await tmux.send("j", "Enter")
        let reader = await tmux.waitFor { $0.contains("q 返回") && $0.contains("%") }
        #expect(reader.matched, "no reader:\n\(reader.screen)")
        await tmux.send("q")
        #expect(await tmux.waitFor { $0.contains("? 帮助  q 退出") }.matched)
        await tmux.send("q")
        #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }

    @Test func ctrlCQuitsCleanly() async throws {
        // zreader ends by SIGINT, which also ends a shell running it unless the shell traps it.
        let command =
            "trap : INT; env -u NO_COLOR -u COLORTERM TERM=xterm-256color \(try binary()) --demo; echo ZREADER-EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; sleep 60"
        let tmux = try TmuxSession(command: command)
        #expect(await tmux.waitFor { $0.contains("知乎日报") }.matched)
        await tmux.send("C-c")
        let exit = await tmux.waitFor { $0.contains("ZREADER-EXIT=") && $0.contains("icanon") }
        #expect(exit.matched, "\(exit.screen)")
        #expect(exit.screen.contains("icanon echo") || exit.screen.contains("echo icanon"))
    }

    @Test func loadingFooterShowsWhileKeysStillWork() async throws {
        let tmux = try session("--demo --demo-delay 30")
        #expect(await tmux.waitFor { $0.contains("加载中…") }.matched)
        await tmux.send("?")
        // Well before the 30 s answer: keys are not held up by it.
        let help = await tmux.waitFor(seconds: 15) { $0.contains("帮助 · 首页") }
        #expect(help.matched, "help did not open while loading:\n\(help.screen)")
        await tmux.send("q", "q")
        #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }

    @Test func resizeRedrawsAndATinyTerminalGetsANotice() async throws {
        let tmux = try session(columns: 100, rows: 30)
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        await tmux.resize(columns: 18, rows: 6)
        #expect(await tmux.waitFor { $0.contains("终端太小") }.matched)
        await tmux.resize(columns: 70, rows: 20)
        #expect(await tmux.waitFor { $0.contains("? 帮助") && !$0.contains("终端太小") }.matched)
        await tmux.send("q")
        #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }

    @Test func aCopiedBinaryStillCarriesTheDemoEdition() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "zreader-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appending(path: "zreader")
        // cp in its own process: a file this process held open for writing could leak into a
        // child another test spawns, and exec of a file open for writing fails (ETXTBSY).
        #expect(try BuiltBinary.run("/bin/cp", [try binary(), copy.path]).status == 0)
        // The pictures ride in the binary the way the JSON does: as their own bytes.
        let banner = FixtureServer.demoRoot.appending(path: "images/v2-08229b0359b024ba2f208c5bbfdbfd88.jpg")
        let picture = try Data(contentsOf: banner)
        #expect(try Data(contentsOf: copy).range(of: picture) != nil, "the copy carries no pictures")
        let latest = try Data(contentsOf: FixtureServer.demoRoot.appending(path: "news/latest.json"))
        #expect(try Data(contentsOf: copy).range(of: latest) != nil, "the copy carries no JSON")
        let tmux = try TmuxSession(
            command:
                "cd \(directory.path) && env -u NO_COLOR TERM=xterm-256color ./zreader --cache-dir cache "
                + "--data-dir data; echo ZREADER-EXIT=$?; sleep 60")
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        await tmux.send("q")
        #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }

    /// A terminal with few colour pairs (here 16) runs out of them while scrolling: the stories
    /// must keep their colours, as a fresh start shows them, not those of recycled pairs.
    ///
    /// Without pictures: one picture alone needs more than 16 pairs, so no frame with one fits.
    @Test func aTerminalWithFewColourPairsKeepsEveryCellsColours() async throws {
        let terminfo = try TemporaryFolder()
        let source = terminfo.url.appending(path: "few.src")
        let entry = try BuiltBinary.run("/usr/bin/infocmp", ["-x", "xterm-256color"]).output
            .replacingOccurrences(
                of: #"xterm-256color\|[^,]*,"#, with: "xterm-fewpairs|xterm with 16 pairs,", options: .regularExpression
            )
            .replacingOccurrences(of: #"pairs#[0-9x]+"#, with: "pairs#16", options: .regularExpression)
        try entry.write(to: source, atomically: true, encoding: .utf8)
        let compiled = try BuiltBinary.run("/usr/bin/tic", ["-x", "-o", terminfo.path, source.path])
        try #require(compiled.status == 0, "\(compiled.error)")
        let environment = "TERMINFO=\(terminfo.path) TERM=xterm-fewpairs"
        let rows = 30

        let scrolled = try session(
            "--demo --colors 256 --images off", columns: 100, rows: rows, environment: environment)
        #expect(await scrolled.waitFor { $0.contains("知乎日报") }.matched)
        for _ in 0..<20 {
            await scrolled.send("Space")
            try await Task.sleep(for: .seconds(0.03))
        }
        await scrolled.send("g")
        let fresh = try session("--demo --colors 256 --images off", columns: 100, rows: rows, environment: environment)
        #expect(await fresh.waitFor { $0.contains("知乎日报") }.matched)
        try await Task.sleep(for: .seconds(0.5))

        // The story rows below the banner (whose page turns with time) and above the status
        // line, with their colours.
        func storyRows(_ tmux: TmuxSession) async -> [Substring] {
            Array(
                await tmux.screenWithStyles().split(separator: "\n", omittingEmptySubsequences: false)[13..<(rows - 1)])
        }
        let expected = await storyRows(fresh)
        let shown = await storyRows(scrolled)
        for (index, row) in expected.enumerated() where shown[index] != row {
            Issue.record(
                "row \(index + 13) differs:\n  scrolled \(shown[index].debugDescription)\n  fresh    \(row.debugDescription)"
            )
        }
        await scrolled.send("q")
        await fresh.send("q")
    }

    @Test func truecolorTerminalsGetTwentyFourBitColour() async throws {
        let tmux = try session(environment: "TERM=xterm-256color COLORTERM=truecolor")
        #expect(await tmux.waitFor { $0.contains("知乎日报") }.matched)
        try await Task.sleep(for: .seconds(0.3))
        // The Zhihu blue of the pinned header appears as an exact RGB colour once scrolled.
        await tmux.send("G")
        #expect(await tmux.waitFor { $0.contains("星期") }.matched)
        try await Task.sleep(for: .seconds(0.3))
        #expect(await tmux.screenWithStyles().contains("48;2;23;144;211"))
        await tmux.send("q")
    }
}
