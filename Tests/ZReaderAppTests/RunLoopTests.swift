import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("The run loop itself, on a scripted terminal")
struct RunLoopTests {
    /// Runs the program through the script on the calling thread and returns whether it quit and
    /// what the terminal saw at each read.
    static func run(days: [DayFeed], firstTitle: String, secondTitle: String) -> (Bool, [ScriptedTerminal.Read]) {
        let clock = ManualClock()
        let terminal = ScriptedTerminal(
            size: Size(columns: 80, rows: 24), clock: clock,
            script: [
                .until { $0.joined().contains(firstTitle) },
                // At rest on the home screen the only thing scheduled is the banner's turn; a busy
                // machine may still be animating a load first.
                .idleUntil { $0.joined().contains(secondTitle) },
                .input([.key(.down)]),
                .input([.resize(Size(columns: 100, rows: 30))]),
                .until { $0.count == 30 },
                .input([.key(.enter)]),
                .until { $0.joined().contains("正文") },
                // A loaded story with nothing moving: the loop sleeps until something happens.
                .idle,
                .input([.key(.character("q"))]),
                .input([.key(.character("q"))]),
            ])
        let program = Program(
            terminal: terminal,
            loader: ScriptedLoader(days: days),
            marks: MemoryReadingMarks(), search: RecordingSearch(), isDemoEdition: false,
            clock: { clock.now })
        program.run()
        return (program.state.isQuitting, terminal.reads)
    }

    @Test func keysResizesResultsAndTicksDriveTheFramesAndTheLoopSleepsWhenNothingHappens() async throws {
        // One long day, so that nothing but today is loaded and the screen shows when it is.
        let days = [Fixtures.day(Fixtures.today, count: 30, firstID: 9_000_000)]
        let firstTitle = Fixtures.topStories[0].title.string
        let secondTitle = Fixtures.topStories[1].title.string
        let story = days[0].stories[0]
        // The loop blocks while it waits for input: on a thread of its own, it holds none of the
        // threads its background loads need.
        let (isQuitting, reads) = await OwnThread.run {
            Self.run(days: days, firstTitle: firstTitle, secondTitle: secondTitle)
        }

        #expect(isQuitting)
        let idles = reads.map(\.timeout)
        #expect(idles.contains(Preferences().bannerTurnMilliseconds), "\(idles)")
        let afterOpening = try #require(reads.lastIndex { $0.screen.joined().contains("正文") })
        #expect(reads[afterOpening].timeout == nil, "\(idles)")
        // The frames: the banner turned on its tick, the key moved the selection, the resize
        // redrew at the new size, and Enter opened the story.
        #expect(reads.contains { $0.screen.joined().contains(secondTitle) })
        let resized = try #require(reads.first { $0.screen.count == 30 })
        #expect(resized.screen.allSatisfy { TextWidth.width(of: $0) == 100 })
        #expect(resized.screen.contains { $0.contains("▌ \(story.title.string)") })
        // The title is in the reader's header (the status line names it once that scrolls away).
        #expect(reads[afterOpening].screen.dropLast().contains { $0.contains("标题 \(story.id)") })
    }

    @Test func aResultPostedWhileTheLoopSleepsWakesIt() async throws {
        let days = [Fixtures.day(Fixtures.today, count: 3, firstID: 9_000_000)]
        let (timedOut, screen) = await OwnThread.run { () -> (Bool, [String]) in
            let clock = ManualClock()
            let terminal = ScriptedTerminal(
                size: Size(columns: 80, rows: 24), clock: clock,
                script: [
                    .until({ $0.joined().contains("已送达") }, within: .seconds(30)),
                    .input([.key(.character("q"))]),
                ])
            let program = Program(
                terminal: terminal, loader: ScriptedLoader(days: days), marks: MemoryReadingMarks(),
                search: RecordingSearch(), isDemoEdition: false, clock: { clock.now })
            // Posted from another thread once the loop has gone to sleep: only the mailbox's
            // wake-up can bring it to the loop, as a finished load's result.
            var posted = false
            terminal.beforeSleeping = { [mailbox = program.mailbox] in
                guard !posted else { return }
                posted = true
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 0.05)
                    mailbox.post(.message(StatusMessage("已送达")))
                }
            }
            program.run()
            return (terminal.timedOut, terminal.lines)
        }
        #expect(!timedOut, "the loop slept on with a result in its mailbox")
        #expect(screen.joined().contains("已送达"), "\(screen)")
    }
}
