/// Reads zreader's subset of TOML (described on `ConfigFile`) into a `TOMLDocument`; never traps.
///
/// A problem that leaves the line's extent clear (a bad number, an unquoted word, a bad escape)
/// becomes an `.invalid` value and reading goes on; one that does not (a missing `=`, an unclosed
/// string or array, a structure zreader does not read) stops reading, so nothing is misread.
///
/// Reading is linear in the file's length: a table name has at most `maximumTableDepth` parts and
/// a key at most `maximumKeyLength` characters (zreader's own are two parts and 30 characters), so
/// the work per header and per key, which walks a name's prefixes, is bounded; more stops reading.
struct TOMLParser {
    /// The most parts a table name has (`[keys.reader]` has two).
    static let maximumTableDepth = 8
    /// The most characters (Unicode scalars) in a key or one part of a table name.
    static let maximumKeyLength = 128
    /// The most settings a file holds (zreader has about 80 with every command's keys): more, and
    /// every one of them would be checked, suggested for and reported.
    static let maximumEntries = 1_000
    /// The most problems read past before reading stops: a file with more is not a config file
    /// with mistakes but something else, and a report of each would be as long as the file.
    static let maximumProblems = 100
    /// The most elements in an array (a command's keys: a few).
    static let maximumArrayLength = 256

    private let scalars: [Unicode.Scalar]
    private let path: String
    private let lineStarts: [Int]
    private let invalidUTF8: (line: Int, column: Int)?
    private var index = 0
    private var table: [String] = []
    /// The current table clashes with a value, so what it holds is dropped.
    private var tableIsIgnored = false
    private var document = TOMLDocument()
    private var keyLines: [[String]: Int] = [:]
    /// Every table, with its own header or implied by a dotted one, and the line that made it.
    private var tableLines: [[String]: Int] = [:]
    private var headerLines: [[String]: Int] = [:]

    static func parse(_ text: ConfigText, path: String) -> TOMLDocument {
        var parser = TOMLParser(text, path: path)
        parser.parseDocument()
        return parser.document
    }

