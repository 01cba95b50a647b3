import Foundation
import Testing
import ZReaderDomain
import ZReaderStore
import ZReaderTestSupport

@Suite("The story store keeps what it is given")
struct StoryStoreRoundTripTests {
    let scratch: TemporaryFolder
    let store: any StoryStore

    init() throws {
        scratch = try TemporaryFolder()
        let opened = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(opened.notice == nil)
        #expect(opened.databasePath == scratch.cacheFile)
        store = opened.store
    }

    @Test func aDayKeepsItsOrderAndEveryField() throws {
        let day = DayFeed(
            date: try Samples.date("20261130"),
            stories: [Samples.story(30), Samples.bareStory(10), Samples.externalStory(20), Samples.story(5)])
        try store.saveDay(day, topStories: nil)

        let stored = try #require(try store.day(day.date))
        #expect(stored == day)
        #expect(stored.stories.map(\.id.rawValue) == [30, 10, 20, 5])
        #expect(stored.stories[1].hint == nil && stored.stories[1].imageHue == nil)
        #expect(stored.stories[1].thumbnailURL == nil && stored.stories[1].gaPrefix == nil)
        #expect(stored.stories[2].kind == .external)
        #expect(stored.stories[0].imageHue == Samples.story(30).imageHue)
    }

    @Test func theSameStoryOnAnotherDayLeavesTheFirstDaysListAsItWas() throws {
        let first = DayFeed(date: try Samples.date("20261129"), stories: [Samples.story(1), Samples.story(2)])
        try store.saveDay(first, topStories: nil)
        let second = DayFeed(
            date: try Samples.date("20261130"), stories: [Samples.story(2, title: "另一天改过的标题"), Samples.story(3)])
        try store.saveDay(second, topStories: nil)

        #expect(try store.day(first.date) == first)
        #expect(try store.day(second.date) == second)
    }

    @Test func aDayRemembersWhenItWasFetched() throws {
        let date = try Samples.date("20261129")
        #expect(try store.fetchTime(ofDay: date) == nil)
        let before = Int(Date().timeIntervalSince1970)
        try store.saveDay(DayFeed(date: date, stories: [Samples.story(1)]), topStories: nil)
        let fetched = try #require(try store.fetchTime(ofDay: date))
        #expect(fetched >= before && fetched <= before + 5)
    }

    @Test func aDayThatWasNeverSavedIsAMissAndAnEmptyDayIsStored() throws {
        #expect(try store.day(try Samples.date("20261129")) == nil)
        let empty = DayFeed(date: try Samples.date("20130518"), stories: [])
        try store.saveDay(empty, topStories: nil)
        #expect(try store.day(empty.date) == empty)
    }

    @Test func savingADayAgainReplacesItsList() throws {
        try store.saveDay(try Samples.day("20261130", [1, 2, 3, 4]), topStories: nil)
        let revised = DayFeed(
            date: try Samples.date("20261130"), stories: [Samples.story(3, title: "改过的标题"), Samples.story(9)])
        try store.saveDay(revised, topStories: nil)
        try store.saveDay(revised, topStories: nil)

        #expect(try store.day(revised.date) == revised)
    }

    @Test func otherDaysAreUntouchedWhenOneIsReplaced() throws {
        try store.saveDay(try Samples.day("20261129", [11, 12]), topStories: nil)
        try store.saveDay(try Samples.day("20261130", [21, 22]), topStories: nil)
        try store.saveDay(try Samples.day("20261130", [23]), topStories: nil)

        #expect(try store.day(try Samples.date("20261129")) == (try Samples.day("20261129", [11, 12])))
    }

    @Test func anEmptyStoreHasNoLatestDay() throws {
        #expect(try store.latestDay() == nil)
    }

    @Test func latestDayIsTheNewestDateWithTheBannerSavedForIt() throws {
        let banner = [Samples.topStory(7), Samples.topStory(3), Samples.topStory(5)]
        try store.saveDay(try Samples.day("20261129", [1, 2]), topStories: [Samples.topStory(99)])
        try store.saveDay(try Samples.day("20261130", [3, 4]), topStories: banner)
        try store.saveDay(try Samples.day("20261128", [5]), topStories: nil)

        let latest = try #require(try store.latestDay())
        #expect(latest.day == (try Samples.day("20261130", [3, 4])))
        #expect(latest.topStories == banner)
    }

    @Test func theBannerIsKeptWhenADayIsSavedWithoutOneAndReplacedWhenGiven() throws {
        try store.saveDay(try Samples.day("20261130", [1]), topStories: [Samples.topStory(1), Samples.topStory(2)])
        try store.saveDay(try Samples.day("20261130", [1, 2]), topStories: nil)
        #expect(try store.latestDay()?.topStories.map(\.id.rawValue) == [1, 2])

        try store.saveDay(try Samples.day("20261130", [1, 2]), topStories: [Samples.topStory(8)])
        #expect(try store.latestDay()?.topStories.map(\.id.rawValue) == [8])
    }

