import Testing
import ZReaderDomain
import ZReaderScreen
import ZReaderTestSupport
import ZReaderViews

/// The home screen with East Asian Ambiguous characters in titles and hints, laid out and
/// rendered at one column and at two (inside `AmbiguousWidth.during`, never process-wide).
@Suite("Rendering Ambiguous characters at both widths")
struct AmbiguousWidthRenderingTests {
    static let titles: [DisplayText] = [
        "“冷知识”①：为什么南极的越冬站……值得※一去？",
        "※注意——“北方”和“南方”的暖气之争，①②③ 三个答案都和你想的不一样，最后一个最出人意料……",
        "α 粒子、Я 字母与 · 间隔号：排版里的“半角”和“全角”",
    ]

    func day() -> DayFeed {
        DayFeed(
            date: Fixtures.today,
            stories: Self.titles.enumerated().map { index, title in
                StorySummary(
                    id: StoryID(9_200_000 + index), title: title, hint: "作者…\(index) · \(index + 2) 分钟阅读",
                    imageHue: RGBColor(hex: 0x305070), gaPrefix: nil)
            })
    }

    func frame(_ setting: AmbiguousWidth, size: Size) -> ScreenBuffer {
        AmbiguousWidth.during(setting) {
            let state = Fixtures.state(size: size, days: [day()] + Fixtures.days(olderDays: 1).dropFirst())
            return AppView.render(state, depth: .trueColor)
        }
    }

    @Test(arguments: [AmbiguousWidth.narrow, .wide], [Size(columns: 80, rows: 24), Size(columns: 41, rows: 30)])
    func everyRowFillsTheScreenExactlyAndWideCharactersHaveTheirContinuation(
        _ setting: AmbiguousWidth, _ size: Size
    ) {
        let frame = frame(setting, size: size)
        var ambiguousCells = 0
        for row in 0..<size.rows {
            let cells = Array(frame.row(row))
            #expect(cells.reduce(0) { $0 + Int($1.width) } == size.columns, "row \(row): \(frame.text(ofRow: row))")
            for (index, cell) in cells.enumerated() {
                if cell.isContinuation {
                    #expect(index > 0 && cells[index - 1].width == 2, "row \(row) column \(index)")
                }
                if cell.width == 2 {
                    #expect(index + 1 < cells.count && cells[index + 1].isContinuation, "row \(row) column \(index)")
                }
                guard !cell.isContinuation, let scalar = cell.grapheme.unicodeScalars.first,
                    TextWidth.isAmbiguous(scalar)
                else { continue }
                ambiguousCells += 1
                #expect(Int(cell.width) == setting.columns, "\(cell.grapheme) at row \(row) column \(index)")
            }
        }
        #expect(ambiguousCells > 10)
    }

    @Test func theWideLayoutShowsTheSameTextInFewerCharactersPerRow() {
        let size = Size(columns: 80, rows: 24)
        let narrow = frame(.narrow, size: size)
        let wide = frame(.wide, size: size)
        let narrowText = narrow.lines.joined(separator: "\n")
        let wideText = wide.lines.joined(separator: "\n")
        #expect(narrowText.contains("“冷知识”①：为什么南极的越冬站……值得※一去？"))
        #expect(wideText.contains("“冷知识”①：为什么南极的越冬站……值得※一去？"))
        #expect(narrowText.contains("作者…0 · 2 分钟阅读"))
        #expect(wideText.contains("作者…0 · 2 分钟阅读"))
        // The long title breaks earlier when its Ambiguous characters take two columns.
        let breakRow = { (frame: ScreenBuffer) in
            frame.lines.first { $0.contains("※注意——") }.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(breakRow(wide).count < breakRow(narrow).count, "\(breakRow(wide)) | \(breakRow(narrow))")
    }
}