    private init(_ text: ConfigText, path: String) {
        scalars = text.scalars
        self.path = path
        invalidUTF8 = text.invalidUTF8
        var starts = [0]
        for (offset, scalar) in text.scalars.enumerated() where scalar == "\n" {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    // MARK: Lines

    private mutating func parseDocument() {
        do throws(TOMLProblem) {
            while true {
                skipSpaces()
                guard let scalar = peek() else { break }
                if scalar == "[" {
                    let header = try parseHeader()
                    try endLine(after: "表名")
                    open(header)
                } else if Self.startsKey(scalar) {
                    if document.entries.count >= Self.maximumEntries {
                        throw unsupported("超过 \(Self.maximumEntries) 项的设置", hint: "")
                    }
                    let entry = try parseEntry()
                    try endLine(after: "值")
                    commit(entry)
                } else if scalar == "#" || scalar == "\n" || scalar == "\r" {
                    try endLine(after: "注释")
                } else {
                    throw syntax(
                        "此处应为设置（如 theme = \"day\"）、[表名] 或 # 注释，实际是\(describe(scalar))",
                        short: "此处应为设置名、[表名] 或 # 注释")
                }
                if document.problems.count >= Self.maximumProblems {
                    throw syntax(
                        "问题超过 \(Self.maximumProblems) 个：这不像配置文件，不再读取",
                        short: "问题超过 \(Self.maximumProblems) 个，不再读取")
                }
            }
            if let invalidUTF8 { document.fatal = notUTF8(invalidUTF8) }
        } catch {
            if error.isAtEnd, let invalidUTF8 {
                document.fatal = notUTF8(invalidUTF8)
            } else {
                document.fatal = error
            }
        }
    }

    /// Spaces and a comment, then the line's end.
    private mutating func endLine(after what: String) throws(TOMLProblem) {
        skipSpaces()
        if peek() == "#" { try skipComment() }
        switch peek() {
        case nil:
            return
        case "\n":
            index += 1
        case "\r":
            try skipCarriageReturn()
        case let other?:
            throw syntax("\(what)后面应为行尾，实际是\(describe(other))", short: "\(what)后面有多余的内容")
        }
    }

    private mutating func parseHeader() throws(TOMLProblem) -> TOMLDocument.Header {
        let start = index
        index += 1
        if peek() == "[" {
            throw unsupported("表数组（[[…]]）", hint: Self.tablesHint, at: start)
        }
        var path: [String] = []
        while true {
            skipSpaces()
            guard let scalar = peek(), Self.startsKey(scalar) else {
                let expected = path.isEmpty ? "[ 后面应为表名" : "表名中 . 后面应为名称"
                throw syntax("\(expected)，实际是\(describe(peek()))", short: "表名缺失")
            }
            path.append(try parseKey())
            skipSpaces()
            switch peek() {
            case "." where path.count >= Self.maximumTableDepth:
                throw unsupported("超过 \(Self.maximumTableDepth) 层的表名", hint: Self.tablesHint, at: start)
            case ".":
                index += 1
            case "]":
                index += 1
                return TOMLDocument.Header(path: path, location: location(start))
            case let other:
                throw syntax("此处应为结束表名的 ]，实际是\(describe(other))", short: "表名缺少结尾的 ]")
            }
        }
    }

    private mutating func parseEntry() throws(TOMLProblem) -> TOMLDocument.Entry {
        let keyStart = index
        let key = try parseKey()
        skipSpaces()
        if peek() == "." {
            throw unsupported("带点号的键名（如 keys.down = …）", short: "带点号的键名", hint: "请把设置写在它所属的 [表名] 下")
        }
        guard peek() == "=" else {
            throw syntax(
                "设置名\(ConfigDiagnostic.quoted(key))后面应为 =，实际是\(describe(peek()))",
                short: "设置名 \(Self.displayKey(key)) 后缺少 =")
        }
        index += 1
        skipSpaces()
        let valueStart = index
        let value = try parseValue(inArray: false)
        return TOMLDocument.Entry(
            table: table, key: key, keyLocation: location(keyStart), value: value, valueLocation: location(valueStart))
    }

    private mutating func open(_ header: TOMLDocument.Header) {
        table = header.path
        tableIsIgnored = false
        let name = Self.displayPath(header.path)
        for end in header.path.indices {
            let prefix = Array(header.path[...end])
            if let keyLine = keyLines[prefix] {
                document.problems.append(
                    duplicate(
                        "\(ConfigDiagnostic.quoted("[\(name)]"))不能是表：\(ConfigDiagnostic.quoted(Self.displayPath(prefix)))"
                            + "已在第 \(keyLine) 行设为值；表中的设置全部忽略",
                        short: "\(Self.displayPath(prefix)) 已在第 \(keyLine) 行设为值，表 [\(name)] 被忽略", at: header.location))
                tableIsIgnored = true
                return
            }
        }
        if let earlier = headerLines[header.path] {
            document.problems.append(
                duplicate(
                    "表\(ConfigDiagnostic.quoted("[\(name)]"))出现了两次（第 \(earlier) 行已有）；其中的设置并入第一个表",
                    short: "表 [\(name)] 重复（第 \(earlier) 行已有）", at: header.location))
            return
        }
        headerLines[header.path] = header.location.line
        for end in header.path.indices where tableLines[Array(header.path[...end])] == nil {
            tableLines[Array(header.path[...end])] = header.location.line
        }
        document.headers.append(header)
    }

    private mutating func commit(_ entry: TOMLDocument.Entry) {
        guard !tableIsIgnored else { return }
        let path = table + [entry.key]
        let name = Self.displayKey(entry.key)
        if let earlier = keyLines[path] {
            document.problems.append(
                duplicate(
                    "\(ConfigDiagnostic.quoted(name))设置了两次（第 \(earlier) 行已设置）；此行被忽略",
                    short: "\(name) 重复设置（第 \(earlier) 行已设置），此行被忽略", at: entry.keyLocation))
            return
        }
        if let tableLine = tableLines[path] {
            document.problems.append(
                duplicate(
                    "\(ConfigDiagnostic.quoted(name))已是表（第 \(tableLine) 行的\(ConfigDiagnostic.quoted("[\(Self.displayPath(path))]"))）；此值被忽略",
                    short: "\(name) 已是第 \(tableLine) 行的表，此行被忽略", at: entry.keyLocation))
            return
        }
        keyLines[path] = entry.keyLocation.line
        document.entries.append(entry)
    }

    // MARK: Keys and values

    private mutating func parseKey() throws(TOMLProblem) -> String {
        let start = index
        let key: String
        switch peek() {
        case "\"", "'":
            if lookingAt("\"\"\"") || lookingAt("'''") {
                throw syntax("键名不能是多行字符串", short: "键名不能是多行字符串")
            }
            let (text, problem) = peek() == "\"" ? try scanBasicString() : try scanLiteralString()
            if let problem { throw problem }
            key = text
        default:
            while let scalar = peek(), Self.isBareKeyScalar(scalar), index - start <= Self.maximumKeyLength {
                index += 1
            }
            guard index > start else { throw syntax("此处应为键名，实际是\(describe(peek()))", short: "此处应为键名") }
            key = text(start..<index)
        }
        guard key.unicodeScalars.count <= Self.maximumKeyLength else {
            throw unsupported("超过 \(Self.maximumKeyLength) 个字符的键名", hint: "", at: start)
        }
        return key
    }

    private mutating func parseValue(inArray: Bool) throws(TOMLProblem) -> TOMLValue {
        switch peek() {
        case "\"":
            if lookingAt("\"\"\"") {
                throw unsupported("多行字符串（\"\"\"…\"\"\"）", short: "多行字符串", hint: "请把字符串写在一行内，换行写作 \\n")
            }
            let (text, problem) = try scanBasicString()
            return problem.map(TOMLValue.invalid) ?? .string(text)
        case "'":
            if lookingAt("'''") {
                throw unsupported("多行字符串（'''…'''）", short: "多行字符串", hint: "请把字符串写在一行内")
            }
            let (text, problem) = try scanLiteralString()
            return problem.map(TOMLValue.invalid) ?? .string(text)
        case "[":
            if inArray { throw unsupported("嵌套数组", hint: "") }
            return try parseArray()
        case "{":
            throw unsupported("内联表（{ … }）", hint: "请把其中的设置写在 [表名] 下")
        default:
            return bareValue(inArray: inArray)
        }
    }

    private mutating func parseArray() throws(TOMLProblem) -> TOMLValue {
        let open = index
        index += 1
        var elements: [TOMLElement] = []
        while true {
            try skipBlankLinesAndComments()
            guard let scalar = peek() else { throw unclosedArray(open) }
            if scalar == "]" {
                index += 1
                return .array(elements)
            }
            let start = index
            guard elements.count < Self.maximumArrayLength else {
                throw unsupported("超过 \(Self.maximumArrayLength) 个元素的数组", hint: "", at: start)
            }
            let value = try parseValue(inArray: true)
            elements.append(TOMLElement(value: value, location: location(start)))
            try skipBlankLinesAndComments()
            switch peek() {
            case ",":
                index += 1
            case "]":
                index += 1
                return .array(elements)
            case nil:
                throw unclosedArray(open)
            case let other?:
                throw syntax("数组元素后面应为 , 或 ]，实际是\(describe(other))", short: "数组元素之间缺少逗号")
            }
        }
    }

    /// A basic string and the first problem inside it, if any; the string runs to its closing quote
    /// whatever is wrong inside, so only a missing quote stops reading.
    private mutating func scanBasicString() throws(TOMLProblem) -> (String, TOMLProblem?) {
        let open = index
        index += 1
        var text = String.UnicodeScalarView()
        var problem: TOMLProblem?
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else { throw unclosedString(open, quote: "\"") }
            if scalar == "\"" {
                index += 1
                return (String(text), problem)
            }
            guard scalar == "\\" else {
                if Self.isForbiddenControl(scalar), problem == nil {
                    problem = syntax(
                        "\(describe(scalar))是控制字符：字符串中要写成转义，如 \\t", short: "字符串中有控制字符")
                }
                text.append(scalar)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard let escaped = peek(), escaped != "\n", escaped != "\r" else { continue }
            index += 1
            switch escaped {
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            case "b": text.append("\u{08}")
            case "t": text.append("\t")
            case "n": text.append("\n")
            case "f": text.append("\u{0C}")
            case "r": text.append("\r")
            case "u", "U":
                let digits = escaped == "u" ? 4 : 8
                switch scanHexDigits(digits) {
                case .some(let value):
                    if let decoded = Unicode.Scalar(value) {
                        text.append(decoded)
                    } else if problem == nil {
                        problem = syntax(
                            "\(ConfigDiagnostic.quoted("\\\(escaped)\(String(value, radix: 16, uppercase: true))"))"
                                + "不是有效的 Unicode 字符",
                            short: "字符串中的 \\\(escaped) 转义不是有效的字符", at: escapeStart)
                    }
                case .none where problem == nil:
                    problem = syntax(
                        "转义 \\\(escaped) 后面应为正好 \(digits) 位十六进制数字",
                        short: "字符串中的 \\\(escaped) 转义需要 \(digits) 位十六进制数",
                        at: escapeStart)
                case .none:
                    break
                }
            default:
                if problem == nil {
                    problem = syntax(
                        "字符串中有无效的转义\(ConfigDiagnostic.quoted("\\\(Self.printable(String(escaped)))"))"
                            + "（zreader 能读的转义有 \\\" \\\\ \\b \\t \\n \\f \\r \\uXXXX 和 \\UXXXXXXXX）",
                        short: "字符串中有无效的转义 \\\(Self.printable(String(escaped)))", at: escapeStart)
                }
            }
        }
    }

    /// Exactly `count` hexadecimal digits as a number, or nil (leaving what follows them unread).
    private mutating func scanHexDigits(_ count: Int) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let scalar = peek(), let digit = Self.hexValue(scalar) else { return nil }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func scanLiteralString() throws(TOMLProblem) -> (String, TOMLProblem?) {
        let open = index
        index += 1
        var problem: TOMLProblem?
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else { throw unclosedString(open, quote: "'") }
            if scalar == "'" {
                index += 1
                return (text(open + 1..<index - 1), problem)
            }
            if Self.isForbiddenControl(scalar), problem == nil {
                problem = syntax(
                    "\(describe(scalar))是控制字符：请改用双引号字符串，把它写成转义", short: "字符串中有控制字符")
            }
            index += 1
        }
    }

    /// A value without quotes or brackets: true, false or a decimal integer; anything else reads to
    /// the end of the value (the line's end, a comment, or in an array `,` or `]`) and is reported.
    private mutating func bareValue(inArray: Bool) -> TOMLValue {
        let start = index
        while let scalar = peek(), scalar != "#", scalar != "\n", scalar != "\r",
            !(inArray && (scalar == "," || scalar == "]"))
        {
            index += 1
        }
        var end = index
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" {
            end -= 1
        }
        let word = text(start..<end)
        if word == "true" { return .boolean(true) }
        if word == "false" { return .boolean(false) }
        let expected = inArray ? "数组中此处应为值" : "= 后面应为值（\"字符串\"、数字、true/false 或 [ \"数组\" ]）"
        guard !word.isEmpty else {
            return .invalid(syntax("\(expected)，实际什么也没有", short: inArray ? "数组中缺少值" : "= 后缺少值", at: start))
        }
        var body = Substring(word)
        let negative = body.first == "-"
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        if body == "inf" || body == "nan" || Self.looksLikeFloat(body) {
            return .invalid(
                unsupported("小数（\(ConfigDiagnostic.quoted(word))）", short: "小数", hint: "请写整数", at: start))
        }
        if body.hasPrefix("0x") || body.hasPrefix("0o") || body.hasPrefix("0b") {
            return .invalid(
                unsupported(
                    "十六进制、八进制和二进制数（\(ConfigDiagnostic.quoted(word))）", short: "十六进制、八进制和二进制数",
                    hint: "请写成十进制数", at: start))
        }
        if !body.isEmpty, body.unicodeScalars.allSatisfy({ Self.isDigit($0) || $0 == "_" }) {
            return integer(body, negative: negative, word: word, at: start)
        }
        if Self.looksLikeDateOrTime(word) {
            return .invalid(unsupported("日期和时间（\(ConfigDiagnostic.quoted(word))）", short: "日期和时间", hint: "", at: start))
        }
        let quoteHint =
            word.contains(where: { "\"'[]{}".contains($0) })
            ? "" : "；字符串要加引号，写作\(ConfigDiagnostic.quoted(TOMLValue.basicString(word)))"
        return .invalid(
            syntax(
                "\(expected)，实际是\(ConfigDiagnostic.quoted(word))\(quoteHint)", short: "值的格式不对（字符串要加引号）",
                at: start))
    }

