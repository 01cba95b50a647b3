/// The settings in effect, the config file they came partly from, and every problem on the way.
public struct ResolvedSettings: Hashable, Sendable {
    public var settings: Settings
    /// Where the key bindings and colours were written, for the app's own checks.
    public var config: ConfigFile
    /// The config file's diagnostics, then the environment's.
    public var diagnostics: [ConfigDiagnostic]

    public init(settings: Settings, config: ConfigFile, diagnostics: [ConfigDiagnostic]) {
        self.settings = settings
        self.config = config
        self.diagnostics = diagnostics
    }
}
