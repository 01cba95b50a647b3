import Foundation
import ZReaderApp
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// `zreader-bench pictures [--kitty]`: the demo edition's home screen at 120x40 and 24-bit with
/// its pictures loaded (as cells, or with `--kitty` as kitty placeholders), against the same
/// screens without them.
///
/// Gives the median time of a frame and of a one-row scroll plus its frame, and the fewest bytes
/// a terminal must be sent for a one-row scroll and for a banner page turn (what
/// `ttybench --keys C-e` and `--keys l` measure of the real binary is compared with these).
enum PictureBenchmark {
    static let size = Size(columns: 120, rows: 40)

    static func run(frames: Int = 2000, method: PixelMethod = .cells) async -> String {
        let demo = DemoEditionLoader()
        let pictures = PictureLoader(cache: nil, network: nil, demo: demo, showsDemo: { true })
        var driver = Driver(
            state: AppState(
                screenSize: size, isDemoEdition: true,
                pictures: PictureSettings(depth: .trueColor, isEnabled: true, method: method)),
            demo: demo, pictures: pictures,
            format: PictureFormat(method: method, cellPixels: PixelExtent(width: 10, height: 19)))
        await driver.dispatch(.resized(size))
        await driver.dispatch(.started)
        // A row at a time through today and two older days, every picture on the way converted.
        var withPictures: [AppState] = []
        let span = driver.state.home.layout.bannerHeight + 3 * size.rows
        for _ in 0..<span {
            withPictures.append(driver.state)
            await driver.dispatch(.command(.scrollDown))
        }
        let withoutPictures = withPictures.map { state in
            var off = state
            _ = AppReducer.reduce(&off, .command(.togglePictures), now: 0)
            return off
        }
        var buffer = ScreenBuffer(size: size)
        func frameTime(_ states: [AppState]) -> Double {
            Measurement.medianMicroseconds(samples: frames) { index in
                AppView.render(states[(index * 7919) % states.count], depth: .trueColor, into: &buffer)
            }
        }
        func scrollTime(_ start: AppState) -> Double {
            var state = start
            return Measurement.medianMicroseconds(samples: frames) { index in
                _ = AppReducer.reduce(&state, .command(index % 40 < 20 ? .scrollDown : .scrollUp), now: 0)
                AppView.render(state, depth: .trueColor, into: &buffer)
            }
        }
        let frameOn = frameTime(withPictures)
        let frameOff = frameTime(withoutPictures)
        // At rest the banner's picture and its text fill 40% of the screen; at offset 5 the top
        // bar fades in over it.
        let restOn = frameTime([withPictures[0]])
        let restOff = frameTime([withoutPictures[0]])
        let fadeOn = frameTime([withPictures[5]])
        let fadeOff = frameTime([withoutPictures[5]])
        let scrollOn = scrollTime(withPictures[0])
        let scrollOff = scrollTime(withoutPictures[0])
        let kept = withPictures.last?.pictures
        var lines = [
            "zreader-bench pictures: the demo edition's home screen at \(size), 24-bit, pictures as "
                + "\(method.rawValue), median of \(frames)",
            "  pictures kept: \(kept?.count ?? 0), \(kept?.cellCount ?? 0) cells",
            "  frame: \(Measurement.format(frameOn)) with pictures, \(Measurement.format(frameOff)) without "
                + "(\(Measurement.rounded(frameOn / frameOff))×)",
            "  frame at rest: \(Measurement.format(restOn)) with, \(Measurement.format(restOff)) without "
                + "(\(Measurement.rounded(restOn / restOff))×); mid-fade: \(Measurement.format(fadeOn)) with, "
                + "\(Measurement.format(fadeOff)) without (\(Measurement.rounded(fadeOn / fadeOff))×)",
            "  scroll one row + frame: \(Measurement.format(scrollOn)) with, \(Measurement.format(scrollOff)) without "
                + "(\(Measurement.rounded(scrollOn / scrollOff))×)",
        ]
        lines += bytes(withPictures)
        return lines.joined(separator: "\n")
    }

    /// The fewest bytes for a one-row scroll over the banner and the rows, and for a page turn.
    private static func bytes(_ states: [AppState]) -> [String] {
        let frames = states.map { AppView.render($0, depth: .trueColor) }
        var scrolls: [Int] = []
        for (old, new) in zip(frames, frames.dropFirst()) {
            scrolls.append(min(TerminalBytes.repaint(from: old, to: new), TerminalBytes.scrolled(from: old, to: new)))
        }
        // From rest, and from two pages down (`C-f C-f`): what `ttybench --keys C-e*20` and
        // `--keys C-f*2,C-e*30` measure of the binary.
        let fromRest = Array(scrolls.prefix(20))
        let pastBanner = Array(scrolls.dropFirst(74).prefix(30))
        var lines = [
            "  bytes for a one-row scroll, at least: from rest \(median(fromRest)) median "
                + "(\(fromRest.reduce(0, +)) for 20 rows); two pages down \(median(pastBanner)) median "
                + "(\(pastBanner.reduce(0, +)) for 30 rows)"
        ]
        if var state = states.first {
            // Four turns from rest, as `ttybench --keys l*4` makes them.
            var changed = 0
            var painted = 0
            let banner = state.home.layout.bannerHeight
            for _ in 0..<4 {
                let before = AppView.render(state, depth: .trueColor)
                _ = AppReducer.reduce(&state, .command(.bannerNext), now: 0)
                let after = AppView.render(state, depth: .trueColor)
                changed += TerminalBytes.repaint(from: before, to: after)
                painted += TerminalBytes.paint(after, rows: 0..<banner)
            }
            lines.append(
                "  bytes for four banner page turns: \(changed) for the cells that change, \(painted) to paint "
                    + "the banner's cells once each time")
        }
        return lines
    }

    private static func median(_ values: [Int]) -> Int {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }

    /// Runs the reducer and answers its loads at once from the demo edition, pictures converted
    /// as the effect runner converts them.
    private struct Driver {
        var state: AppState
        let demo: DemoEditionLoader
        let pictures: PictureLoader
        let format: PictureFormat

        mutating func dispatch(_ action: Action) async {
            var pending = [action]
            while !pending.isEmpty {
                let next = pending.removeFirst()
                for effect in AppReducer.reduce(&state, next, now: 0) {
                    if case .background(let work) = effect, let answer = await answer(work) { pending.append(answer) }
                }
            }
        }

        private func answer(_ effect: BackgroundEffect) async -> Action? {
            switch effect {
            case .loadCachedHome: return .cachedHomeLoaded(CachedHome())
            case .loadLatest: return .latestLoaded(await demo.latest())
            case .loadOlderDay(let before): return .olderDayLoaded(before: before, await demo.day(before: before))
            case .loadPicture(let key):
                let bytes = await pictures.picture(at: key.url)
                return .pictureLoaded(key, bytes.flatMap { PictureConverter.convert($0, for: key, format: format) })
            case .loadStory, .loadExtra, .loadComments, .markRead, .markUnread, .rememberPlace, .setFavourite,
                .loadFavourites, .search, .loadJumpDay, .loadNewerDay, .downloadDays, .rememberTheme, .loadColumns,
                .loadColumnStories:
                return nil
            }
        }
    }
}
