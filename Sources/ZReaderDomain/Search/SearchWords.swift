/// The words of a query, as search and highlighting read them: spaces separate words that must
/// all occur (in any order), and a phrase in quotes (`"…"` or `“…”`) is one word, spaces and all.
///
/// Nothing else is syntax: `*`, `NEAR`, `-` and the like are plain characters.
public struct SearchWords: Hashable, Sendable {
    /// Each word or phrase once, in the order typed.
    public let words: [String]

    public init(_ text: String) {
        var words: [String] = []
        var current = ""
        var closing: Character?
        func end() {
            if !current.isEmpty, !words.contains(current) { words.append(current) }
            current = ""
        }
        for character in text {
            if let quote = closing {
                if character == quote {
                    closing = nil
                    end()
                } else {
                    current.append(character)
                }
            } else if let quote = SearchWords.closingQuote[character] {
                end()
                closing = quote
            } else if character.isWhitespace {
                end()
            } else {
                current.append(character)
            }
        }
        // An unclosed quote keeps the rest as its phrase.
        current = closing == nil ? current : String(current.drop { $0.isWhitespace })
        while current.last?.isWhitespace == true { current.removeLast() }
        end()
        self.words = words
    }

    /// `text` as one word, spaces and quotes included: what a find in an article looks for.
    public init(phrase text: String) {
        words = text.isEmpty ? [] : [text]
    }

    /// The quote that closes each opening quote.
    private static let closingQuote: [Character: Character] = ["\"": "\"", "“": "”"]

    public var isEmpty: Bool { words.isEmpty }
}
