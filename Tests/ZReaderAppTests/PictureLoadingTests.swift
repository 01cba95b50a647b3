import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@testable import ZReaderApp

/// The app with a real effect runner: pictures served as PNG bytes, decoded, converted into cells
/// off the loop's thread, and drawn into a fake terminal.
final class PictureApp {
    let terminal: FakeTerminal
    let program: Program
    let source: RecordingPictureSource

    init(
        size: Size, source: RecordingPictureSource,
        days: [DayFeed] = Fixtures.withPictures(Fixtures.days(olderDays: 1)),
        preference: PicturePreference = .on, depth: ColorDepth = .trueColor
    ) {
        terminal = FakeTerminal(size: size, colorDepth: depth)
        self.source = source
        program = Program(
            terminal: terminal, loader: ScriptedLoader(days: days, topStories: Fixtures.topStoriesWithPictures),
            marks: MemoryReadingMarks(), search: RecordingSearch(), isDemoEdition: false, pictures: source,
            picturePreference: preference,
            browser: BrowserLauncher(environment: ["PATH": "/nonexistent"]), clock: { 0 })
        program.start()
        program.renderIfNeeded()
    }

    var state: AppState { program.state }
    var screen: ScreenBuffer? { terminal.screen }

    /// Delivers results until today has loaded, no picture is in flight and nothing has arrived
    /// for a while; the deadline is long because in a full test run the conversions wait for
    /// threads the other tests' work holds.
    func settle() async {
        let deadline = ContinuousClock.now + .seconds(90)
        var quiet = 0
        while ContinuousClock.now < deadline, quiet < 5 || isBusy {
            try? await Task.sleep(for: .milliseconds(10))
            if program.mailbox.count > 0 {
                program.processMailbox()
                program.renderIfNeeded()
                quiet = 0
            } else {
                quiet += 1
            }
        }
    }

    private var isBusy: Bool {
        state.home.latestStatus != .loaded || !state.pictures.loading.isEmpty
    }
}

@Suite("Pictures fetched, converted and drawn by the app")
struct PictureLoadingTests {
    /// The colour a cell shows from a distance, its ink and paper averaged by the ink's share.
    func meanColour(_ cell: Cell) -> (Double, Double, Double)? {
        guard case .rgb(let paper) = cell.style.background, case .rgb(let ink) = cell.style.foreground else {
            return nil
        }
        let share: Double =
            switch cell.grapheme {
            case " ": 0
            case "█": 1
            case "▘", "▝", "▖", "▗": 0.25
            case "▛", "▜", "▙", "▟": 0.75
            default: 0.5
            }
        func mix(_ a: UInt8, _ b: UInt8) -> Double { Double(a) * (1 - share) + Double(b) * share }
        return (mix(paper.red, ink.red), mix(paper.green, ink.green), mix(paper.blue, ink.blue))
    }

    func isNear(_ cell: Cell, _ color: RGBColor, within tolerance: Double) -> Bool {
        guard let mean = meanColour(cell) else { return false }
        return abs(mean.0 - Double(color.red)) <= tolerance && abs(mean.1 - Double(color.green)) <= tolerance
            && abs(mean.2 - Double(color.blue)) <= tolerance
    }

    @Test func theBannerCarriesTheSeedsShadingInItsPictureTopMiddleAndBottom() async throws {
        let photo = RGBColor(red: 200, green: 160, blue: 100)
        let app = PictureApp(
            size: Size(columns: 120, rows: 40),
            source: RecordingPictureSource(fallback: PNGImage.flat(.init(200, 160, 100))))
        await app.settle()
        let screen = try #require(app.screen)
        let height = app.state.home.layout.bannerHeight
        #expect(height == 16)
        // Column 90 holds no text on these rows; each cell should carry the shading of the
        // gradient where the cell's middle is (CAGradientLayer's straight lines between stops).
        for row in [0, height / 2, height - 1] {
            let alpha = BannerGradient.alpha(at: (Double(row) + 0.5) / Double(height))
            let expected = photo.blended(with: BannerGradient.shade, alpha: alpha)
            #expect(isNear(screen[90, row], expected, within: 3), "row \(row): \(screen[90, row]) not \(expected)")
        }
        // In the clear band the picture is exactly itself.
        #expect(screen[90, height / 2].style.background == .rgb(photo))
        #expect(screen[90, 0].style.background != screen[90, height / 2].style.background)
    }

