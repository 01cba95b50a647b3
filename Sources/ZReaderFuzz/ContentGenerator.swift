import ZReaderModel
import ZReaderScreen

/// Makes the loaders' answers: days, banners, stories, article bodies, comments and favourites,
/// with text built to be hard to lay out and draw (see `NastyText`).
struct ContentGenerator {
    var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    // MARK: Text

    /// One fragment of text of any kind.
    mutating func fragment() -> String {
        switch rng.weighted([40, 14, 14, 10, 8, 6, 4, 4]) {
        case 0: return rng.element(of: NastyText.cjk) ?? ""
        case 1: return rng.element(of: NastyText.ascii) ?? ""
        case 2: return rng.element(of: NastyText.punctuation) ?? ""
        case 3: return rng.element(of: NastyText.emoji) ?? ""
        case 4: return rng.element(of: NastyText.clusters) ?? ""
        case 5: return rng.element(of: NastyText.controls) ?? ""
        case 6: return String(repeating: rng.element(of: ["a", "W", "7", "-"]) ?? "a", count: rng.int(in: 20...300))
        default: return String(repeating: rng.element(of: ["长", "🐱", "，", "é"]) ?? "长", count: rng.int(in: 10...120))
        }
    }

    /// Text of a few fragments as the decoders hand it on: cleaned for the screen.
    mutating func text(fragments range: ClosedRange<Int> = 1...6, keepsNewlines: Bool = false) -> DisplayText {
        TextSanitizer.clean(rawText(fragments: range), keepsNewlines: keepsNewlines)
    }

    /// Text of a few fragments as a server sends it; now and then empty-ish or very long.
    mutating func rawText(fragments range: ClosedRange<Int> = 1...6) -> String {
        switch rng.int(below: 100) {
        case 0..<3: return rng.element(of: ["", " ", "\u{200B}", "\n", "\u{3000}", "\u{1B}[0m"]) ?? ""
        case 3..<6: return (0..<rng.int(in: 30...80)).map { _ in fragment() }.joined()
        default: return (0..<rng.int(in: range)).map { _ in fragment() }.joined(separator: rng.percent(30) ? " " : "")
        }
    }

    mutating func optionalText() -> DisplayText? {
        optionalRawText().map { TextSanitizer.clean($0) }
    }

    mutating func optionalRawText() -> String? {
        switch rng.int(below: 10) {
        case 0: nil
        case 1: ""
        default: rawText(fragments: 1...3)
        }
    }

    /// An address as the decoders keep it: only what is a web address survives (the fragments
    /// hold one now and then).
    mutating func optionalURL() -> WebURL? {
        optionalRawText().flatMap(WebURL.init)
    }

    mutating func hue() -> RGBColor? {
        rng.percent(20) ? nil : RGBColor(hex: UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF)
    }

    /// An integer from the API: usually small, sometimes at the edges of `Int`.
    mutating func count() -> Int {
        switch rng.int(below: 100) {
        case 0: rng.element(of: [Int.max, Int.min, -1, Int(Int32.max), 1 << 53]) ?? 0
        case 1..<10: rng.int(in: 1000...10_000_000)
        default: rng.int(in: 0...500)
        }
    }

    // MARK: Stories and days

    /// Ids come mostly from a small pool, so that the same story turns up on several days.
    mutating func storyID() -> StoryID {
        if rng.percent(2) { return StoryID(rng.element(of: [0, -1, Int.max, Int.min]) ?? 0) }
        return StoryID(rng.int(in: 1...3000))
    }

    mutating func story() -> StorySummary {
        StorySummary(
            id: storyID(), title: text(), hint: rng.percent(70) ? "\(text(fragments: 1...2)) · 3 分钟阅读" : optionalText(),
            imageHue: hue(), thumbnailURL: optionalURL(), gaPrefix: optionalRawText(),
            kind: rng.percent(10) ? .external : .normal)
    }

    mutating func stories() -> [StorySummary] {
        let count = rng.percent(4) ? 0 : rng.int(in: 1...12)
        return (0..<count).map { _ in story() }
    }

    mutating func topStories() -> [TopStory] {
        (0..<rng.int(in: 0...6)).map { _ in
            TopStory(
                id: storyID(), title: text(), hint: optionalText(), imageHue: hue(), imageURL: optionalURL(),
                kind: rng.percent(10) ? .external : .normal)
        }
    }

    /// A plausible "today": any date of the API's life, often close to its first issue so that
    /// history runs out.
    mutating func today() -> DayStamp {
        if rng.percent(20) { return days(after: DayStamp.firstIssue, rng.int(in: 0...20)) }
        let year = rng.int(in: 2013...2035)
        let month = rng.int(in: 1...12)
        return DayStamp(year: year, month: month, day: rng.int(in: 1...28)) ?? DayStamp.firstIssue
    }

