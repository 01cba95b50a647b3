import ZReaderScreen

/// A one-line prompt in the status line: what it asks for and what has been typed.
public struct PromptState: Hashable, Sendable {
    /// What the prompt asks for, which decides what Enter does.
    public enum Kind: Hashable, Sendable {
        /// Words to search the cached stories for.
        case search
        /// Words to find in the open article.
        case find
        /// A day to jump to.
        case date
    }

    public let kind: Kind
    public internal(set) var editor = LineEditor()

    public init(kind: Kind) {
        self.kind = kind
    }

    /// The words before the text.
    public var label: DisplayText {
        switch kind {
        case .search: "搜索："
        case .find: "查找："
        case .date: "跳到日期（2024-05-01、0501、-3）："
        }
    }
}
