import Foundation
import Testing
import ZReaderImageDecoding

@Suite("Pictures that would cost too much to decode")
struct DecodeWorkTests {
    /// A flat grey JPEG of `side`², progressive, its last scan repeated up to `scans` scans.
    func progressive(side: Int, scans: Int) throws -> [UInt8] {
        let grey = try #require(
            RGBAImage(width: side, height: side, bytes: [UInt8](repeating: 128, count: side * side * 4)))
        let jpeg = try #require(JPEGEncoder.encode(grey, quality: 90, progressive: true, grey: true))
        return try #require(JPEGEncoder.repeatingLastScan(jpeg, toScans: scans))
    }

    @Test func aProgressiveJPEGOfHundredsOfScansIsRefusedBeforeDecoding() throws {
        // The attack of issue 24 at a third of its side: 499 scans, each walking every block.
        let hostile = try progressive(side: 2048, scans: 499)
        #expect(hostile.count < 200_000)
        let work = 2048 * 2048 * 499
        #expect(throws: ImageDecodeFailure.tooMuchWork(work)) { try ImageDecoder.admit(Data(hostile)) }
        #expect(throws: ImageDecodeFailure.tooMuchWork(work)) {
            try ImageDecoder.decode(hostile, fitting: PixelSize(width: 64, height: 64))
        }
    }

    @Test func anOrdinaryProgressiveJPEGIsDecoded() throws {
        let ordinary = try progressive(side: 2048, scans: 10)
        let image = try ImageDecoder.decode(ordinary, fitting: PixelSize(width: 256, height: 256))
        #expect(image.size == PixelSize(width: 256, height: 256))
    }

    @Test func theBudgetIsTheCallersForEveryFormat() throws {
        let jpeg = try ImageFixtures.data("baseline.jpg")
        #expect(throws: Never.self) { try ImageDecoder.admit(jpeg, maximumWork: 256 * 192) }
        #expect(throws: ImageDecodeFailure.tooMuchWork(256 * 192)) {
            try ImageDecoder.admit(jpeg, maximumWork: 256 * 192 - 1)
        }
        // A PNG is inflated, converted and shrunk at full size: 26 units a pixel.
        let png = try ImageFixtures.data("alpha.png")
        #expect(throws: Never.self) { try ImageDecoder.admit(png, maximumWork: 64 * 48 * 26) }
        #expect(throws: ImageDecodeFailure.tooMuchWork(64 * 48 * 26)) {
            try ImageDecoder.decode(png, maximumWork: 64 * 48 * 26 - 1)
        }
        let webp = try ImageFixtures.data("lossy.webp")
        #expect(throws: ImageDecodeFailure.tooMuchWork(256 * 192 * 4)) {
            try ImageDecoder.decode(webp, maximumWork: 256 * 192 * 4 - 1)
        }
    }
}
