import Foundation
import ZReaderDomain
import ZReaderHTML
import ZReaderModel

/// Times turning a long story body into reader lines: `ArticleParser.parse` then `ArticleLayout`
/// at 120 columns, on a ~200 KB body in the API's markup, as the median of many runs.
enum ArticleBenchmark {
    static let targetBytes = 200 * 1024
    static let runs = 30

    /// `article`: the median times; `article --huge`: the hostile body's time and peak memory;
    /// `article --hostile`: the time of each kind of hostile body.
    static func run(arguments: [String]) -> String {
        switch arguments.first {
        case "--huge": runHuge()
        case "--hostile": runHostile(matching: arguments.dropFirst().first)
        default: run()
        }
    }

    /// Bodies of about 8 MB (the loader's limit) built to make a parser or a layout work hard.
    static let hostileBodies: [(name: String, body: @Sendable () -> String)] = [
        ("one tag of a million attributes", { "<p" + (0..<1_000_000).map { " a\($0)" }.joined() + ">x</p>" }),
        (
            "a million <b> then a million stray </i>",
            { String(repeating: "<b>", count: 1_000_000) + String(repeating: "</i>", count: 1_000_000) }
        ),
        (
            "9,999 <b> then two million stray </i>",
            { String(repeating: "<b>", count: 9_999) + String(repeating: "</i>", count: 2_000_000) }
        ),
        (
            "a million nested <div> with text at the bottom",
            { String(repeating: "<div>", count: 1_000_000) + "<p>底</p>" }
        ),
        ("100,000 nested <blockquote>", { String(repeating: "<blockquote>引", count: 100_000) }),
        ("two million stray </x>", { String(repeating: "</x>", count: 2_000_000) }),
        ("one 8 MB word", { "<p>" + String(repeating: "a", count: 8_000_000) + "</p>" }),
        ("one 8 MB paragraph of Chinese", { "<p>" + String(repeating: "长", count: 2_700_000) + "</p>" }),
        ("a 8 MB pre of short lines", { "<pre>" + String(repeating: "a\n", count: 4_000_000) + "</pre>" }),
        (
            "200,000 links in one paragraph",
            { "<p>" + String(repeating: "<a href=\"https://e.example/\">x</a>", count: 200_000) + "</p>" }
        ),
        (
            "200,000 distinct links",
            { "<p>" + (0..<200_000).map { "<a href=\"https://e.example/\($0)\">x</a>" }.joined() + "</p>" }
        ),
        ("9,000 nested <blockquote> of text", { String(repeating: "<blockquote>引", count: 9_000) }),
        (
            "200,000 list items numbered from Int.max",
            {
                "<ol start=\"9223372036854775807\">"
                    + String(repeating: "<li value=\"-9223372036854775808\">a", count: 200_000) + "</ol>"
            }
        ),
        ("a million unterminated OSC", { String(repeating: "<p>\u{1B}]52;c;SGVsbG8=", count: 400_000) }),
        ("a million hidden paragraphs", { "<div hidden>" + String(repeating: "<p>a", count: 2_000_000) + "</div>" }),
        (
            "a table row of 140,000 cells",
            { "<table><tr>" + String(repeating: "<td>格</td>", count: 140_000) + "</tr></table>" }
        ),
    ]

    /// One line per hostile body (those whose name contains `filter`, if any): parse and layout
    /// time, blocks and lines.
    static func runHostile(matching filter: String?) -> String {
        let clock = ContinuousClock()
        return hostileBodies.filter { filter.map($0.name.contains) ?? true }.map { name, make in
            let body = make()
            let start = clock.now
            let article = ArticleParser.parse(body)
            let parsed = clock.now
            let layout = ArticleLayout(article: article, width: 120)
            let end = clock.now
            let mark = article.isTruncated || layout.isTruncated ? ", truncated" : ""
            return
                "\(name) (\(body.utf8.count / 1_000_000) MB): parse \(Measurement.format(Measurement.microseconds(parsed - start))), "
                + "layout \(Measurement.format(Measurement.microseconds(end - parsed))), \(article.blocks.count) blocks, "
                + "\(article.links.count) links, \(layout.lines.count) lines\(mark)"
        }.joined(separator: "\n")
    }

    /// One line: the body's size and the median times of parse + layout, parse, and layout.
    static func run() -> String {
        let body = makeBody(bytes: targetBytes)
        let clock = ContinuousClock()
        var parse: [Duration] = []
        var layout: [Duration] = []
        var total: [Duration] = []
        var lines = 0
        for _ in 0..<runs {
            let start = clock.now
            let article = ArticleParser.parse(body)
            let parsed = clock.now
            let laidOut = ArticleLayout(article: article, width: 120)
            let end = clock.now
            lines = laidOut.lines.count
            parse.append(parsed - start)
            layout.append(end - parsed)
            total.append(end - start)
        }
        // Also keeps the optimiser from dropping the layout as unused.
        guard lines > 0 else { return "article: the layout of the benchmark body is empty" }
        func median(_ samples: [Duration]) -> String {
            Measurement.format(Measurement.microseconds(Measurement.median(samples)))
        }
        return "article: \(body.utf8.count / 1024) KB body, parse + layout median \(median(total)) "
            + "(parse \(median(parse)), layout \(median(layout))); \(lines) lines of "
            + "\(bytesPerLine(ArticleParser.parse(body))) bytes each"
    }

