import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

/// Drives the reducer as the app does and keeps the picture requests it makes, like the effect
/// runner would, so that tests can answer them one at a time.
struct PictureRun {
    var state: AppState
    /// Every picture asked for, in order.
    private(set) var asked: [PictureKey] = []
    /// Asked for and not answered yet, oldest first.
    private(set) var inFlight: [PictureKey] = []
    private(set) var mostInFlight = 0

    init(
        size: Size, days: [DayFeed], topStories: [TopStory] = Fixtures.topStoriesWithPictures,
        pictures: PictureSettings = Fixtures.picturesOn
    ) {
        state = AppState(screenSize: size, isDemoEdition: true, pictures: pictures)
        dispatch(.resized(size))
        dispatch(.started)
        dispatch(.cachedHomeLoaded(CachedHome(days: days, topStories: topStories)))
        if let today = days.first {
            dispatch(.latestLoaded(.success(LatestFeed(day: today, topStories: topStories, origin: .demo))))
        }
    }

    mutating func dispatch(_ action: Action) {
        for effect in AppReducer.reduce(&state, action, now: state.clock) {
            if case .background(.loadPicture(let key)) = effect {
                asked.append(key)
                inFlight.append(key)
            }
        }
        mostInFlight = max(mostInFlight, inFlight.count)
    }

    mutating func press(_ command: Command, times: Int = 1) {
        for _ in 0..<times { dispatch(.command(command)) }
    }

    /// Answers the oldest request in flight: with a flat picture of its size, or `failure`.
    @discardableResult
    mutating func answerNext(failing failure: LoadFailure? = nil) -> PictureKey? {
        guard !inFlight.isEmpty else { return nil }
        let key = inFlight.removeFirst()
        let result: Result<ConvertedPicture, LoadFailure> =
            failure.map { .failure($0) }
            ?? .success(ConvertedPicture(cells: Fixtures.flatPicture(key.size, RGBColor(hex: 0x336699))))
        dispatch(.pictureLoaded(key, result))
        return key
    }

    mutating func answerAll() {
        while answerNext() != nil {}
    }
}

@Suite("Which pictures the app asks for, and in which order")
struct PictureRequestTests {
    let size = Size(columns: 80, rows: 24)
    let days = Fixtures.withPictures(Fixtures.days(olderDays: 3))

    func thumbnail(_ id: Int) -> WebURL { Fixtures.pictureURL(StoryID(id)) }

