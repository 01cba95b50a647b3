import Foundation
import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen

/// Bodies a hostile server could send (issue 11): numbers at the edges of `Int`, a body of
/// millions of paragraphs, nesting past libxml2's limits, escape sequences libxml2 half removes.
@Suite("Hostile bodies")
struct HostileBodyTests {
    /// The lines of `article` at `width` all fit the measure.
    private static func expectFits(_ article: Article, width: Int) {
        let layout = ArticleLayout(article: article, width: width)
        for line in layout.lines {
            #expect(TestText.width(line) <= layout.measure, "at \(width): \(line.text)")
        }
    }

    private static func markers(_ article: Article) -> [String] {
        article.blocks.compactMap { block in
            if case .listItem(let marker, _, _) = block { marker } else { nil }
        }
    }

    @Test func listNumbersAtTheEdgesOfIntAreHeldInRange() {
        let body = """
            <ol start="9223372036854775807"><li>甲</li><li>乙</li></ol>
            <ol start="-9223372036854775808"><li>丙</li></ol>
            <ol><li value="99999999999999999999999999">丁</li><li value="-1">戊</li><li>己</li></ol>
            <ol start=" +7th"><li>庚</li></ol>
            <ol start="abc"><li value="">辛</li></ol>
            """
        let article = ArticleParser.parse(body)
        #expect(Self.markers(article) == ["99999.", "99999.", "-9999.", "99999.", "-1.", "0.", "7.", "1."])
        for width in [6, 12, 40] { Self.expectFits(article, width: width) }
    }

    @Test func absurdBlocksStillFitTheMeasure() {
        var deep = ArticleBlock.quote([InlineSpan("很深的引文，还要再长一点才能换行")])
        for _ in 0..<300 { deep = .quoted(deep) }
        let article = Article(blocks: [
            .listItem(marker: "•", spans: [InlineSpan("最深的列表")], depth: .max),
            .listItem(marker: "•", spans: [InlineSpan("最浅的列表")], depth: .min),
            .listItem(marker: String(repeating: "9", count: 100) + ".", spans: [InlineSpan("长编号")], depth: 3),
            deep,
            .quoted(.listItem(marker: "①", spans: [InlineSpan("引文里的列表")], depth: 40)),
            .quoted(.quoted(.viewMore(label: "查看知乎讨论", url: web("https://e.example/")))),
            .quoted(.quoted(.answerSeparator)),
            .quoted(.quoted(.preformatted("    code"))),
        ])
        for width in [6, 9, 13, 40, 120] { Self.expectFits(article, width: width) }
    }

    @Test func eightMegabytesOfParagraphsAreTruncatedWithANotice() {
        let body = String(repeating: "<p>a", count: 2_000_000)
        #expect(body.utf8.count == 8_000_000)
        let article = ArticleParser.parse(body)
        #expect(article.isTruncated)
        #expect(article.blocks.count == ArticleParser.maximumBlocks)
        #expect(article.blocks.allSatisfy { $0 == .paragraph([InlineSpan("a")]) })
        let layout = ArticleLayout(article: article, width: 80)
        #expect(layout.isTruncated)
        let last = layout.lines.last
        #expect(last?.kind == .notice)
        #expect(last.map(TestText.spansText) == "正文过长，已截断 · 按 o 在浏览器中打开")
        #expect(layout.lines.count == 2 * ArticleParser.maximumBlocks + 1)
    }

    @Test func aLayoutPastItsLinesEndsWithTheNoticeBeforeTheLinks() {
        let paragraphs = (0..<(ArticleLayout.maximumLines / 2 + 10)).map { _ in
            ArticleBlock.paragraph([InlineSpan("段")])
        }
        let article = Article(blocks: paragraphs, links: [web("https://e.example/")])
        let layout = ArticleLayout(article: article, width: 80)
        #expect(layout.isTruncated)
        let notice = layout.lines.firstIndex { $0.kind == .notice }
        #expect(notice.map { $0 <= ArticleLayout.maximumLines + 1 } == true)
        #expect(layout.lines.last?.kind == .linkEntry)
    }

