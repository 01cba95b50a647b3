import ZReaderScreen

/// What the help overlay lists for a screen and how it fits a terminal: the entries, how many
/// columns of them, how many rows show at once, and how far they can be scrolled.
///
/// The entries come from `KeyMap`, so help always says what the keys really do. When they do not
/// fit the screen's height in as many columns as its width allows, the overlay scrolls a page at
/// a time and says so.
public struct HelpLayout: Hashable, Sendable {
    /// One line of help: the keys, and what they do.
    public struct Entry: Hashable, Sendable {
        public var keys: DisplayText
        public var help: DisplayText
    }

    public let entries: [Entry]
    public let keyWidth: Int
    public let entryWidth: Int
    public let columns: Int
    /// Entry rows shown at once.
    public let rows: Int

    /// Columns between two columns of entries.
    public static let gap = 3

    public init(screen: Screen, size: Size, keyMap: KeyMap = .standard) {
        var entries = keyMap.bindings(for: screen).filter { !$0.keys.isEmpty }.map { binding in
            Entry(keys: TextSanitizer.clean(binding.keys.map(\.description).joined(separator: " ")), help: binding.help)
        }
        if screen != .comments {
            entries.append(Entry(keys: KeyMap.countHelp.0, help: KeyMap.countHelp.1))
        }
        if screen == .home {
            entries += KeyMap.mouseHelp.map { Entry(keys: $0.0, help: $0.1) }
        }
        self.entries = entries
        keyWidth = entries.map(\.keys.width).max() ?? 0
        let helpWidth = entries.map(\.help.width).max() ?? 0
        entryWidth = keyWidth + 2 + helpWidth
        // The box sits over every row but the status line, inside its frame.
        let availableRows = max(1, size.rows - 1 - 2)
        let fitting = max(1, (size.columns - 6 + HelpLayout.gap) / (entryWidth + HelpLayout.gap))
        columns = max(1, min(fitting, (entries.count + availableRows - 1) / availableRows))
        rows = max(1, min(availableRows, (entries.count + columns - 1) / columns))
    }

    /// Entries shown at once.
    public var perPage: Int { rows * columns }

    /// The largest scroll, in entries: the last entry in the last row shown.
    public var maxScroll: Int {
        guard entries.count > perPage else { return 0 }
        return (entries.count - perPage + columns - 1) / columns * columns
    }

    /// Whether entries lie below or above what shows at `scroll`.
    public func hasMore(after scroll: Int) -> Bool { scroll < maxScroll }
}
