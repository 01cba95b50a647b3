import Testing
import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen

@Suite("Converting off the input thread")
struct ConcurrencyTests {
    @Test func conversionsRunningAtOnceGiveTheSameCellsAsOneAtATime() async throws {
        let image = TestImages.busy(width: 160, height: 96)
        // Every job's pixels differ (size and brightness), so a job reading another's would show.
        let jobs = ColorDepth.allCases.flatMap { depth in
            CellSymbols.allCases.enumerated().map { index, symbols in
                CellArtOptions(
                    size: Size(columns: 28 + index, rows: 9), depth: depth, symbols: symbols,
                    brightness: 1 - Double(index) * 0.2)
            }
        }
        let serial = jobs.map { CellArt.convert(image, options: $0) }
        let parallel = await withTaskGroup(of: (Int, CellPicture?).self) { group in
            for _ in 0..<3 {
                for (index, options) in jobs.enumerated() {
                    group.addTask { (index, CellArt.convert(image, options: options)) }
                }
            }
            var results: [(Int, CellPicture?)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(parallel.count == jobs.count * 3)
        for (index, picture) in parallel {
            let isSame = picture == serial[index]
            #expect(isSame, "job \(index) differs when run alongside the others")
        }
        #expect(serial.compactMap { $0 }.count == jobs.count - CellSymbols.allCases.count)
    }
}
