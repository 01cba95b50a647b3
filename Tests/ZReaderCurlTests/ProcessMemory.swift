import Foundation

/// This process's resident memory from `/proc/self/status`, with its peak reset on request.
enum ProcessMemory {
    /// Starts a new peak from the current size (`5` to `clear_refs`, Linux 4.0 and later).
    static func resetPeak() throws {
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// The resident set now, in bytes.
    static func current() throws -> Int { try field("VmRSS") }

    /// The largest resident set since the last `resetPeak()`, in bytes.
    static func peak() throws -> Int { try field("VmHWM") }

    private static func field(_ name: String) throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        for line in status.split(separator: "\n") where line.hasPrefix("\(name):") {
            let kilobytes = line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap {
                Int($0)
            }
            if let kilobytes { return kilobytes * 1024 }
        }
        throw CocoaError(.fileReadCorruptFile)
    }
}
