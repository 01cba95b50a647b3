import ZReaderDomain
import ZReaderScreen

/// The inline text of the block being read: styled spans, with HTML's whitespace collapsed.
///
/// A run of spaces, tabs and line breaks becomes one space, and nothing at the start or end of a
/// line. A run holding a line break between two Chinese characters, or next to Chinese
/// punctuation, becomes nothing, as CSS does it: the bodies break lines inside paragraphs, and a
/// space there would show in the middle of a sentence. A `br` is kept as a "\n" span of its own.
struct InlineText {
    /// What the text amounts to once taken.
    enum Content {
        case empty
        /// The text is one formula and nothing else: a display formula.
        case formula(String)
        case spans([InlineSpan])
    }

    /// A run of text in one style, as read; it becomes an `InlineSpan` when the text is taken.
    private struct Piece {
        var text: String
        var style: InlineStyle
    }

    private var spans: [Piece] = []
    /// Counts visible writes and never goes back, so a caller can tell whether anything was
    /// written between two moments (a link with text gets a number, one without does not).
    private(set) var writes = 0
    /// Counts takes, for the same reason: a mark made before one says nothing about the text after.
    private var takes = 0
    /// Whitespace seen since the last visible character, with the style it was seen in.
    private var pendingSpace: (hasLineBreak: Bool, style: InlineStyle)?
    /// The last visible scalar of the current line; nil at the start and after a `br`.
    private var previous: Unicode.Scalar?
    /// The formula, while it is all the text holds.
    private var formula: String?

    var isEmpty: Bool { spans.isEmpty }

    /// Whether the text so far ends in a `br`.
    var endsWithLineBreak: Bool { spans.last?.text == "\n" }

