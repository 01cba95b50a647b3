import ZReaderScreen

/// Reads the terminal's answers to the start-up query round, byte by byte, into a
/// `TerminalReport`; fed as the bytes arrive, in chunks of any size.
///
/// A VT500-style state machine (ground, escape, control sequence, control string) with bounds on
/// everything it keeps: a control sequence of more than `longestSequence` bytes or
/// `mostParameters` parameters is dropped whole, as is a string longer than `longestString`
/// (its terminator is still waited for, so its tail is not read as answers). CAN and SUB abort a
/// sequence, an ESC inside one starts the next (inside a string, ESC `\` is its end), 8-bit C1
/// controls are ignored. Whatever is not an answer to the round — keys typed meanwhile, another
/// program's kitty id, text — is ignored, and the parser's memory stays bounded however much
/// comes.
public struct TerminalReplyParser: Sendable {
    public private(set) var report = TerminalReport()

    /// The longest control sequence kept, in bytes.
    static let longestSequence = 64
    /// The most parameters a control sequence may have.
    static let mostParameters = 16
    /// The longest control string kept, in bytes.
    static let longestString = 512
    /// The longest XTVERSION text kept.
    static let longestName = 64

    private enum State: Sendable {
        case ground
        case escape
        case controlSequence
        case controlString(introducer: UInt8)
        /// An ESC inside a string: `\` ends it, anything else aborts it.
        case stringEscape(introducer: UInt8)
    }

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var sequenceTooLong = false

    public init() {}

    /// The DA1 answer came: the round can stop reading.
    public var sawSentinel: Bool { report.sawSentinel }

