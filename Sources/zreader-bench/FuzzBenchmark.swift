import Foundation
import ZReaderApp
import ZReaderFuzz
import ZReaderLoader

/// `zreader-bench fuzz [--steps N] [--seed S] [--keep-going] [--ignore INVARIANT,…]`: drives the
/// app with random input and loader answers for N steps (default 1,000,000), checking every
/// invariant after each step, and prints the speed and the outcome.
///
/// A violation prints the seed,
/// the step and the steps before it, and exits 1; so does a crash, from a signal handler.
/// `--keep-going` relaunches the app after a violation and reports the first of each invariant;
/// `--ignore` leaves known failures unchecked, to look for others.
enum FuzzBenchmark {
    static let defaultSeed: UInt64 = 20_241_130
    static let defaultSteps = 1_000_000
    static let usage =
        "usage: zreader-bench fuzz [--steps N] [--seed S] [--keep-going] [--ignore INVARIANT,…]\n"
        + "  invariants: " + Invariant.allCases.map(\.rawValue).joined(separator: " ")

    /// The app's own converter, for the hostile pictures.
    static let realConversion: Fuzzer.PictureConversion = Fuzzer.PictureConversion(refusal: PictureLoader.refused) {
        bytes, key, method in
        PictureConverter.convert(Data(bytes), for: key, format: PictureFormat(method: method))
    }

    static func run(arguments: [String]) -> Int32 {
        var steps = defaultSteps
        var seed = defaultSeed
        var keepGoing = false
        var ignored: Set<Invariant> = []
        var rest = arguments
        while !rest.isEmpty {
            let option = rest.removeFirst()
            switch option {
            case "--steps":
                guard let value = rest.first.flatMap({ Int($0.replacingOccurrences(of: "_", with: "")) }), value > 0
                else {
                    print(usage)
                    return 2
                }
                steps = value
                rest.removeFirst()
            case "--seed":
                guard let value = rest.first.flatMap(parseSeed) else {
                    print(usage)
                    return 2
                }
                seed = value
                rest.removeFirst()
            case "--keep-going":
                keepGoing = true
            case "--ignore":
                let names = rest.first?.split(separator: ",").map(String.init) ?? []
                let invariants = names.compactMap(Invariant.init(rawValue:))
                guard !names.isEmpty, invariants.count == names.count else {
                    print(usage)
                    return 2
                }
                ignored.formUnion(invariants)
                rest.removeFirst()
            default:
                print(usage)
                return 2
            }
        }
        var settings = keepGoing ? ", keeping going after violations" : ""
        if !ignored.isEmpty { settings += ", ignoring " + ignored.map(\.rawValue).sorted().joined(separator: ", ") }
        print("zreader-bench fuzz: seed \(seed), \(steps) steps\(settings)")
        let fuzzer = Fuzzer(seed: seed, ignoring: ignored, convertingPictures: realConversion)
        CrashReport.install(for: fuzzer)
        let start = ContinuousClock.now
        let report = fuzzer.run(steps: steps, keepGoing: keepGoing)
        let elapsed = ContinuousClock.now - start
        let seconds = Measurement.microseconds(elapsed) / 1e6
        let rate = seconds > 0 ? Int(Double(report.steps) / seconds) : 0
        print("  \(report.steps) steps in \((seconds * 10).rounded() / 10) s: \(rate) steps/s")
        print(report)
        return report.passed ? 0 : 1
    }

    /// Decimal or `0x` hexadecimal.
    private static func parseSeed(_ text: String) -> UInt64? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return UInt64(digits.dropFirst(2), radix: 16) }
        return UInt64(digits)
    }
}
