import Foundation
import Testing

@testable import ZReaderCurses

@Suite("Copying through the terminal")
struct TerminalClipboardTests {
    @Test func aLinkBecomesOneOSC52Sequence() throws {
        let link = "https://daily.zhihu.com/story/9791101"
        let sequence = try #require(TerminalClipboard.sequence(for: link))
        #expect(
            String(decoding: sequence, as: UTF8.self) == "\u{1B}]52;c;\(Data(link.utf8).base64EncodedString())\u{07}")
    }

    @Test func aCopyIsCappedInLength() {
        let longest = String(repeating: "a", count: TerminalClipboard.maximumBytes)
        #expect(TerminalClipboard.sequence(for: longest)?.count == 8 + (TerminalClipboard.maximumBytes + 2) / 3 * 4)
        #expect(TerminalClipboard.sequence(for: longest + "a") == nil)
        // A hostile share_url of a megabyte is refused, not sent to the terminal.
        #expect(TerminalClipboard.sequence(for: "https://x/" + String(repeating: "知", count: 400_000)) == nil)
        #expect(TerminalClipboard.maximumBytes <= 8192)
    }
}
