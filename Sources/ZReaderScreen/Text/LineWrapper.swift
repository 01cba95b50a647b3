/// Breaks text into lines that fit a width in columns, following the rules of Chinese typesetting.
///
/// - A wide character is never split, and any CJK character may end a line.
/// - A run of Latin letters, digits and the punctuation inside them ("iPhone 15", "3.5", a URL)
///   is kept whole unless it alone is wider than the line.
/// - No line begins with closing punctuation (，。、；：？！）」』》…— and their kin): it stays with the
///   character before it, even across a space. No line ends with opening punctuation (（「『《 and
///   their kin): it moves to the next line with the character after it. This holds when a word
///   wider than the line has to be cut, too.
/// - No line breaks at a no-break space (`&nbsp;`).
/// - A formula (a range the caller keeps whole) is one unit, spaces and all; one wider than the
///   line breaks after its own operators (`=`, `+`, `≤`, `×`…), outside brackets first.
/// - Spaces at a break are dropped.
public enum LineWrapper {
    /// The lines of `text` at `width` columns, at most `maxLines` of them; when text is left over,
    /// the last line ends in an ellipsis.
    ///
    /// Newlines in `text` start new lines.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var truncated = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            let ranges = lineRanges(for: characters, width: width)
            for range in ranges.isEmpty ? [0..<0] : ranges {
                if lines.count == maxLines {
                    truncated = true
                    break
                }
                lines.append(String(characters[range]))
            }
            if truncated { break }
        }
        if truncated, let last = lines.popLast() {
            lines.append(withEllipsis(last, width: width))
        }
        return lines
    }

    /// `text` cut to `width` columns, ending in "…" when anything was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.width(of: text) <= width { return text }
        return withEllipsis(text, width: width)
    }

    /// `line` ending in "…" within `width` columns, cut where the ellipsis needs the room: the
    /// last line kept of a text that goes on.
    public static func continued(_ line: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = TextWidth.width(of: Character("…"))
        return withEllipsis(line, width: min(width, TextWidth.width(of: line) + ellipsisWidth))
    }

    /// The character ranges of each line of `characters` (which hold no newline) at `width`;
    /// each of `formulas` (ascending, apart) stays on one line unless it is wider than the line.
    ///
    /// Spaces dropped at breaks belong to no range.
    public static func lineRanges(
        for characters: [Character], width: Int, keepingWhole formulas: [Range<Int>] = []
    ) -> [Range<Int>] {
        guard width > 0 else { return [] }
        var lines: [Range<Int>] = []
        var lineStart: Int?
        var lineEnd = 0
        var lineWidth = 0
        let units = units(of: characters, formulas: formulas).flatMap { unit in
            unit.isFormula && unit.width > width ? pieces(of: unit, in: characters, width: width) : [unit]
        }
        for unit in units {
            let gap = lineStart == nil ? 0 : unit.spaceBefore
            if lineStart != nil && lineWidth + gap + unit.width <= width {
                lineEnd = unit.range.upperBound
                lineWidth += gap + unit.width
                continue
            }
            if let start = lineStart {
                lines.append(start..<lineEnd)
                lineStart = nil
            }
            if unit.width <= width {
                lineStart = unit.range.lowerBound
                lineEnd = unit.range.upperBound
                lineWidth = unit.width
                continue
            }
            // A single unit wider than the line: break it between graphemes, still keeping
            // closing punctuation off the start of a line and opening punctuation off its end.
            var start = unit.range.lowerBound
            var used = 0
            for index in unit.range {
                let columns = TextWidth.width(of: characters[index])
                while used + columns > width && index > start {
                    let cut = cutInsideUnit(characters, start: start, end: index)
                    lines.append(start..<cut)
                    start = cut
                    used = characters[cut..<index].reduce(0) { $0 + TextWidth.width(of: $1) }
                }
                used += columns
            }
            lineStart = start
            lineEnd = unit.range.upperBound
            lineWidth = used
        }
        if let start = lineStart {
            lines.append(start..<lineEnd)
        }
        return lines
    }

    /// Where to cut a unit that does not fit, given that `start..<end` fills the line: at `end`,
    /// or a little earlier after a URL's separator ("/", "?", "&"…), so that the pieces of a long
    /// link read as such, and never before closing or after opening punctuation.
    private static func cutInsideUnit(_ characters: [Character], start: Int, end: Int) -> Int {
        func allowed(_ cut: Int) -> Bool {
            !closingPunctuation.contains(characters[cut]) && !openingPunctuation.contains(characters[cut - 1])
        }
        var cut = end
        while cut > start + 1 && !allowed(cut) {
            cut -= 1
        }
        // Give up at most half the line for a nicer break.
        let earliest = start + max(1, (cut - start + 1) / 2)
        var candidate = cut
        while candidate >= earliest {
            if urlSeparators.contains(characters[candidate - 1]) && allowed(candidate) { return candidate }
            candidate -= 1
        }
        return cut
    }

    /// Characters after which a long URL or path breaks best.
    private static let urlSeparators: Set<Character> = ["/", "?", "&", "=", "-", "_", "#", "."]

    /// Characters that must not begin a line.
    static let closingPunctuation: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "】", "〕", "〉", "〗", "〙", "〛",
        "｝", "］", "｠", "｣", "〞", "〟", "…", "‥", "—", "’", "”", "％", "‰", "℃", "°", "′", "″", "·",
        "・", "ー", "～", "｡", "､", "ゝ", "ゞ", "ヽ", "ヾ", "々", "〻", "．", "﹐", "﹑", "﹒", "﹔", "﹕",
        "﹖", "﹗", "﹚", "﹜", "﹞", "‼", "⁇", "⁈", "⁉",
        ",", ".", ";", ":", "?", "!", ")", "]", "}", "%", "'", "\"",
    ]

    /// Characters that must not end a line.
    static let openingPunctuation: Set<Character> = [
        "（", "「", "『", "《", "【", "〔", "〈", "〖", "〘", "〚", "｛", "［", "｟", "｢", "〝", "‘", "“",
        "﹙", "﹛", "﹝", "￥", "＄", "(", "[", "{",
    ]

    private static let closingScalars = scalarValues(of: closingPunctuation)
    private static let openingScalars = scalarValues(of: openingPunctuation)

    private static func scalarValues(of characters: Set<Character>) -> Set<UInt32> {
        Set(characters.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first?.value : nil })
    }

    /// What line breaking needs to know about one character, read off its code point: this runs
    /// for every character of every article, and `Character` sets and properties are slow.
    private struct Traits {
        var width: Int
        var isBreakingSpace = false
        /// Part of a Latin word or number: a narrow character that is no space or opening mark.
        var isWord = false
        var isClosing = false
        var isOpening = false
        /// A no-break space or joiner: shown (or not) like any character, never broken at.
        var isGlue = false
        /// Straight quotes open as often as they close, so a space before one is a break opportunity.
        var isStraightQuote = false

        init(_ character: Character) {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else {
                width = 0
                return
            }
            guard scalars.index(after: scalars.startIndex) == scalars.endIndex else {
                // A cluster (a letter with combining marks, an emoji sequence, "\r\n").
                width = TextWidth.width(of: character)
                isBreakingSpace = first == "\r"
                isWord = width == 1 && !isBreakingSpace
                return
            }
            let value = first.value
            width = TextWidth.width(of: first)
            switch value {
            case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F:
                isBreakingSpace = true
            case 0xA0, 0x2007, 0x202F, 0x2060:
                isGlue = true
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x4E00...0x9FFF:
                // Letters, digits and ideographs, most of any text: no punctuation to look up.
                isWord = width == 1
            default:
                isClosing = LineWrapper.closingScalars.contains(value)
                isOpening = LineWrapper.openingScalars.contains(value)
                isWord = width == 1 && !isOpening
                isStraightQuote = value == 0x22 || value == 0x27
            }
        }
    }

    private struct Unit {
        var range: Range<Int>
        var width: Int
        var spaceBefore: Int
        var endsWithWord: Bool
        var isOpen: Bool
        /// Holds a formula, which breaks only at its operators.
        var isFormula = false
    }

    /// Groups characters into pieces that no line break may cut: a formula whole, with what
    /// opens before it and closes after it.
    private static func units(of characters: [Character], formulas: [Range<Int>]) -> [Unit] {
        var units: [Unit] = []
        var pendingSpace = 0
        var nextFormula = formulas.startIndex
        var index = 0
        while index < characters.count {
            while nextFormula < formulas.endIndex, formulas[nextFormula].upperBound <= index { nextFormula += 1 }
            if nextFormula < formulas.endIndex, formulas[nextFormula].lowerBound == index {
                let formula = formulas[nextFormula].clamped(to: index..<characters.count)
                let width = characters[formula].reduce(0) { $0 + TextWidth.width(of: $1) }
                let endsWithWord = characters[formula].last.map { Traits($0).isWord } ?? false
                if var last = units.last, last.isOpen, pendingSpace == 0 {
                    last.range = last.range.lowerBound..<formula.upperBound
                    last.width += width
                    last.endsWithWord = endsWithWord
                    last.isOpen = false
                    last.isFormula = true
                    units[units.count - 1] = last
                } else {
                    units.append(
                        Unit(
                            range: formula, width: width, spaceBefore: pendingSpace, endsWithWord: endsWithWord,
                            isOpen: false, isFormula: true))
                }
                pendingSpace = 0
                index = formula.upperBound
                continue
            }
            let character = characters[index]
            defer { index += 1 }
            let traits = Traits(character)
            if traits.isBreakingSpace {
                pendingSpace += max(traits.width, 1)
                continue
            }
            let opensNext = traits.isOpening || traits.isGlue
            if var last = units.last {
                let joinsWord = pendingSpace == 0 && traits.isWord && last.endsWithWord
                // Closing punctuation stays with what it closes even across a space ("foo )").
                let joinsBackward = traits.isClosing && (pendingSpace == 0 || !traits.isStraightQuote)
                if last.isOpen || joinsWord || joinsBackward || (traits.isGlue && pendingSpace == 0) {
                    last.range = last.range.lowerBound..<(index + 1)
                    last.width += pendingSpace + traits.width
                    last.endsWithWord = traits.isWord
                    last.isOpen = opensNext
                    units[units.count - 1] = last
                    pendingSpace = 0
                    continue
                }
            }
            units.append(
                Unit(
                    range: index..<(index + 1), width: traits.width,
                    spaceBefore: pendingSpace, endsWithWord: traits.isWord, isOpen: opensNext))
            pendingSpace = 0
        }
        return units
    }

    /// A formula wider than the line as pieces that each end after one of its operators.
    ///
    /// Outside brackets where that makes every piece fit, else at any depth; the spaces after an
    /// operator go with the break.
    private static func pieces(of formula: Unit, in characters: [Character], width: Int) -> [Unit] {
        let outer = pieces(of: formula, in: characters, anyDepth: false)
        return outer.flatMap { piece in
            piece.width > width ? pieces(of: piece, in: characters, anyDepth: true) : [piece]
        }
    }

    private static func pieces(of unit: Unit, in characters: [Character], anyDepth: Bool) -> [Unit] {
        var pieces: [Unit] = []
        var start = unit.range.lowerBound
        var spaceBefore = unit.spaceBefore
        var depth = 0
        var index = unit.range.lowerBound
        func piece(_ range: Range<Int>, spaceBefore: Int) -> Unit {
            Unit(
                range: range, width: characters[range].reduce(0) { $0 + TextWidth.width(of: $1) },
                spaceBefore: spaceBefore, endsWithWord: false, isOpen: false)
        }
        while index < unit.range.upperBound {
            let character = characters[index]
            index += 1
            if "([{（".contains(character) { depth += 1 }
            if ")]}）".contains(character) { depth = max(0, depth - 1) }
            // Never after a sign that begins the piece, nor at its very end.
            guard formulaOperators.contains(character), depth == 0 || anyDepth,
                characters[start..<(index - 1)].contains(where: { !$0.isWhitespace })
            else { continue }
            var next = index
            while next < unit.range.upperBound, characters[next].isWhitespace { next += 1 }
            guard next < unit.range.upperBound else { break }
            pieces.append(piece(start..<index, spaceBefore: spaceBefore))
            spaceBefore = next - index
            start = next
            index = next
        }
        pieces.append(piece(start..<unit.range.upperBound, spaceBefore: spaceBefore))
        return pieces
    }

    /// The relations and operators after which a formula too wide for its line may break.
    private static let formulaOperators: Set<Character> = [
        "=", "+", "-", "<", ">", ",", ";", "≤", "≥", "≠", "≈", "≡", "∼", "≃", "≅", "∝", "≪", "≫", "∈", "∉",
        "⊂", "⊆", "⊃", "⊇", "→", "←", "⇒", "⇐", "↔", "⇔", "↦", "×", "÷", "±", "∓", "·", "∪", "∩",
    ]

    /// `line` cut to leave room for "…" within `width` (the ellipsis is East Asian Ambiguous: it
    /// takes two columns where the terminal draws those wide), then the ellipsis; just cut when
    /// not even the ellipsis fits.
    private static func withEllipsis(_ line: String, width: Int) -> String {
        let ellipsisWidth = TextWidth.width(of: Character("…"))
        let fitsEllipsis = width >= ellipsisWidth
        let room = fitsEllipsis ? width - ellipsisWidth : width
        var kept: [Character] = []
        var used = 0
        for character in line {
            let columns = TextWidth.width(of: character)
            if used + columns > room { break }
            kept.append(character)
            used += columns
        }
        while let last = kept.last, last.isWhitespace || openingPunctuation.contains(last) {
            kept.removeLast()
        }
        return String(kept) + (fitsEllipsis ? "…" : "")
    }
}
