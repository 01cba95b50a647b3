import Foundation
import Testing
import ZReaderTestSupport

/// Hostile strings served by the fixture server must reach the screen as text, never as terminal
/// sequences: the bytes zreader writes to its pseudo-terminal are searched for them.
@Suite("Content safety in a pseudo-terminal")
struct ContentSafetyTests {
    /// Runs zreader against the hostile fixtures in a pseudo-terminal, typing `keys`, and returns
    /// every byte it wrote after its start-up query round (its own DCS and APC queries, ended by
    /// DA1's `ESC [ c`).
    func bytesWritten(typing keys: String) async throws -> Data {
        let binary = try BuiltBinary.zreader()
        let server = try await FixtureServer.start(roots: [FixtureServer.demoRoot, FixtureServer.hostileRoot])
        let cache = try TemporaryFolder()
        let output = cache.url.appending(path: "tty.bin")
        let script = FixtureServer.packageRoot.appending(path: "Tests/Fixtures/pty_run.py").path
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["NO_COLOR"] = nil
        let run = try await BuiltBinary.runInBackground(
            "/usr/bin/python3",
            [
                script, "--out", output.path, "--keys", keys, "--quit", "q,q,q,q", "--",
                binary, "--api", server.baseURL.absoluteString, "--cache-dir", cache.path, "--data-dir",
                cache.path + "/data", "--no-mouse",
            ], environment: environment)
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "exit: \(run.output) \(run.error)")
        let bytes = try Data(contentsOf: output)
        let round = try #require(bytes.range(of: Data("\u{1B}[c".utf8)), "no query round")
        return bytes[round.upperBound...]
    }

    /// The window titles set: the text of every `ESC ] 2 ; … BEL`.
    func titles(in bytes: Data) -> [[UInt8]] {
        bytes.split(separator: 0x1B).compactMap { piece in
            guard piece.starts(with: Array("]2;".utf8)) else { return nil }
            return Array(piece.dropFirst(3).prefix { $0 != 0x07 })
        }
    }

    @Test func hostileTitlesBodiesAndCommentsNeverTalkToTheTerminal() async throws {
        let bytes = try await bytesWritten(typing: "j,Enter,c,G")
        func contains(_ needle: [UInt8]) -> Bool { bytes.range(of: Data(needle)) != nil }
        // The text itself was drawn: titles, the body and the comment.
        #expect(contains(Array("危险".utf8)) && contains(Array("标题".utf8)))
        #expect(contains(Array("实体编码的转义".utf8)))
        #expect(contains(Array("评论".utf8)))
        // None of the sequences it carried was written.
        #expect(!contains(Array("\u{1B}]52".utf8)), "OSC 52 written")
        #expect(!contains(Array("\u{1B}]0;".utf8)), "OSC 0 written")
        #expect(!contains(Array("\u{1B}P".utf8)), "DCS written")
        #expect(!contains([0xC2, 0x9B]), "C1 CSI written")
        #expect(!contains([0xE2, 0x80, 0xAE]), "RLO written")
        // Nor any leftover of them shown as text: sequences are removed whole, not just their ESC.
        #expect(!contains(Array("ZXZpbA==".utf8)), "the OSC 52 payload was shown")
        #expect(!contains(Array("pwned".utf8)), "the OSC title was shown")
        #expect(!contains(Array("7;7;7;7;7q".utf8)), "a C1 control sequence's tail was shown")
        // The story's title became the window's title, cleaned: every title ends at its BEL, and holds
        // no control (an ESC would have split it here, a C1 control shows as its UTF-8 bytes).
        let titles = titles(in: bytes)
        #expect(titles.contains { String(decoding: $0, as: UTF8.self).contains("危险") }, "\(titles)")
        for title in titles {
            let text = String(decoding: title, as: UTF8.self)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text)")
            #expect(
                bytes.range(of: Data([0x1B, 0x5D, 0x32, 0x3B] + title + [0x07])) != nil, "a title not ended by BEL")
        }
        // ncurses clears the screen with ESC [ H ESC [ 2 J itself; no other ESC [ 2 J may appear.
        let withoutClears = bytes.replacing(Data("\u{1B}[H\u{1B}[2J".utf8), with: Data())
        #expect(withoutClears.range(of: Data("\u{1B}[2J".utf8)) == nil, "a stray screen clear was written")
    }

    /// An older day's hostile story, read from the network, then saved and listed again from the
    /// favourites (out of the store), never writes its sequences either.
    @Test func hostileTextOnAnOlderDayAndInTheFavouritesNeverTalksToTheTerminal() async throws {
        let bytes = try await bytesWritten(typing: "G,G,s,F")
        func contains(_ needle: [UInt8]) -> Bool { bytes.range(of: Data(needle)) != nil }
        #expect(contains(Array("收藏夹".utf8)), "the favourites were not shown")
        #expect(contains(Array("旧日".utf8)) && contains(Array("往期作者".utf8)))
        for payload in ["T2xkZXI=", "owned", "8;8;8q"] {
            #expect(!contains(Array(payload.utf8)), "\(payload) was shown")
        }
        #expect(!contains(Array("\u{1B}]52".utf8)) && !contains(Array("\u{1B}]0;".utf8)))
        #expect(!contains(Array("\u{1B}P".utf8)) && !contains([0xC2, 0x9B]) && !contains([0xE2, 0x80, 0xAE]))
    }
}
