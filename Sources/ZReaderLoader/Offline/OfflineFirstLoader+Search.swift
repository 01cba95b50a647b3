import ZReaderDomain
import ZReaderScreen

extension OfflineFirstLoader {
    /// Stories of the cache that hold the query; what the index has reached so far is searched
    /// while it is still being filled (after an upgrade, or right after new days arrived).
    ///
    /// A column that found nothing is checked against the columns the cache knows (the kept
    /// `sections`, and those its stories belong to), so a misspelt one is named as such. A
    /// damaged index costs the index only: the store scans the text instead and the index is
    /// rebuilt in the background, which the status line says while it lasts.
    public func search(_ query: SearchQuery, limit: Int) async -> Result<SearchAnswer, LoadFailure> {
        guard let store = storeForSearch() else { return .failure(.unavailable("缓存不支持搜索")) }
        let result: Result<SearchAnswer, LoadFailure>
        do {
            let hits = try store.search(query, limit: limit)
            if hits.isEmpty, query.column != nil {
                let known = ((try? storeForColumns()?.storedColumns()) ?? []).map(\.name)
                result = .success(.checking(hits, for: query, against: known))
            } else {
                result = .success(.hits(hits))
            }
        } catch {
            result = .failure(.unavailable("搜索失败（\(Self.reason(error))）"))
        }
        if store.isRebuildingIndex {
            notices(Self.rebuildingIndex)
            indexInBackground()
        }
        return result
    }

    /// What the status line says while a damaged index is rebuilt.
    static let rebuildingIndex: DisplayText = "搜索索引已损坏，正在后台重建；暂以全文查找，较慢"

    /// Fills the search index with what was stored since it was last filled, a few stories at a
    /// time off the actor between batches so that loads are never held up for long.
    ///
    /// Started after the first frame's days are read and after every write; a run already going
    /// picks up new writes itself.
    func indexInBackground() {
        guard !isIndexing, storeForSearch() != nil else { return }
        isIndexing = true
        Task.detached(priority: .background) { [weak self] in
            while let self, await self.indexBatch() > 0 {
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    /// Indexes one batch; 0 when nothing was left (or the index cannot be written).
    private func indexBatch() -> Int {
        guard let store = storeForSearch() else {
            isIndexing = false
            return 0
        }
        let done: Int
        do {
            done = try store.indexPending(limit: Self.indexBatchSize, bodyText: bodyText)
        } catch {
            log.record("search index: \(error)")
            done = 0
        }
        if done == 0 { isIndexing = false }
        return done
    }

    static let indexBatchSize = 25

    static func reason(_ failure: StoreFailure) -> String {
        switch failure {
        case .database(let reason): reason
        }
    }
}
