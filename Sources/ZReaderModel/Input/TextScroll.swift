import ZReaderScreen

/// How a screen of text (the reader, the comments) moves: a row, a page less two rows of overlap,
/// half a page, either end.
enum TextScroll: CaseIterable, Hashable, Sendable {
    case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom

    /// The key map's command for the movement.
    var command: Command {
        switch self {
        case .lineDown: .scrollDown
        case .lineUp: .scrollUp
        case .pageDown: .pageDown
        case .pageUp: .pageUp
        case .halfPageDown: .halfPageDown
        case .halfPageUp: .halfPageUp
        case .top: .top
        case .bottom: .bottom
        }
    }

    /// The keys that scroll text, the same in the reader and the comments, with the words help
    /// shows for them; each screen words the bottom itself.
    static let keys: [(keys: [Key], scroll: TextScroll, help: DisplayText)] = [
        ([.character("j"), .down, .control("e")], .lineDown, "向下滚动一行"),
        ([.character("k"), .up, .control("y")], .lineUp, "向上滚动一行"),
        ([.character(" "), .pageDown, .control("f")], .pageDown, "下一页"),
        ([.character("b"), .pageUp, .control("b")], .pageUp, "上一页"),
        ([.control("d")], .halfPageDown, "下半页"),
        ([.control("u")], .halfPageUp, "上半页"),
        ([.character("g"), .home], .top, "开头"),
    ]

    /// Where the movement takes text scrolled to `offset` in a `viewport` of rows, unclamped.
    func target(offset: Int, viewport: Int, maximum: Int) -> Int {
        let page = max(1, viewport - 2)
        let halfPage = max(1, viewport / 2)
        return switch self {
        case .lineDown: offset + 1
        case .lineUp: offset - 1
        case .pageDown: offset + page
        case .pageUp: offset - page
        case .halfPageDown: offset + halfPage
        case .halfPageUp: offset - halfPage
        case .top: 0
        case .bottom: maximum
        }
    }
}
