import ZReaderScreen

/// A screen's reducer: the commands the screen has, its default keys, and what a command or the
/// mouse does to it.
///
/// `AppReducer` has already carried out the global commands and repeated counted movements; a
/// screen sees only its own commands.
protocol ScreenReducer {
    associatedtype Command: CommandSubset

    /// The screen's keys, in the order help lists them.
    static var keys: [DefaultKey<Command>] { get }

    /// Applies `command`; `count` is the number typed before its key, if the command takes one
    /// (the reader's `3o`).
    static func reduce(_ command: Command, count: Int?, _ state: inout AppState) -> [Effect]

    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Effect]
}

extension ScreenReducer {
    /// Applies the key map's `command` if this screen has it; a command it lacks does nothing.
    static func route(_ command: ZReaderModel.Command, count: Int?, _ state: inout AppState) -> [Effect] {
        Command(command).map { reduce($0, count: count, &state) } ?? []
    }

    /// The screen's default key bindings.
    static var bindings: [KeyBinding] { keys.flatMap(\.bindings) }
}
