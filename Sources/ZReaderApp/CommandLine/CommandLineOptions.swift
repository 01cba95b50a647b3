import ZReaderConfig
import ZReaderModel
import ZReaderScreen
import ZReaderTerminal

/// What the command line asked for, parsed before anything touches the terminal.
///
/// The commands and options are declared as data (`commandTable`, `optionTable`), from which both
/// the parser and `--help` are made.
public struct CommandLineOptions: Hashable, Sendable {
    /// Which program to run: the reader, or one of the subcommands.
    public enum Command: String, Hashable, Sendable, CaseIterable {
        case read
        case sync
        case exportFavourites
        case importFavourites
    }

    /// Whether to run the command or only print help or the version.
    public enum Mode: Hashable, Sendable {
        case run
        case help
        case version
        /// `--print-config`: print the settings in effect as a config file.
        case printConfig
        /// `--probe-terminal`: ask the terminal what it can do and print what zreader would do.
        case probeTerminal
    }

    /// The format `favourites export` writes.
    public enum ExportFormat: Hashable, Sendable {
        case json
        case markdown
    }

    public var command = Command.read
    public var mode: Mode = .run
    /// Use the embedded demo edition only: no cache, no network.
    public var demo = false
    /// Use the cache only (and the demo edition if it is empty): no request is made.
    public var offline = false
    /// The API's base URL (`--api`, else `ZREADER_API`); nil for the default host and its fallback.
    public var apiBaseURL: String?
    /// Where the cache lives (`--cache-dir`); nil for `$XDG_CACHE_HOME/zreader` or `~/.cache/zreader`.
    public var cacheDirectory: String?
    /// Where favourites and read marks live (`--data-dir`); nil for `$XDG_DATA_HOME/zreader` or
    /// `~/.local/share/zreader`.
    public var dataDirectory: String?
    /// The cache's size cap in megabytes (`--cache-mb`); 0 for none.
    public var cacheMegabytes = 500
    /// Seconds added to every demo load.
    public var demoDelay: Double = 0
    /// Capture the mouse (wheel and clicks); off leaves the terminal's own text selection alone.
    public var mouse = true
    /// A colour depth that overrides what the terminal reports.
    public var colors: ColorDepth?
    /// How wide East Asian Ambiguous characters (· … — “” ① ※) are drawn; nil asks the terminal.
    public var ambiguousWidth: AmbiguousWidth?
    /// Without a terminal, print the home list as JSON rather than text.
    public var json = false
    /// Without a terminal, how many days to print, today included.
    public var days = 3
    /// `--images`: pictures where the terminal shows them well, always, or never at start.
    public var images = PicturePreference.auto
    /// `--graphics`: how pictures are drawn (the terminal's pixels where it has them, or cells).
    public var graphics = GraphicsPreference.auto
    /// `--cursor visible`: show the terminal's cursor where the views put it.
    public var showsCursor = false
    /// Set the window title (not with `--no-title`).
    public var setsTitle = true
    /// `--image-cache-mb`: the most the picture cache keeps on disk, in megabytes (0 keeps none).
    public var imageCacheMegabytes = 200
    /// `--config FILE`: the config file to read instead of the usual one.
    public var configPath: String?
    /// What the options set that the config file can set too (`--no-mouse`, `--images`,
    /// `--theme`…), as the layer over it: a setting the command line leaves alone keeps the file's.
    public var settingFlags = SettingsOverrides()
    /// Whether `--json` or `--days` was given: they shape pipe output, and a terminal is told so.
    public var asksForPipeOutput = false
    /// `sync`: how many days before today to fetch.
    public var syncDays = 7
    /// `sync`: fetch story bodies too (not with `--no-bodies`).
    public var syncBodies = true
    /// `sync`: fetch pictures too (not with `--no-pictures`).
    public var syncPictures = true
    /// `sync`: fetch comments too (not with `--no-comments`).
    public var syncComments = true
    /// `favourites export`: JSON (which `import` reads) or Markdown.
    public var exportFormat = ExportFormat.json
    /// The format a flag asked for, so that asking for both is an error rather than the last
    /// one winning.
    var askedExportFormat: ExportFormat?
    /// `favourites import FILE`: the file.
    public var importPath: String?

    public init() {}

    /// Sets the export format a flag asks for; two different ones contradict each other.
    mutating func askForExportFormat(_ format: ExportFormat) throws(UsageError) {
        if let asked = askedExportFormat, asked != format {
            throw UsageError(message: "--json 和 --markdown 不能同时使用")
        }
        askedExportFormat = format
        exportFormat = format
    }

