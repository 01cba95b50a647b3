import Foundation
import Testing
import ZReaderDemoEdition
import ZReaderDomain
import ZReaderLoader

@Suite("The embedded demo edition")
struct DemoEditionTests {
    let loader = DemoEditionLoader()

    @Test func latestHasTodayAndFiveTopStories() async throws {
        let latest = try await loader.latest().get()
        #expect(latest.day.date == DayStamp("20261130"))
        #expect((6...10).contains(latest.day.stories.count))
        #expect(latest.topStories.count == 5)
        #expect(latest.day.stories.allSatisfy { $0.hint != nil && $0.imageHue != nil })
    }

    @Test func beforeAnswersTheDayBeforeAndTheEditionEndsWithAnEmptyDay() async throws {
        var date = try await loader.latest().get().day.date
        var days = 1
        while true {
            let day = try await loader.day(before: date).get()
            #expect(day.date == date.previous)
            if day.stories.isEmpty { break }
            #expect((6...10).contains(day.stories.count), "\(day.date) has \(day.stories.count) stories")
            date = day.date
            days += 1
        }
        #expect(days >= 10)
    }

    /// The days the date prompt names: every day the edition answers, from its first to today.
    @Test func theCoveredDaysAreTheDaysTheEditionAnswers() async throws {
        let covered = try #require(DemoEditionLoader.coveredDays)
        #expect(covered.upperBound == (try await loader.latest().get().day.date))
        #expect(try await loader.day(before: covered.lowerBound.next).get().stories.count > 0)
        #expect(try await loader.day(before: covered.lowerBound).get().stories.isEmpty)
    }

    @Test func everyStoryAndTopStoryHasABodyOfSeveralParagraphs() async throws {
        let latest = try await loader.latest().get()
        var ids = latest.topStories.map(\.id) + latest.day.stories.map(\.id)
        var date = latest.day.date
        while let day = try? await loader.day(before: date).get(), !day.stories.isEmpty {
            ids += day.stories.map(\.id)
            date = day.date
        }
        for id in Set(ids) {
            let detail = try await loader.story(id).get()
            let body = try #require(detail.body, "story \(id) has no body")
            #expect(body.contains("class=\"question\""))
            #expect(body.components(separatedBy: "<p>").count > 3, "story \(id) is too short")
        }
    }

    @Test func storiesItDoesNotHaveFailWithAReason() async {
        let result = await loader.story(StoryID(1))
        #expect(result == .failure(.unavailable("演示数据中没有这篇文章")))
    }

    @Test func delayIsAppliedToEveryAnswer() async {
        let slow = DemoEditionLoader(delay: .milliseconds(150))
        let start = ContinuousClock.now
        _ = await slow.latest()
        #expect(ContinuousClock.now - start >= .milliseconds(150))
    }

    @Test func everyFileParsesAsJSON() {
        for path in DemoEditionFiles.paths {
            let data = DemoEditionFiles.data(forPath: path)
            #expect(data.flatMap { try? JSONSerialization.jsonObject(with: $0) } != nil, "\(path) is not JSON")
        }
    }
}
