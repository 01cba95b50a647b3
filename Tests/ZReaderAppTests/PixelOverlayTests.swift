import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderTerminal
import ZReaderTestSupport
import ZReaderViews

@testable import ZReaderApp

/// The app on a terminal drawing pictures by position (sixel, kitty direct placement), on a
/// clock the test moves: the frames it draws and the commands that follow their cells.
final class PixelApp {
    let terminal: FakeTerminal
    let program: Program
    let clock = ManualClock()
    static let cell = PixelExtent(width: 10, height: 20)

    init(
        method: PixelMethod, size: Size = Size(columns: 80, rows: 24), insideTmux: Bool = false,
        pictures: RecordingPictureSource = KittyApp.pictures()
    ) {
        terminal = FakeTerminal(size: size, colorDepth: .trueColor)
        let clock = self.clock
        program = Program(
            terminal: terminal,
            loader: ScriptedLoader(
                days: Fixtures.withPictures(Fixtures.days(olderDays: 3)), topStories: Fixtures.topStoriesWithPictures),
            marks: MemoryReadingMarks(), search: RecordingSearch(), isDemoEdition: false,
            pictures: pictures, picturePreference: .on,
            pictureFormat: PictureFormat(method: method, cellPixels: PixelApp.cell, insideTmux: insideTmux),
            imageMSB: KittyApp.msb, browser: BrowserLauncher(environment: ["PATH": "/nonexistent"]),
            clock: { clock.now })
        program.start()
        program.renderIfNeeded()
    }

    var state: AppState { program.state }

    /// Presses `key` at the clock's time, then lets `later` milliseconds pass, rendering as the
    /// run loop does (at most every 10 ms of the clock, and whenever background work arrives).
    func press(_ key: Key, thenWait later: Int = 0) async {
        program.handle(.key(key))
        program.renderIfNeeded()
        await wait(later)
    }

    /// Lets `milliseconds` pass on the clock, delivering background results as they come.
    func wait(_ milliseconds: Int) async {
        let end = clock.now + milliseconds
        repeat {
            clock.advance(by: min(10, end - clock.now))
            program.processMailbox()
            program.renderIfNeeded()
        } while clock.now < end
    }

    /// Delivers results, on a clock that stands still, until nothing is loading and nothing has
    /// arrived for a while (converted pictures, sixel pictures made off the loop).
    func settle() async {
        let deadline = ContinuousClock.now + .seconds(90)
        var quiet = 0
        var sent = terminal.updates.count
        while ContinuousClock.now < deadline,
            quiet < 10 || !state.pictures.loading.isEmpty || state.home.latestStatus != .loaded
                || program.isMakingPixels
        {
            try? await Task.sleep(for: .milliseconds(10))
            program.processMailbox()
            // The loop wakes for a sixel made without an action in the mailbox: render anyway.
            program.renderIfNeeded()
            quiet = terminal.updates.count == sent && program.mailbox.count == 0 ? quiet + 1 : 0
            sent = terminal.updates.count
        }
    }

    /// Stays still (the clock past the still delay) until the pictures wanted are drawn.
    func beStill() async {
        await wait(PixelOverlayPlanner.stillDelay + 50)
        await settle()
    }