    @Test func aThumbnailShowsItsPicturesColoursByRegion() async throws {
        let first = Fixtures.days(olderDays: 0)[0].stories[0].id
        // 60x40 is the thumbnail's shape (6 cells of half their height by 2): nothing is cropped.
        let quadrants = PNGImage.encode(width: 60, height: 40) { x, y in
            switch (x < 30, y < 20) {
            case (true, true): PNGImage.Pixel(220, 40, 40)
            case (false, true): PNGImage.Pixel(40, 200, 60)
            case (true, false): PNGImage.Pixel(40, 60, 220)
            case (false, false): PNGImage.Pixel(230, 210, 40)
            }
        }
        let app = PictureApp(
            size: Size(columns: 80, rows: 24),
            source: RecordingPictureSource([Fixtures.pictureURL(first): quadrants], fallback: nil))
        await app.settle()
        let screen = try #require(app.screen)
        let top = try #require(app.state.home.layout.rows(of: StoryPosition(section: 0, index: 0))).lowerBound
        let left = 80 - 1 - StoryRowMetrics.swatchWidth
        let regions: [(Range<Int>, Int, RGBColor)] = [
            (left..<(left + 3), top, RGBColor(red: 220, green: 40, blue: 40)),
            ((left + 3)..<(left + 6), top, RGBColor(red: 40, green: 200, blue: 60)),
            (left..<(left + 3), top + 1, RGBColor(red: 40, green: 60, blue: 220)),
            ((left + 3)..<(left + 6), top + 1, RGBColor(red: 230, green: 210, blue: 40)),
        ]
        for (columns, row, color) in regions {
            for x in columns {
                #expect(isNear(screen[x, row], color, within: 2), "cell \(x),\(row): \(screen[x, row])")
            }
        }
    }

    @Test func picturesThatFailLeaveTheGradientAndTheSwatchesAsWithPicturesOff() async throws {
        let size = Size(columns: 80, rows: 24)
        let failing = PictureApp(size: size, source: RecordingPictureSource())
        let off = PictureApp(size: size, source: RecordingPictureSource(), preference: .off)
        await failing.settle()
        await off.settle()
        #expect(!failing.source.requests.isEmpty)
        #expect(Set(failing.source.requests).count == failing.source.requests.count, "a 404 was asked for twice")
        #expect(off.source.requests.isEmpty)
        #expect(failing.screen == off.screen)
    }

    @Test func aPictureArrivingRedrawsOnlyItsOwnCells() async throws {
        let size = Size(columns: 80, rows: 24)
        let first = Fixtures.days(olderDays: 0)[0].stories[0].id
        let app = PictureApp(
            size: size, source: RecordingPictureSource([Fixtures.pictureURL(first): PNGImage.flat(.init(10, 200, 90))]))
        // Until today is on screen; its pictures are asked for in the same step, and arrive later.
        let deadline = ContinuousClock.now + .seconds(90)
        while app.state.home.latestStatus != .loaded, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
            app.program.processMailbox()
            app.program.renderIfNeeded()
        }
        let shownBefore = app.terminal.updates.count
        await app.settle()
        let top = try #require(app.state.home.layout.rows(of: StoryPosition(section: 0, index: 0))).lowerBound
        let thumbnail = Rect(x: size.columns - 7, y: top, width: 6, height: 2)
        let changes = app.terminal.updates.dropFirst(shownBefore).flatMap(\.changes)
        #expect(!changes.isEmpty)
        for change in changes {
            #expect(thumbnail.contains(Point(x: change.x, y: change.y)), "cell \(change.x),\(change.y) was rewritten")
        }
    }

    @Test func theEffectRunnerDecodesAndConvertsOrSaysWhyNot() async throws {
        let url = Fixtures.pictureURL(StoryID(1))
        let key = PictureKey(url: url, size: Size(columns: 6, rows: 2), depth: .palette256, purpose: .thumbnail)
        let loader = ScriptedLoader(days: [])
        let marks = MemoryReadingMarks()
        let good = RecordingPictureSource([url: PNGImage.flat(.init(0, 0, 255))])
        guard
            case .pictureLoaded(key, .success(let picture)) = await EffectRunner(
                loader: loader, marks: marks, search: RecordingSearch(), pictures: good, mailbox: Mailbox()
            ).perform(.loadPicture(key))
        else {
            Issue.record("a PNG did not become a picture")
            return
        }
        #expect(picture.cells.size == key.size)
        #expect(picture.pixels == nil, "cells were asked for")
        let page = RecordingPictureSource([url: Data("<html>404</html>".utf8)])
        let answer = await EffectRunner(
            loader: loader, marks: marks, search: RecordingSearch(), pictures: page, mailbox: Mailbox()
        ).perform(.loadPicture(key))
        guard case .pictureLoaded(key, .failure(.badData)) = answer else {
            Issue.record("an HTML page gave \(String(describing: answer))")
            return
        }
    }

    @Test func imagesAutoShowsPicturesFrom256ColoursUpAndOnAlsoAt8() {
        let source = RecordingPictureSource()
        func enabled(_ preference: PicturePreference, _ depth: ColorDepth) -> Bool {
            PictureApp(size: Size(columns: 80, rows: 24), source: source, preference: preference, depth: depth)
                .state.pictures.settings.isEnabled
        }
        #expect(enabled(.auto, .trueColor) && enabled(.auto, .palette256))
        #expect(!enabled(.auto, .palette8) && !enabled(.auto, .monochrome))
        #expect(enabled(.on, .palette8) && !enabled(.on, .monochrome))
        #expect(!enabled(.off, .trueColor))
    }
}
