import Foundation
import Testing
import ZReaderApp
import ZReaderDomain
import ZReaderFuzz
import ZReaderLoader
import ZReaderModel
import ZReaderScreen

/// The fuzzer's hostile pictures are what they claim: each fails in the real converter, the costly
/// ones refused for their cost before decoding, the broken ones as undecodable.
@Suite("Hostile pictures for the fuzzer")
struct HostilePictureTests {
    @Test(arguments: HostilePicture.allCases, [PixelMethod.cells, .kittyPlaceholders])
    func eachIsRefusedByTheRealConverter(picture: HostilePicture, method: PixelMethod) throws {
        let url = try #require(WebURL("https://pic1.zhimg.com/fuzz-1.jpg"))
        let key = PictureKey(url: url, size: Size(columns: 12, rows: 4), depth: .trueColor, purpose: .thumbnail)
        var rng = SplitMix64(seed: 7)
        let result = PictureConverter.convert(
            Data(picture.bytes(using: &rng)), for: key, format: PictureFormat(method: method))
        switch (picture, result) {
        case (_, .success):
            Issue.record("\(picture) was converted")
        case (.hugeDimensions, .failure(let failure)), (.manyScans, .failure(let failure)):
            #expect(failure == PictureLoader.refused, "\(picture): \(failure)")
        case (_, .failure(let failure)):
            #expect(failure != PictureLoader.refused, "\(picture) is broken, not costly: \(failure)")
        }
    }
}
