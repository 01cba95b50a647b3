import Foundation
import Testing
import ZReaderApp
import ZReaderFuzz
import ZReaderLoader

@Suite("Fuzzing the app")
struct FuzzRunTests {
    /// Fixed seeds, so that CI replays the same steps.
    ///
    /// A seed's steps change whenever the key map, the generated content or the launch's choices
    /// do (pictures' methods, extreme key maps, hostile pictures): when a merge changes them, pick
    /// seeds that reach the states below again (`zreader-bench fuzz --seed N` prints what a seed
    /// reaches).
    static let seeds: [UInt64] = [6, 8, 13, 15, 17]
    static let steps = 1500
    /// The app's own converter, for the hostile pictures (as `zreader-bench fuzz` passes it).
    static let realConversion: Fuzzer.PictureConversion = Fuzzer.PictureConversion(refusal: PictureLoader.refused) {
        bytes, key, method in
        PictureConverter.convert(Data(bytes), for: key, format: PictureFormat(method: method))
    }

    /// Each seed runs in a child process, so that a crash fails this test (say which seed, and
    /// how to replay it) instead of ending the whole test run.
    ///
    /// The child says nothing on standard
    /// error when the run broke no invariant and reached the states worth checking (a fuzzer stuck
    /// on the home screen's top would check little); otherwise it prints the report. The seeds
    /// run one after another: five children at once on two cores starve the timed tests.
    @Test(.serialized, arguments: seeds)
    func randomStepsKeepEveryInvariant(seed: UInt64) async {
        let replay = Fuzzer(seed: seed, convertingPictures: FuzzRunTests.realConversion).replayCommand(
            throughStep: FuzzRunTests.steps)
        let result = await #expect(
            processExitsWith: .success, observing: [\.standardErrorContent], "seed \(seed) crashed; replay: \(replay)"
        ) { [seed] in
            let report = Fuzzer(seed: seed, convertingPictures: FuzzRunTests.realConversion).run(
                steps: FuzzRunTests.steps)
            let statistics = report.statistics
            let reached =
                statistics.readerSteps > 0 && statistics.commentsSteps > 0 && statistics.favouritesSteps > 0
                && statistics.helpSteps > 0 && statistics.pinnedHeaderSteps > 0 && statistics.tooSmallSteps > 0
                && statistics.imageSteps > 0 && statistics.hostilePictures > 0
                && statistics.mostDays >= 3 && statistics.failedAnswers > 0 && statistics.injections > 0
            if !report.passed || !reached {
                CrashReport.writeToStandardError(report.passed ? "too little reached: \(report)\n" : "\(report)\n")
            }
        }
        if let output = result?.standardErrorContent, !output.isEmpty {
            Issue.record("\(String(decoding: output, as: UTF8.self))")
        }
    }

    @Test func theSameSeedGivesTheSameSteps() {
        let first = Fuzzer(seed: 42)
        let second = Fuzzer(seed: 42)
        let other = Fuzzer(seed: 43)
        var firstEvents: [FuzzEvent] = []
        var secondEvents: [FuzzEvent] = []
        var otherEvents: [FuzzEvent] = []
        for _ in 0..<400 {
            firstEvents.append(first.step().event)
            secondEvents.append(second.step().event)
            otherEvents.append(other.step().event)
        }
        #expect(firstEvents == secondEvents)
        #expect(first.state == second.state)
        #expect(first.outstanding == second.outstanding)
        #expect(first.recentSteps == second.recentSteps)
        #expect(firstEvents != otherEvents)
    }
}
