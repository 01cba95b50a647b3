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

    public func search(_ query: SearchQuery, limit: Int) async -> Result<SearchAnswer, LoadFailure> {
        if entries == nil { entries = await gather() }
        let words = query.words.words.map(TextFolding.fold).filter { !$0.isEmpty }
        let column = query.column.map(TextFolding.fold)
        var hits: [SearchHit] = []
        for entry in entries ?? [] where hits.count < limit {
            if let column, TextFolding.fold(entry.hit.column?.string ?? "") != column { continue }
            let title = TextFolding.fold(entry.title)
            let text = TextFolding.fold(entry.text)
            guard words.allSatisfy({ title.contains($0) || text.contains($0) }) else { continue }
            var hit = entry.hit
            hit.snippet = Snippet.around(query.words, in: entry.text) ?? .empty
            hits.append(hit)
        }
        let known = (entries ?? []).compactMap(\.hit.column)
        return .success(.checking(hits, for: query, against: known))
    }
}
