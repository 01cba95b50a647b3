import ZReaderScreen

/// Turns what the parser read into a `ConfigFile`: each entry checked against the schema.
struct SettingsDecoder {
    private var file: ConfigFile
    private var diagnostics: [ConfigDiagnostic] = []

    static func decode(_ document: TOMLDocument, path: String) -> ConfigFile {
        var decoder = SettingsDecoder(file: ConfigFile(path: path))
        for header in document.headers {
            decoder.check(header)
        }
        for problem in document.problems {
            decoder.diagnostics.append(problem.diagnostic(ignoresRestOfFile: false))
        }
        for entry in document.entries {
            decoder.decode(entry)
        }
        if let fatal = document.fatal {
            decoder.diagnostics.append(fatal.diagnostic(ignoresRestOfFile: true))
        }
        decoder.file.diagnostics = decoder.diagnostics.enumerated().sorted { left, right in
            let leftPlace = (left.element.line ?? 0, left.element.column ?? 0, left.offset)
            let rightPlace = (right.element.line ?? 0, right.element.column ?? 0, right.offset)
            return leftPlace < rightPlace
        }.map(\.element)
        return decoder.file
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(TOMLParser.isBareKeyScalar)
    }

    /// The screen of a `[keys.<screen>]` path, if it is one.
    private static func keyScreen(_ path: [String]) -> String? {
        path.count == 2 && path[0] == "keys" && isName(path[1]) ? path[1] : nil
    }

    private mutating func check(_ header: TOMLDocument.Header) {
        if let screen = Self.keyScreen(header.path) {
            file.keyTables.append(Located(screen, at: header.location))
            return
        }
        guard header.path.count != 1 || !SettingsSchema.tableNames.contains(header.path[0]) else { return }
        let name = TOMLParser.displayPath(header.path)
        var hint = "zreader 只读文件开头、第一个表之前的通用设置，以及 [keys]、[keys.界面名] 和 [colors] 这几个表"
        if header.path.count == 1, SettingsSchema.spec(named: header.path[0]) != nil {
            hint = "\(name) 是设置，不是表：请在文件开头写 \(name) = …"
        } else if let first = header.path.first,
            let suggestion = NameSuggestion.closest(to: first, among: SettingsSchema.tableNames), suggestion != first
        {
            hint = "是不是 [\(suggestion)]？"
        }
        diagnostics.append(
            ConfigDiagnostic(
                .unknownTable, at: header.location,
                message: "未知的表\(ConfigDiagnostic.quoted("[\(name)]"))（\(hint)），连同其中的设置一起忽略",
                shortMessage: "未知的表 [\(name)]，已忽略"))
    }

    private mutating func decode(_ entry: TOMLDocument.Entry) {
        if entry.table.isEmpty {
            decodeGeneral(entry)
        } else if entry.table == ["keys"] {
            decodeBinding(entry, screen: nil)
        } else if let screen = Self.keyScreen(entry.table) {
            decodeBinding(entry, screen: screen)
        } else if entry.table == ["colors"] {
            decodeColor(entry)
        }
        // Entries of unknown tables are covered by the table's own diagnostic.
    }

    // MARK: General settings

    private mutating func decodeGeneral(_ entry: TOMLDocument.Entry) {
        let name = TOMLParser.displayKey(entry.key)
        guard let spec = SettingsSchema.spec(named: entry.key) else {
            if case .invalid(let problem) = entry.value {
                diagnostics.append(problem.diagnostic(ignoresRestOfFile: false))
            }
            var hint = ""
            if SettingsSchema.tableNames.contains(entry.key) {
                hint = "（\(name) 是表：请单独一行写 [\(name)]，再在它下面写其中的设置）"
            } else if let suggestion = NameSuggestion.closest(to: entry.key, among: SettingsSchema.names) {
                hint = "（是不是 \(suggestion)？）"
            }
            let shortHint =
                NameSuggestion.closest(to: entry.key, among: SettingsSchema.names).map { "（是不是 \($0)？）" } ?? ""
            diagnostics.append(
                ConfigDiagnostic(
                    .unknownKey, at: entry.keyLocation,
                    message: "未知的设置\(ConfigDiagnostic.quoted(entry.key))\(hint)，已忽略",
                    shortMessage: "未知的设置 \(name)\(shortHint)，已忽略"))
            return
        }
        if case .invalid(let problem) = entry.value {
            diagnostics.append(
                ConfigDiagnostic(
                    problem.kind, at: problem.location,
                    message: "\(problem.message)；\(spec.name) 保持默认值 \(spec.defaultValue)",
                    shortMessage: "\(problem.shortMessage)，\(spec.name) 已用默认值"))
            return
        }
        if let mismatch = spec.read(entry.value, &file.overrides) {
            diagnostics.append(
                ConfigDiagnostic(
                    .invalidValue, at: entry.valueLocation,
                    message: "\(mismatch.message)；保持默认值 \(spec.defaultValue)",
                    shortMessage: "\(mismatch.shortMessage)，已用默认值"))
        }
    }

