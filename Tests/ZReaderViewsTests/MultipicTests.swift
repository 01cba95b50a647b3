import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// `multipic` (多图): the mark in the corner of the thumbnail on the home screen and in the
/// favourites, after the hint where a row has no thumbnail, and in search results.
@Suite("The 多图 mark")
struct MultipicTests {
    /// Today with its second story (`multipic` in the list) marked.
    static func days(pictures: Bool = false) -> [DayFeed] {
        var days = Fixtures.days(olderDays: 1)
        if pictures { days = Fixtures.withPictures(days) }
        days[0].stories[1].isMultipic = true
        return days
    }

    /// The rows of `story`'s block on the home screen: its title's first row through its hint.
    func rows(of story: StorySummary, in frame: ScreenBuffer) -> [Int] {
        let lines = frame.lines
        guard let title = lines.firstIndex(where: { $0.contains(story.title.string.prefix(8)) }),
            let hint = lines[title...].firstIndex(where: { $0.contains(story.hint?.string ?? "\u{0}") })
        else { return [] }
        return Array(title...hint)
    }

    @Test(arguments: [ColorDepth.trueColor, .palette256, .monochrome])
    func theThumbnailCarriesTheMarkInItsBottomRightCorner(_ depth: ColorDepth) throws {
        let state = Fixtures.state(size: Size(columns: 80, rows: 30), days: Self.days())
        let frame = AppView.render(state, depth: depth)
        let marked = try #require(rows(of: Self.days()[0].stories[1], in: frame).last)
        let line = frame.lines[marked]
        // The thumbnail's last six columns end one column from the right edge.
        #expect(line.hasSuffix("多图 "), "\(line)")
        let x = 80 - 1 - MultipicBadge.width
        if depth.hasColor {
            guard case .rgb(let ink) = frame[x, marked].style.foreground,
                case .rgb(let plate) = frame[x, marked].style.background
            else {
                Issue.record("the mark has no colours of its own")
                return
            }
            // As the terminal shows them: at 256 colours, the palette's nearest.
            #expect(contrastRatio(ShownColor.of(ink, at: depth), ShownColor.of(plate, at: depth)) >= 4.5)
        }
        if depth == .monochrome { #expect(frame[x, marked].style.attributes.contains(.reverse)) }
        // The other stories have no mark.
        #expect(frame.lines.filter { $0.contains("多图") }.count == 1)
    }

    @Test func overThePictureTooOnAPlateOfItsColour() throws {
        var state = Fixtures.state(
            size: Size(columns: 80, rows: 30), days: Self.days(pictures: true), topStories: [],
            pictures: Fixtures.picturesOn)
        let story = state.home.days[0].stories[1]
        let key = try #require(state.pictures.thumbnailKey(for: story, textRows: 2))
        let sky = RGBColor(hex: 0xE8F4FF)
        _ = AppReducer.reduce(
            &state, .pictureLoaded(key, .success(ConvertedPicture(cells: Fixtures.flatPicture(key.size, sky)))), now: 0)
        let frame = AppView.render(state, depth: .trueColor)
        let row = try #require(rows(of: story, in: frame).last)
        #expect(frame.lines[row].hasSuffix("多图 "))
        let x = 80 - 1 - MultipicBadge.width
        guard case .rgb(let plate) = frame[x, row].style.background else {
            Issue.record("no plate under the mark")
            return
        }
        #expect(plate != sky)
        #expect(contrastRatio(.white, plate) >= 4.5)
    }

    @Test func aFavouritesThumbnailCarriesIt() {
        var state = Fixtures.state(
            size: Size(columns: 80, rows: 24), days: Self.days(pictures: true), pictures: Fixtures.picturesOn)
        _ = AppReducer.reduce(&state, .command(.show(.favourites)), now: 0)
        let entries = state.home.days[0].stories.prefix(3).map { FavouriteEntry(story: $0, savedAt: 1_795_968_000) }
        _ = AppReducer.reduce(&state, .favouritesLoaded(entries), now: 0)
        let lines = AppView.render(state, depth: .trueColor).lines
        // Title, then hint: the thumbnail's second row carries the mark.
        #expect(lines.filter { $0.hasSuffix("多图 ") }.count == 1, "\(lines)")
        #expect(lines.firstIndex { $0.hasSuffix("多图 ") } == 1 + FavouritesState.rowsPerEntry + 1)
    }

    @Test func aRowWithoutAThumbnailSaysItAfterTheHint() throws {
        let state = Fixtures.state(size: Size(columns: 50, rows: 30), days: Self.days())
        let hint = try #require(Self.days()[0].stories[1].hint)
        let frame = AppView.render(state, depth: .trueColor)
        #expect(frame.lines.contains { $0.contains("\(hint.string) · 多图") }, "\(frame.lines)")
    }

    /// A story from before 2019 has no hint: without a thumbnail the mark takes the hint's line,
    /// and the blank row under the block stays blank.
    @Test func aRowWithoutHintOrThumbnailGivesTheMarkALineOfItsOwn() throws {
        var days = Self.days()
        days[0].stories[1].hint = nil
        let state = Fixtures.state(size: Size(columns: 50, rows: 30), days: days)
        let frame = AppView.render(state, depth: .trueColor)
        let title = try #require(frame.lines.firstIndex { $0.contains(days[0].stories[1].title.string.prefix(8)) })
        let mark = try #require(frame.lines.firstIndex { $0.contains("多图") })
        let next = try #require(frame.lines.firstIndex { $0.contains(days[0].stories[2].title.string.prefix(8)) })
        #expect(mark > title && mark < next - 1, "the mark is on a line of the block, the spacer below it")
        #expect(frame.lines[next - 1].allSatisfy { $0 == " " }, "the spacer row is blank: \(frame.lines[next - 1])")
    }

    @Test func favouritesAndSearchResultsCarryItToo() throws {
        var state = Fixtures.state(size: Size(columns: 80, rows: 24), days: Self.days())
        let stories = Array(Self.days()[0].stories.prefix(3))
        _ = AppReducer.reduce(&state, .command(.show(.favourites)), now: 0)
        _ = AppReducer.reduce(
            &state, .favouritesLoaded(stories.map { FavouriteEntry(story: $0, savedAt: 1_795_968_000) }), now: 0)
        // Pictures off: the favourites are text only, the mark after the hint.
        let favourites = AppView.render(state, depth: .trueColor).lines
        #expect(favourites.filter { $0.contains("\(stories[1].hint?.string ?? "") · 多图 · 收藏于") }.count == 1)
        #expect(favourites.filter { $0.contains("多图") }.count == 1, "\(favourites)")
        _ = AppReducer.reduce(&state, .command(.search), now: 0)
        for character in "冬天" { _ = AppReducer.reduce(&state, .typed(.character(character)), now: 0) }
        _ = AppReducer.reduce(&state, .typed(.enter), now: 0)
        let query = try #require(state.search?.query)
        let hits = stories.map { SearchHit(story: $0, date: Fixtures.today) }
        let request = try #require(state.search?.request)
        _ = AppReducer.reduce(&state, .searched(request: request, query, .success(.hits(hits))), now: 0)
        let results = AppView.render(state, depth: .trueColor).lines
        #expect(results.filter { $0.contains("多图") }.count == 1, "\(results)")
        #expect(results.contains { $0.contains("\(stories[1].hint?.string ?? "") · 多图") })
    }
}
