import FoundationEssentials
import ZReaderDomain
import ZReaderScreen

/// Decodes the API's JSON into the domain types with `Codable`, leniently where the API is known
/// to vary and strictly where it must not.
///
/// Tolerated: missing or null `images`, `hint`, `url`, `image_hue`, `ga_prefix`, `type`, `multipic`,
/// `top_stories`, `body`, `image`, `image_source`, `section`, `publish_time`, and optional fields of
/// the wrong type (treated as missing). Required: a payload's `date` (a valid `YYYYMMDD`) and
/// `stories` array, and every story's `id` and non-empty `title` — a story without them is dropped
/// with a reason, and the rest of the day is kept.
public enum PayloadDecoder {
    /// `news/latest` or `news/before/D`.
    public static func day(from data: Data) throws(LoadFailure) -> DecodedDay {
        let payload = try decode(DayPayload.self, from: data)
        guard let date = DayStamp(payload.date) else { throw .badData("date 格式不对") }
        var dropped: [String] = []
        var stories: [StorySummary] = []
        var seen: Set<StoryID> = []
        for (index, item) in payload.stories.enumerated() {
            switch item.result {
            case .success(let item) where seen.insert(item.story.id).inserted: stories.append(item.story)
            case .success(let item): dropped.append("stories[\(index)]: duplicate id \(item.story.id)")
            case .failure(let reason): dropped.append("stories[\(index)]: \(reason)")
            }
        }
        var topStories: [TopStory] = []
        for (index, item) in (payload.topStories ?? []).enumerated() {
            switch item.result {
            case .success(let item): topStories.append(item.story)
            case .failure(let reason): dropped.append("top_stories[\(index)]: \(reason)")
            }
        }
        return DecodedDay(day: DayFeed(date: date, stories: stories), topStories: topStories, dropped: dropped)
    }

    /// `news/ID`.
    public static func storyDetail(from data: Data) throws(LoadFailure) -> StoryDetail {
        try decode(DetailPayload.self, from: data).detail
    }

    /// `story-extra/ID`.
    public static func storyExtra(from data: Data) throws(LoadFailure) -> StoryExtra {
        try decode(ExtraPayload.self, from: data).extra
    }

    /// `story/ID/long-comments` and `short-comments`; comments without an id are dropped.
    public static func comments(from data: Data) throws(LoadFailure) -> [Comment] {
        try decode(CommentsPayload.self, from: data).comments.compactMap { try? $0.result.get().comment }
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(LoadFailure) -> T {
        do {
            return try JSONDecoder().decode(type, from: JSONRepair.repaired(data))
        } catch let reason as ItemProblem {
            throw .badData(reason.description)
        } catch DecodingError.dataCorrupted {
            throw .badData("不是有效的 JSON")
        } catch DecodingError.keyNotFound(let key, _) {
            throw .badData("缺少 \(key.stringValue)")
        } catch DecodingError.typeMismatch(_, let context) {
            throw .badData("类型不对：\(context.codingPath.map(\.stringValue).joined(separator: "."))")
        } catch {
            throw .badData("无法解析")
        }
    }
}

/// Why an item was dropped.
struct ItemProblem: Error, CustomStringConvertible {
    var description: String
}

/// Decodes an element without failing the array around it.
struct Lossy<Element: Decodable>: Decodable {
    var result: Result<Element, ItemProblem>

    init(from decoder: any Decoder) {
        do {
            result = .success(try Element(from: decoder))
        } catch let problem as ItemProblem {
            result = .failure(problem)
        } catch {
            result = .failure(ItemProblem(description: "不是 JSON 对象"))
        }
    }
}

/// The JSON keys of every payload, shared by the decoders below.
enum APIKey: String, CodingKey {
    case date, stories
    case topStories = "top_stories"
    case id, title, hint, url, images, image
    case imageHue = "image_hue"
    case gaPrefix = "ga_prefix"
    case type
    case body
    case imageSource = "image_source"
    case shareURL = "share_url"
    case section, name
    case sectionName = "section_name"
    case sectionID = "section_id"
    case data, description, thumbnail, timestamp, news
    case publishTime = "publish_time"
    case popularity, comments, count
    case longComments = "long_comments"
    case shortComments = "short_comments"
    case multipic
    case author, content, likes, time
    case replyTo = "reply_to"
    case status
    case errorMessage = "err_msg"
}

extension KeyedDecodingContainer where Key == APIKey {
    /// The value at `key`, or nil when it is missing, null or of another type.
    func lenient<T: Decodable>(_ type: T.Type, _ key: APIKey) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A non-empty string, or nil.
    func text(_ key: APIKey) -> String? {
        guard let value = lenient(String.self, key),
            !value.trimming(.whitespacesAndNewlines).isEmpty
        else { return nil }
        return value
    }

    /// An integer from a JSON integer or a string of digits.
    func integer(_ key: APIKey) -> Int? {
        lenient(Int.self, key) ?? lenient(String.self, key).flatMap { Int($0) }
    }

    /// A non-empty string made safe for the screen (cleaning may empty it), or nil.
    func display(_ key: APIKey, keepsNewlines: Bool = false) -> DisplayText? {
        guard let value = text(key) else { return nil }
        let cleaned = TextSanitizer.clean(value, keepsNewlines: keepsNewlines)
        return cleaned.trimmed.isEmpty ? nil : cleaned
    }