    // MARK: Keys

    private mutating func decodeBinding(_ entry: TOMLDocument.Entry, screen: String?) {
        let command = TOMLParser.displayKey(entry.key)
        let written = ConfigDiagnostic.quoted(entry.key)
        let table = screen.map { "[keys.\($0)]" } ?? "[keys]"
        guard Self.isName(entry.key) else {
            diagnostics.append(
                ConfigDiagnostic(
                    .unknownCommand, at: entry.keyLocation,
                    message: "\(table) 中的\(written)不是命令名（命令名只含字母、数字、- 和 _），已忽略",
                    shortMessage: "\(table) 中的 \(command) 不是命令名，已忽略"))
            return
        }
        let keepsDefault = "\(written)保持默认按键"
        let shortKeepsDefault = "\(command) 用默认按键"
        let elements: [TOMLElement]
        switch entry.value {
        case .array(let array):
            elements = array
        case .invalid(let problem):
            diagnostics.append(
                ConfigDiagnostic(
                    problem.kind, at: problem.location, message: "\(problem.message)；\(keepsDefault)",
                    shortMessage: "\(problem.shortMessage)，\(shortKeepsDefault)"))
            return
        default:
            let misplaced = SettingsSchema.spec(named: entry.key) != nil
            diagnostics.append(
                ConfigDiagnostic(
                    .invalidValue, at: entry.valueLocation,
                    message: "\(table) 中的\(written)应为键名数组，如 [\"j\", \"Down\"]，不是\(entry.value.quoted)"
                        + (misplaced ? "（\(command) 这样的通用设置要写在第一个表之前）" : ""),
                    shortMessage: "\(table) 中的 \(command) 应为键名数组，如 [\"j\", \"Down\"]"
                        + (misplaced ? "（通用设置要写在第一个表之前）" : "")))
            return
        }
        var keys: [Located<Key>] = []
        var isValid = true
        for element in elements {
            switch element.value {
            case .string(let name):
                do throws(KeyName.Problem) {
                    let key = try KeyName.key(named: name)
                    if !keys.contains(where: { $0.value == key }) { keys.append(Located(key, at: element.location)) }
                } catch {
                    isValid = false
                    diagnostics.append(
                        ConfigDiagnostic(
                            .unknownKeyName, at: element.location, message: "\(error.message)；\(keepsDefault)",
                            shortMessage: "\(error.shortMessage)，\(shortKeepsDefault)"))
                }
            case .invalid(let problem):
                isValid = false
                diagnostics.append(
                    ConfigDiagnostic(
                        problem.kind, at: problem.location, message: "\(problem.message)；\(keepsDefault)",
                        shortMessage: "\(problem.shortMessage)，\(shortKeepsDefault)"))
            default:
                isValid = false
                diagnostics.append(
                    ConfigDiagnostic(
                        .invalidValue, at: element.location,
                        message: "键名是带引号的字符串，如 \"j\"，不是\(element.value.quoted)；\(keepsDefault)",
                        shortMessage: "键名要加引号，\(shortKeepsDefault)"))
            }
        }
        guard isValid else { return }
        let plain = keys.map(\.value)
        if let screen {
            file.overrides.screenKeys[screen, default: [:]][entry.key] = plain
        } else {
            file.overrides.keys[entry.key] = plain
        }
        file.keyBindings.append(
            KeyBindingEntry(screen: screen, command: entry.key, location: entry.keyLocation, keys: keys))
    }

    // MARK: Colours

    private mutating func decodeColor(_ entry: TOMLDocument.Entry) {
        let name = TOMLParser.displayKey(entry.key)
        let written = ConfigDiagnostic.quoted(entry.key)
        guard Self.isName(entry.key) else {
            diagnostics.append(
                ConfigDiagnostic(
                    .unknownKey, at: entry.keyLocation,
                    message: "[colors] 中的\(written)不是颜色名（颜色名只含字母、数字、- 和 _），已忽略",
                    shortMessage: "[colors] 中的 \(name) 不是颜色名，已忽略"))
            return
        }
        switch entry.value {
        case .string(let text):
            if let color = ColorEntry.color(fromHex: text) {
                file.overrides.colors[entry.key] = color
                file.colors.append(ColorEntry(name: entry.key, color: color, location: entry.keyLocation))
                return
            }
        case .invalid(let problem):
            diagnostics.append(
                ConfigDiagnostic(
                    problem.kind, at: problem.location, message: "\(problem.message)；\(written)保持主题的颜色",
                    shortMessage: "\(problem.shortMessage)，\(name) 用主题的颜色"))
            return
        default:
            break
        }
        diagnostics.append(
            ConfigDiagnostic(
                .invalidColor, at: entry.valueLocation,
                message: "颜色\(written)应为 \"#RRGGBB\" 或 \"#RGB\"，不是\(entry.value.quoted)；\(written)保持主题的颜色",
                shortMessage: "颜色 \(name) 应为 #RRGGBB，已用主题的颜色"))
    }
}
