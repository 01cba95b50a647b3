import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen

@Suite("Article layout")
struct ArticleLayoutTests {
    private static func fixtureArticle(_ name: String) throws -> Article {
        ArticleParser.parse(try Bodies.fixture(name))
    }

    /// Every article the tests know: the demo edition and the fixtures.
    private static func allArticles() throws -> [(name: String, article: Article)] {
        let demo = try Bodies.allDemoStories().map { story in
            (story.id, ArticleParser.parse(story.body ?? ""))
        }
        let fixtures = try ["small-answer", "xiache-roundup", "rich-content"].map { ($0, try fixtureArticle($0)) }
        return demo + fixtures
    }

    @Test func smallAnswerAtWidth40() throws {
        let layout = ArticleLayout(article: try Self.fixtureArticle("small-answer"), width: 40)
        #expect(layout.measure == 36)
        let expected = [
            "冬天的猫为什么总爱趴在键盘上？",
            "",
            "橘猫铲屎官，养猫七年",
            "",
            "因为键盘是热的，而且你正在用它。",
            "",
            // "，" may not start a line: "时" goes down with it.
            "一只成年的猫每天要睡十二到十六个小",
            "时，醒着的时候大多在找暖和的地方。",
            "",
            "┃ 猫不在乎你在写什么。",
            "┃ 它只在乎你在看哪里。",
            "",
            "• 笔记本底部有散热口；",
            "• 按键之间的缝隙，正好能卡住一只爪",
            "  子。",
            "",
            // "MacBook" is not split, and the space at the break is dropped.
            "笔记本电脑的出风口在哪里，猫比说明书",
            "还清楚，尤其是我那台银色的旧款",
            "MacBook Air。",
            "",
            "详见 这篇文章[1]。",
            "",
            "                   查看知乎讨论[2] ›",
            "",
            "链接",
            "[1] https://example.org/cats?page=2",
            "[2] https://www.zhihu.com/question/",
            "    100000001",
        ]
        #expect(layout.lines.map(TestText.rendered) == expected)
    }

    @Test func linesCarryTheirKindAndStyle() throws {
        let layout = ArticleLayout(article: try Self.fixtureArticle("xiache-roundup"), width: 60)
        let titles = layout.lines.filter { $0.kind == .questionTitle }
        // The empty title of the second question shows nothing: the header has the story's title.
        #expect(titles.map(TestText.spansText) == ["有哪些「一看就是老司机」的细节？", "你见过最有创意的请假理由是什么？"])
        #expect(titles.allSatisfy { $0.spans.allSatisfy { $0.style.contains(.strong) } })
        let metas = layout.lines.filter { $0.kind == .meta }
        #expect(metas.map(TestText.spansText) == ["副驾驶常驻，坐了十年副驾", "刘新征", "人事小张，HR，见过太多理由"])
        let separators = layout.lines.filter { TestText.spansText($0) == "· · ·" }
        #expect(separators.count == 1)
        for line in layout.lines where line.kind == .viewMore {
            #expect(TestText.width(line) == layout.measure, "view-more is right-aligned")
        }
    }