    @Test func oneHugeParagraphKeepsItsTextUpToTheLimit() {
        let article = ArticleParser.parse("<p>" + String(repeating: "长", count: 1_000_000) + "</p><p>后</p>")
        #expect(article.isTruncated)
        guard case .paragraph(let spans) = article.blocks.first else {
            Issue.record("the paragraph is kept: \(article.blocks.count) blocks")
            return
        }
        let text = spans.map(\.text.string).joined()
        #expect(text.utf8.count <= 1024 * 1024 && text.utf8.count > 1_000_000)
        #expect(text.allSatisfy { $0 == "长" })
    }

    @Test func nestingPastLibxml2sLimitKeepsEveryWord() {
        // libxml2 stops its tree at 255 levels and drops the rest of the body.
        let body =
            String(repeating: "<div><span>", count: 600) + "深处的字" + String(repeating: "</span></div>", count: 600)
            + "<p>之后的段落</p>"
        let article = ArticleParser.parse(body)
        #expect(!article.isTruncated)
        #expect(article.plainText == "深处的字\n之后的段落")
        let quotes =
            String(repeating: "<blockquote><p>一层</p>", count: 300) + String(repeating: "</blockquote>", count: 300)
            + "<p>引文之后</p>"
        let quoted = ArticleParser.parse(quotes)
        #expect(quoted.plainText.components(separatedBy: "一层").count == 301)
        #expect(quoted.blocks.last == .paragraph([InlineSpan("引文之后")]))
    }

    @Test func deepQuotesKeepRoomForTheirText() {
        let body = String(repeating: "<blockquote>", count: 40) + "<p>引文的字一个都不能少，哪怕引了四十层</p>"
        let article = ArticleParser.parse(body)
        for width in [20, 44, 84] {
            let layout = ArticleLayout(article: article, width: width)
            let lines = layout.lines.filter { !$0.spans.isEmpty }
            #expect(lines.map(TestText.spansText).joined() == "引文的字一个都不能少，哪怕引了四十层")
            for line in lines {
                #expect(TestText.width(line) <= layout.measure)
                #expect(layout.measure - line.prefix.width >= min(8, layout.measure))
            }
        }
    }

    @Test func escapeSequencesGoWholeWithNothingLeftOnScreen() {
        let body = """
            <p>一\u{1B}]52;c;SGVsbG8=\u{07}二\u{1B}[2J三\u{1B}(B四</p>\
            <p>五&#27;[31m六&#x1b;]0;标题&#7;七&#X1B;P1$r&#27;\\八</p>\
            <p>九\u{9B}1;2H十&#155;3m十一<b>\u{1B}]8;;https://e.example/</b>十二</p>\
            <p>\u{1B}]52;c;未终止的字符串，到标签为止<i>斜体还在</i></p>
            """
        let text = ArticleParser.parse(body).plainText
        #expect(text == "一二三四\n五六七八\n九十十一十二\n斜体还在")
    }

