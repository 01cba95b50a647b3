/// Display width of text in terminal columns, the same on every machine.
///
/// The width of a grapheme is that of its first code point (CJK and other East Asian Wide or
/// Fullwidth characters: 2; combining marks and format characters: 0; East Asian Ambiguous
/// characters: `AmbiguousWidth.current`, 1 unless the terminal draws them wide; the rest: 1,
/// unassigned code points too, but for those Unicode keeps for ideographs, which take 2),
/// which is what ncurses and glibc's `wcwidth` use to place it (for Ambiguous characters drawn
/// wide, curses is taught the same through ZReaderCurses). Computing it here rather than with
/// `wcwidth` keeps tests, which never call `setlocale`, in agreement with the app.
public enum TextWidth {
    /// Columns taken by one code point: 0, 1 or 2.
    ///
    /// Control characters take none.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value >= 0x300, isInRanges(value, UnicodeWidthTable.zero) { return 0 }
        if value >= 0x1100, isInRanges(value, UnicodeWidthTable.wide) { return 2 }
        if isAmbiguous(scalar) { return AmbiguousWidth.current.columns }
        return 1
    }

    /// Whether `scalar` is East Asian Ambiguous (and not zero-width): one column or two, as the
    /// terminal is set.
    public static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        isInRanges(scalar.value, UnicodeWidthTable.ambiguous)
    }

    /// Columns taken by one grapheme as a terminal cell shows it.
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count == 1 || first.value < 0x300 && first.value >= 0x20 {
            return width(of: first)
        }
        for scalar in character.unicodeScalars {
            let scalarWidth = width(of: scalar)
            if scalarWidth > 0 { return scalarWidth }
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return 0 }
        }
        return 0
    }

    /// Columns taken by a string, grapheme by grapheme.
    public static func width(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += width(of: character)
        }
        return total
    }

    /// The grapheme reduced to what one terminal cell can hold: its spacing character first
    /// (zero-width characters a cluster may start with, such as prepended format marks, are
    /// dropped), at most four combining marks after it (curses' `CCHARW_MAX` is five), nothing
    /// after a zero-width joiner, no tag characters, and one regional indicator of a flag pair.
    ///
    /// The result has the same width as the original by `width(of:)`.
    public static func cellGrapheme(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        if scalars.count == 1 { return character }
        var kept = String.UnicodeScalarView()
        for scalar in scalars {
            let value = scalar.value
            let columns = width(of: scalar)
            if kept.isEmpty {
                if columns > 0 { kept.append(scalar) }
                continue
            }
            if value == 0x200D || kept.count == 5 || columns != 0 { break }
            if (0xE0000...0xE007F).contains(value) || value < 0x20 || (0x7F..<0xA0).contains(value) { continue }
            kept.append(scalar)
        }
        let reduced = String(kept)
        guard reduced.count == 1, let cell = reduced.first else { return " " }
        return cell
    }

    private static func isInRanges(_ value: UInt32, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
