/// One general setting: its name in the file, what `--print-config` says of it, how it is read and written.
struct SettingSpec: Sendable {
    /// Why a value does not fit a setting.
    struct Mismatch: Hashable, Sendable {
        /// The full form: `theme 只能是 "terminal"、"day" 或 "night"，不是字符串“dusk”`.
        var message: String
        /// The short form: `theme 只能是 terminal、day 或 night`.
        var shortMessage: String
    }

    let name: String
    /// The comment printed above the setting: what it does and the values it takes.
    let help: [String]
    /// Reads `value` into the layer, or says why it does not fit (and leaves the layer alone).
    let read: @Sendable (TOMLValue, inout SettingsOverrides) -> Mismatch?
    /// The setting's value in `settings`, as TOML.
    let write: @Sendable (Settings) -> String

    var defaultValue: String { write(Settings()) }

    /// A string setting taking one of `T`'s raw values.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, help: [String], get: @escaping @Sendable (Settings) -> T,
        set: @escaping @Sendable (inout SettingsOverrides, T) -> Void
    ) -> SettingSpec where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let mismatch = { @Sendable (value: TOMLValue) in
            Mismatch(
                message: "\(name) 只能是 \(chineseList(names.map(TOMLValue.basicString)))，不是\(value.quoted)",
                shortMessage: "\(name) 只能是 \(chineseList(names))")
        }
        return SettingSpec(
            name: name, help: help,
            read: { value, layer in
                guard case .string(let text) = value, let choice = T(rawValue: text) else { return mismatch(value) }
                set(&layer, choice)
                return nil
            },
            write: { TOMLValue.basicString(get($0).rawValue) })
    }

    /// A whole number within `range`.
    static func integer(
        _ name: String, range: ClosedRange<Int>, help: [String], get: @escaping @Sendable (Settings) -> Int,
        set: @escaping @Sendable (inout SettingsOverrides, Int) -> Void
    ) -> SettingSpec {
        SettingSpec(
            name: name, help: help,
            read: { value, layer in
                guard case .integer(let number) = value, range.contains(number) else {
                    return Mismatch(
                        message:
                            "\(name) 应为 \(range.lowerBound) 到 \(range.upperBound) 之间的整数，不是\(value.quoted)",
                        shortMessage: "\(name) 应为 \(range.lowerBound) 到 \(range.upperBound) 的整数")
                }
                set(&layer, number)
                return nil
            },
            write: { String(get($0)) })
    }

    static func boolean(
        _ name: String, help: [String], get: @escaping @Sendable (Settings) -> Bool,
        set: @escaping @Sendable (inout SettingsOverrides, Bool) -> Void
    ) -> SettingSpec {
        SettingSpec(
            name: name, help: help,
            read: { value, layer in
                guard case .boolean(let flag) = value else {
                    return Mismatch(
                        message: "\(name) 只能是不带引号的 true 或 false，不是\(value.quoted)",
                        shortMessage: "\(name) 只能是 true 或 false")
                }
                set(&layer, flag)
                return nil
            },
            write: { String(get($0)) })
    }

    /// A string, which `validated` may refuse (nil) or normalise.
    static func string(
        _ name: String, help: [String], requirement: String, shortRequirement: String,
        validated: @escaping @Sendable (String) -> String?, get: @escaping @Sendable (Settings) -> String,
        set: @escaping @Sendable (inout SettingsOverrides, String) -> Void
    ) -> SettingSpec {
        SettingSpec(
            name: name, help: help,
            read: { value, layer in
                guard case .string(let text) = value, let accepted = validated(text) else {
                    return Mismatch(
                        message: "\(name) 应为\(requirement)，不是\(value.quoted)",
                        shortMessage: "\(name) 应为\(shortRequirement)")
                }
                set(&layer, accepted)
                return nil
            },
            write: { TOMLValue.basicString(get($0)) })
    }

    /// `a`, `a 或 b`, `a、b 或 c`.
    static func chineseList(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: "、") + " 或 " + last
    }
}
