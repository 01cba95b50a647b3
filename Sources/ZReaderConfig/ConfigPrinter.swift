import ZReaderScreen

/// Writes settings as a config file with every option explained, for `zreader --print-config`.
///
/// The app owns its key map and themes, so it passes the bindings and colours in effect, in the
/// order to print them. Parsing the text gives back `settings`' general values, and `keys`,
/// `screenKeys` and `colors` equal to what was passed (keys without a config name left out).
public enum ConfigPrinter {
    /// A `[keys]` or `[keys.<screen>]` table to print.
    public struct KeyTable: Hashable, Sendable {
        /// nil for `[keys]`, the bindings of every screen.
        public var screen: String?
        /// A comment above the table, such as the screen's name.
        public var title: String
        public var bindings: [Binding]

        public init(screen: String?, title: String, bindings: [Binding]) {
            self.screen = screen
            self.title = title
            self.bindings = bindings
        }
    }

    /// One command and its keys.
    public struct Binding: Hashable, Sendable {
        public var command: String
        public var keys: [Key]
        /// What the command does, as the help overlay says it: "下一条".
        public var help: String

        public init(command: String, keys: [Key], help: String) {
            self.command = command
            self.keys = keys
            self.help = help
        }
    }

    /// One colour of `[colors]`.
    public struct Color: Hashable, Sendable {
        public var name: String
        public var color: RGBColor
        /// What the colour paints: "titles".
        public var help: String

        public init(name: String, color: RGBColor, help: String) {
            self.name = name
            self.color = color
            self.help = help
        }
    }

    /// - Parameter remembered: settings whose value in effect does not come from a config file
    ///   but from what zreader remembered (the theme of the last `t`), by name, with where it was
    ///   remembered: printed as a comment, so that the file read back leaves them to the memory.
    public static func render(
        _ settings: Settings, keyTables: [KeyTable] = [], colors: [Color] = [], remembered: [String: String] = [:]
    ) -> String {
        var lines = [
            "# zreader's configuration, as `zreader --print-config` printed it: the settings in effect,",
            "# from the defaults, the config file, the environment and the command line (each stronger",
            "# than the one before). zreader reads --config FILE, else $ZREADER_CONFIG, else",
            "# $XDG_CONFIG_HOME/zreader/config.toml, else ~/.config/zreader/config.toml.",
            "# The format is TOML: \"strings\" in quotes, whole numbers, true or false, [ \"arrays\" ];",
            "# a # starts a comment. General settings come first, before any [table].",
        ]
        for spec in SettingsSchema.general {
            lines.append("")
            lines += spec.help.map { "# " + $0 }
            if let source = remembered[spec.name] {
                lines.append("# Not set here: \(source). A value here would win over it.")
                lines.append("# \(spec.name) = \(spec.write(settings))")
            } else {
                lines.append("\(spec.name) = \(spec.write(settings))")
            }
        }
        if !keyTables.isEmpty {
            lines += [
                "",
                "# Keys: each command takes a list of key names. A name is one character (\"j\", \"G\", \"?\"),",
                "# or Space, Enter, Esc, Tab, Backspace, Up, Down, Left, Right, PageUp, PageDown, Home, End,",
                "# F1 to F12, or C-x for Ctrl and a letter. [] leaves a command without keys. [keys] sets a",
                "# command on every screen that has it; [keys.<screen>] on one screen, over [keys].",
            ]
        }
        for table in keyTables {
            lines.append("")
            lines += comment(table.title)
            lines.append(table.screen.map { "[keys.\(TOMLParser.displayKey($0))]" } ?? "[keys]")
            for binding in table.bindings {
                lines += comment(binding.help)
                let names = binding.keys.compactMap(KeyName.name(of:)).map(TOMLValue.basicString)
                lines.append("\(TOMLParser.displayKey(binding.command)) = [\(names.joined(separator: ", "))]")
            }
        }
        if !colors.isEmpty {
            lines += ["", "# Colours laid over the theme's, each \"#RRGGBB\".", "[colors]"]
            for color in colors {
                lines += comment(color.help)
                lines.append("\(TOMLParser.displayKey(color.name)) = \"\(ColorEntry.hex(of: color.color))\"")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as comment lines, one per line of it; none for empty text.
    private static func comment(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            "# " + TOMLParser.printable(String($0))
        }
    }
}
