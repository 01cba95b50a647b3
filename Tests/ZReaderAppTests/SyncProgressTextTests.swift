import Testing
import ZReaderApp
import ZReaderDomain

/// The sync's progress line as the user reads it on a terminal.
@Suite("Sync's progress line")
struct SyncProgressTextTests {
    @Test func aHoldTheServerAskedForIsSaidWhileItLastsEvenAtFortyColumns() {
        var progress = SyncProgress(daysDone: 1, dayCount: 7)
        progress.storiesKnown = 8
        progress.storiesDone = 3
        progress.waiting = SyncWait(seconds: 120)
        var text = SyncProgressText()
        for width in [40, 80, 200] {
            let line = text.bar(progress, elapsedSeconds: 10, width: width)
            #expect(line.contains("等待 120 秒"), "\(width): \(line)")
        }
        progress.waiting = nil
        #expect(!text.bar(progress, elapsedSeconds: 11, width: 80).contains("等待"))
    }
}
