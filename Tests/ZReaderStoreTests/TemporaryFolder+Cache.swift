import ZReaderTestSupport

extension TemporaryFolder {
    /// Where the store keeps its database when opened on this folder.
    var cacheFile: String { file("cache.db") }
}
