import Foundation
import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// WCAG's contrast ratio, worked out here rather than borrowed from the views.
func contrastRatio(_ first: RGBColor, _ second: RGBColor) -> Double {
    func luminance(_ color: RGBColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let encoded = Double(value) / 255
            return encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}

@Suite("Pictures on screen")
struct PictureRenderingTests {
    let size = Size(columns: 80, rows: 24)
    let days = Fixtures.withPictures(Fixtures.days(olderDays: 2))

    func state(size: Size? = nil, days: [DayFeed]? = nil, pictures: PictureSettings = Fixtures.picturesOn) -> AppState {
        Fixtures.state(
            size: size ?? self.size, days: days ?? self.days, topStories: Fixtures.topStoriesWithPictures,
            pictures: pictures)
    }

    func deliver(_ key: PictureKey?, _ picture: (Size) -> CellPicture, to state: inout AppState) throws {
        let key = try #require(key)
        _ = AppReducer.reduce(
            &state, .pictureLoaded(key, .success(ConvertedPicture(cells: picture(key.size)))), now: state.clock)
    }

    func bannerKey(_ state: AppState) -> PictureKey? {
        state.pictures.bannerKey(for: state.home.currentTopStory, layout: state.home.layout)
    }

    func background(_ cell: Cell) -> RGBColor? {
        if case .rgb(let color) = cell.style.background { color } else { nil }
    }

    func foreground(_ cell: Cell) -> RGBColor? {
        if case .rgb(let color) = cell.style.foreground { color } else { nil }
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func untilPicturesArriveTheScreenIsAsWithPicturesOff(_ size: Size) {
        var on = state(size: size)
        var off = state(size: size, pictures: .off)
        #expect(AppView.render(on, depth: .trueColor) == AppView.render(off, depth: .trueColor))
        Fixtures.scroll(&on, to: 14)
        Fixtures.scroll(&off, to: 14)
        #expect(AppView.render(on, depth: .palette256) == AppView.render(off, depth: .palette256))
    }

    @Test func aThumbnailShowsItsPictureInItsOwnCellsAndOnlyThere() throws {
        var state = self.state()
        let story = state.home.days[0].stories[0]
        let rows = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 0)))
        let before = AppView.render(state, depth: .trueColor)
        let red = RGBColor(hex: 0xC03020)
        let blue = RGBColor(hex: 0x2040C0)
        try deliver(
            state.pictures.thumbnailKey(for: story, textRows: rows.count - 1),
            { size in
                Fixtures.picture(size) { x, _ in x < size.columns / 2 ? red : blue }
            }, to: &state)
        let frame = AppView.render(state, depth: .trueColor)
        // The thumbnail's columns: the row's right margin of one, six columns before it.
        let left = size.columns - 1 - StoryRowMetrics.swatchWidth
        for y in rows.lowerBound..<(rows.lowerBound + 2) {
            for x in left..<(left + 3) { #expect(background(frame[x, y]) == red, "cell \(x),\(y)") }
            for x in (left + 3)..<(left + 6) { #expect(background(frame[x, y]) == blue, "cell \(x),\(y)") }
        }
        var changed: [Point] = []
        for y in 0..<size.rows {
            for x in 0..<size.columns where frame[x, y] != before[x, y] { changed.append(Point(x: x, y: y)) }
        }
        #expect(changed.count == 12)
        #expect(changed.allSatisfy { $0.x >= left && $0.x < left + 6 && rows.contains($0.y) })
        // Without colour the picture cannot be drawn: the swatch of before stays.
        #expect(AppView.render(state, depth: .monochrome)[left, rows.lowerBound].grapheme == "░")
    }

    @Test func aThumbnailCutByTheStatusLineStaysInItsRows() throws {
        var state = self.state()
        let story = state.home.days[0].stories[5]
        let rows = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 5)))
        // The story's first row on the viewport's last row: its thumbnail's second row would be
        // the status line's.
        Fixtures.scroll(&state, to: rows.lowerBound - (state.home.layout.viewportHeight - 1))
        try #require(state.home.scrollOffset + state.home.layout.viewportHeight - 1 == rows.lowerBound)
        let statusLine = AppView.render(state, depth: .trueColor).row(size.rows - 1)
        try deliver(
            state.pictures.thumbnailKey(for: story, textRows: rows.count - 1),
            {
                Fixtures.flatPicture($0, RGBColor(hex: 0xFF00FF))
            }, to: &state)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.row(size.rows - 1) == statusLine)
        #expect(background(frame[size.columns - 7, size.rows - 2]) == RGBColor(hex: 0xFF00FF))
    }

    @Test func withPicturesOnAStoryWithoutAPictureHasNoThumbnail() throws {
        let first = days[0].stories[0].id
        let state = self.state(days: Fixtures.withPictures(Fixtures.days(olderDays: 2), without: [first]))
        let frame = AppView.render(state, depth: .trueColor)
        let rows = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 0)))
        let second = try #require(state.home.layout.rows(of: StoryPosition(section: 0, index: 1)))
        let thumbnail = (size.columns - 7)..<(size.columns - 1)
        #expect(thumbnail.allSatisfy { frame[$0, rows.lowerBound].grapheme == " " })
        #expect(thumbnail.allSatisfy { frame[$0, second.lowerBound].grapheme == "▀" })
    }

    @Test(arguments: [ColorDepth.trueColor, .palette256])
    func theBannerShowsItsPictureWithItsTextLegibleOnIt(_ depth: ColorDepth) throws {
        for shade in [RGBColor.white, RGBColor(hex: 0xE8D9A0), RGBColor(hex: 0x101010)] {
            var state = self.state()
            try deliver(bannerKey(state), { Fixtures.flatPicture($0, shade) }, to: &state)
            let frame = AppView.render(state, depth: depth)
            let height = state.home.layout.bannerHeight
            #expect(background(frame[60, height / 2]) == shade, "the picture is not drawn")
            let title = Fixtures.topStories[0].title.string
            let titleRow = try #require((0..<height).first { frame.text(ofRow: $0).contains(title) })
            let hintRow = titleRow + 1
            // The brand and the date, the title, the hint and the selection marker.
            for row in [0, titleRow, hintRow] {
                let text = (0..<size.columns).filter {
                    frame[$0, row].grapheme != " " && !frame[$0, row].isContinuation
                }
                #expect(!text.isEmpty)
                for x in text {
                    let cell = frame[x, row]
                    let plate = try #require(background(cell))
                    let ink = try #require(foreground(cell))
                    #expect([RGBColor.white, Theme.bannerHint].contains(ink))
                    #expect(contrastRatio(ink, plate) >= 4.5, "\(shade): cell \(x),\(row) on \(plate)")
                    if depth == .palette256 { #expect(isPaletteColour(plate), "\(plate) is not a palette colour") }
                }
            }
            if shade == RGBColor(hex: 0x101010), depth == .trueColor {
                // A dark picture needs no plate: the text sits on the picture's own colour.
                #expect(background(frame[2, titleRow]) == shade)
            }
        }
    }

    /// A colour the 256-colour mapping keeps as it is: one of the cube or the grey ramp.
    func isPaletteColour(_ color: RGBColor) -> Bool {
        let levels: Set<UInt8> = [0, 95, 135, 175, 215, 255]
        let channels = [color.red, color.green, color.blue]
        if channels.allSatisfy(levels.contains) { return true }
        return color.red == color.green && color.green == color.blue && color.red >= 8 && (color.red - 8) % 10 == 0
    }

    @Test func theTopBarFadesInOverThePictureCellByCell() throws {
        var state = self.state()
        let height = state.home.layout.bannerHeight
        try deliver(
            bannerKey(state),
            { size in
                Fixtures.picture(size) { x, y in RGBColor(red: UInt8(20 * y), green: 120, blue: UInt8(200 - x)) }
            }, to: &state)
        Fixtures.scroll(&state, to: 3)
        guard case .topBar(let alpha) = state.home.chrome else {
            Issue.record("no top bar at offset 3: \(state.home.chrome)")
            return
        }
        #expect(alpha > 0 && alpha < 1)
        let frame = AppView.render(state, depth: .trueColor)
        let under = min(3, height - 1)
        for x in [0, 10, 70] {
            let expected = RGBColor(red: UInt8(20 * under), green: 120, blue: UInt8(200 - x))
                .blended(with: Theme.zhihuBlue, alpha: alpha)
            #expect(background(frame[x, 0]) == expected, "column \(x)")
        }
        #expect(frame.text(ofRow: 0).contains("今日新闻"))
        Fixtures.scroll(&state, to: height - 1)
        #expect(background(AppView.render(state, depth: .trueColor)[10, 0]) == Theme.zhihuBlue)
    }

    @Test func theReaderHeaderShowsItsPictureAndItsCredit() throws {
        var state = self.state()
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        let detail = StoryDetail(
            id: id, title: "为什么北方一来暖气，很多人就开始流鼻血？", body: "<p>正文</p>",
            imageURL: Fixtures.pictureURL(StoryID(77)), imageSource: "Yestone.com 版权图片库")
        _ = AppReducer.reduce(
            &state, .storyLoaded(id, .success(LoadedStory(detail: detail, article: Article(blocks: [])))), now: 0)
        let reader = try #require(state.reader)
        let bright = RGBColor(hex: 0xF0E0C0)
        try deliver(state.pictures.headerKey(for: reader), { Fixtures.flatPicture($0, bright) }, to: &state)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(background(frame[1, 0]) == bright)
        #expect(background(frame[1, reader.headerHeight - 1]) == bright)
        let creditRow = try #require(
            (0..<reader.headerHeight).first { frame.text(ofRow: $0).contains("图片：Yestone.com") })
        let titleRow = try #require((0..<reader.headerHeight).first { frame.text(ofRow: $0).contains("流鼻血") })
        for row in [creditRow, titleRow] {
            for x in 0..<size.columns where frame[x, row].grapheme != " " && !frame[x, row].isContinuation {
                let plate = try #require(background(frame[x, row]))
                let ink = try #require(foreground(frame[x, row]))
                #expect(contrastRatio(ink, plate) >= 4.5, "cell \(x),\(row)")
            }
        }
    }

    /// About 30% of the screen, up to 16 rows: a tall window is not a strip of sky over the text.
    @Test(arguments: [
        (Size(columns: 80, rows: 24), 7), (Size(columns: 120, rows: 40), 12), (Size(columns: 200, rows: 60), 16),
    ])
    func theReaderHeaderPictureGrowsWithTheScreen(_ size: Size, rows: Int) throws {
        var state = self.state(size: size)
        _ = AppReducer.reduce(&state, .command(.moveDown), now: 0)
        _ = AppReducer.reduce(&state, .command(.open), now: 0)
        let id = try #require(state.reader?.storyID)
        let detail = StoryDetail(
            id: id, title: "标题", body: "<p>正文第一段。</p>", imageURL: Fixtures.pictureURL(StoryID(77)))
        _ = AppReducer.reduce(
            &state, .storyLoaded(id, .success(LoadedStory(detail: detail, article: Article(blocks: [])))), now: 0)
        let bright = RGBColor(hex: 0xF0E0C0)
        try deliver(
            state.pictures.headerKey(for: try #require(state.reader)), { Fixtures.flatPicture($0, bright) }, to: &state)
        let frame = AppView.render(state, depth: .trueColor)
        let pictured = (0..<size.rows).filter { background(frame[0, $0]) == bright }
        #expect(pictured == Array(0..<rows), "\(pictured)")
    }

    @Test func aFavouriteScrolledHalfAwayKeepsItsThumbnailOffTheTitleBar() throws {
        var state = self.state()
        _ = AppReducer.reduce(&state, .command(.show(.favourites)), now: 0)
        let stories = Fixtures.withPictures(Fixtures.days(olderDays: 2)).flatMap(\.stories).prefix(20)
        let entries = stories.map { FavouriteEntry(story: $0, savedAt: 1_700_000_000) }
        _ = AppReducer.reduce(&state, .favouritesLoaded(Array(entries)), now: 0)
        _ = AppReducer.reduce(&state, .command(.bottom), now: 0)
        let favourites = try #require(state.favourites)
        // The entry whose first row is scrolled under the title bar.
        let cut = try #require(
            entries.indices.first { $0 * FavouritesState.rowsPerEntry == favourites.scrollOffset - 1 })
        let titleBar = AppView.render(state, depth: .trueColor).row(0)
        try deliver(
            state.pictures.thumbnailKey(for: entries[cut].story, textRows: 2),
            {
                Fixtures.flatPicture($0, RGBColor(hex: 0xFF00FF))
            }, to: &state)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.row(0) == titleBar)
        #expect(background(frame[size.columns - 7, 1]) == RGBColor(hex: 0xFF00FF))
    }

    @Test func favouritesShowThumbnailsOnlyWithPicturesOn() throws {
        for pictures in [Fixtures.picturesOn, .off] {
            var state = self.state(pictures: pictures)
            _ = AppReducer.reduce(&state, .command(.show(.favourites)), now: 0)
            let entries = days[1].stories.prefix(3).map { FavouriteEntry(story: $0, savedAt: 1_700_000_000) }
            _ = AppReducer.reduce(&state, .favouritesLoaded(Array(entries)), now: 0)
            let green = RGBColor(hex: 0x30A050)
            if pictures.isEnabled {
                try deliver(
                    state.pictures.thumbnailKey(for: entries[0].story, textRows: 2),
                    {
                        Fixtures.flatPicture($0, green)
                    }, to: &state)
            }
            let frame = AppView.render(state, depth: .trueColor)
            let left = size.columns - 1 - StoryRowMetrics.swatchWidth
            if pictures.isEnabled {
                #expect(
                    (1...2).allSatisfy { row in (left..<(left + 6)).allSatisfy { background(frame[$0, row]) == green } }
                )
                #expect(frame[left, 4].grapheme == "▀", "the second entry's swatch while its picture loads")
            } else {
                #expect((1...5).allSatisfy { row in (left..<(left + 6)).allSatisfy { frame[$0, row].grapheme == " " } })
            }
        }
    }
}
