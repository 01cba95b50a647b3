import Foundation
import ZReaderDomain
import ZReaderStore
import ZReaderSystem

/// Fills a cache directory with a long history, for measuring start-up with a warm cache.
enum CacheFiller {
    /// Stores `days` days ending today (Beijing), `storiesPerDay` stories each with a body of about
    /// 4 KB, and the banner; returns the database's size in bytes.
    static func fill(directory: String, days: Int, storiesPerDay: Int = 8) throws -> Int {
        let opened = StoreOpener.open(cacheDirectory: directory)
        if let notice = opened.notice {
            throw FillError(message: notice.string)
        }
        let today = BeijingTime.day(UnixClock.now()) ?? DayStamp.firstIssue
        let history = SyntheticHistory.days(days, from: today, storiesPerDay: storiesPerDay)
        let paragraph = "<p>" + String(repeating: "这是一段用来填充缓存的正文，长度和真实的知乎日报回答相当。", count: 10) + "</p>"
        let body =
            "<div class=\"question\"><h2 class=\"question-title\">问题</h2><div class=\"answer\"><div class=\"content\">"
            + String(repeating: paragraph, count: 5) + "</div></div></div>"
        for (index, day) in history.enumerated() {
            try opened.store.saveDay(day, topStories: index == 0 ? SyntheticHistory.topStories : nil)
            for story in day.stories {
                try opened.store.saveStoryDetail(StoryDetail(id: story.id, title: story.title, body: body))
            }
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: directory + "/cache.db"))?[.size] as? Int
        return size ?? 0
    }

    struct FillError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
