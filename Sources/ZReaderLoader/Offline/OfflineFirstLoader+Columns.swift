import ZReaderDomain
import ZReaderScreen

extension OfflineFirstLoader: ColumnSource {
    /// Stories a page of a column read from the cache holds.
    static let cachedColumnPage = 20

    /// The API's `sections`, kept for offline; without an answer, the columns the cache knows.
    ///
    /// Those are the list kept from the last answer, then what its stories belong to, marked as
    /// the cache's. The demo edition's while it stands in.
    public func columns() async -> Result<ColumnList, LoadFailure> {
        if isShowingDemo, let demo = demo as? any ColumnSource { return await demo.columns() }
        var failure = LoadFailure.unavailable("离线")
        if let network = network as? any ColumnSource {
            switch await network.columns() {
            case .success(let list) where !list.columns.isEmpty:
                keepColumns(list.columns)
                return .success(list)
            case .success:
                failure = .badData("栏目列表是空的")
            case .failure(let reason):
                log.record("sections failed: \(reason.summary)")
                failure = reason
            }
        }
        do {
            let stored = try storeForColumns()?.storedColumns() ?? []
            return stored.isEmpty ? .failure(failure) : .success(ColumnList(columns: stored, origin: .cache))
        } catch {
            log.record("cache read of columns failed: \(error)")
            return .failure(failure)
        }
    }

    /// A page from `section/ID`; without an answer (offline, a failure, a column the API does not
    /// know by that name), the cache's stories of the column older than the last shown, marked
    /// as the cache's.
    public func columnStories(_ column: DailyColumn, after cursor: ColumnCursor?) async
        -> Result<ColumnPage, LoadFailure>
    {
        if isShowingDemo, let demo = demo as? any ColumnSource {
            return await demo.columnStories(column, after: cursor)
        }
        var failure = LoadFailure.unavailable("离线")
        // A page after one from the cache comes from the cache too: the API's paging needs its
        // own timestamp.
        if let network = network as? any ColumnSource, cursor == nil || cursor?.timestamp != nil {
            var known = column
            if known.id == nil { known.id = storedID(of: column) }
            switch await network.columnStories(known, after: cursor) {
            case .success(let page): return .success(page)
            case .failure(let reason):
                log.record("section \(column.name) failed: \(reason.summary)")
                failure = reason
            }
        }
        guard let store = storeForColumns() else { return .failure(failure) }
        do {
            let limit = OfflineFirstLoader.cachedColumnPage
            let stories = try store.columnStories(named: column.name.string, after: cursor, limit: limit)
            if stories.isEmpty, cursor == nil { return .failure(failure) }
            let next =
                stories.count < limit
                ? nil
                : stories.last.map {
                    ColumnCursor(timestamp: nil, date: $0.date, id: $0.story.id)
                }
            return .success(ColumnPage(stories: stories, next: next, origin: .cache))
        } catch {
            log.record("cache read of column \(column.name) failed: \(error)")
            return .failure(failure)
        }
    }

    /// The id the kept list gives a column known only by its name (from a story's title).
    private func storedID(of column: DailyColumn) -> Int? {
        ((try? storeForColumns()?.storedColumns()) ?? []).first { $0.isSame(as: column) && $0.id != nil }?.id
    }

    private func keepColumns(_ columns: [DailyColumn]) {
        do {
            try storeForColumns()?.saveColumns(columns)
        } catch {
            writeFailed("columns", error)
        }
    }
}
