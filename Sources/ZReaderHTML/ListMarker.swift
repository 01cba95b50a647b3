/// The markers of list items: an ordered list's numbers, read from `start` and `value` as HTML
/// reads integers and held inside `numbers`, and an unordered list's bullets, one for each depth.
enum ListMarker {
    /// List numbers, `start` and `value` included, are held inside this range (so a marker is at
    /// most seven columns, and counting on from `Int.max` cannot overflow).
    static let numbers = -9_999...99_999

    /// An `start` or `value` attribute read as HTML reads integers (leading spaces, a sign, the
    /// digits up to the first other character), held inside `numbers`; nil without digits.
    static func number(_ attribute: String) -> Int? {
        var characters = Substring(attribute).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var sign = 1
        if let first = characters.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            characters = characters.dropFirst()
        }
        var magnitude = 0
        var hasDigits = false
        for character in characters {
            guard character.isASCII, let digit = character.wholeNumberValue else { break }
            hasDigits = true
            // Past the range nothing more can change the clamped value.
            magnitude = min(magnitude * 10 + digit, numbers.upperBound + 1)
        }
        guard hasDigits else { return nil }
        return min(max(sign * magnitude, numbers.lowerBound), numbers.upperBound)
    }

    /// The number of the item after one numbered `number`, held inside `numbers`.
    static func number(after number: Int) -> Int {
        min(number, numbers.upperBound - 1) + 1
    }

    /// The bullet of an unordered list `depth` lists deep.
    static func bullet(depth: Int) -> String {
        switch depth {
        case 1: "•"
        case 2: "◦"
        default: "▪"
        }
    }
}
