/// A key the user pressed, decoded from the terminal's input.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    /// Ctrl plus a letter, lower case: `.control("e")` is Ctrl-E.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    case function(Int)

    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .function(let number): "F\(number)"
        }
    }
}
