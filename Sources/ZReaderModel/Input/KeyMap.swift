import ZReaderScreen

/// Every key binding of every screen.
///
/// The single source of key handling, the help overlay and `--help`, so they cannot drift.
/// `standard` is zreader's own; the config file's `[keys]` tables remap it (`remapped(by:)`).
public struct KeyMap: Hashable, Sendable {
    private var screens: [Screen: [KeyBinding]]

    init(screens: [Screen: [KeyBinding]]) {
        self.screens = screens
    }

    /// What a count before a key does, listed in the help overlay after the keys.
    public static let countHelp: (DisplayText, DisplayText) = ("数字前缀", "重复：5j 下移五条，3 Space 翻三页")

    /// Mouse actions, listed in the help overlay after the keys: on one line, so that the home
    /// screen's keys and the mouse still fit one column of help at 80x24.
    public static let mouseHelp: [(DisplayText, DisplayText)] = [
        ("滚轮 · 点击", "滚动 · 选择，再点一次打开")
    ]

    /// The screen's bindings in the order help lists them.
    public func bindings(for screen: Screen) -> [KeyBinding] {
        screens[screen] ?? []
    }

    /// The command `key` gives on `screen`, if any.
    public func command(for key: Key, in screen: Screen) -> Command? {
        bindings(for: screen).first { $0.keys.contains(key) }?.command
    }

    /// Gives `binding`'s command on `screen` the keys `keys`, taking them from any other command
    /// of that screen; returns the commands that lost a key, with the key.
    mutating func rebind(_ command: Command, on screen: Screen, to keys: [Key]) -> [(Key, Command)] {
        guard var bindings = screens[screen], let index = bindings.firstIndex(where: { $0.command == command })
        else { return [] }
        var taken: [(Key, Command)] = []
        for other in bindings.indices where other != index {
            let lost = bindings[other].keys.filter(keys.contains)
            guard !lost.isEmpty else { continue }
            bindings[other].keys.removeAll(where: keys.contains)
            taken += lost.map { ($0, bindings[other].command) }
        }
        bindings[index].keys = keys
        screens[screen] = bindings
        return taken
    }
}

extension KeyMap {
    /// The command that leaves `screen`: quitting on the home screen, going back on any other.
    public static func wayOut(of screen: Screen) -> Command {
        screen == .home ? .quit : .back
    }

    /// The screens that no key leaves (a config file's `quit = []` or `back = []`): only a quit
    /// signal (Ctrl-C) ends zreader there.
    public var screensWithoutWayOut: [Screen] {
        Screen.allCases.filter { screen in
            !bindings(for: screen).contains { $0.command == Self.wayOut(of: screen) && !$0.keys.isEmpty }
        }
    }

    /// `q 返回`: the first key that gives `command` on `screen`, then `words`; nil when no key
    /// gives it there, so that a hint never names a key that does nothing.
    public func hint(_ command: Command, on screen: Screen, _ words: DisplayText) -> DisplayText? {
        guard let key = bindings(for: screen).first(where: { $0.command == command })?.keys.first else { return nil }
        return TextSanitizer.clean(key.description) + " " + words
    }
}