    @Test func onScreenFirstThenTheOtherBannerPagesThenTheNextScreenAtMostFourAtOnce() {
        var run = PictureRun(size: size, days: days)
        // At 80x24: the banner is rows 0-9, today's stories 0-3 fill rows 10-22 of the 23 on
        // screen; stories 4-7 and yesterday's 0-2 begin within the next 23 rows.
        let banners = Fixtures.topStories.map { Fixtures.pictureURL($0.id) }
        let expected =
            [banners[0]] + (9_000_000...9_000_003).map(thumbnail) + banners[1...]
            + (9_000_004...9_000_007).map(thumbnail) + (9_000_100...9_000_102).map(thumbnail)
        #expect(run.inFlight.map(\.url) == Array(expected.prefix(4)))
        run.answerAll()
        #expect(run.asked.map(\.url) == expected)
        #expect(run.mostInFlight == PictureState.maximumInFlight)
        #expect(
            run.asked[0]
                == PictureKey(
                    url: banners[0], size: Size(columns: 80, rows: 10), depth: .trueColor,
                    purpose: .banner))
        #expect(run.asked[1].size == Size(columns: 6, rows: 2) && run.asked[1].purpose == .thumbnail)
        // A long title's row is three text rows high, and so is its thumbnail.
        #expect(run.asked[3].size == Size(columns: 6, rows: 3))
    }

    @Test func eachPictureIsAskedForOnceHoweverOftenItIsShown() {
        var run = PictureRun(size: size, days: days)
        func wander(_ run: inout PictureRun) {
            run.press(.scrollDown, times: 5)
            run.press(.scrollUp, times: 5)
            run.press(.bannerNext, times: 5)
            run.dispatch(.tick)
            run.dispatch(.resized(size))
            run.answerAll()
        }
        run.answerAll()
        wander(&run)
        let asked = run.asked
        wander(&run)
        wander(&run)
        #expect(run.asked == asked)
        #expect(Set(asked).count == asked.count, "a picture was asked for twice")
        #expect(run.state.pictures.count == asked.count)
    }

    @Test func rowsScrolledFarPastAreNotAskedFor() {
        var run = PictureRun(size: size, days: days)
        // Three pages down before any picture has arrived: today's later stories, the next
        // screen at the start, are never on screen nor next to it.
        run.press(.pageDown, times: 3)
        run.answerAll()
        let offset = run.state.home.scrollOffset
        #expect(offset >= 60)
        for url in (9_000_004...9_000_007).map(thumbnail) {
            #expect(!run.asked.map(\.url).contains(url), "asked for \(url), scrolled far past")
        }
        let layout = run.state.home.layout
        let near = (offset - layout.viewportHeight)..<(offset + 2 * layout.viewportHeight)
        for key in run.asked.dropFirst(4) where key.purpose == .thumbnail {
            let position = run.state.home.days.enumerated().compactMap { section, day in
                day.stories.firstIndex { $0.thumbnailURL == key.url }.map { StoryPosition(section: section, index: $0) }
            }.first
            let rows = position.flatMap(layout.rows(of:))
            #expect(rows.map { near.overlaps($0) } == true, "\(key.url) at rows \(String(describing: rows))")
        }
    }

    @Test func aFailedPictureIsNotAskedForAgainUntilRefresh() {
        var run = PictureRun(size: size, days: days)
        let failed = run.answerNext(failing: .httpStatus(404))
        run.answerAll()
        run.press(.scrollDown, times: 3)
        run.press(.scrollUp, times: 3)
        run.dispatch(.tick)
        #expect(run.asked.filter { $0 == failed }.count == 1)
        #expect(run.state.pictures.picture(for: failed) == nil)
        run.press(.refresh)
        #expect(run.asked.filter { $0 == failed }.count == 2)
    }

    @Test func withPicturesOffNothingIsAskedForAndTheToggleTurnsThemOnAndOff() {
        var run = PictureRun(size: size, days: days, pictures: .off)
        run.press(.scrollDown, times: 3)
        #expect(run.asked.isEmpty)
        run.press(.togglePictures)
        #expect(run.state.pictures.settings.isEnabled)
        #expect(run.inFlight.count == PictureState.maximumInFlight)
        run.press(.togglePictures)
        run.answerAll()
        #expect(run.asked.count == PictureState.maximumInFlight, "asked for more with pictures off")
        #expect(run.state.status?.text == "无图模式")
    }

    @Test func withoutColourTheToggleSaysPicturesCannotBeShown() {
        var run = PictureRun(size: size, days: days, pictures: PictureSettings(depth: .monochrome, isEnabled: true))
        #expect(!run.state.pictures.settings.isEnabled)
        run.press(.togglePictures)
        #expect(run.asked.isEmpty)
        #expect(run.state.status?.text == "此终端无法显示图片")
    }

    @Test func theReaderAsksForItsHeaderPictureFirst() throws {
        var run = PictureRun(size: size, days: days)
        run.answerAll()
        run.press(.moveDown)
        run.press(.open)
        let id = try #require(run.state.reader?.storyID)
        let header = try #require(WebURL("https://pic.zreader.test/header-\(id).jpg"))
        let detail = StoryDetail(id: id, title: "标题", body: "<p>正文</p>", imageURL: header, imageSource: "作者")
        run.dispatch(.storyLoaded(id, .success(LoadedStory(detail: detail, article: Article(blocks: [])))))
        let key = try #require(run.inFlight.last)
        #expect(key.url == header && key.purpose == .header)
        #expect(key.size == Size(columns: 80, rows: run.state.reader?.headerHeight ?? 0))
    }

    @Test func theFavouritesAskForTheThumbnailsOnScreen() {
        var run = PictureRun(size: size, days: days)
        run.answerAll()
        run.press(.show(.favourites))
        let entries = days[1].stories.map { FavouriteEntry(story: $0, savedAt: 1_700_000_000) }
        let before = run.asked.count
        run.dispatch(.favouritesLoaded(entries))
        run.answerAll()
        #expect(run.asked.count > before)
        #expect(run.asked.dropFirst(before).allSatisfy { $0.size == Size(columns: 6, rows: 2) })
        // Seven entries of three rows fill the 22 rows under the title bar.
        for entry in entries.prefix(7) {
            let key = run.state.pictures.thumbnailKey(for: entry.story, textRows: FavouritesState.textRowsPerEntry)
            #expect(run.state.pictures.picture(for: key) != nil, "no thumbnail for \(entry.story.id)")
        }
    }
}