    @Test func theHostileFixtureShowsNoTailOfItsEncodedSequences() throws {
        let url = Bodies.packageRoot.appendingPathComponent("Tests/Fixtures/hostile/news/9791101.json")
        let story = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let article = ArticleParser.parse(try #require(story["body"] as? String))
        let first = try #require(article.blocks.first { if case .paragraph = $0 { true } else { false } })
        #expect(first == .paragraph([InlineSpan("实体编码的转义和和以及反转")]))
        for tail in ["Qk9EWQ==", "52;c;", "32m", "[2J和"] {
            #expect(!article.plainText.contains(tail), "\(tail) shown")
        }
    }

    @Test func markupKeepsEverythingButTheSequences() {
        #expect(TextSanitizer.cleanedMarkup("<p a=\"1\">x &amp; y &#27;</p>") == "<p a=\"1\">x &amp; y </p>")
        #expect(TextSanitizer.cleanedMarkup("\u{1B}[1;2<b>") == "<b>")
        #expect(TextSanitizer.cleanedMarkup("a\u{0}b\u{1}c\td\r\ne") == "abc\td\r\ne")
        let plain = "<p>没有控制字符 &ldquo;引号&rdquo; &#39; · °</p>"
        #expect(TextSanitizer.cleanedMarkup(plain) == plain)
        #expect(TextSanitizer.cleanedMarkup("&#99999999999999999999;&#x;&#") == "&#99999999999999999999;&#x;&#")
    }

    @Test func lineBreaksAndTabsBecomeSpacesUnlessKept() {
        // Text with nothing else to clean takes the fast way, which must still do this.
        #expect(TextSanitizer.clean("一\n二\t三").string == "一 二 三")
        #expect(TextSanitizer.clean("一\n二\t三", keepsNewlines: true).string == "一\n二 三")
        #expect(TextSanitizer.clean("一\n二\t三", keepsTabs: true).string == "一 二\t三")
        #expect(TextSanitizer.clean("一\n二\t三", keepsNewlines: true, keepsTabs: true).string == "一\n二\t三")
    }

    @Test func anAdvertisementTitledLateTakesItsLinksWithIt() {
        let body = """
            <div class="question"><div class="answer"><div class="content">\
            <p>先放一个<a href="https://shop.example/">链接</a></p></div></div>\
            <h2 class="question-title">【广告】限时特惠</h2><p>更多推销</p></div>\
            <div class="question"><h2 class="question-title">真正的问题</h2><p>见<a href="https://e.example/">这里</a></p></div>
            """
        let article = ArticleParser.parse(body)
        #expect(article.plainText == "真正的问题\n见这里[1]")
        #expect(article.links == [web("https://e.example/")])
    }

    /// A question inside another's answer gives the outer question back when it ends: the outer one's
    /// second answer is still set apart, and its late "广告" title still takes all of it away.
    @Test func aQuestionInsideAnAnswerGivesTheOuterQuestionBack() {
        let outer = """
            <div class="question"><div class="answer"><p>外一</p>\
            <div class="question"><h2 class="question-title">内</h2><div class="answer"><p>内文</p></div></div></div>\
            <div class="answer"><p>外二</p></div>
            """
        #expect(ArticleParser.parse(outer + "</div>").plainText == "外一\n内\n内文\n* * *\n外二")
        let advertisement = ArticleParser.parse(outer + "<h2 class=\"question-title\">【广告】</h2></div><p>后文</p>")
        #expect(advertisement.blocks == [.paragraph([InlineSpan("后文")])])
    }

    @Test func aBlockInsideASupEndsItsCitation() {
        // The block takes the text before it: what follows is no citation of what came before.
        let article = ArticleParser.parse("<p>abc<sup><div>x</div>长1</sup></p>")
        #expect(article.plainText == "abc\nx\n长1")
        #expect(article.blocks.last == .paragraph([InlineSpan("长1", style: .superscript)]))
    }

    @Test func aNulDoesNotEndTheBody() {
        let article = ArticleParser.parse("<p>前\u{0}后</p><p>下一段</p>")
        #expect(article.plainText == "前后\n下一段")
    }

    @Test func aTagKeepsItsFirstSixtyFourAttributes() {
        let filler = (0..<70).map { " data-x\($0)=\"\($0)\"" }.joined()
        let late = ArticleParser.parse("<p><a\(filler) href=\"https://late.example/\">晚</a>，早</p>")
        #expect(late.links.isEmpty)
        #expect(late.plainText == "晚，早")
        let early = ArticleParser.parse("<p><a href=\"https://early.example/\"\(filler)>早</a></p>")
        #expect(early.links == [web("https://early.example/")])
        // A tag of a hundred thousand attributes is read at once, and what follows it too.
        let huge = "<p" + (0..<100_000).map { " a\($0)" }.joined() + ">后面的字</p>"
        #expect(ArticleParser.parse(huge).plainText == "后面的字")
    }
}
