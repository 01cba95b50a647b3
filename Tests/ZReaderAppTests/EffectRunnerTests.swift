import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderLoader
import ZReaderModel
import ZReaderTestSupport

@Suite("Effects carried out off the run loop")
struct EffectRunnerTests {
    /// The posted actions, once `count` have arrived (or after two seconds, what there is).
    func actions(_ mailbox: Mailbox, count: Int) async -> [Action] {
        var posted: [Action] = []
        for _ in 0..<400 where posted.count < count {
            posted += mailbox.drain()
            try? await Task.sleep(for: .milliseconds(5))
        }
        return posted
    }

    @Test func aCacheThatStopsTakingWritesReachesTheStatusLineOnce() async throws {
        let days = Fixtures.days(olderDays: 3)
        let store = MemoryStoryStore()
        store.failWrites()
        let mailbox = Mailbox()
        let loader = OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: nil),
                    userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
            }, network: ScriptedLoader(days: days),
            demo: DemoEditionLoader(), log: RecordingLog(),
            notices: { mailbox.post(.message(StatusMessage($0, kind: .error))) }, bodyText: { $0 })
        let runner = EffectRunner(loader: loader, marks: loader, search: loader, mailbox: mailbox)

        runner.run(.loadOlderDay(before: days[0].date))
        let first = await actions(mailbox, count: 2)
        #expect(first.count == 2)
        #expect(first.contains(.olderDayLoaded(before: days[0].date, .success(days[1]))))
        guard let message = first.compactMap({ if case .message(let message) = $0 { message } else { nil } }).first
        else {
            Issue.record("no notice after the failed write: \(first)")
            return
        }
        #expect(message.kind == .error)
        #expect(message.text.string.hasPrefix("缓存写入失败，新内容不会保存（"), "\(message.text)")

        runner.run(.loadOlderDay(before: days[1].date))
        var second = await actions(mailbox, count: 1)
        // The notice, were it repeated, is posted right after the answer.
        try await Task.sleep(for: .milliseconds(100))
        second += mailbox.drain()
        #expect(second == [.olderDayLoaded(before: days[1].date, .success(days[2]))])
    }
}
