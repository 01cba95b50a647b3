import ZReaderScreen

extension ConfigDiagnostic {
    /// `[keys]` names a command no screen has (the app knows its commands).
    public static func unknownCommand(_ entry: KeyBindingEntry, known: [String]) -> ConfigDiagnostic {
        let table = entry.screen.map { "[keys.\($0)]" } ?? "[keys]"
        let suggestion = NameSuggestion.closest(to: entry.command, among: known)
        return ConfigDiagnostic(
            .unknownCommand, at: entry.location,
            message:
                "\(table) 中有未知的命令\(quoted(entry.command))\(suggestion.map { "（是不是 \($0)？）" } ?? "")，已忽略",
            shortMessage: "未知的命令 \(entry.command)\(suggestion.map { "（是不是 \($0)？）" } ?? "")，已忽略")
    }

    /// `[keys.<screen>]` names a screen the app does not have.
    public static func unknownScreen(_ table: Located<String>, known: [String]) -> ConfigDiagnostic {
        let suggestion = NameSuggestion.closest(to: table.value, among: known)
        return ConfigDiagnostic(
            .unknownTable, at: table.location,
            message: "未知的界面\(quoted("[keys.\(table.value)]"))（界面只有 \(known.joined(separator: "、"))"
                + "\(suggestion.map { "，是不是 \($0)？" } ?? "")），连同其中的设置一起忽略",
            shortMessage: "未知的界面 [keys.\(table.value)]，已忽略")
    }

    /// `[colors]` names a colour the themes do not have.
    public static func unknownColor(_ entry: ColorEntry, known: [String]) -> ConfigDiagnostic {
        let suggestion = NameSuggestion.closest(to: entry.name, among: known)
        return ConfigDiagnostic(
            .unknownKey, at: entry.location,
            message: "未知的颜色\(quoted(entry.name))\(suggestion.map { "（是不是 \($0)？）" } ?? "")，已忽略",
            shortMessage: "未知的颜色 \(entry.name)\(suggestion.map { "（是不是 \($0)？）" } ?? "")，已忽略")
    }

    /// `key` gives two commands on one screen; `other` is the command it already had, and
    /// `command`, written later, now has it.
    public static func keyConflict(
        _ key: Located<Key>, screen: String, command: String, other: String
    ) -> ConfigDiagnostic {
        let name = KeyName.name(of: key.value) ?? key.value.description
        return ConfigDiagnostic(
            .keyConflict, at: key.location,
            message: "按键\(quoted(name))在 \(screen) 界面同时绑定了 \(other) 和 \(command)，现归写在后面的 \(command)",
            shortMessage: "按键 \(name) 在 \(screen) 界面同时用于 \(other) 和 \(command)，现归 \(command)")
    }
}
