/// A problem found in the configuration: a short form for the status line and a full one,
/// `file:line:column: message`, for standard error, both in Chinese.
public struct ConfigDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, which also says what zreader did about it.
    public enum Kind: Hashable, Sendable {
        /// Not TOML; when `ignoresRestOfFile`, nothing from this line on was used.
        case syntax
        /// TOML that zreader's subset does not read.
        case unsupported
        /// The file could not be read, is too large or is not UTF-8.
        case unreadable
        /// A value of the wrong type or out of range: that setting keeps its default.
        case invalidValue
        /// A key zreader does not know: ignored.
        case unknownKey
        /// A table zreader does not know: ignored with everything in it.
        case unknownTable
        /// A key or table given twice: the later one is ignored.
        case duplicate
        /// A key name in `[keys]` that names no key: that command keeps its default keys.
        case unknownKeyName
        /// A colour that is not `#RRGGBB` or `#RGB`: the theme's colour stays.
        case invalidColor
        /// A command name in `[keys]` that no screen has (reported by the app).
        case unknownCommand
        /// Two commands on one key in one screen (reported by the app).
        case keyConflict
    }

    /// Where the problem is.
    public enum Source: Hashable, Sendable {
        case file(String)
        case environment(String)
    }

    public var kind: Kind
    public var source: Source
    public var line: Int?
    public var column: Int?
    /// Chinese, without the location: what is wrong, what was found there and what zreader does
    /// instead; what the user wrote is quoted “…”, names and TOML as they are written.
    public var message: String
    /// Chinese, without the location, for the status line.
    public var shortMessage: String
    /// Nothing after this problem in its file was used.
    public var ignoresRestOfFile: Bool

    public init(
        _ kind: Kind, source: Source, line: Int? = nil, column: Int? = nil, message: String, shortMessage: String,
        ignoresRestOfFile: Bool = false
    ) {
        self.kind = kind
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        self.shortMessage = shortMessage
        self.ignoresRestOfFile = ignoresRestOfFile
    }

    public init(
        _ kind: Kind, at location: SourceLocation, message: String, shortMessage: String,
        ignoresRestOfFile: Bool = false
    ) {
        self.init(
            kind, source: .file(location.file), line: location.line, column: location.column, message: message,
            shortMessage: shortMessage, ignoresRestOfFile: ignoresRestOfFile)
    }

    /// The full form for standard error: `config.toml:12:9: = 后面应为值（…），实际是“dusk”…`.
    public var description: String {
        var place: String
        switch source {
        case .file(let path): place = path
        case .environment(let name): place = name
        }
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        // A path or a message may quote the file's own text: nothing hidden reaches the terminal.
        place = TOMLParser.printable(place)
        let message = TOMLParser.printable(message)
        guard ignoresRestOfFile else { return "\(place): \(message)" }
        let rest = line.map { "文件从第 \($0) 行起的内容均未使用" } ?? "整个文件均未使用"
        return "\(place): \(message)；\(rest)"
    }

    /// The short form for the status line: `配置文件第 12 行：theme 只能是 terminal、day 或 night，已用默认值`.
    public var summary: String {
        let place: String
        switch source {
        case .file: place = line.map { "配置文件第 \($0) 行" } ?? "配置文件"
        case .environment(let name): place = "环境变量 \(name)"
        }
        return "\(place)：\(shortMessage)\(ignoresRestOfFile ? "，此行起的设置未生效" : "")"
    }

    /// `text` as the user wrote it, in the quotes every command-line error puts around it.
    public static func quoted(_ text: String) -> String { "“\(text)”" }

    /// One status line for all of `diagnostics`: the first one's summary and how many more there are.
    public static func statusLine(for diagnostics: [ConfigDiagnostic]) -> String? {
        guard let first = diagnostics.first else { return nil }
        let more = diagnostics.count - 1
        return more == 0 ? first.summary : "\(first.summary)（另有 \(more) 个配置问题）"
    }
}
