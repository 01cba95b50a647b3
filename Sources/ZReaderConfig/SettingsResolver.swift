/// Lays the layers over each other: flag over environment over config file over default.
///
/// The environment layer is zreader's own variables only (`ZREADER_API`). Variables other programs
/// share, such as `BROWSER`, are where zreader looks when nothing else is set, so a `browser` in the
/// config file wins over `$BROWSER`.
public enum SettingsResolver {
    /// The settings in effect.
    ///
    /// `flags` holds what the command line gave, already checked by its parser.
    public static func resolve(
        defaults: Settings = Settings(), config: ConfigFile, environment: [String: String], flags: SettingsOverrides
    ) -> ResolvedSettings {
        let (fromEnvironment, problems) = environmentOverrides(environment)
        let settings = flags.applied(to: fromEnvironment.applied(to: config.overrides.applied(to: defaults)))
        return ResolvedSettings(settings: settings, config: config, diagnostics: config.diagnostics + problems)
    }

    /// Finds the config file, reads it and resolves: the whole of it in one call.
    public static func load(
        configFlag: String?, environment: [String: String], flags: SettingsOverrides
    ) throws(ConfigFileError) -> ResolvedSettings {
        let config = try ConfigFile.load(from: ConfigLocation.resolve(flag: configFlag, environment: environment))
        return resolve(config: config, environment: environment, flags: flags)
    }

    /// The settings the environment gives, and a diagnostic for each value that does not fit.
    public static func environmentOverrides(_ environment: [String: String]) -> (SettingsOverrides, [ConfigDiagnostic])
    {
        var overrides = SettingsOverrides()
        var problems: [ConfigDiagnostic] = []
        if let base = environment["ZREADER_API"], !base.isEmpty {
            if let valid = Settings.validatedAPIBaseURL(base) {
                overrides.apiBaseURL = valid
            } else {
                problems.append(
                    ConfigDiagnostic(
                        .invalidValue, source: .environment("ZREADER_API"),
                        message: "只能是 http:// 或 https:// 网址，不是\(ConfigDiagnostic.quoted(base))，已忽略",
                        shortMessage: "只能是 http 或 https 网址，已忽略"))
            }
        }
        return (overrides, problems)
    }
}
