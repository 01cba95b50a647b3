/// Cuts the attributes of a tag after the first `maximumAttributes`, as the body streams past.
///
/// libxml2 compares each attribute of a tag with every one before it, to refuse duplicates: a
/// tag of a million attributes, eight megabytes of `<p a0 a1 a2…>`, would take it hours. Real tags
/// have a dozen. The limiter reads tags as libxml2 does (a name after `<`, then attributes with
/// quoted or bare values, up to a `>` outside quotes; comments skipped whole) and leaves out
/// everything after the last attribute kept, up to the tag's `>`.
struct AttributeLimiter {
    static let maximumAttributes = 64

    private enum State {
        case text, open, bang, bangDash, comment, commentDash, commentDashDash, declaration
        case name, beforeAttribute, attributeName, afterAttributeName, beforeValue, bareValue
        case quotedValue(UInt8)
    }

    private var state = State.text
    private var attributes = 0

    /// `bytes` as libxml2 should see them, appended to `output`.
    mutating func filter(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            if case .text = state {
                // Text runs to the next tag untouched: copy it whole.
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                guard index < bytes.count else { return }
            }
            if keeps(bytes[index]) { output.append(bytes[index]) }
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":")
    }

    /// Moves the state on by one byte; false when the byte belongs to an attribute past the limit.
    private mutating func keeps(_ byte: UInt8) -> Bool {
        let isCut = attributes > AttributeLimiter.maximumAttributes
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") { state = .open }
            return true
        case .open:
            if AttributeLimiter.isLetter(byte) {
                state = .name
                attributes = 0
            } else if byte == UInt8(ascii: "!") {
                state = .bang
            } else if byte == UInt8(ascii: "<") {
                state = .open
            } else {
                state = byte == UInt8(ascii: ">") ? .text : .declaration
            }
            return true
        case .bang:
            state = byte == UInt8(ascii: "-") ? .bangDash : (byte == UInt8(ascii: ">") ? .text : .declaration)
            return true
        case .bangDash:
            state = byte == UInt8(ascii: "-") ? .comment : (byte == UInt8(ascii: ">") ? .text : .declaration)
            return true
        case .comment:
            if byte == UInt8(ascii: "-") { state = .commentDash }
            return true
        case .commentDash:
            state = byte == UInt8(ascii: "-") ? .commentDashDash : .comment
            return true
        case .commentDashDash:
            if byte == UInt8(ascii: ">") {
                state = .text
            } else if byte != UInt8(ascii: "-") {
                state = .comment
            }
            return true
        case .declaration:
            if byte == UInt8(ascii: ">") { state = .text }
            return true
        case .name:
            if byte == UInt8(ascii: ">") {
                state = .text
            } else if AttributeLimiter.isSpace(byte) || byte == UInt8(ascii: "/") {
                state = .beforeAttribute
            }
            return true
        case .beforeAttribute:
            if byte == UInt8(ascii: ">") {
                state = .text
                return true
            }
            if AttributeLimiter.isSpace(byte) || byte == UInt8(ascii: "/") { return !isCut }
            attributes += 1
            state = .attributeName
            return attributes <= AttributeLimiter.maximumAttributes
        case .attributeName:
            if byte == UInt8(ascii: ">") {
                state = .text
                return true
            }
            if byte == UInt8(ascii: "=") {
                state = .beforeValue
            } else if AttributeLimiter.isSpace(byte) {
                state = .afterAttributeName
            }
            return !isCut
        case .afterAttributeName:
            if byte == UInt8(ascii: ">") {
                state = .text
                return true
            }
            if byte == UInt8(ascii: "=") {
                state = .beforeValue
                return !isCut
            }
            if AttributeLimiter.isSpace(byte) || byte == UInt8(ascii: "/") { return !isCut }
            attributes += 1
            state = .attributeName
            return attributes <= AttributeLimiter.maximumAttributes
        case .beforeValue:
            if byte == UInt8(ascii: ">") {
                state = .text
                return true
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                state = .quotedValue(byte)
            } else if !AttributeLimiter.isSpace(byte) {
                state = .bareValue
            }
            return !isCut
        case .bareValue:
            if byte == UInt8(ascii: ">") {
                state = .text
                return true
            }
            if AttributeLimiter.isSpace(byte) { state = .beforeAttribute }
            return !isCut
        case .quotedValue(let quote):
            if byte == quote { state = .beforeAttribute }
            return !isCut
        }
    }
}
