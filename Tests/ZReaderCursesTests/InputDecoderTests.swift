import Testing
import ZReaderCurses
import ZReaderScreen

@Suite("Decoding keys")
struct InputDecoderTests {
    @Test(arguments: [
        (UInt32(13), Key.enter), (10, .enter), (27, .escape), (127, .backspace), (8, .backspace), (9, .tab),
        (5, .control("e")), (25, .control("y")), (4, .control("d")), (106, .character("j")), (71, .character("G")),
        (32, .character(" ")), (0x77E5, .character("知")),
    ])
    func decodes(_ value: UInt32, _ key: Key) {
        #expect(InputDecoder.key(forCharacter: value) == key)
    }

    @Test func dropsOtherControlCharacters() {
        #expect(InputDecoder.key(forCharacter: 0) == nil)
        #expect(InputDecoder.key(forCharacter: 0x9B) == nil)
        #expect(InputDecoder.key(forCharacter: 0xD800) == nil)
    }
}
