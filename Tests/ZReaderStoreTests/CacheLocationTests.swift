import Testing
import ZReaderStore

@Suite("Where the cache lives")
struct CacheLocationTests {
    @Test func theCommandLineWins() {
        let environment = ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/reader"]
        #expect(CacheLocation.directory(override: "/tmp/mine", environment: { environment[$0] }) == "/tmp/mine")
    }

    @Test func xdgCacheHomeComesNext() {
        let environment = ["XDG_CACHE_HOME": "/xdg/", "HOME": "/home/reader"]
        #expect(CacheLocation.directory(override: nil, environment: { environment[$0] }) == "/xdg/zreader")
    }

    @Test func anEmptyOrRelativeXDGCacheHomeIsIgnored() {
        for cacheHome in ["", "relative/cache"] {
            let environment = ["XDG_CACHE_HOME": cacheHome, "HOME": "/home/reader"]
            #expect(
                CacheLocation.directory(override: nil, environment: { environment[$0] })
                    == "/home/reader/.cache/zreader")
        }
    }

    @Test func anEmptyOverrideIsNoOverride() {
        let environment = ["HOME": "/home/reader"]
        #expect(
            CacheLocation.directory(override: "", environment: { environment[$0] }) == "/home/reader/.cache/zreader")
    }

    @Test func withoutHOMEThePasswordDatabaseSaysWhereHomeIs() {
        let directory = CacheLocation.directory(override: nil, environment: { _ in nil })
        #expect(directory?.hasSuffix("/.cache/zreader") == true)
    }
}
