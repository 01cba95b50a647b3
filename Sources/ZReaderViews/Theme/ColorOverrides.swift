import ZReaderModel
import ZReaderScreen

/// The colours `[colors]` lays over the themes' own, by name.
///
/// A plain name (`title = "#333333"`) changes that colour in every theme; a name with a theme in
/// front (`night-title`) changes it in that theme only, and wins there over the plain one, so
/// that day and night can each have their own. Names no theme has are kept in `unknownNames`
/// for the caller to report (ZReaderConfig's `ConfigDiagnostic.unknownColor`, with
/// `ColorName.configNames` as the known names).
public struct ColorOverrides: Hashable, Sendable {
    private var everyTheme: [ColorName: RGBColor] = [:]
    private var oneTheme: [ThemeName: [ColorName: RGBColor]] = [:]
    /// The names given that are not colours of any theme, sorted.
    public private(set) var unknownNames: [String] = []

    /// No overrides: every theme as it comes.
    public init() {}

    /// The overrides of a `[colors]` table: colour name → colour (`Settings.colors`).
    public init(_ colors: [String: RGBColor]) {
        var unknown: [String] = []
        for (name, color) in colors {
            if let colorName = ColorName(configName: name) {
                everyTheme[colorName] = color
            } else if let (theme, colorName) = ColorOverrides.themed(name) {
                oneTheme[theme, default: [:]][colorName] = color
            } else {
                unknown.append(name)
            }
        }
        unknownNames = unknown.sorted()
    }

    /// `night-title` as (night, title).
    private static func themed(_ name: String) -> (ThemeName, ColorName)? {
        for theme in ThemeName.allCases {
            let prefix = theme.rawValue + "-"
            if name.hasPrefix(prefix), let colorName = ColorName(configName: String(name.dropFirst(prefix.count))) {
                return (theme, colorName)
            }
        }
        return nil
    }

    public var isEmpty: Bool { everyTheme.isEmpty && oneTheme.isEmpty }

    /// `palette` of `theme` with these colours laid over it.
    public func applied(to palette: ThemePalette, theme: ThemeName) -> ThemePalette {
        var result = palette
        for (name, color) in everyTheme {
            result[name] = color
        }
        for (name, color) in oneTheme[theme] ?? [:] {
            result[name] = color
        }
        return result
    }
}
