import Testing
import ZReaderDomain
import ZReaderHTML
import ZReaderModel
import ZReaderScreen

/// A physics story's formulas (`Tests/Fixtures/bodies/formulas.html`, a body in the API's markup
/// with `img.content-image` and `eeimg` formulas) laid out as a reader sees them.
@Suite("Formulas in the layout")
struct FormulaLayoutTests {
    private static func article() throws -> Article {
        ArticleParser.parse(try Bodies.fixture("formulas"))
    }

    /// Every formula of the article, in reading order.
    private static func formulas(in article: Article) -> [String] {
        article.blocks.flatMap { block -> [String] in
            switch block {
            case .paragraph(let spans): spans.filter { $0.style.contains(.formula) }.map(\.text.string)
            case .equation(let text): [text.string]
            default: []
            }
        }
    }

    /// The formula runs of each line, in order: a line's spans in the formula style.
    private static func formulaRuns(_ layout: ArticleLayout) -> [String] {
        layout.lines.flatMap { line in line.spans.filter { $0.style.contains(.formula) }.map(\.text.string) }
    }

    @Test func simpleFormulasReadAsUnicodeAndTheRestAsTeX() throws {
        let formulas = Self.formulas(in: try Self.article())
        #expect(formulas.contains("F = GMm/r²"))
        #expect(formulas.contains("ε₀"))
        #expect(formulas.contains("F = (1/(4πε₀))q₁q₂/r²"))
        #expect(formulas.contains("g = GM/R²"))
        #expect(formulas.contains("6.67 × 10⁻¹¹ N·m²/kg²"))
        #expect(formulas.contains("\\vec{F}=m\\vec{a}"))
        #expect(formulas.count == 23)
    }

    /// At 40, 80 and 120 columns every formula that fits the measure is on one line, whole; one
    /// wider than the measure is the only one that breaks, and only after its operators.
    @Test(arguments: [40, 80, 120])
    func aFormulaIsOneUnit(width: Int) throws {
        let article = try Self.article()
        let layout = ArticleLayout(article: article, width: width, maximumMeasure: 200)
        #expect(layout.measure == width - 4)
        var runs = Self.formulaRuns(layout)[...]
        var broken: [String] = []
        for formula in Self.formulas(in: article) {
            if TextWidth.width(of: formula) <= layout.measure {
                #expect(runs.popFirst() == formula, "\(width): \(formula)")
                continue
            }
            // Too wide: pieces that end after an operator and give the formula back.
            var pieces: [String] = []
            while pieces.joined(separator: " ").count < formula.count, let run = runs.popFirst() {
                pieces.append(run)
            }
            #expect(pieces.count > 1, "\(width): \(formula)")
            #expect(pieces.joined(separator: " ") == formula || pieces.joined() == formula, "\(width): \(pieces)")
            for piece in pieces.dropLast() {
                #expect(piece.last.map { "=+-≤≥×·±→,".contains($0) } == true, "\(width): \(piece)")
            }
            broken.append(formula)
        }
        #expect(runs.isEmpty)
        for line in layout.lines {
            #expect(TestText.width(line) <= layout.measure)
        }
        // At 40 columns the sum of energies, Gauss's law and the quadratic formula are wider than
        // the 36 of the measure; at 80 and 120 nothing is.
        #expect(broken.count == (width == 40 ? 3 : 0), "\(broken)")
    }

    @Test func theLongestFormulaBreaksAfterItsPlusSigns() throws {
        let layout = ArticleLayout(article: try Self.article(), width: 40)
        let runs = Self.formulaRuns(layout)
        let start = try #require(runs.firstIndex { $0.hasPrefix("E = (1/2)mv²") })
        // The first piece goes on the line the text before it left room on.
        #expect(Array(runs[start...].prefix(3)) == ["E = (1/2)mv² +", "mgh + (1/2)kx² + (1/2)Iω² +", "q²/(2C)"])
    }
}
