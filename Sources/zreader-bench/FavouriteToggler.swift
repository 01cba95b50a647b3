import Foundation
import ZReaderDomain
import ZReaderScreen
import ZReaderStore
import ZReaderSystem

/// `zreader-bench toggle-favourites DIR [COUNT]`: toggles favourites in DIR's data file as fast as it
/// can, printing `toggled N` after each toggle is stored, so that a test can kill it with SIGKILL
/// at any moment and check the file it leaves.
///
/// Toggle k turns story 1 + k % 50 on (with a page of about 8 KB) or off, whichever it is not:
/// after N toggles the favourites are known exactly.
enum FavouriteToggler {
    static func run(directory: String, count: Int) -> Int32 {
        let opened = StoreOpener.open(cacheDirectory: directory + "/cache", dataDirectory: directory)
        guard opened.userData.databasePath != nil else {
            print("zreader-bench: \(opened.notice?.string ?? "no data file")")
            return 1
        }
        let body = "<p>" + String(repeating: "收藏的正文，杀掉进程也不能只写一半。", count: 300) + "</p>"
        var kept = Set(((try? opened.userData.store.favouriteIDs()) ?? []).map(\.rawValue))
        for toggle in 0..<count {
            let id = 1 + toggle % 50
            let story = StorySummary(id: StoryID(id), title: TextSanitizer.clean("第 \(id) 篇"))
            do {
                if kept.contains(id) {
                    try opened.userData.store.removeFavourite(story.id)
                    kept.remove(id)
                } else {
                    let page = StoryDetail(id: story.id, title: story.title, body: body + String(toggle))
                    try opened.userData.store.saveFavourite(FavouriteEntry(story: story, savedAt: toggle), page: page)
                    kept.insert(id)
                }
            } catch {
                print("zreader-bench: \(error)")
                return 1
            }
            try? SystemCall.writeAll(STDOUT_FILENO, "toggled \(toggle + 1)\n")
        }
        return 0
    }
}
