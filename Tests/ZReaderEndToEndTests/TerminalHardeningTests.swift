import Foundation
import Testing
import ZReaderTestSupport

/// zreader against unusual terminals and signals: it never leaves a terminal broken.
@Suite("Terminals and signals", .serialized)
struct TerminalHardeningTests {
    func binary() throws -> String { try BuiltBinary.zreader() }

    /// Runs zreader with `environment` words in front, then reports its exit status and whether
    /// the terminal is back in canonical mode with echo.
    func session(_ environment: String, _ arguments: String = "--demo", columns: Int = 80, rows: Int = 24) throws
        -> TmuxSession
    {
        let modes = "stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '"
        return try TmuxSession(
            command:
                "env -u NO_COLOR \(environment) \(try binary()) \(arguments); echo ZREADER-EXIT=$?; \(modes); echo; sleep 60",
            columns: columns, rows: rows)
    }

    func restored(_ screen: String) -> Bool {
        screen.contains("icanon echo") || screen.contains("echo icanon")
    }

    @Test func withoutTERMItSaysSoAndExitsOne() async throws {
        let tmux = try session("-u TERM")
        let screen = await tmux.waitFor { $0.contains("ZREADER-EXIT=") }.screen
        #expect(screen.contains("zreader: 没有设置 TERM"))
        #expect(screen.contains("ZREADER-EXIT=1"))
    }

