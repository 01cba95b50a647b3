/// A config file read into a layer of settings, with where each key binding and colour was written
/// and every problem found.
///
/// ## The file
/// General settings sit at the top, before any table (`theme = "night"`); then `[keys]` (command
/// name → array of key names, for every screen with that command), `[keys.<screen>]` (the same for
/// one screen, winning over `[keys]`) and `[colors]` (colour name → `"#RRGGBB"` or `"#RGB"`).
///
/// ## The TOML zreader reads
/// - Comments from `#` to the end of the line, on their own line or after a value.
/// - Bare keys (`A-Z a-z 0-9 _ -`) and quoted keys (`"…"`, `'…'`), then `=`, then a value.
/// - Tables `[name]` and dotted table names `[keys.reader]` (needed for per-screen keys), whose
///   parts may be quoted and spaced (`[ keys . "reader" ]`).
/// - Values: basic strings `"…"` with the escapes `\" \\ \b \t \n \f \r \uXXXX \UXXXXXXXX`;
///   literal strings `'…'`; decimal integers with an optional sign and `_` between digits (64-bit);
///   `true` and `false`; arrays of those, which may span lines, hold comments and end with a comma.
/// - LF or CRLF line ends; a leading byte-order mark is skipped.
///
/// Floats, dates and times, hexadecimal, octal and binary integers, inline tables, arrays of
/// tables, nested arrays, multi-line strings and dotted keys (`a.b = 1`) give a "not supported by
/// zreader's config" diagnostic.
///
/// ## What a problem costs
/// - A value that is malformed but clearly delimited (an unquoted word, an empty value, a float, a
///   bad escape, a number too large) or that is of the wrong type or out of range: that setting
///   keeps its default; that command keeps its default keys; that colour stays the theme's.
/// - A problem that leaves the structure unclear (a line that is not a key, table or comment, a
///   missing `=`, an unclosed string or array, something after a value, an unsupported structure,
///   a control character, bytes that are not UTF-8): every entry on earlier lines is kept, nothing
///   from that line on is used.
/// - A key or table given twice: the first one counts (a repeated table's keys are read into the
///   first); unknown keys and tables: ignored. All are reported with their line and column.
public struct ConfigFile: Hashable, Sendable {
    /// The file read, nil when there was none.
    public var path: String?
    /// What the file sets.
    public var overrides: SettingsOverrides
    /// Every valid key binding, in the order written.
    public var keyBindings: [KeyBindingEntry]
    /// The screens of the `[keys.<screen>]` tables and where their headers are.
    public var keyTables: [Located<String>]
    /// Every valid colour, in the order written.
    public var colors: [ColorEntry]
    /// In the order of the file.
    public var diagnostics: [ConfigDiagnostic]

    public init(
        path: String? = nil, overrides: SettingsOverrides = SettingsOverrides(), keyBindings: [KeyBindingEntry] = [],
        keyTables: [Located<String>] = [], colors: [ColorEntry] = [], diagnostics: [ConfigDiagnostic] = []
    ) {
        self.path = path
        self.overrides = overrides
        self.keyBindings = keyBindings
        self.keyTables = keyTables
        self.colors = colors
        self.diagnostics = diagnostics
    }

    /// The defaults with what the file sets laid over them.
    public var settings: Settings { overrides.applied(to: Settings()) }

    /// Reads `text`; `path` is the name diagnostics give the file.
    public static func parse(_ text: String, path: String) -> ConfigFile {
        SettingsDecoder.decode(TOMLParser.parse(ConfigText(text), path: path), path: path)
    }

    /// Reads `bytes` as UTF-8; the first line that is not UTF-8 ends the file, with a diagnostic.
    public static func parse(bytes: [UInt8], path: String) -> ConfigFile {
        SettingsDecoder.decode(TOMLParser.parse(ConfigText(bytes: bytes), path: path), path: path)
    }
}