    /// The round stopped reading at its byte cap.
    public mutating func markOverflowed() {
        report.overflowed = true
    }

    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            report.bytesRead += 1
            if report.raw.count < TerminalReport.rawLimit { report.raw.append(byte) }
            step(byte)
        }
    }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .ground:
            if byte == 0x1B { state = .escape }
        case .escape:
            switch byte {
            case UInt8(ascii: "["): begin(.controlSequence)
            case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "X"):
                begin(.controlString(introducer: byte))
            case 0x1B: state = .escape
            default: state = .ground
            }
        case .controlSequence:
            controlSequenceByte(byte)
        case .controlString(let introducer):
            switch byte {
            case 0x1B: state = .stringEscape(introducer: introducer)
            case 0x18, 0x1A: state = .ground
            case 0x07 where introducer == UInt8(ascii: "]") || introducer == UInt8(ascii: "P"):
                // xterm accepts BEL as the end of an OSC; some terminals end XTVERSION with it too.
                finishString(introducer)
            default: keep(byte)
            }
        case .stringEscape(let introducer):
            if byte == UInt8(ascii: "\\") {
                finishString(introducer)
            } else {
                // An ESC that is no string terminator aborts the string and starts a sequence.
                state = .escape
                step(byte)
            }
        }
    }

    private mutating func begin(_ next: State) {
        state = next
        sequence.removeAll(keepingCapacity: true)
        sequenceTooLong = false
    }

    private mutating func keep(_ byte: UInt8) {
        guard !sequenceTooLong else { return }
        let limit: Int
        switch state {
        case .controlString: limit = TerminalReplyParser.longestString
        case .ground, .escape, .controlSequence, .stringEscape: limit = TerminalReplyParser.longestSequence
        }
        if sequence.count >= limit {
            sequenceTooLong = true
            sequence.removeAll()
        } else {
            sequence.append(byte)
        }
    }

    private mutating func controlSequenceByte(_ byte: UInt8) {
        switch byte {
        case 0x1B: state = .escape
        case 0x18, 0x1A: state = .ground
        case 0x20...0x3F: keep(byte)
        case 0x40...0x7E:
            state = .ground
            if !sequenceTooLong { controlSequence(ControlSequence(sequence, final: byte)) }
        default:
            // A C0 control inside a sequence is executed by a terminal, not part of it; C1 and
            // UTF-8 bytes end it as malformed.
            if byte >= 0x80 { state = .ground }
        }
    }

    private mutating func finishString(_ introducer: UInt8) {
        state = .ground
        guard !sequenceTooLong else { return }
        switch introducer {
        case UInt8(ascii: "P"): deviceControlString(sequence)
        case UInt8(ascii: "_"): applicationProgramCommand(sequence)
        default: break
        }
    }

    // MARK: Answers

    private mutating func controlSequence(_ sequence: ControlSequence?) {
        guard let sequence, sequence.parameters.count <= TerminalReplyParser.mostParameters else { return }
        let numbers = sequence.parameters
        switch (sequence.privateMarker, sequence.intermediates, sequence.final) {
        case (nil, "", UInt8(ascii: "R")) where numbers.count == 2 && numbers[0] != nil:
            if report.probeColumn == nil, let column = numbers[1] { report.probeColumn = column }
        case (UInt8(ascii: "?"), "", UInt8(ascii: "c")):
            if report.primaryAttributes == nil { report.primaryAttributes = numbers.compactMap { $0 } }
            report.sawSentinel = true
        case (UInt8(ascii: ">"), "", UInt8(ascii: "c")):
            if report.secondaryAttributes == nil { report.secondaryAttributes = numbers.compactMap { $0 } }
        case (UInt8(ascii: "?"), "$", UInt8(ascii: "y")) where numbers.count == 2 && numbers[0] == 2026:
            if report.synchronizedOutput == nil, let value = numbers[1] {
                report.synchronizedOutput = ModeReport(rawValue: value)
            }
        case (nil, "", UInt8(ascii: "t")) where numbers.count == 3:
            windowReport(numbers)
        case (UInt8(ascii: "?"), "", UInt8(ascii: "S")):
            graphicsAttributes(numbers)
        default:
            break
        }
    }

    private mutating func windowReport(_ numbers: [Int?]) {
        guard let kind = numbers[0], let height = numbers[1], let width = numbers[2], height > 0, width > 0 else {
            return
        }
        switch kind {
        case 6 where report.cellPixels == nil: report.cellPixels = PixelExtent(width: width, height: height)
        case 4 where report.textAreaPixels == nil: report.textAreaPixels = PixelExtent(width: width, height: height)
        case 8 where report.textAreaCells == nil: report.textAreaCells = Size(columns: width, rows: height)
        default: break
        }
    }

    /// XTSMGRAPHICS: `? item ; status ; value… S`, status 0 for success.
    private mutating func graphicsAttributes(_ numbers: [Int?]) {
        guard numbers.count >= 3, numbers[1] == 0 else { return }
        switch numbers[0] {
        case 1:
            if report.sixelRegisters == nil, let registers = numbers[2], registers > 0 {
                report.sixelRegisters = registers
            }
        case 2:
            if report.sixelMaxPixels == nil, numbers.count == 4, let width = numbers[2], let height = numbers[3],
                width > 0, height > 0
            {
                report.sixelMaxPixels = PixelExtent(width: width, height: height)
            }
        default:
            break
        }
    }

    private mutating func deviceControlString(_ body: [UInt8]) {
        if body.starts(with: Array(">|".utf8)) {
            if report.nameAndVersion == nil { report.nameAndVersion = printable(body.dropFirst(2)) }
        } else if body.starts(with: Array("1$r".utf8)) {
            // DECRQSS answered for SGR: the colour set before the query, as the terminal keeps it.
            if report.trueColorEcho == nil {
                report.trueColorEcho = TerminalReplyParser.isTrueColorEcho(body.dropFirst(3))
            }
        } else if body.starts(with: Array("1+r".utf8)) {
            let name = body.dropFirst(3).prefix { $0 != UInt8(ascii: "=") }
            if name.elementsEqual("524742".utf8) || name.elementsEqual("5463".utf8) { report.rgbCapability = true }
        }
    }

    /// The SGR DECRQSS gave back holds the colour 1, 2, 3 in 24-bit form: `38:2::1:2:3` (with or
    /// without a colour space between the colons), `38:2:1:2:3` or `38;2;1;2;3`.
    static func isTrueColorEcho(_ sgr: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: sgr.prefix { $0 != UInt8(ascii: "m") }, as: UTF8.self)
        let parameters = text.split(separator: ";", omittingEmptySubsequences: false)
        for (index, parameter) in parameters.enumerated() {
            let fields = parameter.split(separator: ":", omittingEmptySubsequences: false)
            if fields.count >= 5, fields[0] == "38", fields[1] == "2", fields.suffix(3) == ["1", "2", "3"] {
                return true
            }
            if parameter == "38", parameters.dropFirst(index + 1).prefix(4).elementsEqual(["2", "1", "2", "3"]) {
                return true
            }
        }
        return false
    }

    /// The kitty graphics answer to our query: `G` keys `;` message, where the keys name our id.
    private mutating func applicationProgramCommand(_ body: [UInt8]) {
        guard body.first == UInt8(ascii: "G"), let separator = body.firstIndex(of: UInt8(ascii: ";")) else { return }
        let keys = body[1..<separator].split(separator: UInt8(ascii: ","))
        guard keys.contains(where: { $0.elementsEqual("i=\(QueryPlan.kittyQueryID)".utf8) }) else { return }
        if body[(separator + 1)...].starts(with: Array("OK".utf8)) {
            report.kittyGraphics = true
        } else {
            report.kittyGraphicsRefused = true
        }
    }

    /// `bytes` as printable ASCII: anything else becomes `?`, and it is cut to `longestName`.
    private func printable(_ bytes: ArraySlice<UInt8>) -> String {
        String(
            decoding: bytes.prefix(TerminalReplyParser.longestName).map { (0x20...0x7E).contains($0) ? $0 : 0x3F },
            as: UTF8.self)
    }
}

/// One control sequence's parts: a private marker (`?`, `>`, `<`, `=`), numeric parameters
/// (nil where empty; sub-parameters after `:` ignored), intermediates and the final byte.
private struct ControlSequence {
    var privateMarker: UInt8?
    var parameters: [Int?]
    var intermediates: String
    var final: UInt8

    /// The sequence of `bytes` (what came between `CSI` and `final`); nil when malformed (a
    /// parameter byte after an intermediate, a private marker after the start, a huge number).
    init?(_ bytes: [UInt8], final: UInt8) {
        var body = bytes[...]
        if let first = body.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            body = body.dropFirst()
        }
        let parameterBytes = body.prefix { (0x30...0x3F).contains($0) }
        let intermediateBytes = body.dropFirst(parameterBytes.count)
        guard intermediateBytes.allSatisfy({ (0x20...0x2F).contains($0) }),
            !parameterBytes.contains(where: { (0x3C...0x3F).contains($0) })
        else { return nil }
        var parameters: [Int?] = []
        for field in parameterBytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            let digits = field.prefix { $0 != UInt8(ascii: ":") }
            guard digits.count <= 9, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            parameters.append(digits.isEmpty ? nil : digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        if parameterBytes.isEmpty { parameters = [] }
        self.parameters = parameters
        intermediates = String(decoding: intermediateBytes, as: UTF8.self)
        self.final = final
    }
}
