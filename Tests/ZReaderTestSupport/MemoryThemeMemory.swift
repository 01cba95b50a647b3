import Synchronization
import ZReaderModel

/// A theme memory in memory: what was saved, in order, for tests to read; it can be told to fail.
public final class MemoryThemeMemory: ThemeMemory {
    private let saved: Mutex<[ThemeName]>
    private let remembered: ThemeName?
    private let fails: Bool

    /// - Parameters:
    ///   - remembered: what `load` gives.
    ///   - fails: whether `save` fails, as a full disk or a read-only home would.
    public init(remembered: ThemeName? = nil, fails: Bool = false) {
        self.remembered = remembered
        self.fails = fails
        saved = Mutex([])
    }

    /// Every theme saved, oldest first (none when saving fails).
    public var saves: [ThemeName] { saved.withLock { $0 } }

    public func load() -> ThemeName? {
        saved.withLock { $0.last } ?? remembered
    }

    public func save(_ theme: ThemeName) -> Bool {
        guard !fails else { return false }
        saved.withLock { $0.append(theme) }
        return true
    }
}