    private func integer(_ digits: Substring, negative: Bool, word: String, at start: Int) -> TOMLValue {
        if digits.first == "_" || digits.last == "_" || digits.contains("__") {
            return .invalid(
                syntax(
                    "数字中的 _ 只能位于两个数字之间（\(ConfigDiagnostic.quoted(word))）", short: "数字中的 _ 只能位于两个数字之间",
                    at: start))
        }
        let plain = digits.unicodeScalars.filter { $0 != "_" }
        if plain.count > 1, plain.first == "0" {
            return .invalid(
                syntax("整数不能以 0 开头（\(ConfigDiagnostic.quoted(word))）", short: "整数不能以 0 开头", at: start))
        }
        var value = 0
        for scalar in plain {
            let digit = Int(scalar.value) - 48
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else {
                return .invalid(
                    syntax(
                        "\(ConfigDiagnostic.quoted(word))太大：zreader 能读的整数在 \(Int.min) 到 \(Int.max) 之间",
                        short: "数字太大",
                        at: start))
            }
            value = next
        }
        return .integer(value)
    }

    // MARK: Skipping

    private mutating func skipSpaces() {
        while let scalar = peek(), scalar == " " || scalar == "\t" {
            index += 1
        }
    }

    private mutating func skipBlankLinesAndComments() throws(TOMLProblem) {
        while let scalar = peek() {
            switch scalar {
            case " ", "\t", "\n": index += 1
            case "\r": try skipCarriageReturn()
            case "#": try skipComment()
            default: return
            }
        }
    }

