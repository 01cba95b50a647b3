/// Paces an offline download's requests: a small pause between one worker's requests, and every
/// worker held while the server has asked to wait (HTTP 429 with `Retry-After`).
actor RequestGate {
    private let clock = ContinuousClock()
    private var heldUntil: ContinuousClock.Instant
    /// Refusals since the last answer the server gave: what makes the backoff grow.
    private var refusalsInARow = 0

    init() {
        heldUntil = clock.now
    }

    /// Waits until requests may go again; false when the calling task was cancelled meanwhile.
    func admit() async -> Bool {
        while clock.now < heldUntil {
            do {
                try await Task.sleep(until: heldUntil, clock: clock)
            } catch {
                return false
            }
        }
        return !Task.isCancelled
    }

    /// Holds every request for `duration` from now (never shortening a longer hold).
    func hold(for duration: Duration) {
        heldUntil = max(heldUntil, clock.now + duration)
    }

    /// The server refused a request for now, asking for `asked`: holds every request for what
    /// `backoff` makes of it, and returns that.
    func refused(asked: Duration, backoff: RetryBackoff) -> Duration {
        refusalsInARow += 1
        let wait = backoff.wait(asked: asked, refusalsInARow: refusalsInARow)
        hold(for: wait)
        return wait
    }

    /// The server answered: the next refusal starts the backoff from its minimum again.
    func accepted() {
        refusalsInARow = 0
    }
}