    @Test func quotesCarryABarPerLevel() throws {
        let article = try Self.fixtureArticle("rich-content")
        let layout = ArticleLayout(article: article, width: 40)
        let quoteBlocks = article.blocks.indices.filter { index in
            switch article.blocks[index] {
            case .quote, .quoted: true
            default: false
            }
        }
        #expect(quoteBlocks == Array(5...9))
        let quoteLines = layout.lines.filter { quoteBlocks.contains($0.blockIndex) && $0.kind != .blank }
        #expect(
            quoteLines.map(TestText.rendered) == [
                "┃ 暖气片上的橘子，",
                "┃ 是冬天最甜的橘子。",
                "┃",
                "┃ ——我奶奶",
                "┃",
                "┃ ┃ （她也这么说过烤红薯。）",
                "┃",
                "┃ • 橘子皮要朝下",
                "┃ • 别忘了翻面",
            ])
        #expect(quoteLines.allSatisfy { $0.kind == .quote })
        // A blank line before and after the quote, not a bar.
        let first = layout.firstLine(ofBlock: 5)
        #expect(layout.lines[first].kind == .blank)
        #expect(layout.lines[layout.firstLine(ofBlock: 10)].kind == .blank)
    }

    @Test func listContinuationLinesAlignUnderTheText() throws {
        let article = try Self.fixtureArticle("rich-content")
        let layout = ArticleLayout(article: article, width: 24)
        var checked = 0
        for (index, block) in article.blocks.enumerated() {
            guard case .listItem(let marker, _, let depth) = block else { continue }
            let lines = layout.lines.filter { $0.blockIndex == index && $0.kind == .listItem }
            let first = try #require(lines.first)
            #expect(first.prefix.string == marker + " ")
            #expect(first.indent == 2 * (depth - 1))
            for line in lines.dropFirst() {
                #expect(line.indent == first.indent)
                #expect(line.prefix.string == String(repeating: " ", count: first.prefix.width))
                checked += 1
            }
        }
        #expect(checked >= 3, "the narrow measure should wrap several items")
    }

    @Test func rulesSpanTheMeasure() throws {
        for (name, article) in try Self.allArticles() {
            for width in [20, 41, 80, 200] {
                let layout = ArticleLayout(article: article, width: width)
                for line in layout.lines where line.kind == .rule && article.blocks.indices.contains(line.blockIndex) {
                    guard article.blocks[line.blockIndex] != .answerSeparator else { continue }
                    #expect(TestText.width(line) == layout.measure, "\(name) at \(width)")
                    #expect(TestText.spansText(line).allSatisfy { $0 == "─" })
                }
            }
        }
        let quoted = ArticleLayout(article: Article(blocks: [.quoted(.rule)]), width: 30)
        #expect(quoted.lines.map(TestText.rendered) == ["┃ " + String(repeating: "─", count: 24)])
    }

    @Test func oneBlankLineBetweenBlocksNeverDoubledNorAtTheEnds() throws {
        for (name, article) in try Self.allArticles() {
            for width in [20, 57, 120] {
                let lines = ArticleLayout(article: article, width: width).lines
                #expect(lines.first.map { $0.kind != .blank } ?? false, "\(name) at \(width)")
                #expect(lines.last.map { $0.kind != .blank } ?? false, "\(name) at \(width)")
                for (above, below) in zip(lines, lines.dropFirst()) {
                    #expect(above.blockIndex <= below.blockIndex, "\(name): block order")
                    #expect(!(above.kind == .blank && below.kind == .blank), "\(name) at \(width): doubled blank")
                    if below.kind == .blank {
                        #expect(above.blockIndex < below.blockIndex, "\(name): a blank line only between blocks")
                    }
                    guard above.blockIndex < below.blockIndex, below.kind != .blank else { continue }
                    // A block starts right after the one above only within a list, or after a
                    // bar-only line inside a quote.
                    let barOnly = below.kind == .quote && below.spans.isEmpty
                    let withinList = above.kind == below.kind && [.listItem, .quote].contains(below.kind)
                    #expect(barOnly || withinList, "\(name) at \(width): no space above block \(below.blockIndex)")
                }
            }
        }
    }

    @Test func linksAreListedAtTheEndInOrder() throws {
        let article = try Bodies.demoArticle("9791004")
        let layout = ArticleLayout(article: article, width: 50)
        let heading = try #require(layout.lines.firstIndex { $0.kind == .linksHeading })
        #expect(TestText.spansText(layout.lines[heading]) == "链接")
        #expect(layout.lines[heading - 1].kind == .blank)
        let entries = layout.lines[(heading + 1)...]
        #expect(entries.allSatisfy { $0.kind == .linkEntry && $0.blockIndex == article.blocks.count })
        var urls: [String] = []
        for line in entries {
            if line.isContinuation {
                urls[urls.count - 1] += TestText.spansText(line)
            } else {
                #expect(line.prefix == "[\(urls.count + 1)] ")
                urls.append(TestText.spansText(line))
            }
        }
        #expect(urls == article.links.map(\.string))
    }

    @Test func measureLeavesMarginsAndCapsAt80() {
        #expect(ArticleLayout.measure(forScreenWidth: 200) == 80)
        #expect(ArticleLayout.measure(forScreenWidth: 84) == 80)
        #expect(ArticleLayout.measure(forScreenWidth: 83) == 79)
        #expect(ArticleLayout.measure(forScreenWidth: 40) == 36)
        #expect(ArticleLayout.measure(forScreenWidth: 3) == 1)
        #expect(ArticleLayout(article: Article(blocks: [.rule]), width: 120).measure == 80)
    }

    @Test func emptyArticleHasNoLines() {
        #expect(ArticleLayout(article: Article(blocks: []), width: 80).lines.isEmpty)
        #expect(ArticleLayout(article: Article(blocks: [.paragraph([])]), width: 80).lines.isEmpty)
    }

    @Test func readingPositionSurvivesARewrap() throws {
        for (name, article) in try Self.allArticles() {
            let wide = ArticleLayout(article: article, width: 80)
            let narrow = ArticleLayout(article: article, width: 40)
            #expect(narrow.lines.count > wide.lines.count, "\(name)")
            for line in wide.lines {
                let found = narrow.firstLine(ofBlock: line.blockIndex)
                #expect(narrow.lines[found].blockIndex == line.blockIndex, "\(name)")
                #expect(found == 0 || narrow.lines[found - 1].blockIndex < line.blockIndex, "\(name)")
            }
        }
    }
}
