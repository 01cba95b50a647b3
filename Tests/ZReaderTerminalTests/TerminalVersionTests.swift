import Testing
import ZReaderTerminal

@Suite("Terminal versions as terminals report them")
struct TerminalVersionTests {
    @Test(arguments: [
        ("0.26.5", [0, 26, 5]), ("379", [379]), ("24.08.3", [24, 8, 3]),
        ("20240203-110809-5046fc22", [20_240_203, 110_809]), ("1.3.1-dev+abc", [1, 3, 1]), ("7600", [7600]),
        ("3.3a", [3, 3]),
    ])
    func theLeadingNumbersAreRead(_ text: String, _ numbers: [Int]) {
        #expect(TerminalVersion(text)?.numbers == numbers)
    }

    @Test(arguments: ["", "v1.2", "dev", "1234567890"])
    func textWithoutALeadingNumberIsNoVersion(_ text: String) {
        #expect(TerminalVersion(text) == nil)
    }

    @Test func versionsCompareNumberByNumber() throws {
        let old = try #require(TerminalVersion("0.26.5"))
        let new = try #require(TerminalVersion("0.28"))
        #expect(old < new)
        #expect(TerminalVersion(0, 28) == new)
        #expect(TerminalVersion(0, 28, 0) == new)
        #expect(try #require(TerminalVersion("0.100")) > new)
    }
}
