import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen

/// What real bodies since 2014 hold and the demo edition does not, each class in a
/// fixture of the API's shape: parsed, laid out, and read as text and style.
@Suite("Real bodies")
struct RealBodyTests {
    private static func article(_ fixture: String) throws -> Article {
        ArticleParser.parse(try Bodies.fixture(fixture))
    }

    private static func titles(_ article: Article) -> [String] {
        article.blocks.compactMap { block in
            if case .questionTitle(let title) = block { title.string } else { nil }
        }
    }

    @Test func emptyQuestionTitlesShowNothing() throws {
        let article = try Self.article("empty-question-titles")
        #expect(Self.titles(article) == ["你在旧书摊淘到过最意外的东西是什么？"])
        // The untitled prelude opens the article; the organisation's closing note follows the
        // titled question's view-more with no title of its own.
        #expect(article.blocks.first == .paragraph([InlineSpan("编者按：这一期收了三位读者关于旧书摊的回忆，先从一段开场白说起。")]))
        let note = try #require(article.blocks.firstIndex(of: .answerMeta(author: "城市记忆工作室", bio: nil)))
        guard case .viewMore = article.blocks[note - 1] else {
            Issue.record("the note should follow the view-more, not a title: \(article.blocks[note - 1])")
            return
        }
        let layout = ArticleLayout(article: article, width: 60)
        #expect(layout.lines.filter { $0.kind == .questionTitle }.map(TestText.spansText) == Self.titles(article))
        #expect(layout.lines.first.map(TestText.spansText)?.hasPrefix("编者按：") == true)
    }