    /// An http(s) address, or nil for anything else.
    func webURL(_ key: APIKey) -> WebURL? {
        text(key).flatMap(WebURL.init)
    }

    func hue() -> RGBColor? { lenient(String.self, .imageHue).flatMap(RGBColor.init(hexString:)) }

    func kind() -> StoryKind { integer(.type) == 1 ? .external : .normal }

    /// The required id and title of a story, or the reason it must be dropped.
    func identity() throws(ItemProblem) -> (StoryID, DisplayText) {
        guard let id = integer(.id) else { throw ItemProblem(description: "缺少 id") }
        guard let title = display(.title) else { throw ItemProblem(description: "缺少 title（id \(id)）") }
        return (StoryID(id), title)
    }
}

struct DayPayload: Decodable {
    var date: String
    var stories: [Lossy<StoryItem>]
    var topStories: [Lossy<TopStoryItem>]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        date = try container.decode(String.self, forKey: .date)
        stories = try container.decode([Lossy<StoryItem>].self, forKey: .stories)
        topStories = container.lenient([Lossy<TopStoryItem>].self, .topStories)
    }
}

/// A list item of `stories`.
struct StoryItem: Decodable {
    var story: StorySummary

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: APIKey.self) else {
            throw ItemProblem(description: "不是 JSON 对象")
        }
        let (id, title) = try container.identity()
        story = StorySummary(
            id: id, title: title, hint: container.display(.hint), imageHue: container.hue(),
            thumbnailURL: container.lenient([String].self, .images)?.first.flatMap(WebURL.init),
            gaPrefix: container.text(.gaPrefix), kind: container.kind(),
            isMultipic: container.lenient(Bool.self, .multipic) ?? (container.integer(.multipic) == 1))
    }
}

/// An item of `top_stories`.
struct TopStoryItem: Decodable {
    var story: TopStory

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: APIKey.self) else {
            throw ItemProblem(description: "不是 JSON 对象")
        }
        let (id, title) = try container.identity()
        story = TopStory(
            id: id, title: title, hint: container.display(.hint), imageHue: container.hue(),
            imageURL: container.webURL(.image), kind: container.kind())
    }
}

struct DetailPayload: Decodable {
    var detail: StoryDetail

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        let (id, title) = try container.identity()
        let section = try? container.nestedContainer(keyedBy: APIKey.self, forKey: .section)
        detail = StoryDetail(
            id: id, title: title, body: container.lenient(String.self, .body),
            imageURL: container.webURL(.image), imageSource: container.display(.imageSource),
            imageHue: container.hue(), shareURL: container.webURL(.shareURL) ?? container.webURL(.url),
            kind: container.kind(), sectionName: section?.display(.name) ?? container.display(.sectionName),
            publishTime: container.integer(.publishTime),
            sectionID: section?.integer(.id) ?? container.integer(.sectionID))
    }
}

/// `story-extra/ID` in either shape: v4's flat `popularity`, `long_comments`, `short_comments` and
/// `comments`, or v7's `{"count": {"likes": …, "comments": …}}`, which has no long and short split.
struct ExtraPayload: Decodable {
    var extra: StoryExtra

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        let count = try? container.nestedContainer(keyedBy: APIKey.self, forKey: .count)
        guard let popularity = container.integer(.popularity) ?? count?.integer(.likes) else {
            throw ItemProblem(description: "缺少 popularity")
        }
        let long = container.integer(.longComments) ?? count?.integer(.longComments)
        let short = container.integer(.shortComments) ?? count?.integer(.shortComments)
        let sum = long.flatMap { long in
            short.map { short in
                let (sum, overflowed) = long.addingReportingOverflow(short)
                return overflowed ? Int.max : sum
            }
        }
        extra = StoryExtra(
            popularity: popularity, longComments: long, shortComments: short,
            comments: container.integer(.comments) ?? count?.integer(.comments) ?? sum ?? 0)
    }
}

struct CommentsPayload: Decodable {
    var comments: [Lossy<CommentItem>]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: APIKey.self)
        comments = try container.decode([Lossy<CommentItem>].self, forKey: .comments)
    }
}

/// One comment; the reply it quotes may be missing, or deleted with a reason.
struct CommentItem: Decodable {
    var comment: Comment

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: APIKey.self) else {
            throw ItemProblem(description: "不是 JSON 对象")
        }
        guard let id = container.integer(.id) else { throw ItemProblem(description: "缺少 id") }
        let reply = try? container.nestedContainer(keyedBy: APIKey.self, forKey: .replyTo)
        comment = Comment(
            id: id, author: container.display(.author) ?? "匿名用户",
            content: TextSanitizer.clean(container.lenient(String.self, .content) ?? "", keepsNewlines: true),
            likes: container.integer(.likes) ?? 0,
            time: container.integer(.time) ?? 0,
            replyTo: reply.map { reply in
                CommentReply(
                    author: reply.display(.author),
                    content: TextSanitizer.clean(reply.lenient(String.self, .content) ?? "", keepsNewlines: true),
                    status: reply.integer(.status) ?? 0, errorMessage: reply.display(.errorMessage))
            })
    }
}
