import Foundation
import ZReaderConfig

/// Times reading config files of 1 MB built to make the parser work hard, with the growth of the
/// peak resident memory each one causes: the bound is under 1 s and 50 MB each.
enum ConfigBenchmark {
    static let targetBytes = 1_000_000
    static let runs = 3

    /// Config texts of about 1 MB.
    static let hostileFiles: [(name: String, text: @Sendable () -> String)] = [
        ("a table name of 500,000 dotted parts", { "[" + String(repeating: "a.", count: targetBytes / 2) + "a]\n" }),
        ("one 1 MB bare key", { String(repeating: "k", count: targetBytes) + " = 1\n" }),
        ("one 1 MB quoted key", { "\"" + String(repeating: "键", count: targetBytes / 3) + "\" = 1\n" }),
        ("250,000 repeated [keys] headers", { String(repeating: "[keys]\n", count: targetBytes / 7) }),
        ("160,000 repeated keys", { String(repeating: "theme = 1\n", count: targetBytes / 10) }),
        ("100,000 distinct unknown keys", { (0..<targetBytes / 10).map { "k\($0) = 1\n" }.joined() }),
        (
            "an array of 250,000 keys",
            { "[keys]\ndown = [" + String(repeating: "\"j\",", count: targetBytes / 4) + "]\n" }
        ),
        ("one 1 MB string value", { "browser = \"" + String(repeating: "w", count: targetBytes) + "\"\n" }),
        ("a 1 MB comment", { "#" + String(repeating: "c", count: targetBytes) + "\n" }),
        (
            "1 MB of U+202E in a value",
            { "theme = \"" + String(repeating: "\u{202E}", count: targetBytes / 3) + "\"\n" }
        ),
    ]

    /// `config [NAME]`: one line per file (those whose name contains NAME, if given): the median
    /// time to read it and print its diagnostics, how many there are, and the peak memory it added.
    static func run(matching filter: String?) -> String {
        hostileFiles.filter { filter.map($0.name.contains) ?? true }.map { name, make in
            let text = make()
            let before = residentPeakKiB()
            var diagnostics = 0
            var samples: [Duration] = []
            for _ in 0..<runs {
                samples.append(
                    ContinuousClock().measure {
                        let file = ConfigFile.parse(text, path: "config.toml")
                        diagnostics = file.diagnostics.count
                        _ = file.diagnostics.map(\.description).joined(separator: "\n")
                    })
            }
            let grown = Double(max(0, residentPeakKiB() - before)) / 1024
            return
                "\(name) (\(text.utf8.count / 1000) KB): \(Measurement.format(Measurement.microseconds(Measurement.median(samples)))), "
                + "\(diagnostics) diagnostics, peak RSS +\(Measurement.rounded(grown)) MiB"
        }.joined(separator: "\n")
    }

    /// The process's peak resident memory (VmHWM), after resetting it to what is resident now,
    /// so that the next reading is the peak of what ran in between.
    private static func residentPeakKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let peak =
            status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return peak
    }
}
