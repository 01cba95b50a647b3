import Foundation
import Testing
import ZReaderImageDecoding

@Suite("Bytes that are no good picture")
struct HostileBytesTests {
    @Test func nothingAtAll() {
        #expect(ImageFixtures.failure(decoding: Data()) == .empty)
        #expect(throws: ImageDecodeFailure.empty) { try ImageDecoder.decode([UInt8]()) }
    }

    @Test func aWebPageInsteadOfAPicture() throws {
        #expect(ImageFixtures.failure(decoding: try ImageFixtures.data("not-an-image.html")) == .unrecognised)
    }

    @Test func aGIFIsRecognisedButNotDecoded() throws {
        #expect(ImageFixtures.failure(decoding: try ImageFixtures.data("animation.gif")) == .unsupported(.gif))
    }

    @Test(arguments: ["truncated.jpg", "truncated.png", "truncated.webp"])
    func aCutDownloadIsReportedAsTruncated(name: String) throws {
        #expect(ImageFixtures.failure(decoding: try ImageFixtures.data(name)) == .truncated)
    }

    @Test func aJPEGCutAnywhereIsTruncatedNotShownHalfGrey() throws {
        let data = try ImageFixtures.data("progressive.jpg")
        for length in stride(from: 3, to: data.count - 1, by: 7) {
            #expect(ImageFixtures.failure(decoding: data.prefix(length)) == .truncated, "cut at \(length)")
        }
        #expect(ImageFixtures.failure(decoding: data.dropLast()) == .truncated)
    }

    @Test(arguments: [
        ("bomb.jpg", 60000, 60000), ("bomb.png", 60000, 60000), ("bomb.webp", 16384, 16384),
    ])
    func aHeaderPromisingTooManyPixelsIsRefusedBeforeDecoding(name: String, width: Int, height: Int) throws {
        let data = try ImageFixtures.data(name)
        #expect(data.count < 1000)
        #expect(ImageFixtures.failure(decoding: data) == .tooManyPixels(width: width, height: height))
    }

    @Test func theLimitIsTheCallers() throws {
        let data = try ImageFixtures.data("baseline.jpg")
        #expect(ImageFixtures.failure(decoding: data, maximumPixels: 256 * 192) == nil)
        #expect(
            ImageFixtures.failure(decoding: data, maximumPixels: 256 * 192 - 1)
                == .tooManyPixels(width: 256, height: 192))
        let png = try ImageFixtures.data("alpha.png")
        #expect(ImageFixtures.failure(decoding: png, maximumPixels: 100) == .tooManyPixels(width: 64, height: 48))
        let webp = try ImageFixtures.data("lossy.webp")
        #expect(ImageFixtures.failure(decoding: webp, maximumPixels: 100) == .tooManyPixels(width: 256, height: 192))
    }

    @Test func aDamagedScanIsCorruptWithLibjpegsWords() throws {
        var data = try ImageFixtures.data("baseline.jpg")
        // Past the headers, inside the entropy-coded scan: a run of bytes no Huffman table decodes.
        let start = data.count / 2
        data.replaceSubrange(start..<(start + 40), with: [UInt8](repeating: 0xFE, count: 40))
        guard case .corrupt(let message) = ImageFixtures.failure(decoding: data) else {
            Issue.record("a damaged scan was not reported as corrupt")
            return
        }
        #expect(message.contains("Corrupt JPEG data"))
    }
}
