import ZReaderScreen

/// The names keys have in the config file, both ways: `"j"`, `"G"`, `"Space"`, `"PageDown"`, `"F5"`, `"C-x"`.
///
/// A single character stands for itself, case and all. Longer names are read without regard to
/// case: `Space`, `Enter` (or `Return`), `Esc` (or `Escape`), `Tab`, `Backspace`, `Up`, `Down`,
/// `Left`, `Right`, `PageUp` (or `PgUp`), `PageDown` (or `PgDn`), `Home`, `End`, `F1`…`F12`, and
/// `C-x` or `Ctrl-x` for Ctrl and a letter. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M reach zreader as
/// Backspace, Tab and Enter, so they are refused with the name to write instead.
public enum KeyName {
    /// Why a name names no key, for a diagnostic.
    public struct Problem: Error, Hashable, Sendable {
        /// The full form, without the location.
        public var message: String
        /// Chinese, a few words.
        public var shortMessage: String
    }

    /// The key called `name`.
    public static func key(named name: String) throws(Problem) -> Key {
        if name.count == 1, let character = name.first {
            guard !character.isControlCharacter, character == " " || !character.isWhitespace else {
                throw Problem(
                    message: "\(ConfigDiagnostic.quoted(name))不是按键名", shortMessage: "按键名无法识别")
            }
            return .character(character)
        }
        let lowered = name.lowercased()
        if let key = named[lowered] { return key }
        if let letter = controlLetter(lowered) { return try control(letter, written: name) }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), functionKeys.contains(number),
            !lowered.dropFirst().hasPrefix("0"), !lowered.dropFirst().hasPrefix("+")
        {
            return .function(number)
        }
        throw Problem(
            message: "\(ConfigDiagnostic.quoted(name))不是按键名（按键名是单个字符，如 \"j\"，"
                + "或 Space、Enter、Esc、Tab、Backspace、Up、Down、Left、Right、PageUp、PageDown、Home、End、"
                + "F1…F12、C-x）",
            shortMessage: "按键名 \(TOMLParser.printable(name)) 无法识别")
    }

    /// `key`'s name in the config file, nil for a key that cannot be pressed or written there.
    public static func name(of key: Key) -> String? {
        switch key {
        case .character(" "): return "Space"
        case .character(let character):
            return character.isControlCharacter || character.isWhitespace ? nil : String(character)
        case .control(let letter):
            guard let scalar = letter.unicodeScalars.first, letter.unicodeScalars.count == 1,
                ("a"..."z").contains(scalar),
                terminalAliases[letter] == nil
            else { return nil }
            return "C-\(letter)"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .tab: return "Tab"
        case .function(let number): return functionKeys.contains(number) ? "F\(number)" : nil
        }
    }

    /// The function keys the terminal decoder reports.
    public static let functionKeys = 1...12

    private static let named: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "backspace": .backspace, "up": .up, "down": .down, "left": .left, "right": .right,
        "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown, "home": .home, "end": .end,
    ]

    /// Ctrl and these letters send the same byte as another key, which is what zreader receives.
    private static let terminalAliases: [Character: String] = [
        "h": "Backspace", "i": "Tab", "j": "Enter", "m": "Enter",
    ]

    /// The x of `c-x` or `ctrl-x` (already lower case), if `name` has that shape.
    private static func controlLetter(_ lowered: String) -> Character? {
        for prefix in ["c-", "ctrl-"] where lowered.hasPrefix(prefix) && lowered.count == prefix.count + 1 {
            return lowered.last
        }
        return nil
    }

    private static func control(_ letter: Character, written name: String) throws(Problem) -> Key {
        guard let scalar = letter.unicodeScalars.first, letter.unicodeScalars.count == 1, ("a"..."z").contains(scalar)
        else {
            throw Problem(
                message: "\(ConfigDiagnostic.quoted(name))不是按键名：Ctrl 只能配字母，如 \"C-x\"",
                shortMessage: "按键名 \(TOMLParser.printable(name)) 无法识别（Ctrl 只能配字母）")
        }
        if let alias = terminalAliases[letter] {
            throw Problem(
                message: "\(ConfigDiagnostic.quoted(name))在终端里就是 \(alias) 键，请写 \"\(alias)\"",
                shortMessage: "\(TOMLParser.printable(name)) 在终端里就是 \(alias)，请写 \(alias)")
        }
        return .control(letter)
    }
}
