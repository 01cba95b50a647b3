import Synchronization

/// How many columns a terminal draws the characters Unicode calls East Asian Ambiguous with:
/// `·` `…` `—` `“”` `①` `※`, Greek and Cyrillic letters, box drawing and block elements.
///
/// Most terminals draw them one column wide; many CJK users set theirs to two (iTerm2, VTE,
/// mintty, Windows Terminal), and every row that has one is laid out for that. zreader asks the
/// terminal at start-up (or takes `--ambiguous-width`) and sets the process-wide value once,
/// before anything is laid out; `TextWidth` reads it, through the model, the views and the buffer.
///
/// Tests never set the process-wide value (tests run in parallel, and `·` is in most rows):
/// they lay out and render inside `during(_:_:)`, which binds a value to the running task only.
public enum AmbiguousWidth: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case narrow = 1
    case wide = 2

    private static let processWide = Atomic<Int>(AmbiguousWidth.narrow.rawValue)
    private static let scoped = TaskLocal<AmbiguousWidth?>(wrappedValue: nil)

    /// The value in force: the one `during` binds to the current task, else the process-wide one.
    public static var current: AmbiguousWidth {
        scoped.get() ?? AmbiguousWidth(rawValue: processWide.load(ordering: .relaxed)) ?? .narrow
    }

    /// Sets the process-wide value: once, at start-up, before the first layout (the curses
    /// terminal does, from `--ambiguous-width` or its probe).
    public static func setForProcess(_ width: AmbiguousWidth) {
        processWide.store(width.rawValue, ordering: .relaxed)
    }

    /// Runs `body` with `width` in force for the current task (and the child tasks it makes)
    /// only; other tasks and threads keep theirs.
    public static func during<Result>(_ width: AmbiguousWidth, _ body: () throws -> Result) rethrows -> Result {
        try scoped.withValue(width, operation: body)
    }

    /// The columns an Ambiguous character takes.
    public var columns: Int { rawValue }

    public var description: String { "\(rawValue)" }
}
