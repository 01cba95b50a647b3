import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderLoader
import ZReaderTestSupport

@Suite("The home list for pipes")
struct PlainHomeTests {
    @Test func aPipedRunIsToldOfACacheThatTakesNoWritesToo() async throws {
        let days = Fixtures.days(olderDays: 3)
        let store = MemoryStoryStore()
        store.failWrites()
        let notices = NoticeRecorder()
        let loader = OfflineFirstLoader(
            openStores: {
                OpenedStores(
                    cache: OpenedStore(store: store, notice: nil),
                    userData: OpenedStore(store: MemoryUserDataStore(), notice: nil))
            }, network: ScriptedLoader(days: days),
            demo: DemoEditionLoader(), log: RecordingLog(), notices: { notices.record($0) }, bodyText: { $0 })
        let home = try await PlainHome.load(from: loader, dayCount: 2).get()
        #expect(home.days == Array(days.prefix(2)))
        #expect(notices.told.count == 1)
        #expect(notices.told.first?.string.hasPrefix("缓存写入失败，新内容不会保存（") == true, "\(notices.told)")
    }
}
