import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Makes the loaders' answers: days, banners, stories, article bodies, comments and favourites,
/// with text built to be hard to lay out and draw (see `NastyText`).
struct ContentGenerator {
    var rng: SplitMix64
    /// Whether a picture's address is a real one: a stream of its own, so that the rest of a
    /// seed's content is what it was before pictures mattered to the fuzzer.
    private var pictureRNG: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        pictureRNG = SplitMix64(seed: seed ^ 0x0091_C7E5)
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

    /// A picture's address: mostly one of a small pool (so that one picture shows in several
    /// places, and a run keeps and evicts many), else whatever `optionalURL` gives.
    mutating func pictureURL() -> WebURL? {
        let anything = optionalURL()
        guard pictureRNG.percent(60) else { return anything }
        return WebURL("https://pic1.zhimg.com/fuzz-\(pictureRNG.int(in: 1...40)).jpg")
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
            imageHue: hue(), thumbnailURL: pictureURL(), gaPrefix: optionalRawText(),
            kind: rng.percent(10) ? .external : .normal, isMultipic: rng.percent(15))
    }

    mutating func stories() -> [StorySummary] {
        let count = rng.percent(4) ? 0 : rng.int(in: 1...12)
        return (0..<count).map { _ in story() }
    }

    mutating func topStories() -> [TopStory] {
        (0..<rng.int(in: 0...6)).map { _ in
            TopStory(
                id: storyID(), title: text(), hint: optionalText(), imageHue: hue(), imageURL: pictureURL(),
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

    /// The answer for the day `date` itself: usually that day, now and then another or none.
    mutating func day(on date: DayStamp) -> DayFeed {
        let answerDate = rng.percent(90) ? date : days(before: date, rng.int(in: 1...3))
        return DayFeed(date: answerDate, stories: rng.percent(5) ? [] : stories())
    }

    /// What a search finds: stories of any day, with snippets of any text.
    mutating func searchAnswer(today: DayStamp) -> SearchAnswer {
        if rng.percent(5) { return .noSuchColumn(nearest: optionalText()) }
        return .hits(
            (0..<(rng.percent(15) ? 0 : rng.int(in: 1...40))).map { _ in
                SearchHit(
                    story: story(), date: days(before: today, rng.int(in: 0...3000)), column: optionalText(),
                    snippet: rng.percent(70) ? text(fragments: 2...12) : "")
            })
    }

    /// The columns to browse: any number, with or without ids, pictures and descriptions, and
    /// from any origin.
    mutating func columnList() -> ColumnList {
        let columns = (0..<(rng.percent(10) ? 0 : rng.int(in: 1...30))).map { _ in
            DailyColumn(
                id: rng.percent(80) ? rng.int(in: 1...200) : nil, name: text(fragments: 1...2),
                description: optionalText(), thumbnailURL: optionalURL(),
                storedCount: rng.percent(50) ? count() : nil)
        }
        return ColumnList(columns: columns, origin: rng.element(of: [.network, .cache, .demo]) ?? .network)
    }

    /// A page of a column's stories after `cursor`, newest first; now and then the last.
    mutating func columnPage(today: DayStamp, after cursor: ColumnCursor?) -> ColumnPage {
        var date = cursor?.date ?? today
        let stories = (0..<(rng.percent(10) ? 0 : rng.int(in: 1...20))).map { _ in
            date = days(before: date, rng.int(in: 0...30))
            return ColumnStory(story: story(), date: date)
        }
        let next =
            rng.percent(25)
            ? nil
            : stories.last.map {
                ColumnCursor(
                    timestamp: rng.percent(70) ? rng.int(in: 1_370_000_000...1_800_000_000) : nil, date: $0.date,
                    id: $0.story.id)
            }
        return ColumnPage(stories: stories, next: next, origin: rng.element(of: [.network, .cache, .demo]) ?? .network)
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
            id: id, title: text(), body: nil, imageURL: pictureURL(), imageSource: optionalText(), imageHue: hue(),
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
        return Article(
            blocks: (0..<count).map { _ in block(links: links, depth: 0) }, links: links, isTruncated: rng.percent(5))
    }

    mutating func spans() -> [InlineSpan] {
        (0..<rng.int(in: 0...5)).map { _ in
            InlineSpan(
                text(fragments: 1...8), style: InlineStyle(rawValue: UInt8(truncatingIfNeeded: rng.next()) & 0x3F))
        }
    }

    mutating func block(links: [WebURL], depth: Int) -> ArticleBlock {
        switch rng.int(below: 17) {
        case 0: return .relatedNews(title: text(), url: rng.element(of: links))
        case 1: return .questionTitle(text())
        case 2: return .answerMeta(author: text(fragments: 1...2), bio: optionalText())
        case 3: return .answerSeparator
        case 4: return .heading(spans())
        case 5: return .quote(spans())
        case 6 where depth < 5: return .quoted(block(links: links, depth: depth + 1))
        case 6 where rng.percent(10):
            // Nesting far deeper than a parsed body has, as a cache or another source could hold.
            var deep = block(links: links, depth: depth)
            for _ in 0..<rng.int(in: 20...200) { deep = .quoted(deep) }
            return deep
        case 7:
            let marker =
                rng.element(of: [
                    "•", "◦", "3.", "10.", "   ", "", "①", "——", "99999.", String(repeating: "9", count: 60),
                ])
                ?? "•"
            let depth =
                rng.percent(5) ? rng.element(of: [Int.max, Int.min, 0, -1, 1_000_000]) ?? 0 : rng.int(in: -1...12)
            return .listItem(marker: marker, spans: spans(), depth: depth)
        case 8: return .figure(caption: optionalText(), image: pictureURL())
        case 9: return .equation(text(fragments: 1...3))
        case 10:
            let lines = (0..<rng.int(in: 0...6)).map { _ in rawText(fragments: 1...4) }
            return .preformatted(TextSanitizer.clean(lines.joined(separator: "\n"), keepsNewlines: true))
        case 11: return .rule
        case 12:
            let candidate = rng.percent(70) ? rng.element(of: links) : WebURL(rawText(fragments: 1...2))
            let url = candidate ?? WebURL.dailyHome
            return .viewMore(label: rng.percent(80) ? "查看知乎讨论" : text(fragments: 1...3), url: url)
        case 13: return .video(title: optionalText(), url: rng.element(of: links))
        case 14: return .centred(spans())
        default: return .paragraph(spans())
        }
    }

    // MARK: Story bodies

    /// A story body as a hostile server could send it, in the API's markup: numbers at the edges
    /// of `Int`, nesting past every limit a parser has, stray and unclosed tags, escape sequences
    /// raw and as character references, NULs, tags of many attributes, and the fragments of
    /// `rawText` as text.
    mutating func hostileBody() -> String {
        var body =
            "<div class=\"main-wrap content-wrap\">\n<div class=\"headline\">\n<div class=\"img-place-holder\"></div>\n"
        if rng.percent(30) {
            body +=
                "<div class=\"headline-background\"><a class=\"headline-background-link\" href=\"\(hostileHref())\">"
                + "<div class=\"heading\">相关新闻</div><div class=\"heading-content\">\(rawText())</div></a></div>\n"
        }
        body += "</div>\n<div class=\"content-inner\">\n"
        for _ in 0..<rng.int(in: 1...4) { body += hostileQuestion() }
        if rng.percent(20) { body += hostilePart(depth: 0) }
        body += "</div>\n</div><script type=“text/javascript”>window.daily=true</script>"
        // Now and then cut off anywhere, as a dropped transfer leaves it.
        if rng.percent(10) { body = String(body.prefix(rng.int(in: 0...body.count))) }
        return body
    }

    private mutating func hostileQuestion() -> String {
        let title = rng.element(of: ["", " ", "【广告】限时特惠", "<b>粗</b>标题", "&#27;[2J标题"]) ?? ""
        var question =
            "<div class=\"question\">\n<h2 class=\"question-title\">\(rng.percent(50) ? title : rawText())</h2>\n"
        for _ in 0..<rng.int(in: 0...2) {
            question += "<div class=\"answer\">\n"
            if rng.percent(70) {
                question +=
                    "<div class=\"meta\"><img class=\"avatar\" src=\"\(hostileHref())\"><span class=\"author\">"
                    + "\(rawText(fragments: 1...2))，</span><span class=\"bio\">\(rawText(fragments: 1...2))</span></div>\n"
            }
            question += "<div class=\"content\">\n"
            for _ in 0..<rng.int(in: 1...6) { question += hostilePart(depth: 0) }
            question += "</div>\n</div>\n"
        }
        if rng.percent(70) {
            question += "<div class=\"view-more\"><a href=\"\(hostileHref())\">查看知乎讨论</a></div>\n"
        }
        return question + "</div>\n"
    }

    /// One piece of an answer's content.
    private mutating func hostilePart(depth: Int) -> String {
        switch rng.int(below: 17) {
        case 0:
            let items = (0..<rng.int(in: 1...5)).map { _ in
                "<li\(rng.percent(40) ? " value=\"\(extremeNumber())\"" : "")>\(rawText())</li>"
            }
            let tag = rng.percent(80) ? "ol" : "ul"
            return "<\(tag) start=\"\(extremeNumber())\">" + items.joined() + "</\(tag)>"
        case 1:
            // A block a level: deep, but not as deep as the elements of `case 2`.
            let levels = min(extremeDepth(), 300)
            return String(repeating: "<blockquote><p>\(rawText(fragments: 1...2))</p>", count: levels)
                + String(repeating: "</blockquote>", count: rng.percent(50) ? levels : 0)
        case 2:
            // Past the parser's limit on open elements too, now and then.
            let levels = rng.percent(3) ? 10_050 : extremeDepth()
            let tag =
                rng.element(of: ["div", "span", "b", "ul", "li", "sup", "a href=\"https://e.example/\""]) ?? "div"
            let name = tag.prefix { $0 != " " }
            return String(repeating: "<\(tag)>", count: levels) + rawText()
                + String(repeating: "</\(name)>", count: rng.int(in: 0...levels))
        case 3 where depth < 3:
            return "<blockquote>" + hostilePart(depth: depth + 1) + hostilePart(depth: depth + 1) + "</blockquote>"
        case 4:
            let caption = rng.percent(60) ? "<figcaption>\(rawText())</figcaption>" : ""
            return "<figure><img class=\"content-image\" src=\"\(hostileHref())\" data-original=\"\(hostileHref())\" "
                + "alt=\"\(rawText(fragments: 1...2))\">\(caption)</figure>"
        case 5:
            return rng.percent(50)
                ? "<p><iframe src=\"\(hostileHref())\" title=\"\(rawText(fragments: 1...2))\">\(rawText())</iframe></p>"
                : "<video><source src=\"\(hostileHref())\">\(rawText())</video>"
        case 6:
            let rows = (0..<rng.int(in: 0...4)).map { _ in
                "<tr>"
                    + (0..<rng.int(in: 0...4)).map { _ in "<td colspan=\"\(extremeNumber())\">\(rawText())</td>" }
                    .joined()
                    + "</tr>"
            }
            return "<table>" + rows.joined() + "</table>"
        case 7:
            return "<pre>\(rawText())\n\t\(rawText())\r\n\(rawText())</pre>"
        case 8:
            let link = "<a href=\"\(hostileHref())\">\(rawText(fragments: 1...2))</a>"
            let citation =
                "<sup>\(rng.element(of: ["[1]", "2", "[3, 4]", "[5-7]", "[", "]", "", "[99999999999999999999]"]) ?? "")</sup>"
            return "<p>\(rawText())\(link)\(citation)\(rawText())</p>"
        case 9:
            return rng.element(of: [
                "</p></div></div></li>", "<p><p><p>", "</blockquote></blockquote>", "<li>", "</ol>", "<table><td>",
            ])
                ?? ""
        case 10:
            let sequence =
                rng.element(of: [
                    "\u{1B}]52;c;SGVsbG8=\u{7}", "&#27;[2J", "&#x1b;]0;title&#7;", "\u{1B}[", "\u{1B}]", "&#155;1m",
                    "\u{9B}2J",
                    "\u{1B}P1$r\u{1B}\\", "\u{0}", "&#0;", "\u{1B}\u{1B}\u{1B}",
                ]) ?? ""
            return "<p>\(rawText(fragments: 1...2))\(sequence)\(rawText(fragments: 1...2))</p>"
        case 11:
            let attributes = (0..<rng.int(in: 50...300)).map { " a\($0)=\"\($0)\"" }.joined()
            return "<p\(attributes)>\(rawText())</p>"
        case 12:
            let style =
                rng.element(of: ["text-align: center;", "TEXT-ALIGN:CENTER", "text-align:", "display: none", ""]) ?? ""
            let text = rng.element(of: ["* * *", "***", "---", "———", rawText()]) ?? ""
            return "<p style=\"\(style)\">\(text)</p>" + (rng.percent(30) ? "<hr>" : "")
        case 13:
            return "<div hidden>\(rawText())</div><span style=\"display:none\">\(rawText())</span>"
        case 14:
            return String(repeating: "<p>\(rawText(fragments: 1...1))", count: rng.int(in: 20...600))
        default:
            return "<p>\(rawText())</p>"
        }
    }

    /// A number as an attribute could hold it: usually small, sometimes at or past the edges of
    /// `Int`, signed, padded, or not a number at all.
    private mutating func extremeNumber() -> String {
        switch rng.int(below: 10) {
        case 0..<3:
            return rng.element(of: [
                "9223372036854775807", "-9223372036854775808", "9223372036854775808", "99999999999999999999999999",
                "-1", "0", "+7", " 3abc", "", "abc", "1e9", "2147483648", "-0", "٣",
            ]) ?? "0"
        default:
            return String(count())
        }
    }

    /// How deep a hostile body nests: usually a little, often past the 255 levels libxml2 keeps.
    private mutating func extremeDepth() -> Int {
        switch rng.int(below: 100) {
        case 0..<15: rng.int(in: 250...700)
        default: rng.int(in: 1...20)
        }
    }

    private mutating func hostileHref() -> String {
        rng.element(of: [
            "https://www.zhihu.com/question/\(count())", "https://link.zhihu.com/?target=https%3A//e.example/%1B%5B2J",
            "//pic1.zhimg.com/v2-a.jpg", "javascript:alert(1)", "#ref", " https://e.example/ ", "-oProxyCommand=x",
            "https://e.example/\(rawText(fragments: 1...1))", "data:image/svg+xml;utf8,<svg/>", "",
        ]) ?? ""
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

    // MARK: Settings

    /// The key map a launch runs with: mostly zreader's own, else one a config file made
    /// extreme — every way out unbound, help unbound, one key taken by many commands, every
    /// command on stray keys — as `[keys]` tables would give it.
    mutating func keyMap() -> KeyMap {
        guard !rng.percent(70) else { return .standard }
        let commands = Command.allCases
        let remaps: [KeyRemap]
        switch rng.int(below: 4) {
        case 0:
            remaps = [
                KeyRemap(screen: nil, command: .quit, keys: []), KeyRemap(screen: nil, command: .back, keys: []),
            ]
        case 1:
            remaps = [
                KeyRemap(screen: nil, command: .toggleHelp, keys: []),
                KeyRemap(screen: nil, command: .quit, keys: [.function(10)]),
            ]
        case 2:
            let key = rng.element(of: InputGenerator.boundKeys) ?? .character("x")
            remaps = commands.map { KeyRemap(screen: nil, command: $0, keys: [key]) }
        default:
            remaps = (0..<rng.int(in: 1...12)).map { _ in
                let keys = (0..<rng.int(in: 0...3)).map { _ in
                    rng.element(of: InputGenerator.boundKeys + InputGenerator.specialKeys) ?? .escape
                }
                let screen = rng.percent(30) ? rng.element(of: Screen.allCases) : nil
                return KeyRemap(screen: screen, command: rng.element(of: commands) ?? .back, keys: keys)
            }
        }
        return KeyMap.standard.remapped(by: remaps).map
    }
}
