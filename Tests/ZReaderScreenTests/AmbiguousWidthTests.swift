import Testing
import ZReaderScreen

/// East Asian Ambiguous characters at one column and at two, each test in its own scope
/// (`AmbiguousWidth.during`): the process-wide setting is never touched, so the tests running
/// beside these keep one column.
@Suite("East Asian Ambiguous widths")
struct AmbiguousWidthTests {
    static let ambiguous: [Character] = ["·", "…", "—", "“", "”", "①", "※", "é", "α", "Я", "─", "▀", "●"]

    @Test(arguments: AmbiguousWidth.allCases)
    func ambiguousCharactersTakeTheColumnsOfTheSetting(_ setting: AmbiguousWidth) {
        AmbiguousWidth.during(setting) {
            for character in Self.ambiguous {
                #expect(TextWidth.width(of: character) == setting.columns, "\(character)")
            }
            #expect(TextWidth.width(of: "作者 · 3 分钟阅读") == 16 + setting.columns)
        }
    }

    @Test(arguments: AmbiguousWidth.allCases)
    func otherCharactersKeepTheirWidth(_ setting: AmbiguousWidth) {
        AmbiguousWidth.during(setting) {
            #expect(TextWidth.width(of: "知乎日报") == 8)
            #expect(TextWidth.width(of: "abc") == 3)
            #expect(TextWidth.width(of: Character("\u{301}")) == 0)
            #expect(TextWidth.width(of: Character("e\u{301}")) == 1)
            #expect(TextWidth.width(of: Character("😀")) == 2)
            #expect(TextWidth.width(of: Character("，")) == 2)
            // Combining marks are Ambiguous too, yet stay on the character before them.
            #expect(TextWidth.width(of: Character("\u{B7}\u{301}")) == setting.columns)
            #expect(!TextWidth.isAmbiguous("\u{301}"))
        }
    }

    /// kitty's image placeholder (a private-use character, Ambiguous in Unicode's table) is one
    /// column at either setting, as kitty and Ghostty draw it, and its row and column diacritics
    /// none; curses' `wcwidth` asks the same table.
    @Test(arguments: AmbiguousWidth.allCases)
    func theKittyPlaceholderIsOneColumnAtEitherSetting(_ setting: AmbiguousWidth) {
        AmbiguousWidth.during(setting) {
            #expect(TextWidth.width(of: Character("\u{10EEEE}")) == 1)
            #expect(TextWidth.width(of: Character("\u{10EEEE}\u{305}\u{30D}\u{30E}")) == 1)
            #expect(!TextWidth.isAmbiguous("\u{10EEEE}"))
            #expect(TextWidth.width(of: Character("\u{10EEED}")) == setting.columns, "its neighbours stay Ambiguous")
        }
    }

    @Test func outsideAnyScopeTheProcessWideSettingIsNarrow() {
        #expect(AmbiguousWidth.current == .narrow)
        #expect(TextWidth.width(of: Character("·")) == 1)
    }

    @Test(arguments: AmbiguousWidth.allCases)
    func aRowWithAmbiguousCharactersNeverExceedsTheScreen(_ setting: AmbiguousWidth) {
        AmbiguousWidth.during(setting) {
            let text = "“冷知识”①：南极……越冬站——值得※一去 · 3 分钟阅读"
            var buffer = ScreenBuffer(size: Size(columns: 20, rows: 3))
            for (row, line) in LineWrapper.wrap(text, width: 20, maxLines: 3).enumerated() {
                #expect(TextWidth.width(of: line) <= 20, "\(line)")
                buffer.write(TextSanitizer.clean(line), at: Point(x: 0, y: row), style: .plain)
            }
            for row in 0..<3 {
                let cells = buffer.row(row)
                #expect(cells.reduce(0) { $0 + Int($1.width) } == 20)
                for (index, cell) in zip(cells.indices, cells) where cell.width == 2 {
                    #expect(index + 1 < cells.endIndex && cells[index + 1].isContinuation)
                }
                for cell in cells where Self.ambiguous.contains(cell.grapheme) && !cell.isContinuation {
                    #expect(Int(cell.width) == setting.columns, "\(cell.grapheme)")
                }
            }
            let cut = LineWrapper.truncate(text, width: 9)
            #expect(cut.hasSuffix("…"))
            #expect(TextWidth.width(of: cut) <= 9, "\(cut)")
        }
    }

    @Test func aWideCharacterThatWouldCrossTheEdgeBecomesASpace() {
        AmbiguousWidth.during(.wide) {
            var buffer = ScreenBuffer(size: Size(columns: 5, rows: 1))
            buffer.write("ab c·", at: Point(x: 0, y: 0), style: .plain)
            #expect(buffer.text(ofRow: 0) == "ab c ")
            buffer.write("a·b", at: Point(x: 0, y: 0), style: .plain)
            #expect(buffer[1, 0].grapheme == "·" && buffer[1, 0].width == 2 && buffer[2, 0].isContinuation)
            #expect(buffer.text(ofRow: 0) == "a·b ")
        }
    }

    @Test func scopesRunningAtTheSameTimeKeepTheirOwnSetting() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                let setting: AmbiguousWidth = index.isMultiple(of: 2) ? .wide : .narrow
                group.addTask {
                    AmbiguousWidth.during(setting) {
                        (0..<200).allSatisfy { _ in TextWidth.width(of: "…·") == 2 * setting.columns }
                    }
                }
            }
            for await kept in group {
                #expect(kept)
            }
        }
    }
}

@Suite("The ellipsis at both widths")
struct EllipsisWidthTests {
    @Test(arguments: AmbiguousWidth.allCases, [1, 2, 3, 5, 8])
    func aCutTextWithItsEllipsisFitsTheWidth(_ setting: AmbiguousWidth, _ width: Int) {
        AmbiguousWidth.during(setting) {
            for text in ["abcdefghij", "知乎日报知乎日报", "a·b·c·d·e·f"] {
                let cut = LineWrapper.truncate(text, width: width)
                #expect(TextWidth.width(of: cut) <= width, "\(cut)")
                #expect(cut.hasSuffix("…") == (width >= setting.columns), "\(cut)")
                let wrapped = LineWrapper.wrap(text + text, width: width, maxLines: 1)
                #expect(wrapped.allSatisfy { TextWidth.width(of: $0) <= width }, "\(wrapped)")
            }
        }
    }
}
