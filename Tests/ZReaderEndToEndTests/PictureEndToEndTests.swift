import Foundation
import Testing
import ZReaderCellArt
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

@testable import ZReaderLoader

/// The built binary in tmux showing pictures: the demo edition's own, and the fixture server's
/// through the disk cache, shared by two zreaders and read back offline.
@Suite("Pictures in tmux", .serialized)
struct PictureEndToEndTests {
    func command(_ arguments: String, environment: String) throws -> String {
        "env -u NO_COLOR -u COLORTERM -u ZREADER_API \(environment) \(try BuiltBinary.zreader()) \(arguments); "
            + "echo ZREADER-EXIT=$?; sleep 60"
    }

    /// The cells zreader converts a demo picture into, as its effect runner does.
    func expected(_ name: String, size: Size, shaded: Bool) throws -> CellPicture {
        let file = FixtureServer.demoRoot.appending(path: "images/\(name)")
        let overlay = PixelOverlay(color: BannerGradient.shade, stops: BannerGradient.stops)
        let options = CellArtOptions(size: size, depth: .trueColor, overlay: shaded ? overlay : nil)
        let image = try ImageDecoder.decode(try Data(contentsOf: file), fitting: CellArt.pixelHint(for: options))
        return try #require(CellArt.convert(image, options: options))
    }

    /// How many of `area`'s cells (from `origin` on screen) show exactly the picture's cell, and
    /// the largest difference of any channel between a region's average colour on screen and in
    /// the picture, the area cut into `split` regions.
    func compare(
        _ screen: StyledScreen, _ picture: CellPicture, at origin: Point, rows: Range<Int>, split: (Int, Int)
    ) -> (matching: Double, worstRegion: Int) {
        var matching = 0
        var total = 0
        var worst = 0
        let columns = picture.size.columns
        for regionY in 0..<split.1 {
            for regionX in 0..<split.0 {
                var shown = [0, 0, 0]
                var wanted = [0, 0, 0]
                var count = 0
                let top = rows.lowerBound + rows.count * regionY / split.1
                let bottom = rows.lowerBound + rows.count * (regionY + 1) / split.1
                let ys = top..<bottom
                let xs = (columns * regionX / split.0)..<(columns * (regionX + 1) / split.0)
                for y in ys {
                    for x in xs {
                        let cell = screen[origin.x + x, origin.y + y]
                        let element = picture[x, y]
                        total += 1
                        if cell.background == element.background,
                            cell.character == " " || cell.foreground == element.foreground
                        {
                            matching += 1
                        }
                        guard let background = cell.background else { continue }
                        count += 1
                        for (index, channel) in [\RGBColor.red, \.green, \.blue].enumerated() {
                            shown[index] += Int(background[keyPath: channel])
                            wanted[index] += Int(element.background[keyPath: channel])
                        }
                    }
                }
                guard count > 0 else {
                    worst = 255
                    continue
                }
                worst = max(worst, (0..<3).map { abs(shown[$0] - wanted[$0]) / count }.max() ?? 0)
            }
        }
        return (Double(matching) / Double(max(1, total)), worst)
    }

