import Foundation
import Testing
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@testable import ZReaderApp
@testable import ZReaderModel

/// The app on a terminal that draws kitty placeholders: pictures fetched, converted into cells and
/// pixels off the loop, their images sent to a fake terminal that keeps the bytes, which a
/// decoder written from kitty's specification reads back.
final class KittyApp {
    let terminal: FakeTerminal
    let program: Program
    let source: RecordingPictureSource
    static let cell = PixelExtent(width: 10, height: 20)
    static let msb: UInt8 = 9

    init(
        size: Size = Size(columns: 80, rows: 24), source: RecordingPictureSource,
        days: [DayFeed] = Fixtures.withPictures(Fixtures.days(olderDays: 3)), method: PixelMethod = .kittyPlaceholders
    ) {
        terminal = FakeTerminal(size: size, colorDepth: .trueColor)
        self.source = source
        program = Program(
            terminal: terminal, loader: ScriptedLoader(days: days, topStories: Fixtures.topStoriesWithPictures),
            marks: MemoryReadingMarks(), search: RecordingSearch(), isDemoEdition: false, pictures: source,
            picturePreference: .on, pictureFormat: PictureFormat(method: method, cellPixels: KittyApp.cell),
            imageMSB: KittyApp.msb, browser: BrowserLauncher(environment: ["PATH": "/nonexistent"]), clock: { 0 })
        program.start()
        program.renderIfNeeded()
    }

    var state: AppState { program.state }
    var screen: ScreenBuffer { terminal.screen ?? ScreenBuffer(size: terminal.size) }

    func press(_ keys: Key...) async {
        for key in keys {
            program.handle(.key(key))
            program.renderIfNeeded()
        }
        await settle()
    }

    func send(_ event: InputEvent) async {
        program.handle(event)
        program.renderIfNeeded()
        await settle()
    }

