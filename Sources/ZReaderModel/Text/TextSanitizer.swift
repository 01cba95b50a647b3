/// Makes text from the network or the cache safe to put in a terminal cell.
///
/// Terminal escape sequences are removed whole — CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL
/// or ST), DCS, SOS, PM and APC strings, and their 8-bit C1 forms — so that a title can never
/// clear the screen, set the clipboard or retitle the window. Other C0 and C1 controls and DEL
/// are removed; tabs and line breaks become spaces (line breaks are kept where asked). Bidi
/// overrides, embeddings and isolates and other invisible format characters (zero-width space,
/// word joiner, BOM…) are removed: they could make text read differently from how it is stored.
/// Zero-width joiners and variation selectors stay: emoji and several scripts need them. Invalid
/// UTF-8 has already become U+FFFD when the bytes were decoded into a String.
public enum TextSanitizer {
    /// `text` without escape sequences, controls and invisible formatting.
    ///
    /// With `keepsNewlines`
    /// line breaks stay, CR LF and a lone CR becoming LF; with `keepsTabs` tabs stay, for text
    /// whose layout comes later (HTML, where `pre` expands them and the rest collapses them).
    public static func clean(_ text: String, keepsNewlines: Bool = false, keepsTabs: Bool = false) -> DisplayText {
        DisplayText(alreadyClean: cleanedString(text, keepsNewlines: keepsNewlines, keepsTabs: keepsTabs))
    }

    /// The same as a plain string, for text whose cleaning the module itself vouches for.
    static func cleanedString(_ text: String, keepsNewlines: Bool = false, keepsTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        while let scalar = next() {
            switch scalar.value {
            case 0x1B:
                guard let introducer = next() else { break }
                switch introducer {
                case "[": skipControlSequence(next)
                case "]", "P", "X", "^", "_": pending = skipString(next)
                default:
                    // A two-character escape (ESC c, ESC 7…): drop its printable second half too.
                    if !(0x20...0x7E).contains(introducer.value) { pending = introducer }
                }
            case 0x9B: skipControlSequence(next)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: pending = skipString(next)
            case 0x0A where keepsNewlines, 0x09 where keepsTabs: result.append(scalar)
            case 0x0D where keepsNewlines:
                let following = next()
                if following != "\n" { result.append("\n") }
                pending = following
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D: result.append(" ")
            default:
                if !isInvisible(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    private static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        isInvisible(scalar)
    }

    /// Controls, bidi formatting and invisible format characters that never belong in a cell.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0x061C,
            0xFFF9...0xFFFB, 0x180E:
            true
        default: false
        }
    }

    /// Skips a CSI's parameter and intermediate bytes and its final byte.
    private static func skipControlSequence(_ next: () -> Unicode.Scalar?) {
        while let scalar = next() {
            if (0x40...0x7E).contains(scalar.value) { return }
            if !(0x20...0x3F).contains(scalar.value) { return }
        }
    }

    /// Skips a string sequence up to its terminator: BEL, ST (`ESC \` or 0x9C).
    ///
    /// Returns a scalar
    /// read past an ESC that did not start ST, to be read again.
    private static func skipString(_ next: () -> Unicode.Scalar?) -> Unicode.Scalar? {
        while let scalar = next() {
            switch scalar.value {
            case 0x07, 0x9C: return nil
            case 0x1B:
                guard let following = next() else { return nil }
                return following == "\\" ? nil : following
            default: continue
            }
        }
        return nil
    }
}
