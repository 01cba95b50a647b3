import FoundationEssentials

/// Makes an answer that is JSON but for its text readable, so one bad character costs that
/// character and not the story: bytes that are not UTF-8 become U+FFFD, and so do `\u` escapes
/// of a lone surrogate (`"\ud800"`), which `JSONDecoder` refuses as a whole.
enum JSONRepair {
    static func repaired(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        if String(validating: bytes, as: UTF8.self) == nil {
            bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
        }
        guard containsSurrogateEscape(bytes) else { return bytes.count == data.count ? data : Data(bytes) }
        return Data(replacingLoneSurrogates(bytes))
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let replacement = Array("\\uFFFD".utf8)

    /// Whether a `\u` escape of D800–DFFF may be there: most answers have none, and are left alone.
    private static func containsSurrogateEscape(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 5 < bytes.count {
            if bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u"),
                bytes[index + 2] | 0x20 == UInt8(ascii: "d"),
                (0x38...0x39).contains(bytes[index + 3])
                    || (0x61...0x66).contains(bytes[index + 3] | 0x20)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The code unit of the `\uXXXX` escape at `index`, if one is there.
    private static func escape(in bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 5 < bytes.count, bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        guard let text = String(bytes: bytes[(index + 2)..<(index + 6)], encoding: .ascii) else { return nil }
        return UInt16(text, radix: 16)
    }

    private static func replacingLoneSurrogates(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == backslash, index + 1 < bytes.count else {
                result.append(bytes[index])
                index += 1
                continue
            }
            // Every other escape (`\\`, `\"`, `\n`…) is two bytes, copied as they are, so an
            // escaped backslash before "ud800" is never read as an escape.
            guard let unit = escape(in: bytes, at: index) else {
                result.append(contentsOf: bytes[index..<min(bytes.count, index + 2)])
                index += 2
                continue
            }
            switch unit {
            case 0xD800...0xDBFF:
                if let low = escape(in: bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    result.append(contentsOf: bytes[index..<(index + 12)])
                    index += 12
                } else {
                    result.append(contentsOf: replacement)
                    index += 6
                }
            case 0xDC00...0xDFFF:
                result.append(contentsOf: replacement)
                index += 6
            default:
                result.append(contentsOf: bytes[index..<(index + 6)])
                index += 6
            }
        }
        return result
    }
}