    /// The commands written after the cells of the updates from `start` on, as text.
    func afterwards(from start: Int = 0) -> [String] {
        terminal.updates[start...].flatMap(\.after).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A sixel picture as written after a frame's cells: where, and how large in pixels.
struct DrawnSixel {
    var origin: Point
    var pixels: PixelExtent
    var bytes: Int

    /// The sixel of an `after` command (`CSI ? 80 l`, `CSI row ; col H`, the DCS string); nil for
    /// any other command.
    init?(_ command: String) {
        let pattern = /\e\[\?80l\e\[(\d+);(\d+)H\eP[0-9;]*q"1;1;(\d+);(\d+)/
        guard let match = command.prefixMatch(of: pattern), let row = Int(match.1), let column = Int(match.2),
            let width = Int(match.3), let height = Int(match.4)
        else { return nil }
        origin = Point(x: column - 1, y: row - 1)
        pixels = PixelExtent(width: width, height: height)
        bytes = command.utf8.count
    }

    /// The screen rows its pixels cover, in cells of `cell`.
    func rows(cell: PixelExtent) -> Range<Int> {
        origin.y..<(origin.y + (pixels.height + cell.height - 1) / cell.height)
    }
}

@Suite("pictures drawn by position: sixel and kitty direct placement", .serialized)
struct PixelOverlayTests {
    func sixels(_ commands: [String]) -> [DrawnSixel] { commands.compactMap(DrawnSixel.init) }

    @Test func kittyDirectPlacementsFollowEveryFrameAndAreHiddenWhenCoveredOrGone() async throws {
        let app = PixelApp(method: .kittyDirect)
        await app.settle()
        let text = app.afterwards()
        // The banner's band, placed at once (no still wait) from its second row (the first carries
        // the top bar's text), 80 cells wide; the first story's thumbnail six cells wide.
        let banner = try #require(
            text.first { $0.hasPrefix("\u{1B}[2;1H\u{1B}_Ga=p,") && $0.contains(",c=80,") },
            "the banner is not placed: \(text)")
        let rows = try #require(app.state.home.layout.rows(of: StoryPosition(section: 0, index: 0)))
        let left = 80 - 1 - StoryRowMetrics.swatchWidth
        let thumbnail = try #require(
            text.first { $0.hasPrefix("\u{1B}[\(rows.lowerBound + 1);\(left + 1)H\u{1B}_Ga=p,") },
            "the thumbnail is not placed: \(text)")
        let bannerID = try #require(banner.split(separator: ",").first { $0.hasPrefix("i=") })
        let thumbnailID = try #require(thumbnail.split(separator: ",").first { $0.hasPrefix("i=") })
        #expect(app.terminal.updates.allSatisfy { $0.eraseRows.isEmpty }, "kitty placements erase no rows")

        // One line down, at once and in the frame of the key: the thumbnail's placement moves up a
        // row; the banner's band now reaches under the top bar, and is hidden for its cells.
        var start = app.terminal.updates.count
        await app.press(.control("e"))
        let moved = app.afterwards(from: start)
        #expect(
            moved.contains {
                $0.hasPrefix("\u{1B}[\(rows.lowerBound);\(left + 1)H\u{1B}_Ga=\("p"),\(thumbnailID),p=1,")
            },
            "\(moved)")
        #expect(moved.contains("\u{1B}_Ga=d,d=i,\(bannerID),p=1,q=2\u{1B}\\"), "\(moved)")

        // A page further the thumbnail is gone: its placement is hidden, its image kept.
        start = app.terminal.updates.count
        await app.press(.pageDown)
        let gone = app.afterwards(from: start)
        #expect(gone.contains("\u{1B}_Ga=d,d=i,\(thumbnailID),p=1,q=2\u{1B}\\"), "\(gone)")
        #expect(!app.terminal.imageCommands.contains { if case .delete = $0 { true } else { false } })
    }

    @Test func sixelWaitsForAStillScreenAndAMovedPictureHasItsRowsWrittenAgain() async throws {
        let app = PixelApp(method: .sixel)
        await app.settle()
        #expect(sixels(app.afterwards()).isEmpty, "drawn before the screen was still")
        await app.beStill()
        let drawn = sixels(app.afterwards())
        let rows = try #require(app.state.home.layout.rows(of: StoryPosition(section: 0, index: 0)))
        let left = 80 - 1 - StoryRowMetrics.swatchWidth
        #expect(drawn.contains { $0.origin == Point(x: 0, y: 1) }, "no banner: \(drawn.map(\.origin))")
        #expect(drawn.contains { $0.origin == Point(x: left, y: rows.lowerBound) }, "no thumbnail")
        let covered = Set(drawn.flatMap { $0.rows(cell: PixelApp.cell) })

        // One line down: every picture moved, and the rows they covered are written again in the
        // frame of the key, before its cells; nothing is drawn until the screen is still again.
        let start = app.terminal.updates.count
        await app.press(.control("e"))
        let erased = Set(app.terminal.updates[start...].flatMap(\.eraseRows))
        #expect(covered.isSubset(of: erased), "rows left with pixels: \(covered.subtracting(erased).sorted())")
        #expect(sixels(app.afterwards(from: start)).isEmpty)
        await app.beStill()
        let again = sixels(app.afterwards(from: start))
        #expect(again.contains { $0.origin == Point(x: left, y: rows.lowerBound - 1) }, "\(again.map(\.origin))")
    }

    @Test func noSixelIsDrawnWhileAKeyRepeats() async throws {
        let app = PixelApp(method: .sixel)
        await app.settle()
        await app.beStill()
        #expect(!sixels(app.afterwards()).isEmpty)
        // Ctrl-E held for two seconds: a key every 33 ms, the work made meanwhile delivered.
        let start = app.terminal.updates.count
        for _ in 0..<60 {
            await app.press(.control("e"), thenWait: 33)
        }
        await app.settle()
        #expect(app.state.home.scrollOffset > 20, "the list did not scroll")
        #expect(sixels(app.afterwards(from: start)).isEmpty, "sixel bytes while the key repeated")
        await app.beStill()
        #expect(!sixels(app.afterwards(from: start)).isEmpty, "nothing drawn once the key was let go")
    }

    @Test func noSixelEverReachesTheLastRow() async throws {
        let app = PixelApp(method: .sixel)
        await app.settle()
        var drawn: [DrawnSixel] = []
        for _ in 0..<14 {
            let start = app.terminal.updates.count
            await app.press(.control("e"))
            await app.beStill()
            drawn += sixels(app.afterwards(from: start))
        }
        let bottoms = drawn.map { $0.rows(cell: PixelApp.cell).upperBound }
        #expect(!bottoms.isEmpty)
        #expect(bottoms.allSatisfy { $0 <= 23 }, "a sixel reaches the last row: \(bottoms)")
        #expect(bottoms.contains(23), "no picture came down to the row above the last")
    }

    @Test func aFullScreenSixelStaysUnderAMegabyte() async throws {
        // Noise in blocks of about two pixels, over a whole 120x40 screen of 10x20 pixel cells:
        // about 3 MB of sixel at full size, drawn smaller (not left to cells) to fit.
        var seed: UInt32 = 7
        let noise = PNGImage.encode(width: 540, height: 370) { _, _ in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return PNGImage.Pixel(UInt8(seed >> 24), UInt8((seed >> 16) & 0xFF), UInt8(seed & 0xFF))
        }
        let app = PixelApp(
            method: .sixel, size: Size(columns: 120, rows: 40), pictures: RecordingPictureSource(fallback: noise))
        await app.settle()
        // An article of one figure, answered before the loader's own answer is read (the first counts).
        app.program.handle(.key(.enter))
        let id = try #require(app.state.reader?.storyID)
        let figure = try #require(WebURL("https://pic.zreader.test/figure.png"))
        app.program.dispatch(
            .storyLoaded(
                id,
                .success(
                    LoadedStory(
                        detail: StoryDetail(id: id, title: "标题"),
                        article: Article(blocks: [.figure(caption: nil, image: figure)])))))
        await app.settle()
        await app.press(.character("v"))
        await app.settle()
        let start = app.terminal.updates.count
        await app.beStill()
        let drawn = sixels(app.afterwards(from: start))
        let whole = try #require(drawn.max { $0.bytes < $1.bytes }, "the figure is not drawn")
        #expect(whole.rows(cell: PixelApp.cell).count > 30, "not the full-screen figure: \(whole.pixels)")
        #expect(whole.bytes < 1_000_000, "\(whole.bytes) bytes in one sequence")
    }

    @Test func insideTmuxPicturesStayCells() async throws {
        for method in [PixelMethod.sixel, .kittyDirect] {
            let app = PixelApp(method: method, insideTmux: true)
            await app.settle()
            await app.beStill()
            #expect(app.afterwards().isEmpty, "\(method) drew inside tmux")
            #expect(app.terminal.updates.allSatisfy { $0.eraseRows.isEmpty })
        }
    }
}
