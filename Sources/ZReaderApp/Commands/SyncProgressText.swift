import ZReaderDomain
import ZReaderLoader

/// What `zreader sync` writes on standard error: a progress bar redrawn in place on a terminal,
/// one plain line per day when piped, and the summary at the end.
public enum SyncProgressText {
    /// `离线下载 [######--------------] 3/8 天 · 41/64 篇 · 2.1 MB · 340 KB/s · 剩余 0:12`, to be
    /// drawn over the previous one (carriage return first, erase to the end after).
    public static func bar(_ progress: SyncProgress, elapsedSeconds: Double) -> String {
        let width = 20
        let estimate = estimatedStories(progress)
        let fraction = estimate > 0 ? min(1, Double(progress.storiesDone) / Double(estimate)) : 0
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        var parts = [
            "\(progress.daysDone)/\(progress.dayCount) 天",
            "\(progress.storiesDone)/\(max(estimate, progress.storiesKnown)) 篇",
            size(progress.bytes),
        ]
        if elapsedSeconds > 0.5 { parts.append("\(size(Int(Double(progress.bytes) / elapsedSeconds)))/s") }
        if let left = secondsLeft(progress, elapsedSeconds: elapsedSeconds) { parts.append("剩余 \(clock(left))") }
        if progress.failures > 0 { parts.append("\(progress.failures) 项失败") }
        return "\r离线下载 [\(bar)] " + parts.joined(separator: " · ") + "\u{1B}[K"
    }

    /// `20261130  8 篇  新下载 16 项  42.1 KB`, and the failures when there were any.
    public static func dayLine(_ day: SyncDayReport) -> String {
        var line = "\(day.date)  \(day.stories) 篇  新下载 \(day.fetched) 项  \(size(day.bytes))"
        if day.failed > 0 { line += "  \(day.failed) 项失败" }
        return line
    }

    /// The stories of every day asked for, guessed from the days whose lists have come.
    static func estimatedStories(_ progress: SyncProgress) -> Int {
        let listed = progress.daysDone + (progress.storiesDone < progress.storiesKnown ? 1 : 0)
        guard listed > 0 else { return progress.storiesKnown }
        return max(progress.storiesKnown, progress.storiesKnown * progress.dayCount / listed)
    }

    static func secondsLeft(_ progress: SyncProgress, elapsedSeconds: Double) -> Int? {
        guard progress.storiesDone > 0, elapsedSeconds > 1 else { return nil }
        let remaining = max(0, estimatedStories(progress) - progress.storiesDone)
        return Int((elapsedSeconds / Double(progress.storiesDone) * Double(remaining)).rounded())
    }

    /// `980 B`, `42.1 KB`, `2.1 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1_048_576 { return "\(tenths(Double(bytes) / 1024)) KB" }
        return "\(tenths(Double(bytes) / 1_048_576)) MB"
    }

    private static func tenths(_ value: Double) -> String {
        let scaled = Int((value * 10).rounded())
        return "\(scaled / 10).\(scaled % 10)"
    }

    /// `0:12`, `12:05`.
    private static func clock(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return "\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    }
}
