import Testing
import ZReaderScreen
import ZReaderTerminal

/// Reading the terminal's answers to the start-up query round.
@Suite("The query round's answers")
struct ReplyParserTests {
    typealias Recording = TerminalRecordings.Recording

    static func parse(_ chunks: [some Sequence<UInt8>]) -> TerminalReport {
        var parser = TerminalReplyParser()
        for chunk in chunks { parser.feed(chunk) }
        return parser.report
    }

    static func parse(_ text: String) -> TerminalReport { parse([Array(text.utf8)]) }

    /// The report without the bookkeeping that depends on how the bytes came.
    static func answers(_ report: TerminalReport) -> TerminalReport {
        var answers = report
        answers.bytesRead = 0
        answers.raw = []
        return answers
    }

    @Test func xtermAsAVT340() {
        let report = Self.parse(TerminalRecordings.xtermVT340.answers)
        #expect(report.sawSentinel)
        #expect(report.probeColumn == 2 && report.ambiguousWidth == .narrow)
        #expect(report.trueColorEcho == true)
        #expect(!report.rgbCapability)
        #expect(report.synchronizedOutput == .notRecognized)
        #expect(report.cellPixels == PixelExtent(width: 9, height: 19))
        #expect(report.textAreaPixels == PixelExtent(width: 900, height: 570))
        #expect(report.textAreaCells == Size(columns: 100, rows: 30))
        #expect(report.sixelRegisters == 1024 && report.sixelMaxPixels == PixelExtent(width: 900, height: 570))
        #expect(report.nameAndVersion == "XTerm(379)")
        #expect(report.secondaryAttributes == [19, 379, 0])
        #expect(report.primaryAttributes == [63, 1, 2, 4, 6, 9, 15, 16, 22, 28] && report.claimsSixel)
        #expect(!report.kittyGraphics)
    }

    @Test func xtermWithDebiansDefaultsHasNoSixelAndAnswersNoWindowSize() {
        let report = Self.parse(TerminalRecordings.xtermDefaults.answers)
        #expect(report.sawSentinel && !report.claimsSixel)
        #expect(report.cellPixels == nil && report.textAreaPixels == nil)
        #expect(report.sixelRegisters == nil, "a failed XTSMGRAPHICS (status 3) is no answer")
        #expect(report.secondaryAttributes == [41, 379, 0])
    }

    @Test func kitty() {
        let report = Self.parse(TerminalRecordings.kitty026.answers)
        #expect(report.trueColorEcho == true)
        #expect(!report.rgbCapability, "kitty says RGB and Tc are absent; that is no evidence")
        #expect(report.synchronizedOutput == .reset)
        #expect(report.kittyGraphics)
        #expect(report.cellPixels == PixelExtent(width: 9, height: 18))
        #expect(report.nameAndVersion == "kitty(0.26.5)")
        #expect(report.primaryAttributes == [62], "an empty last attribute is no attribute")
        #expect(report.sawSentinel)
    }

    @Test func tmuxAnswersForItself() {
        let report = Self.parse(TerminalRecordings.tmuxInKitty.answers)
        #expect(report.nameAndVersion == "tmux 3.3a")
        #expect(report.trueColorEcho == nil && report.synchronizedOutput == nil && !report.kittyGraphics)
        #expect(report.primaryAttributes == [1, 2] && report.sawSentinel)
    }

    @Test func weztermsGraphicsAnswerCarriesMoreKeys() {
        let report = Self.parse(TerminalRecordings.wezterm.answers)
        #expect(report.kittyGraphics)
        #expect(report.rgbCapability)
        #expect(report.trueColorEcho == true, "a colour space between the colons is still 24-bit")
        #expect(report.claimsSixel)
    }

    @Test(arguments: TerminalRecordings.all)
    func everyRecordingEndsOnItsSentinelWhateverTheChunks(_ recording: Recording) {
        let whole = Self.parse([recording.bytes])
        #expect(whole.sawSentinel)
        #expect(whole.bytesRead == recording.bytes.count)
        let byteByByte = Self.parse(recording.bytes.map { [$0] })
        #expect(Self.answers(byteByByte) == Self.answers(whole))
        for cut in 1..<recording.bytes.count {
            let split = Self.parse([Array(recording.bytes[..<cut]), Array(recording.bytes[cut...])])
            #expect(Self.answers(split) == Self.answers(whole), "cut at \(cut)")
        }
    }

    @Test(arguments: TerminalRecordings.all)
    func keysAndJunkBetweenAnswersChangeNothing(_ recording: Recording) {
        let whole = Self.parse(recording.answers)
        // Keys typed meanwhile (an arrow, text, Ctrl-C's byte), another program's kitty answer.
        let junk = "jk\u{1B}[Ax\u{03}\u{1B}_Gi=99;OK\u{1B}\\"
        // Before each answer's ESC, not before a string terminator's.
        let pieces = recording.answers.split(separator: "\u{1B}", omittingEmptySubsequences: true)
        let mixed = pieces.map { ($0.hasPrefix("\\") ? "" : junk) + "\u{1B}" + $0 }.joined() + junk
        #expect(Self.answers(Self.parse(mixed)) == Self.answers(whole))
    }

    @Test func theFirstAnswerToEachQuestionCounts() {
        let report = Self.parse(
            "\u{1B}[3;3R\u{1B}[9;2R\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}P>|evil\u{1B}\\\u{1B}[?62;4c\u{1B}[?1c")
        #expect(report.probeColumn == 3 && report.ambiguousWidth == .wide)
        #expect(report.nameAndVersion == "kitty(0.26.5)")
        #expect(report.primaryAttributes == [62, 4])
    }

