import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("The pictures kept, and the rows measured for them")
struct PictureStateTests {
    let size = Size(columns: 80, rows: 24)

    @Test func keptPicturesStayUnderTheBudgetAndTheLeastRecentlyWantedGoFirst() throws {
        var run = PictureRun(size: size, days: Fixtures.withPictures(Fixtures.days(olderDays: 1)))
        run.answerAll()
        let onScreen = try #require(
            run.state.pictures.bannerKey(
                for: run.state.home.currentTopStory, layout: run.state.home.layout))
        // Pictures nobody shows, each of 2,500 cells: more than the budget holds.
        let strays = try (0..<60).map { index in
            PictureKey(
                url: try #require(WebURL("https://pic.zreader.test/stray-\(index).png")),
                size: Size(columns: 100, rows: 25), depth: .trueColor, purpose: .banner)
        }
        for key in strays {
            run.dispatch(.pictureLoaded(key, .success(ConvertedPicture(cells: Fixtures.flatPicture(key.size, .white)))))
        }
        let pictures = run.state.pictures
        #expect(pictures.cellCount <= PictureState.cellBudget)
        #expect(pictures.picture(for: onScreen) != nil, "the banner on screen was evicted")
        #expect(pictures.picture(for: strays[0]) == nil, "the oldest stray was kept")
        #expect(pictures.picture(for: strays[59]) != nil, "the newest picture was evicted")
        let kept = strays.filter { pictures.picture(for: $0) != nil }
        #expect(kept == Array(strays.suffix(kept.count)), "evicted out of order")
    }

    /// 36 wide characters: wider than the title column beside a thumbnail at 80 columns (69),
    /// narrower than the full width (77).
    let middling = StorySummary(
        id: StoryID(42), title: "为什么有些人一到冬天就特别想吃火锅而另一些人却更想吃冰淇淋这究竟是怎么回事？",
        hint: "作者 · 3 分钟阅读")

    func height(of story: StorySummary, pictures: PictureSettings) -> Int? {
        let day = DayFeed(date: Fixtures.today, stories: [story] + Fixtures.days(olderDays: 0)[0].stories)
        let state = Fixtures.state(size: size, days: [day], pictures: pictures)
        return state.home.layout.rows(of: StoryPosition(section: 0, index: 0))?.count
    }

    @Test func withPicturesOnAStoryWithoutAPictureGivesItsTitleTheFullWidth() throws {
        #expect(middling.title.width > StoryRowMetrics.textWidth(rowWidth: 80, showsThumbnail: true))
        #expect(middling.title.width <= StoryRowMetrics.textWidth(rowWidth: 80, showsThumbnail: false))
        var pictured = middling
        pictured.thumbnailURL = Fixtures.pictureURL(middling.id)
        // Title, hint and spacer, the title on two lines beside the thumbnail or the swatch.
        #expect(height(of: middling, pictures: .off) == 4)
        #expect(height(of: pictured, pictures: Fixtures.picturesOn) == 4)
        #expect(height(of: middling, pictures: Fixtures.picturesOn) == 3)
    }

    @Test func theToggleReMeasuresTheRows() {
        let day = DayFeed(date: Fixtures.today, stories: [middling] + Fixtures.days(olderDays: 0)[0].stories)
        var state = Fixtures.state(size: size, days: [day], pictures: .off)
        let first = StoryPosition(section: 0, index: 0)
        #expect(state.home.layout.rows(of: first)?.count == 4)
        _ = AppReducer.reduce(&state, .command(.togglePictures), now: 0)
        #expect(state.home.layout.rows(of: first)?.count == 3)
        #expect(state.home.layout == HomeLayout(days: [day], screenSize: size, picturesShown: true))
        _ = AppReducer.reduce(&state, .command(.togglePictures), now: 0)
        #expect(state.home.layout == HomeLayout(days: [day], screenSize: size))
    }

    @Test func autoShowsPicturesAt256ColoursAndAboveOnlyAndOnWhereverThereIsColour() {
        #expect(ColorDepth.allCases.filter { PicturePreference.auto.isEnabled(at: $0) } == [.trueColor, .palette256])
        #expect(
            ColorDepth.allCases.filter { PicturePreference.on.isEnabled(at: $0) } == [
                .trueColor, .palette256, .palette8,
            ])
        #expect(ColorDepth.allCases.filter { PicturePreference.off.isEnabled(at: $0) }.isEmpty)
        #expect(!PictureSettings(depth: .monochrome, isEnabled: true).isEnabled)
    }
}
