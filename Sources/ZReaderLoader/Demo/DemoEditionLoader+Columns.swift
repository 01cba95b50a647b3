import FoundationEssentials
import ZReaderDomain

extension DemoEditionLoader: ColumnSource {
    /// The edition's `sections`.
    public func columns() async -> Result<ColumnList, LoadFailure> {
        await load("sections", ifMissing: .failure(.unavailable("演示数据中没有栏目"))) { data throws(LoadFailure) in
            ColumnList(columns: try PayloadDecoder.sections(from: data), origin: .demo)
        }
    }

    /// The edition's `section/ID` pages, by the `timestamp` each gives; a page it does not hold
    /// is empty, the end of the column, as an early `before` is for days.
    public func columnStories(_ column: DailyColumn, after cursor: ColumnCursor?) async
        -> Result<ColumnPage, LoadFailure>
    {
        var id = column.id
        if id == nil, case .success(let list) = await columns() {
            id = list.columns.first { $0.isSame(as: column) }?.id
        }
        guard let id else { return .failure(.unavailable("演示数据中没有这个栏目")) }
        let path = ZhihuDailyAPI.sectionPath(id, before: cursor?.timestamp)
        let end = ColumnPage(stories: [], next: nil, origin: .demo)
        return await load(path, ifMissing: .success(end)) { data throws(LoadFailure) in
            let answer = try PayloadDecoder.section(from: data)
            let next = answer.timestamp.flatMap { timestamp in
                answer.stories.last.map { ColumnCursor(timestamp: timestamp, date: $0.date, id: $0.story.id) }
            }
            return ColumnPage(stories: answer.stories, next: next, origin: .demo)
        }
    }
}
