import FoundationEssentials
import ZReaderDomain
import ZReaderScreen

extension PayloadDecoder {
    /// `sections`: `{"data": [{"id", "name", "description", "thumbnail"}]}`; a column without a
    /// name is left out.
    public static func sections(from data: Data) throws(LoadFailure) -> [DailyColumn] {
        try decode(SectionsPayload.self, from: data).columns
    }

    /// `section/ID` and `section/ID/before/T`: the column's stories and the `timestamp` to ask the
    /// next page with.
    ///
    /// Each story has its own `date`; they come newest first whatever order they came in (one
    /// report has them reversed), from `stories`, or `news` in the oldest shape.
    public static func section(from data: Data) throws(LoadFailure) -> (
        name: DisplayText?, timestamp: Int?, stories: [ColumnStory]
    ) {
        let payload = try decode(SectionPayload.self, from: data)
        return (payload.name, payload.timestamp, payload.stories.sorted(by: ColumnStory.isNewer))
    }
}

struct SectionsPayload: Decodable {
    var columns: [DailyColumn]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        let items = try container.decode([Lossy<SectionItem>].self, forKey: .data)
        columns = items.compactMap { try? $0.result.get().column }
    }
}

/// An item of `sections`.
struct SectionItem: Decodable {
    var column: DailyColumn

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: APIKey.self) else {
            throw ItemProblem(description: "不是 JSON 对象")
        }
        guard let name = container.display(.name) else { throw ItemProblem(description: "缺少 name") }
        column = DailyColumn(
            id: container.integer(.id), name: name, description: container.display(.description),
            thumbnailURL: container.webURL(.thumbnail))
    }
}

struct SectionPayload: Decodable {
    var name: DisplayText?
    var timestamp: Int?
    var stories: [ColumnStory]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        name = container.display(.name)
        timestamp = container.integer(.timestamp)
        let items =
            container.lenient([Lossy<SectionStoryItem>].self, .stories)
            ?? container.lenient([Lossy<SectionStoryItem>].self, .news)
        guard let items else { throw ItemProblem(description: "缺少 stories") }
        stories = items.compactMap { try? $0.result.get().story }
    }
}

/// A story of `section/ID`: a list item with its own `date` (and `display_date`), no `hint`.
struct SectionStoryItem: Decodable {
    var story: ColumnStory

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: APIKey.self) else {
            throw ItemProblem(description: "不是 JSON 对象")
        }
        let summary = try StoryItem(from: decoder).story
        guard let date = container.text(.date).flatMap(DayStamp.init) else {
            throw ItemProblem(description: "缺少 date（id \(summary.id)）")
        }
        story = ColumnStory(story: summary, date: date)
    }
}
