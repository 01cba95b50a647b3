import Foundation
import ZReaderTestSupport

/// `Resources/man/zreader.1` read as far as the drift tests need: its sections, and the tags and
/// bodies of its `.TP` entries, as the plain text a reader sees.
///
/// It reads the few macros and escapes the page uses, no more; an unknown escape stays in the
/// text, where a test comparing it fails.
struct ManPageSource {
    /// One `.TP` entry: the tag line and the lines under it, in plain text.
    struct Entry: Hashable {
        var tag: String
        var body: String
    }

    static let path = FixtureServer.packageRoot.appending(path: "Resources/man/zreader.1")

    /// The source lines.
    let lines: [String]

    init() throws {
        lines = try String(contentsOf: Self.path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    /// The whole page as plain text, one line for each line of source.
    var plainText: String {
        lines.map(Self.plain).joined(separator: "\n")
    }

    /// The source lines of `.SH NAME` up to the next `.SH`.
    func section(_ name: String) -> [String] {
        block(in: lines, from: { Self.heading($0, "SH") == name }, until: { Self.heading($0, "SH") != nil })
    }

    /// The source lines of `.SS name` inside `section`, up to the next `.SS`.
    func subsection(_ name: String, of section: [String]) -> [String] {
        block(in: section, from: { Self.heading($0, "SS") == name }, until: { Self.heading($0, "SS") != nil })
    }

    /// The lines of the first `.SY` synopsis whose command is `command`, up to its `.YS`.
    func synopsis(of command: String) -> [String] {
        block(
            in: section("SYNOPSIS"), from: { Self.heading($0, "SY") == command }, until: { $0.hasPrefix(".YS") })
    }

    /// The `.TP` entries among `lines`: each ends at the next `.TP`, paragraph or heading.
    static func entries(in lines: [String]) -> [Entry] {
        var entries: [Entry] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix(".TP"), index + 1 < lines.count else {
                index += 1
                continue
            }
            let tag = plain(lines[index + 1])
            var body: [String] = []
            index += 2
            while index < lines.count, !endsEntry(lines[index]) {
                body.append(plain(lines[index]))
                index += 1
            }
            entries.append(Entry(tag: tag, body: body.filter { !$0.isEmpty }.joined(separator: " ")))
        }
        return entries
    }

    /// What one line of source shows: a macro's arguments (joined as the macro joins them) or the
    /// text, with the escapes turned into the characters they stand for.
    static func plain(_ line: String) -> String {
        guard line.hasPrefix(".") else { return unescaped(line) }
        guard !line.hasPrefix(".\\\"") else { return "" }
        let words = arguments(of: line)
        guard let macro = words.first else { return "" }
        let rest = Array(words.dropFirst())
        switch macro {
        case ".B", ".I", ".SH", ".SS", ".SY": return unescaped(rest.joined(separator: " "))
        case ".BR", ".RB", ".BI", ".IB", ".IR", ".RI": return unescaped(rest.joined())
        case ".OP": return unescaped("[" + rest.joined(separator: " ") + "]")
        default: return ""
        }
    }

    /// The title of a `.SH`, `.SS` or `.SY` line, nil for any other line.
    private static func heading(_ line: String, _ macro: String) -> String? {
        guard line.hasPrefix(".\(macro) ") else { return nil }
        return plain(".SH" + line.dropFirst(macro.count + 1))
    }

    private static func endsEntry(_ line: String) -> Bool {
        [".TP", ".PP", ".SH", ".SS", ".P ", ".LP"].contains { line.hasPrefix($0) } || line == ".P"
    }

    private func block(in lines: [String], from isStart: (String) -> Bool, until isEnd: (String) -> Bool)
        -> [String]
    {
        guard let start = lines.firstIndex(where: isStart) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !isEnd($0) })
    }

    /// A macro line's words: split at spaces, except inside double quotes.
    private static func arguments(of line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var hasWord = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                hasWord = true
            } else if character == " ", !quoted {
                if hasWord { words.append(word) }
                word = ""
                hasWord = false
            } else {
                word.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(word) }
        return words
    }

    private static let namedCharacters = [
        "em": "—", "aq": "'", "dq": "\"", "lq": "“", "rq": "”", "rs": "\\",
    ]

    /// `\-` as `-`, `\(em` as `—`, `\[u77E5]` as `知`; font changes and `\&` dropped.
    private static func unescaped(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            rest = rest.dropFirst()
            guard first == "\\", let escape = rest.first else {
                result.append(first)
                continue
            }
            rest = rest.dropFirst()
            switch escape {
            case "-": result.append("-")
            case "e": result.append("\\")
            case "&": break
            case "f": rest = rest.dropFirst()
            case "(":
                let name = String(rest.prefix(2))
                rest = rest.dropFirst(2)
                result += namedCharacters[name] ?? "\\(\(name)"
            case "[":
                let name = String(rest.prefix { $0 != "]" })
                rest = rest.dropFirst(name.count + 1)
                if name.hasPrefix("u"), let value = UInt32(name.dropFirst(), radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\[\(name)]"
                }
            default: result += "\\\(escape)"
            }
        }
        return result
    }
}
