import ZReaderDomain
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
    /// When the words typed at a search prompt are searched for (results as you type, after a
    /// short pause); nil when nothing new waits.
    public internal(set) var searchDueAt: Int?
    /// The search results shown when the prompt opened, brought back if it is cancelled.
    let searchBefore: SearchState?
    /// The days a date prompt can reach, when the edition holds only some.
    let coveredDays: ClosedRange<DayStamp>?
    /// The history entry shown (Up/Down), and what was typed before going into the history.
    private var historyIndex: Int?
    private var draft = ""

    public init(kind: Kind, searchBefore: SearchState? = nil, coveredDays: ClosedRange<DayStamp>? = nil) {
        self.kind = kind
        self.searchBefore = searchBefore
        self.coveredDays = coveredDays
    }

    /// Goes Up (`step` -1) or Down (1) through `entries`, oldest first; false when there was nowhere to go.
    ///
    /// Down past the newest brings back what was being typed.
    mutating func browse(_ entries: [String], by step: Int) -> Bool {
        let current = historyIndex ?? entries.count
        let target = current + step
        guard target >= 0, target <= entries.count, target != current else { return false }
        if historyIndex == nil { draft = editor.text.string }
        historyIndex = target == entries.count ? nil : target
        editor = LineEditor(text: target == entries.count ? draft : entries[target])
        return true
    }

    /// The words before the text.
    public var label: DisplayText {
        switch kind {
        case .search: "搜索："
        case .find: "查找："
        case .date:
            if let covered = coveredDays {
                "跳到日期（示例收录 \(PromptState.monthAndDay(covered.lowerBound)) 至 \(PromptState.monthAndDay(covered.upperBound))）："
            } else {
                "跳到日期（2024-05-01、0501、-3）："
            }
        }
    }

    /// `11-24`: an edition that holds only a few days holds recent ones, the year needs no saying.
    static func monthAndDay(_ day: DayStamp) -> DisplayText {
        "\(day.month, digits: 2)-\(day.day, digits: 2)"
    }
}
