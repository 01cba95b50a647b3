import Testing
import ZReaderCurses

@Suite("Why the terminal could not be set up, in Chinese")
struct CursesErrorTests {
    /// What is left of `text` in Latin letters besides the names the user types or sets.
    static func foreignWords(in text: String) -> [String] {
        let kept: Set<String> = ["zreader", "TERM", "xterm-256color", "vt-nonsense"]
        return text.matches(of: #/[A-Za-z_][A-Za-z0-9_-]*/#).map { String($0.output) }.filter { !kept.contains($0) }
    }

    @Test(arguments: [CursesError.notATerminal, .unknownTerminal(nil), .unknownTerminal("vt-nonsense")])
    func eachReasonIsSaidInChinese(_ error: CursesError) {
        #expect(Self.foreignWords(in: error.description).isEmpty, "\(error)")
        #expect(error.description.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    }
}