    /// From `#` to the end of the line, which is left unread.
    private mutating func skipComment() throws(TOMLProblem) {
        index += 1
        while let scalar = peek(), scalar != "\n" {
            if scalar == "\r" {
                guard peek(at: 1) == "\n" else { throw loneCarriageReturn() }
                return
            }
            if Self.isForbiddenControl(scalar) {
                throw syntax("注释中不能有控制字符\(describe(scalar))", short: "注释中有控制字符")
            }
            index += 1
        }
    }

    private mutating func skipCarriageReturn() throws(TOMLProblem) {
        guard peek(at: 1) == "\n" else { throw loneCarriageReturn() }
        index += 2
    }

    // MARK: Reading

    private func peek(at offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    private func lookingAt(_ literal: String) -> Bool {
        for (offset, scalar) in literal.unicodeScalars.enumerated() where peek(at: offset) != scalar {
            return false
        }
        return true
    }

    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    private func location(_ position: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: position - lineStarts[low] + 1)
    }

    private func describe(_ scalar: Unicode.Scalar?) -> String {
        switch scalar {
        case nil: "文件结尾"
        case "\n", "\r": "行尾"
        case let scalar?: ConfigDiagnostic.quoted(Self.printable(String(scalar)))
        }
    }

    // MARK: Problems

