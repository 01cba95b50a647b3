import Testing
import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTestSupport

@Suite("Top bar fade and sticky headers")
struct TopChromeTests {
    /// 80×24: banner 10 rows, viewport 23.
    let layout = HomeLayout(days: Fixtures.days(olderDays: 3), screenSize: Size(columns: 80, rows: 24))

    @Test func bannerIsFortyPercentOfTheScreenAndNeverBelowSeven() {
        #expect(HomeLayout.bannerHeight(screenRows: 24) == 10)
        #expect(HomeLayout.bannerHeight(screenRows: 40) == 16)
        #expect(HomeLayout.bannerHeight(screenRows: 8) == 7)
        #expect(HomeLayout.bannerHeight(screenRows: 60) == 24)
    }

    @Test func alphaIsZeroAtRestAndOneWhenTheBannerBottomReachesTheBarBottom() {
        let b = layout.bannerHeight
        #expect(TopChrome.alpha(offset: 0, bannerHeight: b) == 0)
        #expect(TopChrome.alpha(offset: b - 2, bannerHeight: b) < 1)
        #expect(TopChrome.alpha(offset: b - 1, bannerHeight: b) == 1)
        #expect(TopChrome.alpha(offset: b + 30, bannerHeight: b) == 1)
        #expect(abs(TopChrome.alpha(offset: 3, bannerHeight: b) - 3.0 / 9.0) < 1e-9)
        #expect(TopChrome.alpha(offset: -4, bannerHeight: b) == 0)
    }

    @Test func atRestNothingCoversTheBanner() {
        #expect(TopChrome.at(offset: 0, layout: layout) == .hidden)
        #expect(TopChrome.at(offset: 1, layout: layout) == .topBar(alpha: 1.0 / 9.0))
    }

    @Test func barGivesWayToYesterdaysHeaderExactlyWhenItReachesRowZero() {
        let handOver = layout.todayEnd
        #expect(layout.sections[1].top == handOver)
        #expect(TopChrome.at(offset: handOver - 1, layout: layout) == .topBar(alpha: 1))
        #expect(TopChrome.at(offset: handOver, layout: layout) == .pinnedHeader(section: 1))
        // Back up: the same state at the same offset.
        #expect(TopChrome.at(offset: handOver - 1, layout: layout) == .topBar(alpha: 1))
    }

    @Test func pinnedHeaderStaysThroughItsSectionAndIsReplacedByTheNext() {
        let second = layout.sections[1]
        let third = layout.sections[2]
        for offset in [second.top, second.top + 1, (second.top + third.top) / 2, third.top - 1] {
            #expect(TopChrome.at(offset: offset, layout: layout) == .pinnedHeader(section: 1))
        }
        #expect(TopChrome.at(offset: third.top, layout: layout) == .pinnedHeader(section: 2))
    }

    @Test func storyBlocksAreTitleLinesHintAndSpacer() {
        let today = layout.sections[0]
        // Fixture: every third title is long (two lines at 80 columns), so heights run 3,3,4,…
        #expect(Array(today.storyHeights.prefix(6)) == [3, 3, 4, 3, 3, 4])
        #expect(today.top == layout.bannerHeight)
        #expect(today.headerHeight == 0)
        #expect(layout.sections[1].headerHeight == 1)
        // A blank row under the banner's dots and under each date bar.
        #expect(today.storyOffsets.first == 1)
        #expect(layout.sections[1].storyOffsets.first == 2)
        #expect(layout.story(atRow: today.top) == nil)
        #expect(layout.story(atRow: layout.sections[1].top + 1) == nil)
    }

    @Test func titlesThatFitOneLineAtOneWidthTakeTwoWhenNarrower() {
        let story = StorySummary(id: StoryID(1), title: "为什么冬天的第一场雪总让人兴奋？", hint: "作者")
        #expect(HomeLayout.storyHeight(story, textWidth: 40, showsThumbnail: true) == 3)
        #expect(HomeLayout.storyHeight(story, textWidth: 20, showsThumbnail: true) == 4)
        let noHint = StorySummary(id: StoryID(2), title: "短标题")
        #expect(HomeLayout.storyHeight(noHint, textWidth: 40, showsThumbnail: true) == 2)
    }

    @Test func findsTheStoryAtARow() throws {
        let rows = try #require(layout.rows(of: StoryPosition(section: 2, index: 3)))
        #expect(layout.rows(of: StoryPosition(section: 2, index: 99)) == nil)
        #expect(layout.rows(of: StoryPosition(section: 99, index: 0)) == nil)
        #expect(layout.story(atRow: rows.lowerBound) == StoryPosition(section: 2, index: 3))
        #expect(layout.story(atRow: rows.upperBound - 1) == StoryPosition(section: 2, index: 3))
        #expect(layout.story(atRow: layout.sections[2].top) == nil)
        #expect(layout.story(atRow: 3) == nil)
    }

    @Test func loadMoreTriggersWithinOneViewportOfTheEnd() {
        let end = layout.contentHeight
        let viewport = layout.viewportHeight
        let lastFar = end - 2 * viewport - 1
        #expect(!LoadMoreTrigger.isNearEnd(offset: lastFar, layout: layout))
        #expect(LoadMoreTrigger.isNearEnd(offset: lastFar + 1, layout: layout))
        #expect(LoadMoreTrigger.isNearEnd(offset: layout.maxScrollOffset, layout: layout))
    }
}
