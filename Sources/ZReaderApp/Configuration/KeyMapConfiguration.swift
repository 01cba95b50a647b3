import ZReaderConfig
import ZReaderModel
import ZReaderScreen

/// The config file's `[keys]` and `[keys.<screen>]` tables as a key map, with each problem
/// reported where it was written.
enum KeyMapConfiguration {
    /// `KeyMap.standard` with `file`'s key bindings laid over it, and the diagnostics for names
    /// the app does not know, keys taken from another command, and keys that cannot be bound.
    static func keyMap(from file: ConfigFile) -> (KeyMap, [ConfigDiagnostic]) {
        var diagnostics: [ConfigDiagnostic] = []
        let screenNames = Screen.allCases.map(\.name)
        for table in file.keyTables where Screen.named(table.value) == nil {
            diagnostics.append(.unknownScreen(table, known: screenNames))
        }
        var remaps: [KeyRemap] = []
        var entries: [KeyBindingEntry] = []
        for entry in file.keyBindings {
            let screen = entry.screen.flatMap(Screen.named)
            guard entry.screen == nil || screen != nil else { continue }
            guard let command = Command.named(entry.command) else {
                diagnostics.append(.unknownCommand(entry, known: Command.allCases.map(\.name)))
                continue
            }
            remaps.append(KeyRemap(screen: screen, command: command, keys: entry.keys.map(\.value)))
            entries.append(entry)
        }
        let (map, problems) = KeyMap.standard.remapped(by: remaps)
        for problem in problems {
            let entry = entries[problem.remap]
            let key = problem.key.map { entry.keys[$0] }
            diagnostics.append(diagnostic(for: problem.kind, entry: entry, key: key))
        }
        diagnostics += map.screensWithoutWayOut.map { noWayOut(of: $0, in: file) }
        return (map, diagnostics)
    }

    /// A screen that no key leaves, reported where the way out was unbound (or at the file).
    private static func noWayOut(of screen: Screen, in file: ConfigFile) -> ConfigDiagnostic {
        let command = KeyMap.wayOut(of: screen)
        let entry = file.keyBindings.last { $0.command == command.name && $0.keys.isEmpty }
        let words = command == .quit ? "退出" : "返回"
        return ConfigDiagnostic(
            .keyConflict, source: entry.map { .file($0.location.file) } ?? .file(file.path ?? "config.toml"),
            line: entry?.location.line, column: entry?.location.column,
            message: "没有按键能离开 \(screen.name) 界面（\(command.name) 没有按键），那里只能用 Ctrl-C 退出",
            shortMessage: "\(screen.name) 界面没有\(words)键，只能用 Ctrl-C 退出")
    }

    private static func diagnostic(for kind: KeyRemap.Problem.Kind, entry: KeyBindingEntry, key: Located<Key>?)
        -> ConfigDiagnostic
    {
        switch kind {
        case .conflict(let pressed, let screen, let other):
            return .keyConflict(
                key ?? Located(pressed, at: entry.location), screen: screen.name, command: entry.command,
                other: other.name)
        case .countDigit(let pressed):
            let name = KeyName.name(of: pressed) ?? pressed.description
            return ConfigDiagnostic(
                .keyConflict, at: key?.location ?? entry.location,
                message: "\(ConfigDiagnostic.quoted(name))用于计数（如 5j），不能绑定到 \(entry.command)，已忽略",
                shortMessage: "数字 \(name) 用于计数（如 5j），不能绑定，已忽略")
        case .notOnScreen(let screen):
            return ConfigDiagnostic(
                .unknownCommand, at: entry.location,
                message: "\(screen.name) 界面没有命令 \(entry.command)，已忽略",
                shortMessage: "\(screen.name) 界面没有命令 \(entry.command)，已忽略")
        }
    }

    /// The key map as `--print-config` writes it: one table a screen, every command with its keys.
    static func printedTables(_ map: KeyMap) -> [ConfigPrinter.KeyTable] {
        Screen.allCases.map { screen in
            ConfigPrinter.KeyTable(
                screen: screen.name, title: "The \(screen.name) screen",
                bindings: map.bindings(for: screen).map {
                    ConfigPrinter.Binding(command: $0.command.name, keys: $0.keys, help: $0.help.string)
                })
        }
    }
}
