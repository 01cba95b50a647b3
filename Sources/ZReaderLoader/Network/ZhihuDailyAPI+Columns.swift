import FoundationEssentials
import ZReaderDomain

extension ZhihuDailyAPI: ColumnSource {
    /// `sections`, from `api/7` when version 4 has no answer for it.
    public func columns() async -> Result<ColumnList, LoadFailure> {
        await fetchColumn("sections", decodedWith: PayloadDecoder.sections).map {
            ColumnList(columns: $0, origin: .network)
        }
    }

    /// `section/ID`, or `section/ID/before/TIMESTAMP` after `cursor`; a column known only by its
    /// name is looked up in `sections` first.
    public func columnStories(_ column: DailyColumn, after cursor: ColumnCursor?) async
        -> Result<ColumnPage, LoadFailure>
    {
        var id = column.id
        if id == nil {
            switch await columns() {
            case .success(let list): id = list.columns.first { $0.isSame(as: column) }?.id
            case .failure(let failure): return .failure(failure)
            }
        }
        guard let id else { return .failure(.unavailable("找不到这个栏目")) }
        if cursor != nil, cursor?.timestamp == nil { return .failure(.unavailable("没有更早的页")) }
        let path = ZhihuDailyAPI.sectionPath(id, before: cursor?.timestamp)
        return await fetchColumn(path, decodedWith: PayloadDecoder.section).map { answer in
            // An answer without stories, or without a timestamp to go on from, is the last page.
            let next = answer.timestamp.flatMap { timestamp in
                answer.stories.last.map { ColumnCursor(timestamp: timestamp, date: $0.date, id: $0.story.id) }
            }
            return ColumnPage(stories: answer.stories, next: next, origin: .network)
        }
    }

    /// `section/ID`, or `…/before/T` for the page after the answer whose `timestamp` was T.
    public static func sectionPath(_ id: Int, before timestamp: Int?) -> String {
        timestamp.map { "section/\(id)/before/\($0)" } ?? "section/\(id)"
    }

    /// Version 4 first; `api/7` when version 4 answered but not with this (an error status, or
    /// something else than the list), not when no host could be reached.
    private func fetchColumn<Value>(_ path: String, decodedWith decode: (Data) throws(LoadFailure) -> Value) async
        -> Result<Value, LoadFailure>
    {
        let result = await fetch(path, decodedWith: decode)
        switch result {
        case .success, .failure(.offline), .failure(.timeout), .failure(.connection): return result
        case .failure: break
        }
        let fallback = await fetch(path, apiVersion: 7, decodedWith: decode)
        if case .success = fallback { return fallback }
        return result
    }
}