    @Test func aNewerDayWithoutABannerHasAnEmptyOne() throws {
        try store.saveDay(try Samples.day("20261129", [1]), topStories: [Samples.topStory(1)])
        try store.saveDay(try Samples.day("20261130", [2]), topStories: nil)

        let latest = try #require(try store.latestDay())
        #expect(latest.day.date == (try Samples.date("20261130")))
        #expect(latest.topStories.isEmpty)
    }

    @Test func detailsKeepEveryFieldWithAndWithoutABody() throws {
        let withBody = Samples.detail(1, body: "<div class=\"question\"><p>正文</p></div>")
        let withoutBody = Samples.detail(2, body: nil)
        let bare = StoryDetail(id: StoryID(3), title: "只有标题")
        for detail in [withBody, withoutBody, bare] {
            try store.saveStoryDetail(detail)
        }

        #expect(try store.storyDetail(StoryID(1)) == withBody)
        #expect(try store.storyDetail(StoryID(2)) == withoutBody)
        #expect(try store.storyDetail(StoryID(3)) == bare)
        #expect(try store.storyDetail(StoryID(4)) == nil)
    }

    @Test func commentsKeepTheirOrderEveryFieldAndTheirQuotesAndSavingAgainReplacesThem() throws {
        let comments = [
            ZReaderDomain.Comment(id: 9, author: "读者甲", content: "第一段\n第二段", likes: 12, time: 1_764_460_800),
            ZReaderDomain.Comment(
                id: 3, author: "读者乙", content: "回复", likes: 0, time: 1_764_460_000,
                replyTo: CommentReply(author: "读者丙", content: "原话\n两行")),
            ZReaderDomain.Comment(
                id: 5, author: "读者丁", content: "？", likes: 1, time: 0,
                replyTo: CommentReply(author: nil, content: "", status: 1, errorMessage: "抱歉，原评论已删除")),
        ]
        try store.saveComments(comments, isComplete: false, of: StoryID(1), kind: .long)

        let stored = try #require(try store.comments(StoryID(1), kind: .long))
        #expect(stored.comments == comments && !stored.isComplete && stored.fetchedAt > 0)
        #expect(try store.comments(StoryID(1), kind: .short) == nil, "the other list was never stored")

        try store.saveComments([], isComplete: true, of: StoryID(1), kind: .long)
        #expect(try store.comments(StoryID(1), kind: .long)?.comments == [])
        #expect(try store.comments(StoryID(1), kind: .long)?.isComplete == true)
    }

    @Test func savingADetailAgainReplacesIt() throws {
        try store.saveStoryDetail(Samples.detail(1, body: "旧的"))
        var revised = Samples.detail(1, body: "新的")
        revised.sectionName = nil
        try store.saveStoryDetail(revised)

        #expect(try store.storyDetail(StoryID(1)) == revised)
    }

    @Test func extrasAreKeptAndReplaced() throws {
        let first = StoryExtra(popularity: 120, longComments: 1, shortComments: 30, comments: 31)
        // The v7 shape's counts: the total without the long and short split.
        let later = StoryExtra(popularity: 480, longComments: nil, shortComments: nil, comments: 92)
        try store.saveStoryExtra(first, for: StoryID(1))
        #expect(try store.storyExtra(StoryID(1)) == first)
        try store.saveStoryExtra(later, for: StoryID(1))
        #expect(try store.storyExtra(StoryID(1)) == later)
        #expect(try store.storyExtra(StoryID(2)) == nil)
    }

    @Test func everythingIsStillThereAfterReopening() throws {
        let day = try Samples.day("20261130", [1, 2])
        try store.saveDay(day, topStories: [Samples.topStory(1)])
        try store.saveStoryDetail(Samples.detail(1, body: "正文"))

        let reopened = StoreOpener.open(cacheDirectory: scratch.path)
        #expect(reopened.notice == nil)
        #expect(try reopened.store.latestDay()?.day == day)
        #expect(try reopened.store.storyDetail(StoryID(1)) == Samples.detail(1, body: "正文"))
    }

    @Test func manyThreadsCanShareOneStore() async throws {
        let store = self.store
        let dates = try (1...28).map { try Samples.date("202611\($0 < 10 ? "0" : "")\($0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, date) in dates.enumerated() {
                group.addTask {
                    let day = DayFeed(date: date, stories: [Samples.story(index * 10), Samples.story(index * 10 + 1)])
                    try store.saveDay(day, topStories: nil)
                    try store.saveStoryDetail(Samples.detail(index, body: "第 \(index) 篇"))
                    #expect(try store.day(date) == day)
                }
            }
            try await group.waitForAll()
        }
        for index in dates.indices {
            #expect(try store.storyDetail(StoryID(index))?.body == "第 \(index) 篇")
        }
        #expect(try store.latestDay()?.day.date == dates.last)
    }
}
