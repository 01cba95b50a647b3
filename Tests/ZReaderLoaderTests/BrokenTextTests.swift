import Foundation
import Testing
import ZReaderLoader

/// Answers whose JSON is sound but whose text is not: one bad character costs that character.
@Suite("Broken text in answers")
struct BrokenTextTests {
    func latest(_ bytes: [UInt8]) throws -> DecodedDay {
        try PayloadDecoder.day(from: Data(bytes))
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharactersAndTheStoryStays() throws {
        let bytes =
            Array(#"{"date":"20261130","stories":[{"id":1,"title":"坏"#.utf8) + [0xFF, 0xC3]
            + Array(#"字节","hint":"作者"}]}"#.utf8)
        let day = try latest(bytes)
        #expect(day.day.stories.map(\.title.string) == ["坏\u{FFFD}\u{FFFD}字节"])
    }

    @Test func aLoneSurrogateEscapeBecomesAReplacementCharacter() throws {
        let json =
            #"{"date":"20261130","stories":[{"id":1,"title":"孤\ud800单"},{"id":2,"title":"尾\udc00巴"},{"id":3,"title":"笑\ud83d\ude00脸"},{"id":4,"title":"字面\\ud800"}]}"#
        let day = try latest(Array(json.utf8))
        #expect(day.day.stories.map(\.title.string) == ["孤\u{FFFD}单", "尾\u{FFFD}巴", "笑😀脸", "字面\\ud800"])
    }

    @Test func aBodyWithBrokenTextIsStillRead() throws {
        let bytes =
            Array(#"{"id":9,"title":"正文","body":"<p>前"#.utf8) + [0xED, 0xA0, 0x80]
            + Array(#"后\udfff</p>"}"#.utf8)
        let detail = try PayloadDecoder.storyDetail(from: Data(bytes))
        #expect(detail.body?.contains("前") == true && detail.body?.contains("后\u{FFFD}") == true)
    }
}