    /// Terminals whose terminfo entry Debian lacks (Ghostty, WezTerm, foot), and a made-up one,
    /// start on xterm's entry and say so once; inside tmux without `COLORTERM` there is no 24-bit
    /// colour to try first. 100 columns: at 80 the message shares the line with 知乎日报 · 演示数据
    /// and the keys, shortened with …
    @Test(arguments: ["xterm-ghostty", "wezterm", "foot", "vt-nonexistent-9000"])
    func aTERMCursesLacksStartsOnXtermsEntryAndSaysSo(_ term: String) async throws {
        let tmux = try session("-u COLORTERM TERM=\(term)", columns: 100)
        let home = await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("已改用") }
        #expect(home.screen.contains("终端类型 \(term) 未知，已改用 xterm-256color"), "\(home.screen)")
        await tmux.send("q")
        let exit = await tmux.waitFor { $0.contains("ZREADER-EXIT=") }.screen
        #expect(exit.contains("ZREADER-EXIT=0"), "\(exit)")
    }

    /// A private `TERMINFO` directory is searched before the system's: an entry there is used as
    /// it is, and a name neither has falls back as above.
    @Test func aPrivateTerminfoEntryIsUsedAndANameItLacksFallsBack() async throws {
        let folder = try TemporaryFolder()
        let source = folder.file("zrtest.src")
        try Data("zrtest|zreader's test terminal,\n\tuse=xterm-256color,\n".utf8).write(
            to: URL(fileURLWithPath: source))
        _ = try BuiltBinary.run("/usr/bin/tic", ["-x", "-o", folder.file("terminfo"), source])
        let known = try session("-u COLORTERM TERMINFO=\(folder.file("terminfo")) TERM=zrtest")
        let home = await known.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }
        #expect(home.matched && !home.screen.contains("已改用"), "\(home.screen)")
        let unknown = try session("-u COLORTERM TERMINFO=\(folder.file("terminfo")) TERM=zrother")
        let fallback = await unknown.waitFor { $0.contains("已改用") }
        #expect(fallback.screen.contains("终端类型 zrother 未知，已改用 xterm-256color"), "\(fallback.screen)")
    }

    @Test func aDumbTerminalGetsThePlainList() async throws {
        let tmux = try session("TERM=dumb", "--demo --days 1", rows: 40)
        let screen = await tmux.waitFor { $0.contains("ZREADER-EXIT=") }.screen
        #expect(screen.contains("今日新闻"))
        #expect(screen.contains("9791101  为什么北方一来暖气"))
        #expect(screen.contains("ZREADER-EXIT=0"))
    }

    @Test(arguments: [(1, 1), (10, 3), (20, 8), (300, 100)])
    func survivesTinyAndHugeTerminals(_ columns: Int, _ rows: Int) async throws {
        let tmux = try session("TERM=xterm-256color", columns: columns, rows: rows)
        try await Task.sleep(for: .seconds(0.5))
        await tmux.send("j", "G", "?")
        // A key right after Esc, within curses' escape delay, would read as one Alt sequence.
        try await Task.sleep(for: .seconds(0.2))
        await tmux.send("Escape")
        try await Task.sleep(for: .seconds(0.2))
        await tmux.send("Enter", "q")
        await tmux.resize(columns: 80, rows: 24)
        let screen = await tmux.waitFor { $0.contains("? 帮助") || $0.contains("q 返回") }
        #expect(screen.matched, "\(screen.screen)")
        await tmux.send("q", "q", "q")
        let exit = await tmux.waitFor { $0.contains("ZREADER-EXIT=") && ($0.contains("icanon") || $0.contains("echo")) }
            .screen
        #expect(exit.contains("ZREADER-EXIT=0"), "\(exit)")
        #expect(restored(exit))
    }

    @Test func aStormOfResizesWhileLoadingEndsInACorrectFrame() async throws {
        let tmux = try session("TERM=xterm-256color", "--demo --demo-delay 0.4")
        #expect(await tmux.waitFor { $0.contains("加载中") }.matched)
        for step in 0..<40 {
            await tmux.resize(columns: [1, 30, 200, 20, 80, 10][step % 6], rows: [1, 10, 60, 8, 24, 3][step % 6])
        }
        await tmux.resize(columns: 90, rows: 28)
        // The last frame, at the last size: the status line on the 28th row.
        let screen = await tmux.waitFor { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return screen.contains("在南极越冬站工作一年") && !screen.contains("加载中") && lines.count >= 28
                && lines[27].contains("? 帮助  q 退出")
        }
        #expect(screen.matched, "\(screen.screen)")
        await tmux.send("q")
        #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }

    @Test(arguments: [("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT)])
    func quitsCleanlyOnSignals(_ signal: String, _ number: Int32) async throws {
        // A marker of this run only, so that no other test's zreader gets the signal.
        let marker = "/tmp/zreader-signal-\(UUID().uuidString)"
        let tmux = try session("TERM=xterm-256color", "--demo --cache-dir \(marker)")
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        // zreader processes (not the tmux server, whose command line holds the marker too).
        let pids = try BuiltBinary.run("/usr/bin/pgrep", ["-x", "zreader"]).output
        let mine = pids.split(separator: "\n").compactMap { Int32($0) }.filter { pid in
            let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return String(decoding: arguments, as: UTF8.self).contains(marker)
        }
        #expect(!mine.isEmpty)
        for pid in mine {
            _ = try BuiltBinary.run("/bin/kill", ["-\(signal)", String(pid)])
        }
        let exit = await tmux.waitFor { $0.contains("ZREADER-EXIT=") && ($0.contains("icanon") || $0.contains("echo")) }
            .screen
        // It ends by the signal once the terminal is restored, as an uncaught one would.
        #expect(exit.contains("ZREADER-EXIT=\(128 + number)"), "\(exit)")
        #expect(restored(exit), "\(exit)")
    }

    @Test func ctrlZThenFgComesBackRedrawn() async throws {
        let tmux = try TmuxSession(command: "env -u NO_COLOR TERM=xterm-256color PS1='$ ' bash --norc --noprofile -i")
        #expect(await tmux.waitFor { $0.contains("$") }.matched)
        await tmux.sendLiteral("printf '\\033]2;SHELL-TITLE\\007'")
        await tmux.send("Enter")
        await tmux.send("\(try binary()) --demo", "Enter")
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助") }.matched)
        #expect(await tmux.display("#{pane_title}") == "知乎日报")
        await tmux.send("C-z")
        let stopped = await tmux.waitFor { $0.contains("Stopped") }
        #expect(stopped.matched, "\(stopped.screen)")
        #expect(await tmux.display("#{pane_title}") == "SHELL-TITLE", "the shell's title while stopped")
        await tmux.send("stty -a | grep -o -- '-\\?icanon'", "Enter")
        let modes = await tmux.waitFor {
            $0.contains("icanon") && $0.split(separator: "\n").contains { $0 == "icanon" }
        }
        #expect(modes.matched, "terminal not restored while stopped:\n\(modes.screen)")
        await tmux.send("clear; fg", "Enter")
        let back = await tmux.waitFor { $0.contains("在南极越冬站工作一年") && $0.contains("? 帮助  q 退出") }
        #expect(back.matched, "not redrawn after fg:\n\(back.screen)")
        #expect(await tmux.display("#{pane_title}") == "知乎日报", "the title taken again after fg")
        #expect(!back.screen.contains("▌ 为什么北方一来暖气"))
        await tmux.send("j")
        #expect(await tmux.waitFor { $0.contains("▌ 为什么北方一来暖气") }.matched, "keys not read after fg")
        await tmux.send("q")
        #expect(await tmux.waitFor { !$0.contains("? 帮助") }.matched)
        await tmux.send("echo DONE=$?", "Enter")
        #expect(await tmux.waitFor { $0.contains("DONE=0") }.matched)
    }
}
