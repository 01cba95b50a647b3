import Testing
import ZReaderApp
import ZReaderLoader
import ZReaderModel
import ZReaderTestSupport

@Suite("The home list for pipes")
struct PlainHomeTests {
    @Test func aPipedRunIsToldOfACacheThatTakesNoWritesToo() async throws {
        let days = Fixtures.days(olderDays: 3)
        let store = MemoryStoryStore()
        store.failWrites()
        let loader = OfflineFirstLoader(
            openStore: { OfflineFirstLoader.OpenedStore(store: store, notice: nil) },
            network: ScriptedLoader(days: days), demo: DemoEditionLoader(), log: RecordingLog())
        let home = try await PlainHome.load(from: loader, dayCount: 2).get()
        #expect(home.days == Array(days.prefix(2)))
        #expect(home.notices.count == 1)
        #expect(home.notices.first?.hasPrefix("缓存写入失败，新内容不会保存（") == true, "\(home.notices)")
    }
}
