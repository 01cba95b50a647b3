import Foundation
import Testing
import ZReaderScreen

@testable import ZReaderTerminal

@Suite("kitty graphics commands as bytes")
struct KittyGraphicsCommandTests {
    let id: KittyImageID

    init() throws {
        id = try #require(KittyImageID(low: 42, msb: 2))
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func base64IsRFC4648sWithPadding() {
        let vectors = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (plain, encoded) in vectors {
            #expect(text(Base64.encode(Array(plain.utf8))) == encoded)
        }
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        #expect(text(Base64.encode(bytes)) == Data(bytes).base64EncodedString())
    }

    @Test func aPlaceholderImageIsSentInChunksOfAtMost4096WithItsKeysInTheFirst() throws {
        let compressed = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let transmission = KittyTransmission(
            id: id, payload: KittyPayload(width: 120, height: 80, compressed: compressed),
            cells: Size(columns: 12, rows: 4), isVirtual: true)
        let commands = KittyGraphicsCommand.transmit(transmission).map(text)
        #expect(commands.count == 4)
        let prefixes = commands.map { String($0.prefix { $0 != ";" }) }
        #expect(prefixes[0] == "\u{1B}_Ga=T,U=1,q=2,f=24,o=z,s=120,v=80,i=33554474,c=12,r=4,m=1")
        #expect(prefixes[1] == "\u{1B}_Gq=2,m=1")
        #expect(prefixes[3] == "\u{1B}_Gq=2,m=0")
        var payload = ""
        for command in commands {
            #expect(command.hasSuffix("\u{1B}\\"))
            let chunk = command.drop { $0 != ";" }.dropFirst().dropLast(2)
            #expect(chunk.utf8.count <= 4096)
            if command != commands.last { #expect(chunk.utf8.count % 4 == 0) }
            payload += chunk
        }
        #expect(try #require(Data(base64Encoded: payload)) == Data(compressed))
    }

    @Test func directPlacementOnlyStoresTheImage() {
        let transmission = KittyTransmission(
            id: id, payload: KittyPayload(width: 2, height: 1, compressed: [1, 2, 3]),
            cells: Size(columns: 1, rows: 1), isVirtual: false)
        #expect(
            KittyGraphicsCommand.transmit(transmission).map(text) == [
                "\u{1B}_Ga=t,q=2,f=24,o=z,s=2,v=1,i=33554474,m=0;AQID\u{1B}\\"
            ])
    }

    @Test func aDeletionFreesTheImagesData() {
        #expect(text(KittyGraphicsCommand.delete(id)) == "\u{1B}_Ga=d,d=I,i=33554474,q=2\u{1B}\\")
    }

    @Test func tmuxPassesOnWhatIsWrappedWithEveryEscapeDoubled() {
        #expect(
            text(TmuxPassthrough.wrap(KittyGraphicsCommand.delete(id)))
                == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=33554474,q=2\u{1B}\u{1B}\\\u{1B}\\")
    }
}
