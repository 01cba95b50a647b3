/// Breaks text into lines that fit a width in columns, following the rules of Chinese typesetting.
///
/// - A wide character is never split, and any CJK character may end a line.
/// - A run of Latin letters, digits and the punctuation inside them ("iPhone 15", "3.5", a URL)
///   is kept whole unless it alone is wider than the line.
/// - No line begins with closing punctuation (，。、；：？！）」』》…— and their kin): it stays with the
///   character before it. No line ends with opening punctuation (（「『《 and their kin): it moves to
///   the next line with the character after it.
/// - Spaces at a break are dropped.
public enum LineWrapper {
    /// The lines of `text` at `width` columns, at most `maxLines` of them; when text is left over,
    /// the last line ends in an ellipsis. Newlines in `text` start new lines.
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

    /// The character ranges of each line of `characters` (which hold no newline) at `width`.
    /// Spaces dropped at breaks belong to no range.
    public static func lineRanges(for characters: [Character], width: Int) -> [Range<Int>] {
        guard width > 0 else { return [] }
        var lines: [Range<Int>] = []
        var lineStart: Int?
        var lineEnd = 0
        var lineWidth = 0
        for unit in units(of: characters) {
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
            // A single unit wider than the line: break it between graphemes.
            var start = unit.range.lowerBound
            var used = 0
            for index in unit.range {
                let columns = TextWidth.width(of: characters[index])
                if used + columns > width && index > start {
                    lines.append(start..<index)
                    start = index
                    used = 0
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

    /// Characters that must not begin a line.
    static let closingPunctuation: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "】", "〕", "〉", "〗", "｝", "］",
        "…", "—", "’", "”", "％", "·", "・", "ー", "～", "｡", "､", "ゝ", "々",
        ",", ".", ";", ":", "?", "!", ")", "]", "}", "%", "'", "\"",
    ]

    /// Characters that must not end a line.
    static let openingPunctuation: Set<Character> = [
        "（", "「", "『", "《", "【", "〔", "〈", "〖", "｛", "［", "‘", "“", "(", "[", "{",
    ]

    private struct Unit {
        var range: Range<Int>
        var width: Int
        var spaceBefore: Int
        var endsWithWord: Bool
        var isOpen: Bool
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        guard TextWidth.width(of: character) == 1, !character.isWhitespace else { return false }
        return !openingPunctuation.contains(character)
    }

    /// Groups characters into pieces that no line break may cut.
    private static func units(of characters: [Character]) -> [Unit] {
        var units: [Unit] = []
        var pendingSpace = 0
        for (index, character) in characters.enumerated() {
            let columns = TextWidth.width(of: character)
            if character.isWhitespace && character != "\u{3000}" {
                pendingSpace += max(columns, 1)
                continue
            }
            let isWord = isWordCharacter(character)
            if var last = units.last, pendingSpace == 0 {
                let joinsWord = isWord && last.endsWithWord
                let joinsBackward = closingPunctuation.contains(character)
                if last.isOpen || joinsWord || joinsBackward {
                    last.range = last.range.lowerBound..<(index + 1)
                    last.width += columns
                    last.endsWithWord = isWord
                    last.isOpen = openingPunctuation.contains(character)
                    units[units.count - 1] = last
                    continue
                }
            }
            units.append(
                Unit(
                    range: index..<(index + 1), width: columns,
                    spaceBefore: pendingSpace, endsWithWord: isWord,
                    isOpen: openingPunctuation.contains(character)))
            pendingSpace = 0
        }
        return units
    }

    private static func withEllipsis(_ line: String, width: Int) -> String {
        var kept: [Character] = []
        var used = 0
        for character in line {
            let columns = TextWidth.width(of: character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        while let last = kept.last, last.isWhitespace || openingPunctuation.contains(last) {
            kept.removeLast()
        }
        return String(kept) + "…"
    }
}
