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
        var hint =
            "zreader reads general settings at the top of the file, before any table, "
            + "and the tables [keys], [keys.<screen>] and [colors]"
        if header.path.count == 1, SettingsSchema.spec(named: header.path[0]) != nil {
            hint = "\(name) is a setting, not a table: write \(name) = … at the top of the file"
        } else if let first = header.path.first,
            let suggestion = NameSuggestion.closest(to: first, among: SettingsSchema.tableNames), suggestion != first
        {
            hint = "did you mean [\(suggestion)]?"
        }
        diagnostics.append(
            ConfigDiagnostic(
                .unknownTable, at: header.location,
                message: "unknown table [\(name)] (\(hint)); it is ignored with what it holds",
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
                hint = " (\(name) is a table: write [\(name)] on a line of its own, then its entries under it)"
            } else if let suggestion = NameSuggestion.closest(to: entry.key, among: SettingsSchema.names) {
                hint = " (did you mean \(suggestion)?)"
            }
            let shortHint =
                NameSuggestion.closest(to: entry.key, among: SettingsSchema.names).map { "（是不是 \($0)？）" } ?? ""
            diagnostics.append(
                ConfigDiagnostic(
                    .unknownKey, at: entry.keyLocation, message: "unknown setting \(name)\(hint); it is ignored",
                    shortMessage: "未知的设置 \(name)\(shortHint)，已忽略"))
            return
        }
        if case .invalid(let problem) = entry.value {
            diagnostics.append(
                ConfigDiagnostic(
                    problem.kind, at: problem.location,
                    message: "\(problem.message); \(spec.name) keeps its default (\(spec.defaultValue))",
                    shortMessage: "\(problem.shortMessage)，\(spec.name) 已用默认值"))
            return
        }
        if let mismatch = spec.read(entry.value, &file.overrides) {
            diagnostics.append(
                ConfigDiagnostic(
                    .invalidValue, at: entry.valueLocation,
                    message: "\(mismatch.message); keeping the default (\(spec.defaultValue))",
                    shortMessage: "\(mismatch.shortMessage)，已用默认值"))
        }
    }

    // MARK: Keys

    private mutating func decodeBinding(_ entry: TOMLDocument.Entry, screen: String?) {
        let command = TOMLParser.displayKey(entry.key)
        let table = screen.map { "[keys.\($0)]" } ?? "[keys]"
        guard Self.isName(entry.key) else {
            diagnostics.append(
                ConfigDiagnostic(
                    .unknownCommand, at: entry.keyLocation,
                    message: "\(command) in \(table) is not a command name (letters, digits, - and _); it is ignored",
                    shortMessage: "\(table) 中的 \(command) 不是命令名，已忽略"))
            return
        }
        let keepsDefault = "\(command) keeps its default keys"
        let shortKeepsDefault = "\(command) 用默认按键"
        let elements: [TOMLElement]
        switch entry.value {
        case .array(let array):
            elements = array
        case .invalid(let problem):
            diagnostics.append(
                ConfigDiagnostic(
                    problem.kind, at: problem.location, message: "\(problem.message); \(keepsDefault)",
                    shortMessage: "\(problem.shortMessage)，\(shortKeepsDefault)"))
            return
        default:
            let misplaced = SettingsSchema.spec(named: entry.key) != nil
            diagnostics.append(
                ConfigDiagnostic(
                    .invalidValue, at: entry.valueLocation,
                    message: "\(command) in \(table) must be an array of key names, like [\"j\", \"Down\"], "
                        + "not \(entry.value.quoted)"
                        + (misplaced ? " (general settings such as \(command) go before the first table)" : ""),
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
                            .unknownKeyName, at: element.location, message: "\(error.message); \(keepsDefault)",
                            shortMessage: "\(error.shortMessage)，\(shortKeepsDefault)"))
                }
            case .invalid(let problem):
                isValid = false
                diagnostics.append(
                    ConfigDiagnostic(
                        problem.kind, at: problem.location, message: "\(problem.message); \(keepsDefault)",
                        shortMessage: "\(problem.shortMessage)，\(shortKeepsDefault)"))
            default:
                isValid = false
                diagnostics.append(
                    ConfigDiagnostic(
                        .invalidValue, at: element.location,
                        message:
                            "key names are strings in quotes, like \"j\", not \(element.value.quoted); \(keepsDefault)",
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
        guard Self.isName(entry.key) else {
            diagnostics.append(
                ConfigDiagnostic(
                    .unknownKey, at: entry.keyLocation,
                    message: "\(name) in [colors] is not a colour name (letters, digits, - and _); it is ignored",
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
                    problem.kind, at: problem.location, message: "\(problem.message); the theme's \(name) stays",
                    shortMessage: "\(problem.shortMessage)，\(name) 用主题的颜色"))
            return
        default:
            break
        }
        diagnostics.append(
            ConfigDiagnostic(
                .invalidColor, at: entry.valueLocation,
                message: "the colour \(name) must be \"#RRGGBB\" or \"#RGB\", not \(entry.value.quoted); "
                    + "the theme's \(name) stays",
                shortMessage: "颜色 \(name) 应为 #RRGGBB，已用主题的颜色"))
    }
}
