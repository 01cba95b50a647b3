import Foundation
import Testing
import ZReaderImageDecoding

@Suite("Randomly damaged pictures")
struct MutationTests {
    /// SplitMix64: the same seed gives the same damage on every machine, so a crash is replayable.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    private static let originals = [
        "baseline.jpg", "progressive.jpg", "greyscale.jpg", "alpha.png", "lossy.webp", "bomb.webp",
    ]

    @Test func bitFlipsAndCutsNeverCrashHangOrOverrun() throws {
        var random = SeededGenerator(state: 20_261_201)
        let originals = try Self.originals.map(ImageFixtures.data)
        let limit = 4_000_000
        var outcomes: [String: Int] = [:]
        var slowest = Duration.zero
        for _ in 0..<400 {
            var bytes = [UInt8](originals[Int.random(in: 0..<originals.count, using: &random)])
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                mutate(&bytes, using: &random)
            }
            let hint = Bool.random(using: &random) ? PixelSize(width: 40, height: 30) : nil
            var outcome = ""
            let elapsed = ContinuousClock().measure {
                do {
                    let image = try ImageDecoder.decode(bytes, fitting: hint, maximumPixels: limit)
                    #expect(image.bytes.count == image.width * image.height * 4)
                    #expect(image.width * image.height <= limit)
                    outcome = "decoded"
                } catch {
                    outcome = "\(error)".prefix { $0 != "(" }.description
                }
            }
            outcomes[outcome, default: 0] += 1
            slowest = max(slowest, elapsed)
        }
        #expect(slowest < .seconds(1), "the slowest decode took \(slowest)")
        // The damage must reach the decoders, not stop at the magic number every time.
        #expect(outcomes["decoded", default: 0] > 0)
        #expect(outcomes["corrupt", default: 0] + outcomes["truncated", default: 0] > 100, "\(outcomes)")
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 2: bytes.removeSubrange(index...)
        case 3:
            let end = min(bytes.count, index + Int.random(in: 1...64, using: &random))
            bytes.replaceSubrange(index..<end, with: [UInt8](repeating: 0xFF, count: end - index))
        default:
            let end = min(bytes.count, index + Int.random(in: 1...32, using: &random))
            bytes.insert(contentsOf: bytes[index..<end], at: index)
        }
    }
}
