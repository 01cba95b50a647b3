import Foundation
import ZReaderDomain
import ZReaderScreen
import ZReaderStore
import ZReaderSystem

/// `zreader-bench remember-places DIR [COUNT]`: keeps reading places and the home list's place in
/// DIR's data file as fast as it can, printing `saved N` after each pair is stored, so that a test
/// can kill it with SIGKILL at any moment and check that nothing else was lost.
///
/// It first stores ten favourites (with pages) and twenty read marks, then prints `ready`. Save k
/// keeps story 1000 + k % 400 at block k, then the home list on that story at row k % 50: after N
/// saves the places are known exactly (the newest `ReadingPlace.keptStories`).
enum PlaceSaver {
    static func run(directory: String, count: Int) -> Int32 {
        let opened = StoreOpener.open(cacheDirectory: directory + "/cache", dataDirectory: directory)
        guard opened.userData.databasePath != nil, let today = DayStamp("20261130") else {
            print("zreader-bench: \(opened.notice?.string ?? "no data file")")
            return 1
        }
        let store = opened.userData.store
        do {
            for id in 1...10 {
                let story = StorySummary(id: StoryID(id), title: TextSanitizer.clean("收藏 \(id)"))
                let page = StoryDetail(id: story.id, title: story.title, body: "<p>收藏的正文 \(id)</p>")
                try store.saveFavourite(FavouriteEntry(story: story, savedAt: id), page: page)
            }
            for id in 101...120 { try store.markRead(StoryID(id), at: id) }
        } catch {
            print("zreader-bench: \(error)")
            return 1
        }
        try? SystemCall.writeAll(STDOUT_FILENO, "ready\n")
        for save in 0..<count {
            let story = StoryID(1000 + save % 400)
            do {
                try store.rememberPlace(
                    ReadingPlace(block: save, percent: save % 100, offset: save % 7 * 12), of: story)
                try store.rememberHomePlace(
                    HomePlace(today: today, story: story, storyDay: today, screenRow: save % 50))
            } catch {
                print("zreader-bench: \(error)")
                return 1
            }
            try? SystemCall.writeAll(STDOUT_FILENO, "saved \(save + 1)\n")
        }
        return 0
    }
}
