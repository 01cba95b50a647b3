import Foundation
import Synchronization
import ZReaderScreen
import ZReaderSystem

/// A terminal for running `Program.run()` itself: it hands the loop a script of input, one step
/// per read, on a clock of its own, and records how long the loop asked to sleep and what was
/// on screen at each read.
///
/// While the loop waits for background results it sleeps as the real terminal does: blocked on
/// the wake-up descriptor alone, with no polling, so a result posted without a wake-up is never
/// seen and the step times out.
public final class ScriptedTerminal: TerminalBackend {
    /// One read of the loop.
    public enum Step {
        /// These events arrive at once.
        case input([InputEvent])
        /// Nothing arrives: the loop sleeps as long as it asked, and the clock moves on by that.
        case idle
        /// The loop waits for background results until the screen satisfies the condition; the
        /// step is taken at the first read whose screen does. When nothing wakes the loop for
        /// `within` (on a busy machine background work may wait long for a thread), the run ends
        /// there and `timedOut` says so.
        case until(@Sendable ([String]) -> Bool, within: Duration = ScriptedTerminal.patience)
        /// Nothing arrives, read after read, each sleep passing on the clock, until the screen
        /// satisfies the condition (or after a hundred reads): time passing until something shows.
        /// A read that asks to sleep until something happens waits for the wake-up, as `until` does.
        case idleUntil(@Sendable ([String]) -> Bool)
    }

    /// What the loop did at one read.
    public struct Read: Sendable {
        /// How long it asked to sleep, in milliseconds; nil for "until something happens".
        public var timeout: Int?
        /// The screen's rows when it asked.
        public var screen: [String]
    }

    public private(set) var size: Size
    public let colorDepth: ColorDepth
    public let clock: ManualClock
    public private(set) var reads: [Read] = []
    /// True when the loop waited longer than a step allows without being woken: the run ended there.
    public private(set) var timedOut = false
    /// Called on the loop's thread each time it is about to sleep on the wake-up descriptor.
    public var beforeSleeping: (() -> Void)?
    /// How long a step waits for a wake-up unless it says otherwise.
    public static let patience = Duration.seconds(90)
    private var script: [Step]
    private var shown: ScreenBuffer?
    private var waitingSince: ContinuousClock.Instant?
    private var idleReads = 0

    public init(size: Size, colorDepth: ColorDepth = .trueColor, clock: ManualClock, script: [Step]) {
        self.size = size
        self.colorDepth = colorDepth
        self.clock = clock
        self.script = script
    }

    public var lines: [String] { shown?.lines ?? [] }

    public func draw(_ update: FrameUpdate) -> DrawOutcome {
        var screen = shown ?? ScreenBuffer(size: update.size)
        screen.apply(update)
        shown = screen
        return .shown
    }

    public func readEvents(timeoutMilliseconds: Int?, wakeUp: WakeUpSignal?) -> [InputEvent] {
        reads.append(Read(timeout: timeoutMilliseconds, screen: lines))
        guard let step = script.first else { return [.terminated] }
        switch step {
        case .input(let events):
            script.removeFirst()
            for case .resize(let newSize) in events { size = newSize }
            return events
        case .idle:
            script.removeFirst()
            clock.advance(by: timeoutMilliseconds ?? 0)
            return []
        case .idleUntil(let condition):
            idleReads += 1
            if condition(lines) || idleReads > 100 {
                script.removeFirst()
                idleReads = 0
                return []
            }
            clock.advance(by: timeoutMilliseconds ?? 0)
            guard timeoutMilliseconds == nil else { return [] }
            return sleep(on: wakeUp, for: ScriptedTerminal.patience) ? [] : timeOut()
        case .until(let condition, let patience):
            let started = waitingSince ?? .now
            if condition(lines) {
                script.removeFirst()
                waitingSince = nil
                return []
            }
            waitingSince = started
            return sleep(on: wakeUp, for: patience - (ContinuousClock.now - started)) ? [] : timeOut()
        }
    }

    /// Blocks until `wakeUp` is signalled (true, acknowledged) or `limit` passes (false).
    private func sleep(on wakeUp: WakeUpSignal?, for limit: Duration) -> Bool {
        guard let wakeUp, limit > .zero else { return false }
        beforeSleeping?()
        var ready = pollfd(fd: wakeUp.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(
            clamping: max(1, limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000))
        let woken = (try? SystemCall.retrying("poll") { poll(&ready, 1, milliseconds) }) ?? 0 > 0
        if woken { wakeUp.acknowledge() }
        return woken
    }

    /// Ends the run where it waited in vain.
    private func timeOut() -> [InputEvent] {
        timedOut = true
        script.removeAll()
        return [.terminated]
    }

    public func copyToClipboard(_ text: String) -> Bool { false }

    public func notify(_ text: DisplayText) {}

    public func suspend(while body: () -> Void) {
        body()
    }
}

/// Milliseconds that pass only when a test says so.
public final class ManualClock: Sendable {
    private let milliseconds = Mutex(0)

    public init() {}

    public var now: Int { milliseconds.withLock { $0 } }

    public func advance(by step: Int) {
        milliseconds.withLock { $0 += max(0, step) }
    }
}
