import Foundation
import Testing
import ZReaderTestSupport

extension TerminalLayerEndToEndTests {
    /// Pipe mode when the reader goes away, and error messages quoting what the user passed.
    @Suite("Pipes and usage errors")
    struct PipeModeTests {
        /// Runs `script` in bash with `$ZREADER` set to the built binary.
        func bash(_ script: String) async throws -> (status: Int32, output: String, error: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["ZREADER"] = try BuiltBinary.zreader()
            return try await BuiltBinary.runInBackground("/bin/bash", ["-c", script], environment: environment)
        }

        @Test(arguments: ["", "--json"])
        func aReaderThatLeftEndsZreaderQuietlyEvenWithSIGPIPEIgnored(_ format: String) async throws {
            // `true` exits at once; the demo delay makes zreader write after it has.
            let ignored = try await bash(
                "(trap '' PIPE; \"$ZREADER\" --demo \(format) --demo-delay 0.3 | true; echo \"status=${PIPESTATUS[0]}\")"
            )
            #expect(ignored.output.contains("status=141"), "\(ignored)")
            #expect(ignored.error.isEmpty, "\(ignored.error)")
            let usual = try await bash(
                "\"$ZREADER\" --demo \(format) --demo-delay 0.3 | true; echo \"status=${PIPESTATUS[0]}\"")
            #expect(usual.output.contains("status=141"), "\(usual)")
            #expect(usual.error.isEmpty, "\(usual.error)")
        }

        @Test func aReaderThatReadsOneLineGetsIt() async throws {
            let result = try await bash("(trap '' PIPE; \"$ZREADER\" --demo | head -1)")
            #expect(result.output == "知乎日报 · 11月30日 星期一 · 演示数据\n")
            #expect(result.error.isEmpty, "\(result.error)")
        }

        @Test func ctrlCEndsASlowPipeModeAtOnce() async throws {
            // Signals keep their default actions without a screen: SIGINT ends the fetch (130). Job
            // control, so that the background job does not start with SIGINT ignored.
            let result = try await bash(
                "set -m; \"$ZREADER\" --demo --demo-delay 5 > /dev/null & sleep 0.5; kill -INT $!; wait $!; echo \"status=$?\""
            )
            #expect(result.output.contains("status=130"), "\(result)")
        }

        @Test func usageErrorsEscapeControlCharactersFromTheAPIAddress() async throws {
            let hostile = "http://\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J\u{9B}31m\u{202E}x"
            let flag = try await BuiltBinary.runInBackground(try BuiltBinary.zreader(), ["--api", hostile])
            var environment = ProcessInfo.processInfo.environment
            environment["ZREADER_API"] = hostile
            let variable = try await BuiltBinary.runInBackground(
                try BuiltBinary.zreader(), ["--demo"], environment: environment)
            for result in [flag, variable] {
                #expect(result.status == 2)
                let firstLine = result.error.split(separator: "\n").first.map(String.init) ?? ""
                #expect(firstLine.contains("必须是 http 或 https 网址"), "\(result.error)")
                #expect(firstLine.contains("\\u{1B}]52;c;SGVsbG8=\\u{7}\\u{1B}[2J\\u{9B}31m\\u{202E}x"), "\(firstLine)")
                let unsafe = firstLine.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                #expect(unsafe.isEmpty)
                #expect(!firstLine.unicodeScalars.contains("\u{202E}"))
            }
            let value = try await BuiltBinary.runInBackground(try BuiltBinary.zreader(), ["--days", "3\u{1B}[2J"])
            #expect(value.error.hasPrefix("zreader: --days 的值是 1 到 365 之间的天数，不是“3\\u{1B}[2J”"))
            let option = try await BuiltBinary.runInBackground(try BuiltBinary.zreader(), ["--days", "3", "--\u{1B}c"])
            #expect(option.error.hasPrefix("zreader: 未知选项“--\\u{1B}c”"), "\(option.error)")
        }
    }
}