    func days(before date: DayStamp, _ count: Int) -> DayStamp {
        (0..<count).reduce(date) { day, _ in day.year > 1 ? day.previous : day }
    }

    func days(after date: DayStamp, _ count: Int) -> DayStamp {
        (0..<count).reduce(date) { day, _ in day.year < 9999 ? day.next : day }
    }

    /// The answer to `news/before/D`: usually the day before D, sometimes a gap, an empty day, or
    /// a day that is not older at all.
    mutating func olderDay(before date: DayStamp) -> DayFeed {
        let answerDate: DayStamp =
            switch rng.weighted([90, 5, 2, 2]) {
            case 0: days(before: date, 1)
            case 1: days(before: date, rng.int(in: 2...6))
            case 2: date
            default: days(after: date, rng.int(in: 1...3))
            }
        return DayFeed(date: answerDate, stories: rng.percent(3) ? [] : stories())
    }

    /// `news/latest`: today, or a day either side of it.
    mutating func latest(today: DayStamp) -> LatestFeed {
        let date: DayStamp =
            switch rng.weighted([85, 8, 7]) {
            case 0: today
            case 1: days(after: today, 1)
            default: days(before: today, 1)
            }
        let origin: ContentOrigin = rng.element(of: [.network, .cache, .demo]) ?? .network
        return LatestFeed(day: DayFeed(date: date, stories: stories()), topStories: topStories(), origin: origin)
    }

    /// What a cache holds: a few days from today back (with gaps), or nothing.
    mutating func cachedHome(today: DayStamp) -> CachedHome {
        var feeds: [DayFeed] = []
        var date = rng.percent(80) ? today : days(before: today, rng.int(in: 1...3))
        for _ in 0..<(rng.percent(30) ? 0 : rng.int(in: 1...5)) {
            feeds.append(DayFeed(date: date, stories: stories()))
            date = days(before: date, rng.percent(85) ? 1 : rng.int(in: 2...4))
        }
        let known = feeds.flatMap(\.stories).map(\.id)
        return CachedHome(
            days: feeds, topStories: feeds.isEmpty && rng.percent(50) ? [] : topStories(),
            readStories: Set(known.filter { _ in rng.percent(30) }),
            favouriteStories: Set(known.filter { _ in rng.percent(10) }),
            notice: rng.percent(10) ? text(fragments: 1...3) : nil)
    }

    // MARK: Story pages

    mutating func loadedStory(_ id: StoryID) -> LoadedStory {
        let detail = StoryDetail(
            id: id, title: text(), body: nil, imageURL: optionalURL(), imageSource: optionalText(), imageHue: hue(),
            shareURL: rng.percent(80) ? WebURL("https://daily.zhihu.com/story/\(id)") : optionalURL(),
            kind: rng.percent(10) ? .external : .normal, sectionName: optionalText(), publishTime: count())
        return LoadedStory(detail: detail, article: article())
    }

    mutating func article() -> Article {
        let links = (0..<rng.int(in: 0...5)).compactMap { _ in
            rng.percent(70)
                ? WebURL("https://www.zhihu.com/question/\(rng.int(in: 1...99_999))")
                : WebURL(rawText(fragments: 1...2))
        }
        let count: Int =
            switch rng.int(below: 100) {
            case 0..<5: 0
            case 5..<8: rng.int(in: 100...300)
            default: rng.int(in: 1...30)
            }
        return Article(blocks: (0..<count).map { _ in block(links: links, depth: 0) }, links: links)
    }

    mutating func spans() -> [InlineSpan] {
        (0..<rng.int(in: 0...5)).map { _ in
            InlineSpan(
                text(fragments: 1...8), style: InlineStyle(rawValue: UInt8(truncatingIfNeeded: rng.next()) & 0x3F))
        }
    }

