/// A value as the parser read it, before the schema says whether it fits.
enum TOMLValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([TOMLElement])
    /// A value whose extent on its line is clear but which is not valid (or not supported) TOML:
    /// the setting keeps its default and the rest of the file is still read.
    case invalid(TOMLProblem)

    /// How a message names this value: `字符串“dusk”`, `“3”`, `“true”`, `数组`; a string says it
    /// is one, since `"3"` and `3` (or `"true"` and `true`) are read differently.
    var quoted: String {
        switch self {
        case .string(let text): "字符串" + ConfigDiagnostic.quoted(text)
        case .integer(let number): ConfigDiagnostic.quoted(String(number))
        case .boolean(let flag): ConfigDiagnostic.quoted(String(flag))
        case .array: "数组"
        case .invalid: "无效的值"
        }
    }

    /// `text` as a TOML basic string, escaped so that parsing it gives `text` back.
    static func basicString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if TOMLParser.isHidden(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// One element of an array and where it was written.
struct TOMLElement: Hashable, Sendable {
    var value: TOMLValue
    var location: SourceLocation
}
