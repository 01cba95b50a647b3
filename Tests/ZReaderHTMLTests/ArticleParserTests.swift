import Foundation
import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderScreen

@Suite("Story body parsing")
struct ArticleParserTests {
    private static let roundupTitle: DisplayText = "瞎扯 · 如何正确地吐槽"

    @Test func roundupKeepsEveryQuestionInOrderAndSkipsTheAdvertisement() throws {
        let article = ArticleParser.parse(try Bodies.fixture("xiache-roundup"))
        #expect(
            article.blocks == [
                .questionTitle("有哪些「一看就是老司机」的细节？"),
                .answerMeta(author: "副驾驶常驻", bio: "坐了十年副驾"),
                .paragraph([InlineSpan("倒车的时候，一只手搭在副驾驶的椅背上。")]),
                .viewMore(label: "查看知乎讨论", url: web("https://www.zhihu.com/question/300000001")),
                // The empty title shows nothing; the author has no bio and no comma.
                .answerMeta(author: "刘新征", bio: nil),
                .paragraph([InlineSpan("把吐槽当成一门手艺，先要学会闭嘴。")]),
                .viewMore(label: "查看知乎讨论", url: web("https://www.zhihu.com/question/300000003")),
                .questionTitle("你见过最有创意的请假理由是什么？"),
                .answerMeta(author: "人事小张", bio: "HR，见过太多理由"),
                .paragraph([InlineSpan("「家里的猫把我反锁在卫生间了。」")]),
                .paragraph([InlineSpan("我批了。")]),
                .answerSeparator,
                .paragraph([InlineSpan("「明天要去给我的仙人掌过生日。」这个我没批。")]),
                .viewMore(label: "查看知乎讨论", url: web("https://zhuanlan.zhihu.com/p/300000004")),
            ])
        // Nothing of the advertisement survives, not even its links.
        #expect(
            article.links.map(\.string) == [
                "https://www.zhihu.com/question/300000001", "https://www.zhihu.com/question/300000003",
                "https://zhuanlan.zhihu.com/p/300000004",
            ])
        #expect(!article.plainText.contains("广告"))
        #expect(!article.plainText.contains("window.daily"))
    }

    @Test func demoRoundupHasAllFourQuestions() throws {
        let article = try Bodies.demoArticle("9790008")
        let titles = article.blocks.compactMap { block -> String? in
            if case .questionTitle(let title) = block { title.string } else { nil }
        }
        #expect(
            titles == [
                "为什么一开会就想上厕所？", "你有哪些一个人在家时才会做的事？", "你在健身房见过最离谱的事是什么？",
                "如果动物会说话，哪种动物最烦人？",
            ])
        #expect(article.blocks.filter { if case .viewMore = $0 { true } else { false } }.count == 4)
        #expect(article.blocks.contains(.answerMeta(author: "独居第五年", bio: "一人食爱好者")))
    }

    @Test func preformattedTextKeepsItsTabsAsFourSpacesAndEveryKindOfLineBreak() {
        let body = """
            <div class="answer"><div class="content"><pre>\tif x:\r\n\t\treturn 1\rdone</pre>\
            <p>a\tb\rc</p></div></div>
            """
        let blocks = ArticleParser.parse(body).blocks
        #expect(blocks.contains(.preformatted("    if x:\n        return 1\ndone")), "\(blocks)")
        // Outside `pre` a tab or a line break is a space, as in HTML.
        #expect(blocks.contains(.paragraph([InlineSpan("a b c")])), "\(blocks)")
    }

    @Test func emptyQuestionTitleShowsNothing() throws {
        let story = try Bodies.demo("9790203")
        let article = ArticleParser.parse(try #require(story.body))
        #expect(!article.blocks.contains { if case .questionTitle = $0 { true } else { false } })
        #expect(article.blocks.first == .answerMeta(author: "药师小林", bio: "三甲医院临床药师"))
    }

    @Test func secondQuestionBlockWithoutMetaFollowsTheFirst() throws {
        let article = try Bodies.demoArticle("9790006")
        let secondTitle = try #require(
            article.blocks.firstIndex(of: .questionTitle("那为什么现在新建的小区几乎都是高层？")))
        guard case .viewMore = article.blocks[secondTitle - 1] else {
            Issue.record("the first question's view-more should come before the second question")
            return
        }
        guard case .paragraph(let spans) = article.blocks[secondTitle + 1] else {
            Issue.record("the second block has no meta: its content follows its title")
            return
        }
        #expect(spans.map(\.text.string).joined().hasPrefix("说到底还是地价。"))
        #expect(!article.blocks[secondTitle...].contains { if case .answerMeta = $0 { true } else { false } })
    }

    @Test func secondAnswerToTheSameQuestionIsSetApart() throws {
        let article = try Bodies.demoArticle("9790201")
        let separator = try #require(article.blocks.firstIndex(of: .answerSeparator))
        #expect(article.blocks[separator + 1] == .answerMeta(author: "写文案的阿九", bio: "广告文案，灵感主要来自淋浴头"))
        // "广告" in a bio is no advertisement: the question is kept.
        #expect(article.blocks.first == .questionTitle("为什么人总是在洗澡的时候，突然想到好点子？"))
        #expect(article.blocks.filter { $0 == .answerSeparator }.count == 1)
    }

    @Test func richContentBecomesTheExpectedBlocks() throws {
        let article = ArticleParser.parse(try Bodies.fixture("rich-content"))
        let plain: (DisplayText) -> ArticleBlock = { .paragraph([InlineSpan($0)]) }
        let expected: [ArticleBlock] = [
            .relatedNews(title: "暖气来了以后，屋里为什么反而更干？", url: web("https://daily.zhihu.com/story/9790104")),
            .questionTitle("北方的暖气片，都被人拿来干过什么？"),
            .answerMeta(author: "暖气片观察员", bio: "在东北住了三十年"),
            plain("先说结论：暖气片是北方家庭里“最忙”的家具。"),
            plain("它的本职工作是取暖……但大家显然不满足于此——烤馒头片、烘袜子、焐橘子，样样都行。"),
            .quote([InlineSpan("暖气片上的橘子，"), InlineSpan("\n"), InlineSpan("是冬天最甜的橘子。")]),
            .quote([InlineSpan("——我奶奶")]),
            .quoted(.quote([InlineSpan("（她也这么说过烤红薯。）")])),
            .quoted(.listItem(marker: "•", spans: [InlineSpan("橘子皮要朝下")], depth: 1)),
            .quoted(.listItem(marker: "•", spans: [InlineSpan("别忘了翻面")], depth: 1)),
            plain("常见用法大致有这几类："),
            .listItem(marker: "3.", spans: [InlineSpan("烘干：袜子、手套、鞋垫；")], depth: 1),
            .listItem(marker: "◦", spans: [InlineSpan("羊毛袜要垫毛巾")], depth: 2),
            .listItem(marker: "◦", spans: [InlineSpan("运动鞋别直接贴上去")], depth: 2),
            .listItem(marker: "4.", spans: [InlineSpan("加热：馒头片、橘子、红薯；")], depth: 1),
            .listItem(marker: "5.", spans: [InlineSpan("加湿：放一盆水。")], depth: 1),
            .listItem(marker: "  ", spans: [InlineSpan("效果有限，聊胜于无。")], depth: 1),
            .figure(
                caption: "窗台下的铸铁暖气片，上面晾着两双袜子",
                image: web("https://picx.zhimg.com/v2-0123456789abcdef_720w.jpg?source=8673f162")),
            .figure(caption: nil, image: web("https://picx.zhimg.com/v2-fedcba9876543210_720w.jpg?source=8673f162")),
            .figure(caption: nil, image: web("https://picx.zhimg.com/v2-00112233445566778_720w.jpg?source=8673f162")),
            plain("散热功率大致正比于温差："),
            .equation("P = hAΔT"),
            .paragraph([InlineSpan("其中 "), InlineSpan("h", style: .formula), InlineSpan(" 是换热系数。")]),
            .rule,
            .paragraph([
                InlineSpan("关于铸铁暖气片的历史，可以看 "), InlineSpan("Radiator", style: .link),
                InlineSpan("[2]", style: .linkNumber), InlineSpan(" 词条；它和 "), InlineSpan("散热器", style: .link),
                InlineSpan("[2]", style: .linkNumber), InlineSpan(" 说的是同一种东西"),
                // A citation, not a link: superscript digits.
                InlineSpan("¹", style: .superscript), InlineSpan("。"),
            ]),
            plain("水温 < 60 °C & 室温 > 18 °C 时，屋里就算“达标”了。"),
            plain("老式暖气 · 新式地暖，各有各的 fans。"),
            .rule,
            .paragraph([InlineSpan("参考："), InlineSpan("\n"), InlineSpan("[1] 维基百科，Radiator 条目。")]),
            plain("Some English text that spans source lines and ends here."),
            plain("中文段落在源码里换了行，但不该多出空格。"),
            .viewMore(label: "查看知乎讨论", url: web("https://zhuanlan.zhihu.com/p/100000002")),
        ]
        #expect(article.blocks.count == expected.count)
        for (index, (block, wanted)) in zip(article.blocks, expected).enumerated() {
            #expect(block == wanted, "block \(index)")
        }
        #expect(
            article.links.map(\.string) == [
                "https://daily.zhihu.com/story/9790104", "https://en.wikipedia.org/wiki/Radiator",
                "https://zhuanlan.zhihu.com/p/100000002",
            ])
        for hidden in ["隐藏的注释", "track(", "color: #444", "JavaScript", "查看知乎原文", "window.daily"] {
            #expect(!article.plainText.contains(hidden), "\(hidden) should be dropped")
        }
    }

    @Test func demoBodiesDecodeEveryEntity() throws {
        for story in try Bodies.allDemoStories() {
            let text = ArticleParser.parse(story.body ?? "").plainText
            let entity = text.range(of: "&[A-Za-z]+;|&#[0-9]+;", options: .regularExpression)
            #expect(entity == nil, "\(story.id) has an undecoded entity")
            #expect(!text.contains("\r"), "\(story.id)")
        }
        let einstein = try Bodies.demoArticle("9791004").plainText
        #expect(einstein.contains("Zur Elektrodynamik bewegter Körper"))
        let code = try Bodies.demoArticle("9790905")
        #expect(
            code.blocks.contains(
                .paragraph([InlineSpan("if (city == \"北京\" && order.total >= 100) { discount = 20; }", style: .code)])))
    }

    @Test func linksThroughLinkZhihuComAreUnwrappedAndNumberedInOrder() throws {
        let article = try Bodies.demoArticle("9791004")
        #expect(
            article.links.map(\.string) == [
                "https://en.wikipedia.org/wiki/Speed_of_light", "https://doi.org/10.1103/PhysRevLett.119.161101",
                "https://home.cern/science/accelerators/large-hadron-collider",
                "https://www.zhihu.com/question/635802369",
            ])
        #expect(!article.links.contains { $0.string.contains("link.zhihu.com") })
        #expect(
            article.blocks.contains(.viewMore(label: "查看知乎讨论", url: web("https://www.zhihu.com/question/635802369"))))
    }

    @Test func sameTargetKeepsItsNumberAndOtherHrefsGetNone() {
        let body = """
            <div class="content"><p><a href="https://link.zhihu.com/?target=https%3A//a.example/x%3Fy%3D1%26z%3D2">甲</a>、\
            <a href="https://a.example/x?y=1&amp;z=2">乙</a>、<a href="//b.example/">丙</a>、\
            <a href="#ref">丁</a>、<a href="javascript:void(0)">戊</a>、<a href="https://c.example/"> </a>己</p></div>
            """
        let article = ArticleParser.parse(body)
        #expect(article.links.map(\.string) == ["https://a.example/x?y=1&z=2", "https://b.example/"])
        #expect(article.plainText == "甲[1]、乙[1]、丙[2]、丁、戊、 己")
    }

    @Test func figuresWithAndWithoutCaptions() throws {
        let article = try Bodies.demoArticle("9790802")
        let captions = article.blocks.compactMap { block -> DisplayText?? in
            if case .figure(let caption, _) = block { caption } else { nil }
        }
        #expect(captions.contains("一件清代青花盘送来时的样子，一共 37 片，每一片都编了号"))
        #expect(captions.contains(nil))
    }

    /// A table is a line a row, its cells joined by " │ " and the empty ones left out; what lies
    /// outside its rows shows nothing, and a row inside a row is read as cells of the outer one.
    @Test func aTableIsALineARow() {
        let body = """
            <table><caption>说明</caption><tr><th>年份</th><th>数量</th></tr>\
            <tr><td>2013</td><td></td><td>12</td></tr><td>行外</td><tr></tr></table>\
            <table><tr><td>a</td><span><tr><td>b</td></tr></span><td>c</td></tr></table><p>表后</p>
            """
        #expect(
            ArticleParser.parse(body).blocks == [
                .paragraph([InlineSpan("年份 │ 数量")]), .paragraph([InlineSpan("2013 │ 12")]),
                .paragraph([InlineSpan("a │ b │ c")]), .paragraph([InlineSpan("表后")]),
            ])
    }

    /// A box keeps the first of each of its parts: an answer's first author, the first link of
    /// `div.view-more`, a video's `src` over its sources, else its first source.
    @Test func aBoxKeepsTheFirstOfEachPart() {
        let body = """
            <div class="meta"><span class="author">甲，</span><span class="author">乙</span><span class="bio">简介</span></div>\
            <div class="view-more"><a href="https://e.example/1">讨论</a><a href="https://e.example/2">别处</a></div>\
            <video src="https://v.example/a"><source src="https://v.example/b"></video>\
            <video><source src="https://v.example/c"><source src="https://v.example/d"></video>
            """
        let article = ArticleParser.parse(body)
        #expect(
            article.blocks == [
                .answerMeta(author: "甲", bio: "简介"), .viewMore(label: "讨论", url: web("https://e.example/1")),
                .video(title: nil, url: web("https://v.example/a")),
                .video(title: nil, url: web("https://v.example/c")),
            ])
        #expect(article.links == [web("https://e.example/1"), web("https://v.example/a"), web("https://v.example/c")])
    }

    /// The shapes bodies carry formulas in: `img.content-image` (a body's own pictures' class) and
    /// `eeimg` (Zhihu's editor), each a formula of its own, in Unicode when its TeX is simple and
    /// as TeX in the code style when not.
    @Test func formulaImagesBecomeUnicodeOrStayTeX() {
        let body = """
            <p><img src="https://www.zhihu.com/equation?tex=a%5E2+%2B+b%5E2+%3D+c%5E2" alt="[公式]" eeimg="1"></p>
            <p>当 <img src="https://www.zhihu.com/equation?tex=x+%3E+0" alt="x &gt; 0" eeimg="1"> 时成立。</p>
            <p>真空介电常数<img class="content-image" src="http://www.zhihu.com/equation?tex=%5Cepsilon_%7B0%7D" alt="">和<img \
            class="content-image" src="http://www.zhihu.com/equation?tex=%5Cepsilon_%7B0%7D" alt=""> <img \
            class="content-image" src="http://www.zhihu.com/equation?tex=%5Cvec%7BE%7D" alt="">。</p>
            <p>如<img src="https://www.zhihu.com/equation?tex=a%3Db" eeimg="1"><img \
            src="https://www.zhihu.com/equation?tex=c%3Dd" eeimg="1">所示</p>
            """
        let article = ArticleParser.parse(body)
        #expect(
            article.blocks == [
                .equation("a² + b² = c²"),
                .paragraph([InlineSpan("当 "), InlineSpan("x > 0", style: .formula), InlineSpan(" 时成立。")]),
                .paragraph([
                    InlineSpan("真空介电常数"), InlineSpan("ε₀", style: .formula), InlineSpan("和"),
                    // Two formulas side by side stay two, the space between them belonging to neither.
                    InlineSpan("ε₀", style: .formula), InlineSpan(" "),
                    InlineSpan("\\vec{E}", style: [.formula, .code]),
                    InlineSpan("。"),
                ]),
                // Side by side without a space, still two.
                .paragraph([
                    InlineSpan("如"), InlineSpan("a = b", style: .formula), InlineSpan("c = d", style: .formula),
                    InlineSpan("所示"),
                ]),
            ])
    }

    @Test func aFormulaThatDecodesToEscapeSequencesIsCleanedAfterDecoding() {
        // %1B is ESC: decoding brings back what cleaning the attribute removed, so the TeX is
        // cleaned again (TeX that was only an escape sequence is none, and `alt` stands in); a
        // broken escape leaves the text as it was, cleaned too. The alt is read as TeX like the rest.
        let body = """
            <p><img src="https://www.zhihu.com/equation?tex=%1B%5B31mx%1B%5D0%3Btitle%07+%2B+y"></p>
            <p><img src="https://www.zhihu.com/equation?tex=%1B%5B2J" alt="E = mc^2"></p>
            <p><img src="https://www.zhihu.com/equation?tex=100%25+%zz"></p>
            """
        #expect(
            ArticleParser.parse(body).blocks == [.equation("x + y"), .equation("E = mc²"), .equation("100%25 %zz")])
    }

    @Test func dashParagraphIsARule() throws {
        let article = try Bodies.demoArticle("9790003")
        let rule = try #require(article.blocks.firstIndex(of: .rule))
        guard case .paragraph(let spans) = article.blocks[rule + 1] else {
            Issue.record("a paragraph should follow the rule")
            return
        }
        #expect(spans.map(\.text.string).joined().hasPrefix("我太爷爷那一辈"))
        let dashes = ArticleParser.parse("<p>---</p><p>——</p><p>* * *</p>")
        // Stars are an author's scene break, kept as written in the middle of the line.
        #expect(dashes.blocks == [.rule, .paragraph([InlineSpan("——")]), .centred([InlineSpan("* * *")])])
    }

    @Test func looseLinesInContentAreParagraphs() throws {
        let article = try Bodies.demoArticle("9790302")
        let paragraphs = article.blocks.compactMap { block -> String? in
            if case .paragraph(let spans) = block { spans.map(\.text.string).joined() } else { nil }
        }
        #expect(paragraphs.contains { $0.hasPrefix("先晾。白菜买回来") && $0.hasSuffix("这活儿一般归家里的孩子。") })
        #expect(paragraphs.contains { $0.hasPrefix("再码。") })
        #expect(paragraphs.contains { $0.hasPrefix("然后倒菜。") })
    }

    @Test func whitespaceCollapsesWithoutGluingWordsOrSpacingChinese() {
        let body = "<p>  word\r\n  next\tword <b>bold</b>\r\n中文\r\n换行，\r\nEnglish\r\n又回来&nbsp;了  </p>"
        let article = ArticleParser.parse(body)
        #expect(
            article.blocks == [
                .paragraph([
                    InlineSpan("word next word "), InlineSpan("bold", style: .strong),
                    InlineSpan(" 中文换行，English 又回来\u{00A0}了"),
                ])
            ])
    }

    @Test func lineBreaksInsideAParagraph() {
        let article = ArticleParser.parse("<p><br>一<br><br><br><br>二 <br> 三<br></p>")
        #expect(
            article.blocks == [
                .paragraph([
                    InlineSpan("一"), InlineSpan("\n"), InlineSpan("\n"), InlineSpan("二"), InlineSpan("\n"),
                    InlineSpan("三"),
                ])
            ])
    }

    @Test func emptyOrMissingBodyGivesAnEmptyArticle() throws {
        let url = Bodies.packageRoot.appendingPathComponent("Tests/Fixtures/bodies/type1-story.json")
        let story = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(story["type"] as? Int == 1)
        #expect(story["body"] == nil)
        #expect(story["title"] is String)
        #expect(ArticleParser.parse(story["body"] as? String ?? "").isEmpty)
        #expect(ArticleParser.parse(" \r\n\t") == Article(blocks: []))
        let shell = """
            <div class="main-wrap content-wrap">\n<div class="headline">\n<div class="img-place-holder"></div>\n</div>\n\
            <div class="content-inner">\n</div>\n</div><script type=“text/javascript”>window.daily=true</script>
            """
        #expect(ArticleParser.parse(shell).isEmpty)
    }

    @Test func trailingScriptWithTypographicQuotesIsDropped() throws {
        for story in try Bodies.allDemoStories() {
            let body = try #require(story.body)
            #expect(body.hasSuffix("<script type=“text/javascript”>window.daily=true</script>"))
            let article = ArticleParser.parse(body)
            #expect(!article.plainText.contains("daily"), "\(story.id)")
            #expect(!article.isEmpty, "\(story.id)")
        }
    }

    @Test func nestedQuotesAndListsKeepTheirDepth() {
        let body = """
            <blockquote><p>一</p><blockquote><p>二</p><ol start="7"><li>七</li></ol></blockquote><hr></blockquote>
            <ul><li>甲<ul><li>乙<ul><li>丙</li></ul>乙后</li></ul></li></ul>
            """
        let article = ArticleParser.parse(body)
        #expect(
            article.blocks == [
                .quote([InlineSpan("一")]),
                .quoted(.quote([InlineSpan("二")])),
                .quoted(.quoted(.listItem(marker: "7.", spans: [InlineSpan("七")], depth: 1))),
                .quoted(.rule),
                .listItem(marker: "•", spans: [InlineSpan("甲")], depth: 1),
                .listItem(marker: "◦", spans: [InlineSpan("乙")], depth: 2),
                .listItem(marker: "▪", spans: [InlineSpan("丙")], depth: 3),
                .listItem(marker: " ", spans: [InlineSpan("乙后")], depth: 2),
            ])
    }
}