    mutating func block(links: [WebURL], depth: Int) -> ArticleBlock {
        switch rng.int(below: 15) {
        case 0: return .relatedNews(title: text())
        case 1: return .questionTitle(text())
        case 2: return .answerMeta(author: text(fragments: 1...2), bio: optionalText())
        case 3: return .answerSeparator
        case 4: return .heading(spans())
        case 5: return .quote(spans())
        case 6 where depth < 5: return .quoted(block(links: links, depth: depth + 1))
        case 7:
            let marker = rng.element(of: ["•", "◦", "3.", "10.", "   ", "", "①", "——"]) ?? "•"
            return .listItem(marker: marker, spans: spans(), depth: rng.int(in: -1...12))
        case 8: return .figure(caption: optionalText())
        case 9: return .equation(text(fragments: 1...3))
        case 10:
            let lines = (0..<rng.int(in: 0...6)).map { _ in rawText(fragments: 1...4) }
            return .preformatted(TextSanitizer.clean(lines.joined(separator: "\n"), keepsNewlines: true))
        case 11: return .rule
        case 12:
            let candidate = rng.percent(70) ? rng.element(of: links) : WebURL(rawText(fragments: 1...2))
            let url = candidate ?? WebURL.dailyHome
            return .viewMore(label: rng.percent(80) ? "查看知乎讨论" : text(fragments: 1...3), url: url)
        default: return .paragraph(spans())
        }
    }

    mutating func extra() -> StoryExtra {
        StoryExtra(popularity: count(), longComments: count(), shortComments: count(), comments: count())
    }

    // MARK: Comments and favourites

    /// A page of comments after the comment `before` (newest first): a full page of
    /// `CommentKind.pageSize` means more may follow.
    mutating func comments(before: Int?) -> [Comment] {
        let size = rng.percent(50) ? CommentKind.pageSize : rng.int(in: 0...CommentKind.pageSize)
        var id = before ?? rng.int(in: 1000...50_000_000)
        return (0..<size).map { _ in
            id -= rng.percent(5) ? 0 : rng.int(in: 1...50)
            return Comment(
                id: id, author: text(fragments: 1...2), content: text(fragments: 1...12, keepsNewlines: true),
                likes: count(), time: time(),
                replyTo: reply())
        }
    }

    /// A comment's Unix time: usually sensible, sometimes zero, negative or absurd.
    mutating func time() -> Int {
        switch rng.int(below: 200) {
        case 0: rng.element(of: [Int.max, Int.max - 28_800, Int.min, -1, 0]) ?? 0
        case 1..<10: rng.int(in: -5_000_000_000...0)
        case 10..<20: rng.int(in: 0...100_000_000_000)
        default: rng.int(in: 1_370_000_000...1_800_000_000)
        }
    }

    mutating func reply() -> CommentReply? {
        switch rng.int(below: 10) {
        case 0..<6: nil
        case 6..<8: CommentReply(author: optionalText(), content: text(fragments: 1...10))
        case 8: CommentReply(author: optionalText(), content: "", status: 0)
        default:
            CommentReply(
                author: nil, content: optionalText() ?? "", status: rng.int(in: 1...3), errorMessage: optionalText())
        }
    }

    mutating func favourites() -> [FavouriteEntry] {
        (0..<(rng.percent(20) ? 0 : rng.int(in: 1...15))).map { _ in
            FavouriteEntry(story: story(), savedAt: rng.int(in: 1_370_000_000...1_800_000_000))
        }
    }

    // MARK: Pictures

    /// A picture of `size` cells as the converter makes them: block symbols in random colours,
    /// now and then a symbol that is not one column wide (which drawing must cope with).
    mutating func picture(_ size: Size) -> CellPicture {
        let symbols: [Character] = [
            " ", "█", "▀", "▄", "▌", "▐", "▖", "▗", "▘", "▝", "▚", "▞", "\u{1FB00}", "长", "\u{301}",
        ]
        let elements = (0..<(size.columns * size.rows)).map { _ in
            CellPicture.Element(
                symbol: rng.percent(95) ? rng.element(of: symbols.prefix(13)) ?? " " : rng.element(of: symbols) ?? " ",
                foreground: hue() ?? .white, background: hue() ?? RGBColor(red: 0, green: 0, blue: 0))
        }
        guard let picture = CellPicture(size: size, elements: elements) else {
            preconditionFailure("one element for each cell")
        }
        return picture
    }

    // MARK: Failures and messages

    mutating func failure() -> LoadFailure {
        switch rng.int(below: 7) {
        case 0: .offline
        case 1: .timeout
        case 2: .connection(rawText(fragments: 1...2))
        case 3: .httpStatus(rng.element(of: [500, 502, 404, 403, 0, -1, 999_999]) ?? 500)
        case 4: .badData(rawText(fragments: 1...3))
        case 5: .tooLarge(count())
        default: .unavailable(rawText(fragments: 1...3))
        }
    }

    mutating func message(now: Int) -> StatusMessage {
        let expiry: Int? = rng.percent(70) ? nil : now + rng.int(in: -10_000...10_000)
        return StatusMessage(text(), kind: rng.percent(50) ? .info : .error, expiresAt: expiry)
    }
}
