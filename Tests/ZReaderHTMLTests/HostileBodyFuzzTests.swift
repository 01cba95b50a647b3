import Testing
import ZReaderHTML
import ZReaderModel
import ZReaderScreen

@testable import ZReaderFuzz

/// Hostile bodies from the fuzzer's content generator, seeded, through the real parser and layout.
@Suite("Hostile bodies, generated")
struct HostileBodyFuzzTests {
    static let seeds: [UInt64] = [11, 12, 20_261_201]
    static let bodiesPerSeed = 60

    @Test(arguments: seeds)
    func generatedBodiesParseWithinTheLimitsAndLayOutWithinTheMeasure(seed: UInt64) {
        var generator = ContentGenerator(seed: seed)
        var deepest = 0
        for index in 0..<Self.bodiesPerSeed {
            let body = generator.hostileBody()
            let article = ArticleParser.parse(body)
            #expect(article.blocks.count <= ArticleParser.maximumBlocks, "seed \(seed), body \(index)")
            #expect(Set(article.links).count == article.links.count, "seed \(seed), body \(index): links listed once")
            for block in article.blocks {
                var depth = 0
                var inner = block
                while case .quoted(let next) = inner {
                    depth += 1
                    inner = next
                }
                deepest = max(deepest, depth)
                if case .listItem(let marker, _, _) = inner {
                    #expect(marker.count <= 7, "seed \(seed), body \(index): marker \(marker)")
                }
            }
            // The narrowest measure makes a line of every character or two: every fifth body of
            // less than a few pages is laid out there too.
            let isShort = index % 5 == 0 && article.plainText.utf8.count < 30_000
            for width in isShort ? [6, 33, 120] : [33, 120] {
                let layout = ArticleLayout(article: article, width: width)
                #expect(
                    !article.isTruncated || layout.lines.contains { $0.kind == .notice }, "seed \(seed), body \(index)")
                for line in layout.lines {
                    #expect(
                        TestText.width(line) <= layout.measure, "seed \(seed), body \(index) at \(width): \(line.text)")
                }
            }
        }
        // The generator reaches the limits: quotes as deep as an article keeps them.
        #expect(deepest == ArticleParser.maximumQuoteDepth)
    }
}
