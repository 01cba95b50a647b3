import ZReaderScreen

extension ConfigDiagnostic {
    /// `[keys]` names a command no screen has (the app knows its commands).
    public static func unknownCommand(_ entry: KeyBindingEntry, known: [String]) -> ConfigDiagnostic {
        let table = entry.screen.map { "[keys.\($0)]" } ?? "[keys]"
        let suggestion = NameSuggestion.closest(to: entry.command, among: known)
        return ConfigDiagnostic(
            .unknownCommand, at: entry.location,
            message:
                "unknown command \(entry.command) in \(table)\(suggestion.map { " (did you mean \($0)?)" } ?? ""); "
                + "it is ignored",
            shortMessage: "未知的命令 \(entry.command)\(suggestion.map { "（是不是 \($0)？）" } ?? "")，已忽略")
    }

    /// `[keys.<screen>]` names a screen the app does not have.
    public static func unknownScreen(_ table: Located<String>, known: [String]) -> ConfigDiagnostic {
        let suggestion = NameSuggestion.closest(to: table.value, among: known)
        return ConfigDiagnostic(
            .unknownTable, at: table.location,
            message: "unknown screen [keys.\(table.value)] (the screens are \(SettingSpec.englishList(known))"
                + "\(suggestion.map { "; did you mean \($0)?" } ?? "")); it is ignored with what it holds",
            shortMessage: "未知的界面 [keys.\(table.value)]，已忽略")
    }

    /// `[colors]` names a colour the themes do not have.
    public static func unknownColor(_ entry: ColorEntry, known: [String]) -> ConfigDiagnostic {
        let suggestion = NameSuggestion.closest(to: entry.name, among: known)
        return ConfigDiagnostic(
            .unknownKey, at: entry.location,
            message: "unknown colour \(entry.name)\(suggestion.map { " (did you mean \($0)?)" } ?? ""); it is ignored",
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
            message:
                "\(TOMLValue.basicString(name)) is bound to both \(other) and \(command) on the \(screen) screen; "
                + "\(command) has it now",
            shortMessage: "按键 \(name) 在 \(screen) 界面同时用于 \(other) 和 \(command)，现归 \(command)")
    }
}
