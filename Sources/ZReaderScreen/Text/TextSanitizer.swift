/// Makes text from the network or the cache safe to put in a terminal cell.
///
/// Terminal escape sequences are removed whole — CSI (`ESC [` … final byte), OSC (`ESC ]` … BEL
/// or ST), DCS, SOS, PM and APC strings, and their 8-bit C1 forms — so that a title can never
/// clear the screen, set the clipboard or retitle the window. Other C0 and C1 controls and DEL
/// are removed; tabs and line breaks become spaces (line breaks are kept where asked). Bidi
/// overrides, embeddings and isolates and other invisible format characters (zero-width space,
/// word joiner, BOM…) are removed: they could make text read differently from how it is stored.
/// So is U+10EEEE, kitty's image placeholder, which only zreader's own picture cells may hold.
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
        // Line breaks and tabs that are kept need nothing: the text of a `pre` is full of them.
        let needsAttention: (Unicode.Scalar) -> Bool = { scalar in
            switch scalar {
            case "\n": !keepsNewlines
            case "\t": !keepsTabs
            default: isInvisible(scalar)
            }
        }
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
            case 0x0A, 0x0B, 0x0C, 0x0D:
                // A line break in one-line text (a title's `\r\n`) is one space however it was
                // written, and the spaces around it go with it: never a double space.
                while result.last == " " { result.removeLast() }
                result.append(" ")
                while let following = next() {
                    guard following == " " || following == "\r" || following == "\n" else {
                        pending = following
                        break
                    }
                }
            case 0x09: result.append(" ")
            default:
                if !isInvisible(scalar) { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// Raw HTML with terminal escape sequences removed whole, and the other C0 controls an HTML
    /// parser would drop anyway; the markup and all other text are left as they are.
    ///
    /// An HTML parser drops ESC and BEL
    /// (and the character references `&#27;` and `&#7;`) as invalid characters, so cleaning its text
    /// afterwards would leave the tails of their sequences (`]52;c;SGVsbG8=`, `[2J`) on screen; here
    /// the sequence goes with its introducer: CSI (`ESC [` … final byte), OSC, DCS, SOS, PM and APC
    /// strings up to BEL or ST, two-character and `ESC (`-style escapes, and their 8-bit C1 forms.
    /// A sequence never swallows markup: it ends before a `<`, so an unterminated string cannot eat
    /// the rest of a body. NUL goes too: libxml2 would end the body there.
    public static func cleanedMarkup(_ html: String) -> String {
        var markup = html
        return markup.withUTF8 { bytes in
            // Most bodies have none: look closer only at the bytes that can start one.
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0xC2 || byte == UInt8(ascii: "&"), markupControl(in: bytes, at: index) != nil
                {
                    break
                }
                index += 1
            }
            guard index < bytes.count else { return html }
            var kept = Array(bytes[..<index])
            kept.reserveCapacity(bytes.count)
            while index < bytes.count {
                guard let (control, length) = markupControl(in: bytes, at: index) else {
                    kept.append(bytes[index])
                    index += 1
                    continue
                }
                let next = index + length
                switch control {
                case .escape: index = skipEscapeSequence(in: bytes, from: next)
                case .controlSequence: index = skipMarkupControlSequence(in: bytes, from: next)
                case .controlString: index = skipMarkupString(in: bytes, from: next)
                case .bell, .stringTerminator, .other: index = next
                }
            }
            return String(decoding: kept, as: UTF8.self)
        }
    }

    /// What starts at a byte of raw markup, for `cleanedMarkup`.
    private enum MarkupControl {
        case escape, controlSequence, controlString, stringTerminator, bell, other
    }

    /// The control that starts at `index`, as a byte, a C1 character or a numeric character
    /// reference (`&#27;`, `&#x1b`), and how many bytes it takes; nil for anything else.
    private static func markupControl(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (MarkupControl, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return (.escape, 1)
        case 0x07: return (.bell, 1)
        case 0x09, 0x0A, 0x0D: return nil
        case 0x00..<0x20: return (.other, 1)
        case 0xC2:
            guard index + 1 < bytes.count, let control = c1Control(UInt32(bytes[index + 1])) else {
                return nil
            }
            return (control, 2)
        case UInt8(ascii: "&"):
            guard let (value, length) = numericReference(in: bytes, at: index) else { return nil }
            switch value {
            case 0x1B: return (.escape, length)
            case 0x07: return (.bell, length)
            default: return c1Control(value).map { ($0, length) }
            }
        default: return nil
        }
    }

    private static func c1Control(_ value: UInt32) -> MarkupControl? {
        switch value {
        case 0x9B: .controlSequence
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: .controlString
        case 0x9C: .stringTerminator
        default: nil
        }
    }

    /// `&#DDD;` or `&#xHH;` (the semicolon optional, as HTML parsers allow) at `index`: its value,
    /// held below 0x110000 however many digits follow, and its length in bytes.
    private static func numericReference(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        var cursor = index + 1
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") else { return nil }
        cursor += 1
        var radix: UInt32 = 10
        if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            cursor += 1
        }
        var value: UInt32 = 0
        let digitsStart = cursor
        while cursor < bytes.count, let digit = digitValue(bytes[cursor], radix: radix) {
            value = min(value * radix + digit, 0x11_0000)
            cursor += 1
        }
        guard cursor > digitsStart else { return nil }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
        return (value, cursor - index)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Markup a sequence must not swallow: a tag or an entity.
    private static func isMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
    }

    /// Past what follows an ESC: a CSI, a string, an `ESC (`-style escape with its final byte, or
    /// one printable character.
    private static func skipEscapeSequence(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, !isMarkup(bytes[start]) else { return start }
        switch bytes[start] {
        case UInt8(ascii: "["):
            return skipMarkupControlSequence(in: bytes, from: start + 1)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return skipMarkupString(in: bytes, from: start + 1)
        case 0x20...0x2F:
            var cursor = start
            while cursor < bytes.count, (0x20...0x2F).contains(bytes[cursor]), !isMarkup(bytes[cursor]) {
                cursor += 1
            }
            if cursor < bytes.count, (0x30...0x7E).contains(bytes[cursor]), !isMarkup(bytes[cursor]) { cursor += 1 }
            return cursor
        case 0x30...0x7E:
            return start + 1
        default:
            return start
        }
    }

    /// Past a CSI's parameter and intermediate bytes and its final byte; anything else ends it
    /// unread.
    private static func skipMarkupControlSequence(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, !isMarkup(bytes[cursor]) {
            switch bytes[cursor] {
            case 0x20...0x3F: cursor += 1
            case 0x40...0x7E: return cursor + 1
            default: return cursor
            }
        }
        return cursor
    }

    /// Past a string sequence and its terminator (BEL or ST); it ends unterminated before markup
    /// or another escape.
    private static func skipMarkupString(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, !isMarkup(bytes[cursor]) || markupControl(in: bytes, at: cursor) != nil {
            guard let (control, length) = markupControl(in: bytes, at: cursor) else {
                cursor += 1
                continue
            }
            switch control {
            case .bell, .stringTerminator:
                return cursor + length
            case .escape:
                let next = cursor + length
                let isTerminator = next < bytes.count && bytes[next] == UInt8(ascii: "\\")
                return isTerminator ? next + 1 : cursor
            case .controlSequence, .controlString:
                return cursor
            case .other:
                cursor += length
            }
        }
        return cursor
    }

    /// Controls, bidi formatting and invisible format characters that never belong in a cell; and
    /// kitty's image placeholder, U+10EEEE, which a terminal drawing kitty images shows as a tile
    /// of the image its colour names (a hostile title could show a piece of a live picture).
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x10EEEE: true
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