    mutating func append(_ text: String, style: InlineStyle) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if InlineText.isCollapsible(scalar) {
                let isLineBreak = scalar == "\n"
                if let pending = pendingSpace {
                    pendingSpace = (hasLineBreak: pending.hasLineBreak || isLineBreak, style: pending.style)
                } else {
                    pendingSpace = (hasLineBreak: isLineBreak, style: style)
                }
                index = scalars.index(after: index)
                continue
            }
            var end = scalars.index(after: index)
            var last = scalar
            while end != scalars.endIndex, !InlineText.isCollapsible(scalars[end]) {
                last = scalars[end]
                end = scalars.index(after: end)
            }
            writeVisible(Substring(scalars[index..<end]), first: scalar, last: last, style: style)
            formula = nil
            index = end
        }
    }

    /// A formula, from its TeX: one piece of its own, alone in its paragraph a display formula.
    ///
    /// In Unicode where it can be (`TeXFormula`), else as TeX in the code style.
    mutating func appendFormula(_ tex: String, style: InlineStyle) {
        let unicode = TeXFormula.unicode(tex)
        let text = unicode ?? tex
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return }
        let isFirst = spans.isEmpty
        writeVisible(
            Substring(text), first: first, last: last,
            style: style.union(unicode == nil ? [.formula, .code] : .formula))
        formula = isFirst ? text : nil
    }

    /// Text glued to what precedes it, before any pending space: a link's `[n]`.
    mutating func appendAttached(_ text: String, style: InlineStyle) {
        guard !spans.isEmpty else { return }
        write(Substring(text), style: style)
        formula = nil
    }

    /// Where the text stands, to find later what was written since.
    struct Mark {
        fileprivate var pieces: Int
        fileprivate var lastLength: Int
        fileprivate var takes: Int
    }

    var mark: Mark {
        Mark(pieces: spans.count, lastLength: spans.last?.text.utf8.count ?? 0, takes: takes)
    }

    /// Sets what was written since `mark` as a citation, when it reads as one: `[1]`, `2`,
    /// `[3, 4]` or `[5-7]` in superscript (a `sup`) become superscript digits, `¹`, `³,⁴`, `⁵⁻⁷`,
    /// so that they cannot be taken for a link's `[n]`.
    ///
    /// Anything else (`<sup>TM</sup>`, a link inside)
    /// stays as it was.
    mutating func markCitation(since mark: Mark) {
        // A block inside the `sup` took the text in between: what remains is no citation.
        guard mark.takes == takes, mark.pieces <= spans.count, !spans.isEmpty else { return }
        var first = max(0, mark.pieces - 1)
        var offset = mark.pieces > 0 ? mark.lastLength : 0
        if mark.pieces > 0, offset >= spans[first].text.utf8.count {
            first += 1
            offset = 0
        }
        guard first < spans.count, spans[first...].allSatisfy({ $0.style.contains(.superscript) }) else { return }
        let head = spans[first].text.utf8
        var written = String(decoding: head[head.index(head.startIndex, offsetBy: offset)...], as: UTF8.self)
        for piece in spans[(first + 1)...] { written += piece.text }
        guard let citation = InlineText.citation(written) else { return }
        let style = spans[first].style
        let kept = String(decoding: head.prefix(offset), as: UTF8.self)
        spans.removeSubrange(first...)
        if !kept.isEmpty { spans.append(Piece(text: kept, style: style)) }
        spans.append(Piece(text: citation, style: style))
        previous = citation.unicodeScalars.last
        formula = nil
    }

    /// `text` as superscript digits when it is a citation mark, its spaces kept; nil otherwise.
    private static func citation(_ text: String) -> String? {
        let leading = text.prefix { $0 == " " }
        var mark = text.dropFirst(leading.count)
        while mark.last == " " { mark.removeLast() }
        let trailing = String(repeating: " ", count: text.count - leading.count - mark.count)
        if mark.first == "[", mark.last == "]" { mark = mark.dropFirst().dropLast() }
        guard let first = mark.first, first.isASCII, first.isNumber, let last = mark.last, last.isASCII, last.isNumber
        else { return nil }
        var converted = ""
        var previousWasDigit = false
        for character in mark where character != " " {
            if let index = character.wholeNumberValue, character.isASCII {
                converted.append(InlineText.superscriptDigits[index])
                previousWasDigit = true
                continue
            }
            // One separator between two numbers: "1,2", "1、2", "1-3".
            guard previousWasDigit else { return nil }
            previousWasDigit = false
            switch character {
            case ",", "，", "、": converted.append(",")
            case "-", "–", "~", "～": converted.append("⁻")
            default: return nil
            }
        }
        return String(leading) + converted + trailing
    }

    private static let superscriptDigits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// A `br`.
    ///
    /// Leading ones are dropped, and a run of them leaves at most one empty line.
    mutating func lineBreak() {
        pendingSpace = nil
        guard !spans.isEmpty else { return }
        let count = spans.count
        if count >= 2, spans[count - 1].text == "\n", spans[count - 2].text == "\n" { return }
        spans.append(Piece(text: "\n", style: []))
        previous = nil
        formula = nil
    }

    /// The text read so far, trimmed; the buffer starts over.
    mutating func take() -> Content {
        var result = spans
        let formula = formula
        let writes = writes
        let takes = takes
        self = InlineText()
        self.writes = writes
        self.takes = takes + 1
        while let last = result.last, last.text.allSatisfy(\.isWhitespace) { result.removeLast() }
        while let first = result.first, first.text.allSatisfy(\.isWhitespace) { result.removeFirst() }
        guard !result.isEmpty else { return .empty }
        if let formula { return .formula(formula) }
        // Text nodes were cleaned as they were read; the spans are made from those pieces here,
        // where the body's text becomes the article's.
        // No-break and ideographic spaces are not collapsed, but they mean nothing at the ends.
        if result[0].text.first?.isWhitespace == true {
            result[0].text = String(result[0].text.drop(while: \.isWhitespace))
        }
        let lastIndex = result.count - 1
        while result[lastIndex].text.last?.isWhitespace == true {
            result[lastIndex].text.removeLast()
        }
        return .spans(result.map { InlineSpan(TextSanitizer.clean($0.text, keepsNewlines: true), style: $0.style) })
    }

    /// The text read so far as a plain string, trimmed; the buffer starts over.
    mutating func takeText() -> String {
        switch take() {
        case .empty: ""
        case .formula(let tex): tex
        case .spans(let spans): spans.map(\.text.string).joined()
        }
    }

    // MARK: Writing

    private mutating func writeVisible(
        _ text: Substring, first: Unicode.Scalar, last: Unicode.Scalar, style: InlineStyle
    ) {
        if let pending = pendingSpace, let previous,
            !(pending.hasLineBreak && InlineText.joinsAcrossLineBreak(previous, first))
        {
            // The space belongs to what both sides share: not underlined between a link and text,
            // and not part of a formula on either side.
            write(" ", style: pending.style.intersection(style).subtracting(.formula))
        }
        pendingSpace = nil
        write(text, style: style)
        previous = last
    }

    private mutating func write(_ text: Substring, style: InlineStyle) {
        writes += 1
        // Each formula stays a piece of its own, even beside another.
        if let last = spans.last, last.style == style, last.text != "\n", !style.contains(.formula) {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Piece(text: String(text), style: style))
        }
    }

    // MARK: Characters

    /// HTML's collapsible whitespace as text nodes bring it (CR already LF, form feed a space);
    /// a no-break space is not among it.
    private static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n": true
        default: false
        }
    }

    private static func joinsAcrossLineBreak(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        (isChinese(before) && isChinese(after)) || isChinesePunctuation(before) || isChinesePunctuation(after)
    }

    /// Wide (East Asian) characters other than Hangul, and the narrow punctuation Chinese text
    /// uses (curly quotes, ellipsis, dash, middle dot).
    private static func isChinese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2014, 0x00B7:
            true
        default:
            false
        }
    }

    /// Full-width punctuation, which carries its own spacing.
    private static func isChinesePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFE30...0xFE4F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40,
            0xFF5B...0xFF65:
            true
        default:
            false
        }
    }
}