    @Test(arguments: [
        ("\u{1B}[5;2R", AmbiguousWidth?.some(.narrow)), ("\u{1B}[24;3R", .wide), ("\u{1B}[1;2R", .narrow),
        ("jk\u{1B}[A\u{1B}[7;3R", .wide), ("\u{1B}[5;3", nil), ("\u{1B}[5;4R", nil), ("\u{1B}[5;1R", nil),
        ("\u{1B}[;3R", nil), ("\u{1B}[5R", nil), ("\u{1B}[5;3;1R", nil), ("\u{1B}[?5;3R", nil),
        ("\u{1B}[5;99999999999999999999R", nil), ("[5;3R", nil), ("\u{1B}5;3R", nil),
    ])
    func theProbesColumnSaysTheAmbiguousWidth(_ answer: String, _ width: AmbiguousWidth?) {
        #expect(Self.parse(answer).ambiguousWidth == width)
    }

    @Test func aColourTurnedIntoThePalettesIsNo24Bit() {
        #expect(Self.parse("\u{1B}P1$r0;38;5;16m\u{1B}\\").trueColorEcho == false)
        #expect(Self.parse("\u{1B}P1$r0;38:2::9:2:3m\u{1B}\\").trueColorEcho == false)
        #expect(Self.parse("\u{1B}P1$r0;38;2;1;2;3m\u{1B}\\").trueColorEcho == true)
        #expect(Self.parse("\u{1B}P0$r\u{1B}\\").trueColorEcho == nil, "an invalid request is no answer")
    }

    @Test func xtversionMayEndInBel() {
        #expect(Self.parse("\u{1B}P>|foot(1.20.2)\u{07}").nameAndVersion == "foot(1.20.2)")
    }

    // MARK: Hostile and broken answers

    @Test func anEscapeInsideTheVersionEndsItAndReachesNothing() {
        let report = Self.parse("\u{1B}P>|evil\u{1B}[2J\u{1B}]0;pwned\u{07}\u{1B}\\\u{1B}[?62c")
        #expect(report.nameAndVersion == nil, "a string cut short by ESC is dropped")
        #expect(report.sawSentinel)
    }

    @Test func controlsAndHighBytesInTheVersionBecomeQuestionMarks() throws {
        let report = Self.parse("\u{1B}P>|k\u{7F}i\u{9B}t\u{E4}\u{B8}\u{AD}ty\u{1B}\\")
        let name = try #require(report.nameAndVersion)
        #expect(name.utf8.allSatisfy { (0x20...0x7E).contains($0) })
        #expect(name.hasPrefix("k?i"))
    }

    @Test func aVersionLongerThanSixtyFourCharactersIsCut() {
        let report = Self.parse("\u{1B}P>|" + String(repeating: "v", count: 400) + "\u{1B}\\")
        #expect(report.nameAndVersion?.count == 64)
    }

    @Test func aStringThatNeverEndsIsDroppedAndTheSentinelAfterItIsStillSeen() {
        let endless = "\u{1B}P>|" + String(repeating: "x", count: 100_000)
        var report = Self.parse(endless)
        #expect(report.nameAndVersion == nil && !report.sawSentinel)
        report = Self.parse(endless + "\u{1B}\\\u{1B}[?62c")
        #expect(report.nameAndVersion == nil, "past 512 bytes a string is dropped whole")
        #expect(report.sawSentinel)
    }

    @Test func aMegabyteOfJunkKeepsTheParserBoundedAndFindsNothing() {
        var generator = SystemRandomNumberGenerator()
        let junk = (0..<1_048_576).map { _ in UInt8.random(in: 0...255, using: &generator) }
            .map { $0 == 0x63 || $0 == 0x1B ? 0x20 : $0 }
        let report = Self.parse([junk])
        #expect(!report.sawSentinel)
        #expect(report.raw.count == TerminalReport.rawLimit)
        #expect(report.bytesRead == junk.count)
    }

    @Test func eightBitControlsStartNothing() {
        // C1 CSI and DCS (0x9B, 0x90) are not read as sequences: an answer must use ESC.
        let report = Self.parse([[0x9B, 0x3F, 0x36, 0x32, 0x63, 0x90, 0x3E, 0x7C, 0x78, 0x9C]])
        #expect(!report.sawSentinel && report.nameAndVersion == nil)
    }

    @Test func aControlSequenceWithTooManyParametersIsDropped() {
        let many = Array(repeating: "4", count: 20).joined(separator: ";")
        #expect(Self.parse("\u{1B}[?62;\(many)c").primaryAttributes == nil)
        #expect(Self.parse("\u{1B}[?62;\(many)c\u{1B}[?62c").primaryAttributes == [62])
    }

    @Test func cancelAbortsASequence() {
        #expect(!Self.parse("\u{1B}[?62\u{18}c").sawSentinel)
        #expect(Self.parse("\u{1B}P>|ab\u{1A}\u{1B}\\").nameAndVersion == nil)
    }

    @Test func anotherProgramsKittyAnswerIsNotOurs() {
        #expect(!Self.parse("\u{1B}_Gi=32;OK\u{1B}\\").kittyGraphics)
        #expect(!Self.parse("\u{1B}_Gi=31;ENOENT:no such image\u{1B}\\").kittyGraphics)
        #expect(Self.parse("\u{1B}_Gi=31;OK\u{1B}\\").kittyGraphics)
        #expect(Self.parse("\u{1B}_Gi=31;ENOENT:no such image\u{1B}\\").kittyGraphicsRefused)
        #expect(!Self.parse("\u{1B}_Gi=32;ENOENT:no such image\u{1B}\\").kittyGraphicsRefused)
        #expect(!Self.parse("\u{1B}_Gi=31;OK\u{1B}\\").kittyGraphicsRefused)
    }
}