    @Test func citationsAreSuperscriptDigitsAndLinkMarkersKeepTheirOwnStyle() throws {
        let article = try Self.article("citations")
        guard case .paragraph(let spans) = article.blocks[2], case .paragraph(let second) = article.blocks[3] else {
            Issue.record("two paragraphs after the meta: \(article.blocks)")
            return
        }
        #expect(
            spans.map(\.text.string).joined()
                == "雨后那股味道有个名字，叫“潮土油”¹，最早在 1964 年被描述²。详细的化学过程可以看 Petrichor[1]，以及 臭氧[2] 的那一段³,⁴。")
        let citations = (spans + second).filter { $0.style.contains(.superscript) }.map(\.text.string)
        // Ranges too; an exponent reads the same; a sup that is no number stays as written.
        #expect(citations == ["¹", "²", "³,⁴", "⁵⁻⁷", "²", "TM"])
        let markers = spans.filter { $0.style.contains(.linkNumber) }.map(\.text.string)
        #expect(markers == ["[1]", "[2]"])
        #expect(!spans.contains { $0.style.contains(.superscript) && $0.style.contains(.linkNumber) })
        #expect(
            article.links.map(\.string) == [
                "https://en.wikipedia.org/wiki/Petrichor", "https://example.org/ozone",
                "https://www.zhihu.com/question/710000001",
            ])
        // Laid out, each keeps its style on its line.
        let layout = ArticleLayout(article: article, width: 84)
        let cited = try #require(layout.lines.first { TestText.spansText($0).contains("¹") })
        #expect(cited.spans.contains { $0.text == "¹" && $0.style == .superscript })
        let linked = try #require(layout.lines.first { TestText.spansText($0).contains("Petrichor") })
        #expect(linked.spans.contains { $0.text == "[1]" && $0.style == .linkNumber })
        #expect(linked.spans.contains { $0.text == "Petrichor" && $0.style == .link })
    }

    @Test func relatedNewsKeepsItsLink() throws {
        let article = try Self.article("related-and-video")
        let url = web("https://daily.zhihu.com/story/9720001")
        #expect(article.blocks.first == .relatedNews(title: "上周那场大风，是怎么刮起来的？", url: url))
        #expect(article.links.first == url)
        let layout = ArticleLayout(article: article, width: 84)
        let box = layout.lines[0]
        #expect(box.kind == .relatedNews)
        #expect(TestText.spansText(box) == "相关新闻 上周那场大风，是怎么刮起来的？[1]")
        #expect(box.spans.first == InlineSpan("相关新闻", style: .strong))
        #expect(box.spans.last == InlineSpan("[1]", style: .linkNumber))
        #expect(layout.lines.contains { $0.kind == .linkEntry && TestText.rendered($0) == "[1] \(url)" })
    }

    @Test func videosShowAPlaceholderWithTheirLink() throws {
        let article = try Self.article("related-and-video")
        let videos = article.blocks.filter { if case .video = $0 { true } else { false } }
        #expect(
            videos == [
                .video(title: "风筝起飞的慢镜头", url: web("https://www.zhihu.com/video/1100000000000000001")),
                .video(title: nil, url: web("https://vdn.example.com/kite-2.mp4")),
                // Not a web address: the placeholder stays, with nothing to open.
                .video(title: nil, url: nil),
            ])
        #expect(!article.plainText.contains("不支持视频"), "a video's fallback text is not shown")
        let layout = ArticleLayout(article: article, width: 84)
        let lines = layout.lines.filter { TestText.spansText($0).hasPrefix("[视频]") }
        #expect(lines.map(TestText.spansText) == ["[视频] 风筝起飞的慢镜头[2]", "[视频][3]", "[视频]"])
        #expect(lines.allSatisfy { $0.kind == .figure })
        #expect(lines[0].spans.last == InlineSpan("[2]", style: .linkNumber))
        #expect(article.links[1] == web("https://www.zhihu.com/video/1100000000000000001"))
    }

    @Test func centredLinesAndSceneBreaksAreCentred() throws {
        let article = try Self.article("author-layout")
        let centred = article.blocks.compactMap { block -> String? in
            if case .centred(let spans) = block { spans.map(\.text.string).joined() } else { nil }
        }
        #expect(centred == ["《灯塔》", "文 / 守夜的编辑", "* * *", "***", "（完）", "谢谢阅读"])
        // `---` and `hr` stay rules; an explicit `text-align: left` is not centred.
        #expect(article.blocks.filter { $0 == .rule }.count == 2)
        #expect(article.blocks.contains(.paragraph([InlineSpan("写在后面：这个故事是在值夜班时写的。")])))
        for width in [30, 41, 84] {
            let layout = ArticleLayout(article: article, width: width)
            for line in layout.lines where centred.contains(TestText.spansText(line)) {
                let text = TextWidth.width(of: TestText.spansText(line))
                #expect(line.kind == .body)
                #expect(
                    [layout.measure, layout.measure - 1].contains(2 * line.indent + text),
                    "\(TestText.rendered(line)) at \(width)")
            }
        }
    }

    @Test func aLinkMarkerNeverStartsALine() throws {
        // Ten characters fill a measure of 20: the marker takes the last of them down with it.
        let body = "<p>一二三四五六七八九十<a href=\"https://e.example/\">链</a>接<sup>[1]</sup>尾</p>"
        let article = ArticleParser.parse(body)
        let layout = ArticleLayout(article: article, width: 24)
        #expect(layout.measure == 20)
        #expect(layout.lines.prefix(2).map(TestText.spansText) == ["一二三四五六七八九十", "链[1]接¹尾"])
        let tight = ArticleLayout(
            article: ArticleParser.parse("<p>一二三四五六七八九<a href=\"https://e.example/\">十</a></p>"), width: 24)
        #expect(tight.lines.prefix(2).map(TestText.spansText) == ["一二三四五六七八九", "十[1]"])
        // And in every fixture at every width: a line that goes on from the one above never
        // begins with a marker or a citation.
        let names = ["citations", "related-and-video", "rich-content", "small-answer"]
        for name in names {
            let article = try Self.article(name)
            for width in 12...90 {
                for line in ArticleLayout(article: article, width: width).lines {
                    let markers = line.spans.filter { $0.style.contains(.linkNumber) }.map(\.text.string)
                    #expect(
                        markers.allSatisfy { $0.wholeMatch(of: /\[[0-9]+\]/) != nil },
                        "\(name) at \(width): a marker cut in two in \(TestText.rendered(line))")
                    guard line.isContinuation, let first = line.spans.first else { continue }
                    #expect(
                        first.style.isDisjoint(with: [.linkNumber, .superscript]),
                        "\(name) at \(width): \(TestText.rendered(line))")
                }
            }
        }
    }

    @Test func figuresKeepTheirPictureAddress() throws {
        let article = try Self.article("figures")
        let figures = article.blocks.compactMap { block -> (DisplayText?, WebURL?)? in
            if case .figure(let caption, let image) = block { (caption, image) } else { nil }
        }
        #expect(figures.map(\.0) == ["一台七十年代的旁轴相机", nil, nil, "镜头的特写"])
        #expect(
            figures.map(\.1) == [
                web("https://picx.zhimg.com/v2-1111aaaa_720w.jpg?source=8673f162"),
                // The lazily loaded picture, not its placeholder.
                web("https://pic1.zhimg.com/v2-2222bbbb_b.jpg"),
                web("https://pic2.zhimg.com/v2-3333cccc_720w.jpg"),
                // A relative `src` is no address: the full-size original is.
                web("https://pic3.zhimg.com/v2-4444dddd_r.jpg"),
            ])
        // The author's avatar is no figure, and pictures are not links.
        #expect(figures.count == 4)
        #expect(article.links.isEmpty)
        let layout = ArticleLayout(article: article, width: 60)
        #expect(
            layout.lines.filter { $0.kind == .figure }.map(TestText.spansText) == [
                "[图] 一台七十年代的旁轴相机", "[图]", "[图]", "[图] 镜头的特写",
            ])
    }
}