    /// What a laid-out line costs in memory: the growth of the resident set while many layouts of
    /// `article` are kept, over the lines they hold.
    static func bytesPerLine(_ article: Article) -> Int {
        let copies = 40
        let before = residentBytes()
        let layouts = (0..<copies).map { _ in ArticleLayout(article: article, width: 120) }
        let grown = residentBytes() - before
        let lines = layouts.reduce(0) { $0 + $1.lines.count }
        return lines > 0 ? grown / lines : 0
    }

    /// The process's resident memory now, from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// An 8 MB body of two million `<p>a`, parsed and laid out once in this process: its time and
    /// the process's peak resident memory, which it dominates (the process does nothing else).
    static func runHuge() -> String {
        let body = String(repeating: "<p>a", count: 2_000_000)
        let clock = ContinuousClock()
        let start = clock.now
        let article = ArticleParser.parse(body)
        let layout = ArticleLayout(article: article, width: 120)
        let elapsed = clock.now - start
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let megabytes = Double(usage.ru_maxrss) / 1024
        return "article --huge: \(body.utf8.count / 1_000_000) MB body of <p>a, \(article.blocks.count) blocks, "
            + "\(layout.lines.count) lines, parse + layout \(Measurement.format(Measurement.microseconds(elapsed))), "
            + "peak RSS \(Measurement.rounded(megabytes)) MiB"
    }

    /// A 瞎扯-style body of about `bytes` UTF-8 bytes: questions with one or two answers, each with
    /// its meta line, paragraphs with emphasis, links through link.zhihu.com and entities, a quote,
    /// a list, a figure, and a view-more link.
    static func makeBody(bytes: Int) -> String {
        var parts = [
            "<div class=\"main-wrap content-wrap\">\n<div class=\"headline\">\n\n<div class=\"img-place-holder\"></div>\n\n</div>\n\n<div class=\"content-inner\">\n\n"
        ]
        var size = parts[0].utf8.count
        var question = 0
        while size < bytes {
            question += 1
            let part = questionHTML(question)
            size += part.utf8.count
            parts.append(part)
        }
        parts.append("</div>\n</div><script type=“text/javascript”>window.daily=true</script>")
        return parts.joined()
    }

    private static let sentences = [
        "冬天的早晨，楼下的早点铺总是第一个亮灯，蒸笼里的白气一直飘到二楼的窗台上。",
        "老板说他做了二十年包子，最难的不是和面，而是每天四点准时醒来。",
        "很多人以为这只是一门手艺，其实背后有一整套关于温度、时间和耐心的学问。",
        "发面的时候，屋里的温度差两度，出锅的口感就完全不一样。",
        "他用的那台老式蒸笼是从父亲手里接过来的，竹片已经被蒸汽熏成了深褐色。",
        "有一年冬天特别冷，面团怎么也发不起来，他干脆把面盆抱进被窝里焐了一夜。",
    ]

    private static func paragraph(_ seed: Int) -> String {
        let first = sentences[seed % sentences.count]
        let second = sentences[(seed * 7 + 3) % sentences.count]
        return "<p>\(first)<strong>这件事并不简单</strong>，&ldquo;\(second)&rdquo;"
            + "参考 <a class=\" wrap external\" href=\"https://link.zhihu.com/?target=https%3A//example.org/notes/\(seed % 40)\" target=\"_blank\" rel=\"nofollow noreferrer\">Notes \(seed % 40)</a> 的说法&hellip;&hellip;"
            + "其中 iPhone 15 和 3.5 mm 耳机孔的例子，<em>常被人拿来讨论</em>&mdash;&mdash;直到今天。</p>"
    }

    private static func answerHTML(_ question: Int, _ answer: Int) -> String {
        let seed = question * 3 + answer
        var content = (0..<6).map { paragraph(seed * 6 + $0) }
        content.insert(
            "<blockquote><p>\(sentences[seed % sentences.count])<br>\(sentences[(seed + 1) % sentences.count])</p></blockquote>",
            at: 2)
        content.insert(
            "<ul><li>\(sentences[(seed + 2) % sentences.count])</li><li>\(sentences[(seed + 3) % sentences.count])"
                + "<ol start=\"3\"><li>第一步</li><li>第二步</li></ol></li></ul>", at: 4)
        content.append(
            "<figure><img class=\"content-image\" src=\"https://picx.zhimg.com/v2-\(seed)_720w.jpg?source=8673f162\" alt=\"\">"
                + "<figcaption>\(sentences[(seed + 4) % sentences.count])</figcaption></figure>")
        return "<div class=\"answer\">\n\n<div class=\"meta\">\n"
            + "<img class=\"avatar\" src=\"https://picx.zhimg.com/v2-\(seed)_l.jpg?source=8673f162\">\n"
            + "<span class=\"author\">早点铺常客\(seed)，</span><span class=\"bio\">在老城区住了三十年</span>\n"
            + "<a href=\"https://www.zhihu.com/question/\(question)/answer/\(seed)\" class=\"originUrl\" hidden>查看知乎原文</a>\n"
            + "</div>\n\n<div class=\"content\">\n" + content.joined(separator: "\r\n") + "\n</div>\n</div>\n\n"
    }

    private static func questionHTML(_ question: Int) -> String {
        let answers = (0..<(question % 2 + 1)).map { answerHTML(question, $0) }.joined()
        return "<div class=\"question\">\n<h2 class=\"question-title\">为什么老城区的早点铺总是开得最早？（\(question)）</h2>\n\n"
            + answers
            + "<div class=\"view-more\"><a href=\"https://www.zhihu.com/question/\(question)\">查看知乎讨论<span class=\"js-question-holder\"></span></a></div>\n\n</div>\n\n"
    }
}
