import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen

/// Every demo body laid out at many widths: the rules of Chinese line breaking hold on every line,
/// and the lines hold exactly the text of their blocks.
@Suite("Line breaking properties")
struct LineBreakingPropertyTests {
    private static let widths = Array(stride(from: 20, through: 120, by: 7))

    private static func demoArticles() throws -> [(id: String, article: Article)] {
        try Bodies.allDemoStories().map { ($0.id, ArticleParser.parse($0.body ?? "")) }
    }

    /// What one wrapped piece of text looked like before wrapping, and where its lines are.
    private struct Piece {
        var source: [Character]
        var lines: [ArticleLine]
    }

    /// The layout's lines grouped by the text they wrap: a block's text split at its `br`s, and
    /// each link of the list at the end.
    ///
    /// Lines that only space blocks apart belong to none.
    private static func pieces(of article: Article, in layout: ArticleLayout) -> [Piece] {
        var sources: [Int: [String]] = [:]
        for (index, block) in article.blocks.enumerated() {
            guard let text = TestText.text(of: block, links: article.links) else { continue }
            sources[index] = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        sources[article.blocks.count] = ["链接"] + article.links.map(\.string)
        var pieces: [Piece] = []
        var pending: [String] = []
        var block = -1
        for line in layout.lines {
            if line.blockIndex != block {
                block = line.blockIndex
                pending = sources[block] ?? []
                // The blank or bar-only line above a block.
                if line.kind == .blank || (line.kind == .quote && line.spans.isEmpty) { continue }
            }
            guard sources[block] != nil else { continue }
            if line.isContinuation, !pieces.isEmpty {
                pieces[pieces.count - 1].lines.append(line)
            } else if !pending.isEmpty {
                pieces.append(Piece(source: Array(pending.removeFirst()), lines: [line]))
            } else {
                pieces.append(Piece(source: [], lines: [line]))
            }
        }
        return pieces
    }

    @Test func everyDemoBodyAtEveryWidthKeepsTheRules() throws {
        let articles = try Self.demoArticles()
        #expect(articles.count == 95)
        var continuations = 0
        for (id, article) in articles {
            for width in Self.widths {
                let layout = ArticleLayout(article: article, width: width)
                let place = "\(id) at width \(width)"
                for line in layout.lines {
                    #expect(TestText.width(line) <= layout.measure, "\(place): too wide: \(line.text)")
                }
                for piece in Self.pieces(of: article, in: layout) {
                    var cursor = 0
                    var previous: String?
                    for line in piece.lines {
                        let text = Array(TestText.spansText(line))
                        let start = cursor
                        while cursor < piece.source.count, piece.source[cursor] == " " { cursor += 1 }
                        let brokeAtSpace = cursor > start
                        guard cursor + text.count <= piece.source.count,
                            Array(piece.source[cursor..<(cursor + text.count)]) == text
                        else {
                            Issue.record(
                                "\(place): line \(String(text)) is not the next text of \(String(piece.source))")
                            break
                        }
                        cursor += text.count
                        defer { previous = String(text) }
                        guard let above = previous else { continue }
                        continuations += 1
                        let first = try #require(text.first, "\(place): empty continuation")
                        let last = try #require(above.last, "\(place): empty line above a continuation")
                        #expect(!TestText.closing.contains(first), "\(place): starts with \(first): \(String(text))")
                        #expect(!TestText.opening.contains(last), "\(place): ends with \(last): \(above)")
                        if !brokeAtSpace, TestText.isASCIIAlphanumeric(last), TestText.isASCIIAlphanumeric(first) {
                            // Only a word wider than the line may be split.
                            let word = above.reversed().prefix { $0 != " " }.reversed() + text.prefix { $0 != " " }
                            let room = layout.measure - line.indent - line.prefix.width
                            #expect(TextWidth.width(of: String(word)) > room, "\(place): split \(String(word))")
                        }
                    }
                    #expect(cursor == piece.source.count, "\(place): text lost from \(String(piece.source))")
                }
            }
        }
        #expect(continuations > 10_000, "the widths should make plenty of wrapped lines")
    }

    @Test func wrapperAloneKeepsTheRulesOnEveryParagraph() throws {
        var paragraphs: [String] = []
        for (_, article) in try Self.demoArticles() {
            for block in article.blocks {
                guard let text = TestText.text(of: block, links: article.links) else { continue }
                paragraphs += text.split(separator: "\n").map(String.init)
            }
        }
        for paragraph in paragraphs {
            let characters = Array(paragraph)
            for width in stride(from: 10, through: 50, by: 3) {
                let lines = LineWrapper.lineRanges(for: characters, width: width).map { String(characters[$0]) }
                for line in lines {
                    #expect(TextWidth.width(of: line) <= width, "\(line) at \(width)")
                }
                for (above, below) in zip(lines, lines.dropFirst()) {
                    let first = try #require(below.first)
                    let last = try #require(above.last)
                    #expect(!TestText.closing.contains(first), "\(below) starts a line at \(width)")
                    #expect(!TestText.opening.contains(last), "\(above) ends a line at \(width)")
                }
                // Nothing but spaces at the breaks is lost.
                #expect(lines.joined().filter { $0 != " " } == paragraph.filter { $0 != " " })
            }
        }
    }
}