    private func syntax(_ message: String, short: String, at position: Int? = nil) -> TOMLProblem {
        let position = position ?? index
        return TOMLProblem(
            kind: .syntax, location: location(position), message: message, shortMessage: short,
            isAtEnd: position >= scalars.count)
    }

    /// `short`, for the status line, is `what` without the example or the text quoted.
    private func unsupported(_ what: String, short: String? = nil, hint: String, at position: Int? = nil)
        -> TOMLProblem
    {
        let position = position ?? index
        return TOMLProblem(
            kind: .unsupported, location: location(position),
            message: "zreader 的配置不支持\(what)\(hint.isEmpty ? "" : "；\(hint)")",
            shortMessage: "zreader 的配置不支持\(short ?? what)")
    }

    /// The tables there are, for a table zreader does not read.
    private static let tablesHint = "zreader 的表只有 [keys]、[keys.界面名] 和 [colors]"

    private func duplicate(_ message: String, short: String, at location: SourceLocation) -> TOMLProblem {
        TOMLProblem(kind: .duplicate, location: location, message: message, shortMessage: short)
    }

    private func unclosedString(_ open: Int, quote: String) -> TOMLProblem {
        let start = location(open)
        return syntax(
            "此处应为结束字符串的 \(quote)（字符串从第 \(start.column) 列开始），实际是\(describe(peek()))",
            short: "字符串缺少结尾的引号")
    }