    /// Delivers results until nothing is loading and nothing has arrived for a while.
    func settle() async {
        let deadline = ContinuousClock.now + .seconds(90)
        var quiet = 0
        while ContinuousClock.now < deadline,
            quiet < 5 || !state.pictures.loading.isEmpty
                || state.home.latestStatus != .loaded
                // On a loaded machine a conversion can outlast 50 ms of quiet: wait for every
                // picture the screen wants, so that what a test sends next is its own.
                || !PictureDemand.wanted(state).allSatisfy({ state.pictures.picture(for: $0) != nil })
        {
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

    /// A decoder fed every image byte sent so far.
    func decoder() throws -> KittySpecDecoder {
        var decoder = try KittySpecDecoder()
        decoder.feed(terminal.imageBytes)
        return decoder
    }

    /// A picture of its own for every address: a colour from the address, with a gradient across
    /// and down, so that each tile of each picture is told apart.
    static func pictures(olderDays: Int = 3) -> RecordingPictureSource {
        var pictures: [WebURL: Data] = [:]
        let ids =
            Fixtures.withPictures(Fixtures.days(olderDays: olderDays)).flatMap(\.stories).map(\.id)
            + Fixtures.topStoriesWithPictures.map(\.id)
        for (index, id) in ids.enumerated() {
            pictures[Fixtures.pictureURL(id)] = gradient(seed: index)
        }
        return RecordingPictureSource(pictures)
    }

    /// 300×300 pixels: red across, green down, blue from `seed`.
    static func gradient(seed: Int) -> Data {
        PNGImage.encode(width: 300, height: 300) { x, y in
            PNGImage.Pixel(UInt8(x * 255 / 299), UInt8(y * 255 / 299), UInt8((seed * 37) % 256))
        }
    }
}

@Suite("kitty placeholders in the app")
struct KittyPlaceholderTests {
    func isPlaceholder(_ cell: Cell) -> Bool { cell.grapheme.unicodeScalars.first == KittyPlaceholder.scalar }

    /// Each placeholder cell of `screen` with its image, by position.
    func images(on screen: ScreenBuffer) -> [Point: KittyImageID] {
        var images: [Point: KittyImageID] = [:]
        for y in 0..<screen.size.rows {
            for x in 0..<screen.size.columns {
                guard isPlaceholder(screen[x, y]), case .imageID(let id) = screen[x, y].style.foreground else {
                    continue
                }
                images[Point(x: x, y: y)] = id
            }
        }
        return images
    }

    /// The ids whose transmissions are not followed by a deletion before the next transmission:
    /// an image sent twice while the terminal still held it.
    func sentWhileHeld(_ commands: [KittyImageCommand]) -> [KittyImageID] {
        var held: Set<KittyImageID> = []
        var twice: [KittyImageID] = []
        for command in commands {
            switch command {
            case .transmit(let transmission):
                if !held.insert(transmission.id).inserted { twice.append(transmission.id) }
            case .delete(let id):
                held.remove(id)
            }
        }
        return twice
    }

    @Test func theDecodersPictureOfAThumbnailIsTheSourcesCropTileByTile() async throws {
        let app = KittyApp(source: KittyApp.pictures())
        await app.settle()
        let decoder = try app.decoder()
        #expect(decoder.problems.isEmpty, "\(decoder.problems)")
        let tiles = decoder.tiles(in: app.screen)
        let story = app.state.home.days[0].stories[0]
        let rows = try #require(app.state.home.layout.rows(of: StoryPosition(section: 0, index: 0)))
        let left = 80 - 1 - StoryRowMetrics.swatchWidth
        // The source is 300×300; the thumbnail's box is 6×2 cells of 10×20 pixels, 60×40: the
        // cover crop is the middle 300×200, each cell 50×100 of it.
        for row in 0..<2 {
            for column in 0..<6 {
                let tile = try #require(tiles[Point(x: left + column, y: rows.lowerBound + row)], "no tile")
                #expect(tile.row == row && tile.column == column)
                let colour = try #require(decoder.meanColour(of: tile, cellPixels: KittyApp.cell))
                let red = (Double(column) * 50 + 24.5) * 255 / 299
                let green = (50 + Double(row) * 100 + 49.5) * 255 / 299
                #expect(abs(Double(colour.red) - red) < 4, "red of \(column),\(row): \(colour) against \(red)")
                #expect(abs(Double(colour.green) - green) < 4, "green of \(column),\(row): \(colour) against \(green)")
            }
        }
        let key = try #require(app.state.pictures.thumbnailKey(for: story, textRows: rows.count - 1))
        let image = try #require(app.state.pictures.ready(for: key)?.image)
        #expect(tiles[Point(x: left, y: rows.lowerBound)]?.image == image.value)
        #expect(image.msb == KittyApp.msb)
    }

    /// The colour a cell of cell art shows from a distance: its ink and paper by the ink's share.
    func meanColour(_ cell: Cell) -> RGBColor? {
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
        return paper.blended(with: ink, alpha: share)
    }

    @Test func theBannersPixelsAreItsShadedCellsAndNightDimsThem() async throws {
        let flat = RecordingPictureSource(fallback: PNGImage.flat(.init(200, 160, 120), width: 300, height: 200))
        let app = KittyApp(source: flat)
        let cells = KittyApp(source: flat, method: .cells)
        await app.settle()
        await cells.settle()
        let decoder = try app.decoder()
        let tiles = decoder.tiles(in: app.screen)
        let height = app.state.home.layout.bannerHeight
        var dayColours: [Point: RGBColor] = [:]
        for y in 0..<height {
            for x in 0..<80 {
                guard let tile = tiles[Point(x: x, y: y)] else { continue }
                #expect(tile.row == y && tile.column == x)
                let pixels = try #require(decoder.meanColour(of: tile, cellPixels: KittyApp.cell))
                // The cell art of the same picture: the same pixels, shaded alike.
                let art = try #require(meanColour(cells.screen[x, y]))
                #expect(abs(Int(pixels.red) - Int(art.red)) <= 8, "\(x),\(y): \(pixels) against \(art)")
                #expect(abs(Int(pixels.blue) - Int(art.blue)) <= 8, "\(x),\(y): \(pixels) against \(art)")
                dayColours[Point(x: x, y: y)] = pixels
            }
        }
        #expect(tiles.count > 80 * (height - 3), "the banner is not pixels")
        // t goes terminal → day → night.
        await app.press(.character("t"))
        await app.press(.character("t"))
        #expect(app.state.theme == .night)
        let night = try app.decoder()
        let nightTiles = night.tiles(in: app.screen)
        var dimmedCells = 0
        for (point, day) in dayColours {
            // The status line's notice may cover a few cells; the others show the night picture.
            guard let tile = nightTiles[point] else { continue }
            let dimmed = try #require(night.meanColour(of: tile, cellPixels: KittyApp.cell))
            let ratio = Double(dimmed.red) / Double(day.red)
            #expect(abs(ratio - ThemeName.night.pictureBrightness) < 0.03, "\(point): \(day) → \(dimmed)")
            dimmedCells += 1
        }
        #expect(dimmedCells > dayColours.count * 9 / 10)
    }

    @Test func everyPictureIsSentOnceAcrossScrollingDownAndBack() async throws {
        let app = KittyApp(source: KittyApp.pictures())
        await app.settle()
        let top = app.screen
        let first = app.terminal.transmissions.count
        #expect(first > 5, "the banner pages and the thumbnails on screen")
        for _ in 0..<40 { await app.press(.control("e")) }
        let down = app.terminal.transmissions.count
        #expect(down > first, "the thumbnails scrolled into view")
        for _ in 0..<40 { await app.press(.control("y")) }
        // The same pictures in the same places (the banner is no longer selected: its marker's
        // cells show the picture too).
        let now = images(on: app.screen)
        let lost = images(on: top).filter { now[$0.key] != $0.value }
        #expect(lost.isEmpty, "\(lost.count) cells no longer show the picture they showed")
        #expect(app.terminal.transmissions.count == down, "sent again on the way back")
        #expect(sentWhileHeld(app.terminal.imageCommands).isEmpty)
        // Each picture converted once, and its image sent once.
        #expect(app.terminal.transmissions.count == app.source.requests.count)
        #expect(try app.decoder().problems.isEmpty)
    }

    @Test func bannerPageTurnsSendNothingOnceThePagesAreSentAndShowTheNewPictureAtOnce() async throws {
        let app = KittyApp(source: KittyApp.pictures())
        await app.settle()
        let sent = app.terminal.transmissions.count
        var shown: Set<KittyImageID> = []
        for _ in 0..<5 {
            await app.press(.character("l"))
            let cell = app.screen[40, 2]
            #expect(isPlaceholder(cell), "the banner shows cells after a page turn")
            if case .imageID(let id) = cell.style.foreground { shown.insert(id) }
        }
        #expect(shown.count == 5)
        #expect(app.terminal.transmissions.count == sent)
    }

    @Test func aResizeKeepingABoxSendsNothingForItAndANewBoxIsANewImage() async throws {
        let app = KittyApp(source: KittyApp.pictures())
        await app.settle()
        let before = app.terminal.transmissions
        // Taller: the banner's box grows (40% of the rows); the thumbnails' 6×2 stay, and more of
        // them show.
        await app.send(.resize(Size(columns: 80, rows: 30)))
        let sent = app.terminal.transmissions[before.count...]
        let banner = Size(columns: 80, rows: app.state.home.layout.bannerHeight)
        #expect(sent.filter { $0.cells == banner }.count == 5, "each banner page is a new image")
        let again = sent.filter { new in before.contains { $0.payload == new.payload } }
        #expect(again.isEmpty, "\(again.count) pictures sent again whose box did not change")
        #expect(sentWhileHeld(app.terminal.imageCommands).isEmpty)
    }

    @Test func afterASuspensionThePicturesOnScreenAreSentAgain() async throws {
        let app = KittyApp(source: KittyApp.pictures())
        await app.settle()
        let before = app.terminal.transmissions.count
        let shown = Set(images(on: app.screen).keys)
        await app.send(.resumed(Size(columns: 80, rows: 24)))
        #expect(app.terminal.transmissions.count > before)
        #expect(Set(images(on: app.screen).keys) == shown, "the pictures are not back in their places")
        let decoder = try app.decoder()
        #expect(decoder.problems.isEmpty)
        // Every image on screen was sent after the suspension.
        let resent = Set(app.terminal.transmissions[before...].map(\.id))
        #expect(Set(images(on: app.screen).values).isSubset(of: resent))
    }

    @Test func idsAreBoundedAndAnEvictedImageIsDeletedBeforeItsIdIsTakenAgain() async throws {
        let app = KittyApp(
            source: KittyApp.pictures(olderDays: 40), days: Fixtures.withPictures(Fixtures.days(olderDays: 40)))
        await app.settle()
        for _ in 0..<40 { await app.press(.character(" ")) }
        let decoder = try app.decoder()
        #expect(decoder.problems.isEmpty)
        #expect(sentWhileHeld(app.terminal.imageCommands).isEmpty)
        #expect(app.terminal.transmissions.count > 240, "not enough pictures to run out of ids")
        #expect(Set(app.terminal.transmissions.map(\.id)).count <= 240)
        #expect(decoder.images.count <= 240)
        #expect(Set(decoder.images.keys) == Set(app.state.pictures.images.map(\.value)))
    }
}
