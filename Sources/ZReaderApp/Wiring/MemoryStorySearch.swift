import ZReaderDomain
import ZReaderHTML
import ZReaderModel

/// Search over stories held in memory — the demo edition's, which has no cache — by scanning
/// their folded titles and body text; fast enough for a few hundred stories.
///
/// The stories are read once, on the first search, off the input thread.
public actor MemoryStorySearch: StorySearch {
    /// A story as search sees it.
    public struct Entry: Sendable {
        var hit: SearchHit
        var title: String
        var text: String
    }

    private let gather: @Sendable () async -> [Entry]
    private var entries: [Entry]?

    public init(gather: @escaping @Sendable () async -> [Entry]) {
        self.gather = gather
    }

    /// Every story of `loader`'s days, newest first, with its body's text.
    public static func everything(in loader: any StoryLoader) -> MemoryStorySearch {
        MemoryStorySearch {
            guard case .success(let latest) = await loader.latest() else { return [] }
            var days = [latest.day]
            while let oldest = days.last, case .success(let day) = await loader.day(before: oldest.date),
                !day.stories.isEmpty, day.date < oldest.date
            {
                days.append(day)
            }
            var entries: [Entry] = []
            for day in days {
                for story in day.stories {
                    let detail = try? await loader.story(story.id).get()
                    let text = ArticleParser.parse(detail?.body ?? "").plainText
                    let column = detail?.sectionName ?? StoryColumn.name(inTitle: story.title)
                    entries.append(
                        Entry(
                            hit: SearchHit(story: story, date: day.date, column: column), title: story.title.string,
                            text: text))
                }
            }
            return entries
        }
    }

    public func search(_ query: SearchQuery, limit: Int) async -> Result<[SearchHit], LoadFailure> {
        if entries == nil { entries = await gather() }
        let wanted = TextFolding.fold(query.text)
        let column = query.column.map(TextFolding.fold)
        var hits: [SearchHit] = []
        for entry in entries ?? [] where hits.count < limit {
            if let column, TextFolding.fold(entry.hit.column?.string ?? "") != column { continue }
            let inTitle = TextFolding.fold(entry.title).contains(wanted)
            let snippet = Snippet.around(query.text, in: entry.text)
            guard inTitle || snippet != nil else { continue }
            var hit = entry.hit
            hit.snippet = snippet ?? .empty
            hits.append(hit)
        }
        return .success(hits)
    }
}