    /// A problem with the arguments: the message to print before the usage, exit status 2.
    public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        public init(message: String) {
            self.message = message
        }
    }

    /// Parses the arguments after the program name; `environment` supplies `ZREADER_API`.
    ///
    /// The command's words may come before or after the options: `zreader --cache-dir D sync`.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
        -> CommandLineOptions
    {
        var options = CommandLineOptions()
        if let base = environment["ZREADER_API"], !base.isEmpty {
            options.apiBaseURL = try validatedBaseURL(base, source: "ZREADER_API")
        }
        let (command, operands, flags) = try split(arguments)
        options.command = command.command
        if let operand = command.operand {
            guard operands.count == 1 else {
                throw UsageError(message: "zreader \(command.words.joined(separator: " ")) 需要一个 \(operand)")
            }
            options.importPath = operands[0]
        } else if let extra = operands.first {
            throw UsageError(message: "多余的参数“\(printable(extra))”")
        }
        for (spec, value) in flags {
            guard spec.commands.contains(command.command) else {
                let owners = commandTable.filter { spec.commands.contains($0.command) }.map {
                    (["zreader"] + ($0.label.isEmpty ? [] : [$0.label])).joined(separator: " ")
                }
                let name = spec.names.last ?? ""
                throw UsageError(message: "\(name) 只用于 \(owners.joined(separator: "、"))")
            }
            try spec.apply(&options, value)
        }
        if options.demo && options.offline {
            throw UsageError(message: "--demo 和 --offline 不能同时使用")
        }
        return options
    }

    /// The command named by the words among the arguments, its operands, and each option with its
    /// value (the spec chosen for that command when two share a name).
    private static func split(_ arguments: [String]) throws(UsageError)
        -> (CommandSpec, [String], [(OptionSpec, String)])
    {
        var words: [String] = []
        var named: [(String, String?, String)] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                words.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = argument.hasPrefix("--") ? parts[0] : argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            guard let spec = optionTable.first(where: { $0.names.contains(name) }) else {
                throw UsageError(message: "未知选项“\(printable(argument))”")
            }
            var value = ""
            if spec.value != nil {
                if let inline {
                    value = inline
                } else if let next = remaining.popFirst() {
                    value = next
                } else {
                    throw UsageError(message: "\(name) 需要一个值")
                }
            }
            named.append((name, inline, value))
        }
        let command = try command(named: &words)
        var flags: [(OptionSpec, String)] = []
        for (name, _, value) in named {
            let candidates = optionTable.filter { $0.names.contains(name) }
            let spec = candidates.first { $0.commands.contains(command.command) } ?? candidates[0]
            flags.append((spec, value))
        }
        return (command, words, flags)
    }

    /// Takes the command's words off the front of `words`, leaving its operands.
    private static func command(named words: inout [String]) throws(UsageError) -> CommandSpec {
        let subcommands = commandTable.filter { !$0.words.isEmpty }
        if let match = subcommands.first(where: { words.starts(with: $0.words) }) {
            words.removeFirst(match.words.count)
            return match
        }
        if let first = words.first {
            let prefixes = subcommands.filter { $0.words.first == first }
            if !prefixes.isEmpty {
                let choices = prefixes.compactMap { $0.words.dropFirst().first }.joined(separator: " 或 ")
                throw UsageError(message: "zreader \(first) 后面需要 \(choices)")
            }
            let known = subcommands.compactMap(\.words.first)
            let suggestion = NameSuggestion.closest(to: first, among: known).map { "（你要找的是不是“\($0)”？）" } ?? ""
            throw UsageError(message: "未知命令“\(printable(first))”\(suggestion)")
        }
        return commandTable[0]
    }

    /// An http(s) URL with a host, without a trailing slash.
    static func validatedBaseURL(_ text: String, source: String) throws(UsageError) -> String {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
            let afterScheme = text.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first,
            !afterScheme.isEmpty, !text.contains(where: { $0.isWhitespace }),
            !text.unicodeScalars.contains(where: isHidden)
        else {
            throw UsageError(message: "\(source) 必须是 http 或 https 网址，不是“\(printable(text))”")
        }
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// The longest piece of an argument an error message quotes.
    static let quotedLength = 200

    /// `text` as an error message may quote it: what a terminal would act on or hide (control
    /// characters, DEL, C1 controls, bidirectional overrides, line separators) written as
    /// `\u{…}`, so that a hostile `--api` or `ZREADER_API` cannot reach the terminal through the
    /// message, and cut after `quotedLength` characters.
    static func printable(_ text: String) -> String {
        var quoted = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            guard index < quotedLength else {
                quoted += "…"
                break
            }
            quoted += isHidden(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return quoted
    }

    /// A character a terminal acts on or does not show as itself; never part of a URL either.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || (0x200E...0x200F).contains(value)
            || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// A whole number in `range`, or the usage error `words` describe.
    static func number(_ text: String, in range: ClosedRange<Int>, _ words: String) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(message: "\(words)，不是“\(printable(text))”")
        }
        return value
    }
}
