import ZReaderConfig

/// Parses config text as the file `config.toml`, the name every expected message uses.
enum TestConfig {
    static func parse(_ text: String) -> ConfigFile { ConfigFile.parse(text, path: "config.toml") }

    /// The one diagnostic `text` gives; nil when there are none or several, so `#require` fails.
    static func onlyDiagnostic(_ text: String) -> ConfigDiagnostic? {
        let diagnostics = parse(text).diagnostics
        return diagnostics.count == 1 ? diagnostics[0] : nil
    }
}
