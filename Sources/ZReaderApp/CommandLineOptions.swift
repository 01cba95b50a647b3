import ZReaderModel
import ZReaderScreen

/// What the command line asked for, parsed before anything touches the terminal.
public struct CommandLineOptions: Hashable, Sendable {
    /// What to do.
    public enum Mode: Hashable, Sendable {
        case run
        case help
        case version
    }

    public var mode: Mode = .run
    /// Use the embedded demo edition only: no cache, no network.
    public var demo = false
    /// Use the cache only (and the demo edition if it is empty): no request is made.
    public var offline = false
    /// The API's base URL (`--api`, else `ZREADER_API`); nil for the default host and its fallback.
    public var apiBaseURL: String?
    /// Where the cache lives (`--cache-dir`); nil for `$XDG_CACHE_HOME/zreader` or `~/.cache/zreader`.
    public var cacheDirectory: String?
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
    /// `--image-cache-mb`: the most the picture cache keeps on disk, in megabytes (0 keeps none).
    public var imageCacheMegabytes = 200

    public init() {}

    /// A problem with the arguments: the message to print before the usage, exit status 2.
    public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Parses the arguments after the program name; `environment` supplies `ZREADER_API`.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
        -> CommandLineOptions
    {
        var options = CommandLineOptions()
        if let base = environment["ZREADER_API"], !base.isEmpty {
            options.apiBaseURL = try validatedBaseURL(base, source: "ZREADER_API")
        }
        var remaining = arguments[...]
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return next
        }
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = argument.hasPrefix("--") ? parts[0] : argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            switch flag {
            case "-h", "--help":
                options.mode = .help
            case "-V", "--version":
                options.mode = options.mode == .help ? .help : .version
            case "--demo":
                options.demo = true
            case "--demo-delay":
                let text = try value(for: flag, inline: inline)
                guard let seconds = Double(text), seconds >= 0, seconds <= 600, seconds.isFinite else {
                    throw UsageError(message: "--demo-delay takes seconds between 0 and 600, not '\(printable(text))'")
                }
                options.demoDelay = seconds
            case "--offline":
                options.offline = true
            case "--api":
                options.apiBaseURL = try validatedBaseURL(try value(for: flag, inline: inline), source: "--api")
            case "--cache-dir":
                let directory = try value(for: flag, inline: inline)
                guard !directory.isEmpty else { throw UsageError(message: "--cache-dir needs a directory") }
                options.cacheDirectory = directory
            case "--json":
                options.json = true
            case "--days":
                let text = try value(for: flag, inline: inline)
                guard let count = Int(text), (1...365).contains(count) else {
                    throw UsageError(message: "--days takes a number of days from 1 to 365, not '\(printable(text))'")
                }
                options.days = count
            case "--no-mouse":
                options.mouse = false
            case "--images":
                let text = try value(for: flag, inline: inline)
                guard let preference = PicturePreference(rawValue: text) else {
                    throw UsageError(message: "--images takes auto, on or off, not '\(text)'")
                }
                options.images = preference
            case "--image-cache-mb":
                let text = try value(for: flag, inline: inline)
                guard let megabytes = Int(text), (0...100_000).contains(megabytes) else {
                    throw UsageError(message: "--image-cache-mb takes megabytes from 0 to 100000, not '\(text)'")
                }
                options.imageCacheMegabytes = megabytes
            case "--colors":
                let text = try value(for: flag, inline: inline)
                guard let depth = ColorDepth(rawValue: text) else {
                    throw UsageError(message: "--colors takes 24bit, 256, 8 or none, not '\(printable(text))'")
                }
                options.colors = depth
            case "--ambiguous-width":
                let text = try value(for: flag, inline: inline)
                guard let width = Int(text).flatMap(AmbiguousWidth.init(rawValue:)) else {
                    throw UsageError(message: "--ambiguous-width takes 1 or 2, not '\(printable(text))'")
                }
                options.ambiguousWidth = width
            default:
                throw UsageError(message: "unknown option '\(printable(argument))'")
            }
        }
        if options.demo && options.offline {
            throw UsageError(message: "--demo and --offline cannot be used together")
        }
        return options
    }

    /// An http(s) URL with a host, without a trailing slash.
    private static func validatedBaseURL(_ text: String, source: String) throws(UsageError) -> String {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
            let afterScheme = text.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first,
            !afterScheme.isEmpty, !text.contains(where: { $0.isWhitespace }),
            !text.unicodeScalars.contains(where: isHidden)
        else {
            throw UsageError(message: "\(source) must be an http or https URL, not '\(printable(text))'")
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

    public static let usage = """
        usage: zreader [--offline | --demo] [--api URL] [--cache-dir DIR] [--demo-delay SECONDS]
                       [--no-mouse] [--colors 24bit|256|8|none] [--images auto|on|off]
                       [--image-cache-mb N] [--ambiguous-width 1|2] [--json] [--days N]
               zreader --help | --version
        """

    public static let help = """
        zreader \(AppVersion.current) — Zhihu Daily (知乎日报) in the terminal

        \(usage)

        zreader shows the cached stories at once, then asks Zhihu Daily for today's. With no
        cache and no network it shows the embedded demo edition and says so. When standard
        output is not a terminal (or TERM=dumb) it prints the list as text, or JSON, and exits.

        options:
          --offline              read the cache only (the demo edition if it is empty); no requests
          --demo                 read the embedded demo edition only (twelve days; no cache, no network)
          --api URL              the API's base URL (default https://news-at.zhihu.com/api/4,
                                 falling back to https://daily.zhihu.com/api/4)
          --cache-dir DIR        where the cache lives (default $XDG_CACHE_HOME/zreader,
                                 else ~/.cache/zreader)
          --demo-delay SECONDS   wait this long before every demo answer (to see loading)
          --no-mouse             leave the mouse to the terminal (text selection works)
          --colors DEPTH         force the colour depth: 24bit, 256, 8 or none
          --ambiguous-width N    columns the terminal gives East Asian Ambiguous characters
                                 (· … — “” ① ※): 1 or 2 (default: ask the terminal at start-up)
          --images WHEN          pictures (banner, thumbnails, story header): auto (on at 256
                                 colours and 24-bit, off at 8 colours and without colour), on
                                 (also a coarse picture at 8 colours), off (无图模式); i toggles
          --image-cache-mb N     keep at most N MB of pictures in the cache (default 200; 0: none)
          --json                 when not on a terminal, print the list as JSON instead of text
          --days N               when not on a terminal, print N days (default 3, today included)
          -h, --help             print this help and exit
          -V, --version          print the version and exit

        keys: j/k or ↓/↑ move, Enter reads, Space/b page, g/G top/bottom,
              h/l turn the banner, i pictures on/off, r refresh, ? help, q quit (or back from a story)

        environment:
          ZREADER_API            the API's base URL, when --api is not given
          NO_COLOR               when set and not empty, draw without colour
          COLORTERM=truecolor    use 24-bit colour when a *-direct terminfo entry exists
        """
}