    private func unclosedArray(_ open: Int) -> TOMLProblem {
        let start = location(open)
        return syntax(
            "此处应为结束数组的 ]（数组从第 \(start.line) 行第 \(start.column) 列开始），实际是\(describe(peek()))",
            short: "数组缺少结尾的 ]")
    }

    private func loneCarriageReturn() -> TOMLProblem {
        syntax("回车符 \\r 后面必须跟换行符 \\n", short: "换行符不完整（单独的 \\r）")
    }

    private func notUTF8(_ place: (line: Int, column: Int)) -> TOMLProblem {
        TOMLProblem(
            kind: .unreadable, location: SourceLocation(file: path, line: place.line, column: place.column),
            message: "文件从此处起不是有效的 UTF-8 文本", shortMessage: "配置文件不是有效的 UTF-8 文本")
    }

    // MARK: Character classes

    static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x2D: true
        default: false
        }
    }

    private static func startsKey(_ scalar: Unicode.Scalar) -> Bool {
        isBareKeyScalar(scalar) || scalar == "\"" || scalar == "'"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    /// The control characters TOML forbids in strings and comments: all of C0 but tab, and DEL.
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    private static func looksLikeFloat(_ body: Substring) -> Bool {
        guard let first = body.unicodeScalars.first, isDigit(first) else { return false }
        return body.unicodeScalars.allSatisfy { isDigit($0) || "_.eE+-".unicodeScalars.contains($0) }
            && body.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    }

    private static func looksLikeDateOrTime(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { $0 < scalars.count && isDigit(scalars[$0]) } }
        let date = digits(0..<4) && scalars.count > 4 && scalars[4] == "-"
        let time = digits(0..<2) && scalars.count > 2 && scalars[2] == ":"
        return date || time
    }

    /// A key as a message shows it: bare when it can be written bare, else quoted.
    static func displayKey(_ key: String) -> String {
        !key.isEmpty && key.unicodeScalars.allSatisfy(isBareKeyScalar) ? key : TOMLValue.basicString(key)
    }

    static func displayPath(_ path: [String]) -> String { path.map(displayKey).joined(separator: ".") }

    /// A character a message must not carry raw to a terminal: a control (C0, DEL, C1), a format
    /// character (the bidi overrides such as U+202E, zero-width ones, a BOM) or a line or
    /// paragraph separator.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `text` with hidden characters shown as `U+0001` or `U+202E`, so a message never carries them
    /// to a terminal.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
