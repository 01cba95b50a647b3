import ZReaderModel

extension CommandLineOptions {
    /// The usage lines, one a command, made from the tables (printed after a usage error too).
    public static var usage: String {
        var lines: [String] = []
        for (index, command) in commandTable.enumerated() {
            let synopses = optionTable.filter { $0.commands.contains(command.command) }.compactMap(\.synopsis)
            var seen: Set<String> = []
            let unique = synopses.filter { seen.insert($0).inserted }
            let head =
                (index == 0 ? "usage: " : "       ")
                + (["zreader"] + [command.label]).filter { !$0.isEmpty }
                .joined(separator: " ")
            lines += wrapped(head, unique, indent: String(repeating: " ", count: head.count + 1))
        }
        lines.append("       zreader --help | --version | [--config FILE] --print-config | --probe-terminal")
        return lines.joined(separator: "\n")
    }

    /// `--help`: what zreader does, its commands and options, and the keys of every screen as
    /// `keyMap` (the config file's remapping included) gives them.
    public static func help(keys keyMap: KeyMap = .standard) -> String {
        var text = """
            zreader \(AppVersion.current) — Zhihu Daily (知乎日报) in the terminal

            \(usage)

            zreader shows the cached stories at once, then asks Zhihu Daily for today's. With no
            cache and no network it shows the embedded demo edition and says so. When standard
            output is not a terminal (or TERM=dumb) it prints the list as text, or JSON, and exits.
            Favourites and read marks are kept apart from the cache: clearing the cache keeps them.

            commands:

            """
        for command in commandTable.dropFirst() {
            text += row(command.label, [command.help]) + "\n"
        }
        text += "\noptions:\n"
        for spec in optionTable {
            text += row(spec.label, spec.help) + "\n"
        }
        text += "\nkeys (? shows them on each screen; a number before a key repeats it: 5j):\n"
        for screen in Screen.allCases {
            text += "  \(screen.name):\n"
            for binding in keyMap.bindings(for: screen) where !binding.keys.isEmpty {
                text += "  " + row(binding.keys.map(\.description).joined(separator: " "), [binding.help.string]) + "\n"
            }
        }
        text += """

            environment:
              ZREADER_API            the API's base URL, when --api is not given
              ZREADER_CONFIG         the config file, when --config is not given
              BROWSER                the browser, when the config file names none
              NO_COLOR               when set and not empty, draw without colour
              COLORTERM=truecolor    use 24-bit colour when a *-direct terminfo entry exists
                                     (without it zreader asks the terminal)
              TERM                   the terminal's type; one curses lacks falls back to
                                     xterm-direct, xterm-256color or xterm, said once

            files:
              $XDG_CONFIG_HOME/zreader/config.toml   settings, keys and colours (zreader --print-config)
              $XDG_CACHE_HOME/zreader/               the cache, its pictures and zreader.log
              $XDG_DATA_HOME/zreader/data.db         favourites and read marks
            """
        return text
    }

    /// `  --days N               help…`, continuation lines under the first.
    private static func row(_ label: String, _ help: [String]) -> String {
        let column = 25
        let pad = String(repeating: " ", count: max(1, column - 2 - label.count))
        let first = "  \(label)\(pad)\(help.first ?? "")"
        let rest = help.dropFirst().map { String(repeating: " ", count: column) + $0 }
        return ([first] + rest).joined(separator: "\n")
    }

    /// `head` followed by `parts`, wrapped before 100 columns.
    private static func wrapped(_ head: String, _ parts: [String], indent: String) -> [String] {
        var lines: [String] = []
        var line = head
        for part in parts {
            if line.count + 1 + part.count > 100, line != head, line != indent {
                lines.append(line)
                line = indent + part
            } else {
                line += (line == indent ? "" : " ") + part
            }
        }
        lines.append(line)
        return lines
    }
}
