import ZReaderDomain
import ZReaderLoader
import ZReaderScreen

/// What `zreader sync` writes on standard error: a progress line redrawn in place on a terminal,
/// one plain line per day when piped, and the summary at the end.
///
/// The progress line fits the terminal's width, whatever it is (from 20 columns), so it never
/// wraps: what does not fit is left out from its end (speed and time left first, then the bar).
/// Its totals only grow: the stories shown are those of the lists that have come (a guess at the
/// days still to come would shrink when a short day arrives); the bar and the time left, which
/// need a guess, take it from the days listed so far, and the bar never goes back.
public struct SyncProgressText: Sendable {
    /// The largest fraction the bar has shown.
    private var shownFraction = 0.0

    public init() {}

    /// `离线下载 [######------] 3/8 天 · 41/64 篇 · 97 图 · 2.1 MB · 340 KB/s · 剩余 0:12`, at most
    /// `width` columns, to be drawn over the previous one (carriage return first, erase to the end
    /// after).
    public mutating func bar(_ progress: SyncProgress, elapsedSeconds: Double, width: Int) -> String {
        let estimate = max(Self.estimatedStories(progress), progress.storiesKnown)
        let total = progress.storiesKnown
        var parts = [
            "\(progress.daysDone)/\(progress.dayCount) 天",
            "\(progress.storiesDone)/\(total) 篇",
        ]
        // A hold the server asked for comes before the rest: without it the line looks stuck.
        if let wait = progress.waiting { parts.append(wait.text.string) }
        if progress.pictures > 0 { parts.append("\(progress.pictures) 图") }
        if progress.failures > 0 { parts.append("\(progress.failures) 项失败") }
        parts.append(Self.size(progress.bytes))
        if elapsedSeconds > 0.5 { parts.append("\(Self.size(Int(Double(progress.bytes) / elapsedSeconds)))/s") }
        if let left = Self.secondsLeft(progress, total: estimate, elapsedSeconds: elapsedSeconds) {
            parts.append("剩余 \(Self.clock(left))")
        }
        // The last column stays empty: a terminal that wraps on a full line would scroll.
        let room = max(1, width - 1)
        let finished = progress.daysDone == progress.dayCount
        let guess = estimate > 0 ? min(1, Double(progress.storiesDone) / Double(estimate)) : 0
        shownFraction = max(shownFraction, finished ? 1 : guess)
        let fraction = shownFraction
        for count in stride(from: parts.count, through: 1, by: -1) {
            let words = parts.prefix(count).joined(separator: " · ")
            for barWidth in [20, 10] {
                let line = "离线下载 [\(Self.bar(fraction, width: barWidth))] " + words
                if TextWidth.width(of: line) <= room { return Self.drawn(line) }
            }
            let line = "离线下载 " + words
            if TextWidth.width(of: line) <= room { return Self.drawn(line) }
        }
        let shortest = "\(progress.storiesDone)/\(total) 篇"
        return Self.drawn(TextSanitizer.clean(shortest).truncated(width: room).string)
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

    static func secondsLeft(_ progress: SyncProgress, total: Int, elapsedSeconds: Double) -> Int? {
        guard progress.storiesDone > 0, elapsedSeconds > 1 else { return nil }
        let remaining = max(0, total - progress.storiesDone)
        return Int((elapsedSeconds / Double(progress.storiesDone) * Double(remaining)).rounded())
    }

    /// `980 B`, `42.1 KB`, `2.1 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1_048_576 { return "\(tenths(Double(bytes) / 1024)) KB" }
        return "\(tenths(Double(bytes) / 1_048_576)) MB"
    }

    private static func bar(_ fraction: Double, width: Int) -> String {
        let filled = Int((fraction * Double(width)).rounded(.down))
        return String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    }

    private static func drawn(_ line: String) -> String {
        "\r" + line + "\u{1B}[K"
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