    @Test func theBannerAndAThumbnailShowThePicturesColoursByRegion() async throws {
        let columns = 120
        // The banner stays on its first page however long a loaded machine takes to convert it.
        let folder = try TemporaryFolder()
        let config = folder.file("config.toml")
        try Data("banner-interval = 0\n".utf8).write(to: URL(fileURLWithPath: config))
        let tmux = try TmuxSession(
            command: try command("--demo --config \(config)", environment: "TERM=xterm-direct COLORTERM=truecolor"),
            columns: columns, rows: 40)
        #expect(await tmux.waitFor { $0.contains("在南极越冬站工作一年") }.matched)
        // The banner (16 rows at 40) and, after a blank row, today's first story's thumbnail,
        // 6x2 at column 103 of the 100-column row centred at 120.
        let banner = try expected(
            "v2-08229b0359b024ba2f208c5bbfdbfd88.jpg", size: Size(columns: columns, rows: 16), shaded: true)
        let thumbnail = try expected(
            "v2-dfe864756b4ce22164e1e7a544df2513.jpg", size: Size(columns: 6, rows: 2), shaded: false)
        var result = (banner: (matching: 0.0, worstRegion: 255), thumbnail: (matching: 0.0, worstRegion: 255))
        let deadline = Date().addingTimeInterval(30)
        repeat {
            let screen = StyledScreen(await tmux.screenWithStyles(), columns: columns)
            // Rows 1-11 carry no text.
            result.banner = compare(screen, banner, at: Point(x: 0, y: 0), rows: 1..<12, split: (4, 2))
            result.thumbnail = compare(screen, thumbnail, at: Point(x: 103, y: 17), rows: 0..<2, split: (2, 2))
            if result.banner.matching > 0.99, result.thumbnail.matching > 0.99 { break }
            try await Task.sleep(for: .milliseconds(100))
        } while Date() < deadline
        #expect(result.banner.matching > 0.99, "banner cells as converted: \(result.banner)")
        #expect(result.banner.worstRegion <= 2, "banner regions: \(result.banner)")
        #expect(result.thumbnail.matching > 0.99, "thumbnail cells as converted: \(result.thumbnail)")
        #expect(result.thumbnail.worstRegion <= 2, "thumbnail regions: \(result.thumbnail)")
        await tmux.send("q")
        #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }

    /// Whether the banner's row `row` shows a picture: a gradient row is one colour.
    func showsPicture(_ styled: String, row: Int = 3) -> Bool {
        let screen = StyledScreen(styled, columns: 80)
        return Set((0..<80).compactMap { screen[$0, row].background }).count > 4
    }

    @Test func twoZreadersFetchIntoOneDiskCacheThatOfflineShowsAgain() async throws {
        let server = try await FixtureServer.start()
        defer { server.stop() }
        let cache = try TemporaryFolder()
        // Every picture takes half a second, so both zreaders have theirs in flight together.
        try await server.setFaults(["images/*": ["delay:0.5*"]])
        // Its own data file too: the default one is the user's (and where the home list was left).
        let arguments =
            "--api \(server.baseURL.absoluteString) --cache-dir \(cache.path) --data-dir \(cache.path)/data"
        let first = try TmuxSession(command: try command(arguments, environment: "TERM=xterm-256color"))
        #expect(await first.waitForStyled(seconds: 20) { showsPicture($0) }.matched, "no banner picture")
        let alone = try await server.openImageRequests().peak
        #expect(alone > 1 && alone <= 4, "\(alone) pictures in flight at once for one zreader")
        let second = try TmuxSession(command: try command(arguments, environment: "TERM=xterm-256color"))
        #expect(await second.waitForStyled(seconds: 20) { showsPicture($0) }.matched, "no banner picture")
        // Until the pictures asked for have all been answered (and a second has passed with none).
        var quietSince = Date()
        while Date().timeIntervalSince(quietSince) < 1 {
            if try await server.openImageRequests().now > 0 { quietSince = Date() }
            try await Task.sleep(for: .milliseconds(50))
        }
        let open = try await server.openImageRequests()
        #expect(open.peak > 1 && open.peak <= 8, "\(open.peak) pictures in flight at once for two zreaders")
        for tmux in [first, second] {
            await tmux.send("q")
            #expect(await tmux.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
        }
        let log = try await server.imageLog()
        let folder = cache.url.appending(path: PictureDiskCache.folderName).path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!files.contains { $0.hasPrefix(".tmp-") }, "a temporary file was left: \(files)")
        let reader = PictureDiskCache(cacheDirectory: cache.path)
        for path in Set(log) {
            let name = String(path.dropFirst("images/".count))
            let address = try #require(WebURL("http://127.0.0.1:\(server.port)/images/\(name)?source=8673f162"))
            let file = FixtureServer.demoRoot.appending(path: "images/\(name)")
            #expect(reader.read(address) == (try Data(contentsOf: file)), "\(name) not kept whole")
        }
        #expect(files.count == Set(log).count, "\(files.count) files for \(Set(log).count) pictures")

        // Offline, with the server gone, the cached banner picture is shown again.
        server.stop()
        let offline = try TmuxSession(
            command: try command(
                "--offline --cache-dir \(cache.path) --data-dir \(cache.path)/data", environment: "TERM=xterm-256color")
        )
        #expect(await offline.waitForStyled(seconds: 20) { showsPicture($0) }.matched, "no cached banner offline")
        await offline.send("q")
        #expect(await offline.waitFor { $0.contains("ZREADER-EXIT=0") }.matched)
    }
}
