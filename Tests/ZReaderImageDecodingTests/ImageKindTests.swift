import Testing
import ZReaderImageDecoding

@Suite("Image kind from the bytes")
struct ImageKindTests {
    @Test func recognisesEachKindByItsMagicNumber() throws {
        #expect(ImageKind(sniffing: try ImageFixtures.data("baseline.jpg")) == .jpeg)
        #expect(ImageKind(sniffing: try ImageFixtures.data("alpha.png")) == .png)
        #expect(ImageKind(sniffing: try ImageFixtures.data("lossy.webp")) == .webp)
        #expect(ImageKind(sniffing: try ImageFixtures.data("animation.gif")) == .gif)
        #expect(ImageKind(sniffing: Array("GIF87a".utf8)) == .gif)
    }

    @Test func aWebPageOrAnotherRIFFIsNoImage() throws {
        #expect(ImageKind(sniffing: try ImageFixtures.data("not-an-image.html")) == nil)
        #expect(ImageKind(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ImageKind(sniffing: [0xFF, 0xD8]) == nil)
        #expect(ImageKind(sniffing: [UInt8]()) == nil)
    }
}
