import ZReaderScreen

/// A one-line text editor for the status line's prompts: typing (CJK and pasted text included),
/// Backspace, Ctrl-U (everything before the cursor), Ctrl-W (the word before it), ←/→, Home/End.
///
/// The text is kept as graphemes, so the cursor never lands inside a wide character or an emoji.
public struct LineEditor: Hashable, Sendable {
    public private(set) var characters: [Character] = []
    /// Where the next character goes: 0 before the first, `characters.count` after the last.
    public private(set) var cursor = 0
    /// How many graphemes a prompt holds; a paste past it is cut.
    public static let maximumLength = 200

    public init(text: String = "") {
        insert(text)
    }

    /// What has been typed: cleaned as it came in.
    public var text: DisplayText { TextSanitizer.clean(String(characters)) }

    /// Inserts typed or pasted text at the cursor, leaving out controls and line breaks.
    public mutating func insert(_ typed: String) {
        let clean = TextSanitizer.clean(typed).string.filter { TextWidth.width(of: $0) > 0 }
        let room = LineEditor.maximumLength - characters.count
        let kept = Array(clean.prefix(max(0, room)))
        characters.insert(contentsOf: kept, at: cursor)
        cursor += kept.count
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Ctrl-U: deletes everything before the cursor.
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-W: deletes the word before the cursor and the spaces after it; a CJK run counts as one word.
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = characters.count }

    /// Applies an editing key; false for a key that does not edit (Enter, Esc…), which the
    /// prompt handles itself.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace: deleteBackward()
        case .control("u"): deleteToStart()
        case .control("w"): deleteWordBackward()
        case .control("a"), .home: moveToStart()
        case .control("e"), .end: moveToEnd()
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        default: return false
        }
        return true
    }

    /// The part to show in `width` columns with the cursor in view: the columns before the
    /// cursor's cell, and the text from the first grapheme shown.
    public func visible(width: Int) -> (text: DisplayText, cursorColumn: Int) {
        guard width > 1 else { return ("", 0) }
        var start = 0
        func columns(_ range: Range<Int>) -> Int { characters[range].reduce(0) { $0 + TextWidth.width(of: $1) } }
        // Keep one column for the cursor cell after the last character.
        while start < cursor, columns(start..<cursor) > width - 1 { start += 1 }
        var end = cursor
        while end < characters.count, columns(start..<(end + 1)) <= width { end += 1 }
        return (TextSanitizer.clean(String(characters[start..<end])), columns(start..<cursor))
    }
}
