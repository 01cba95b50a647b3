import Foundation
import ZReaderDomain
import ZReaderLoader
import ZReaderScreen
import ZReaderStore
import ZReaderSystem

/// `zreader-bench toggle-favourites DIR [COUNT]`: toggles favourites in DIR's data file as fast as it
/// can, the way the app does (through the loader and the data file's writer thread), printing
/// `toggled N` once each toggle is reported stored, so that a test can kill it with SIGKILL at any
/// moment and check the file it leaves.
///
/// Toggle k turns story 1 + k % 50 on (with its page of about 8 KB, from the cache as in the app)
/// or off, whichever it is not: after N toggles the favourites are known exactly.
enum FavouriteToggler {
    static func run(directory: String, count: Int) async -> Int32 {
        let opened = StoreOpener.open(cacheDirectory: directory + "/cache", dataDirectory: directory)
        guard opened.userData.databasePath != nil else {
            print("zreader-bench: \(opened.notice?.string ?? "no data file")")
            return 1
        }
        let body = "<p>" + String(repeating: "收藏的正文，杀掉进程也不能只写一半。", count: 300) + "</p>"
        var stories: [StorySummary] = []
        for id in 1...50 {
            let story = StorySummary(id: StoryID(id), title: TextSanitizer.clean("第 \(id) 篇"))
            stories.append(story)
            do {
                try opened.cache.store.saveStoryDetail(
                    StoryDetail(id: story.id, title: story.title, body: body + String(id)))
            } catch {
                print("zreader-bench: \(error)")
                return 1
            }
        }
        var kept = Set(((try? opened.userData.store.favouriteIDs()) ?? []).map(\.rawValue))
        let loader = OfflineFirstLoader(
            openStores: { opened }, network: nil, demo: DemoEditionLoader(), log: DiscardingLog(),
            maintenanceDelay: nil)
        for toggle in 0..<count {
            let story = stories[toggle % 50]
            let id = story.id.rawValue
            guard await loader.setFavourite(story, !kept.contains(id)) else {
                print("zreader-bench: toggle \(toggle + 1) was not stored")
                return 1
            }
            if kept.contains(id) { kept.remove(id) } else { kept.insert(id) }
            try? SystemCall.writeAll(STDOUT_FILENO, "toggled \(toggle + 1)\n")
        }
        await loader.closeCache()
        return 0
    }
}

/// The toggler has nothing to log.
private struct DiscardingLog: EventLog {
    func record(_ line: String) {}
}
