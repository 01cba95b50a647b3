/// How long an offline download waits after the server refused a request for now: what the
/// server asked, but never less than a floor that starts at `minimum` and doubles with each
/// refusal in a row, up to `cap`, so that `Retry-After: 0` on every request cannot turn into a
/// storm of retries.
struct RetryBackoff: Sendable {
    var minimum: Duration
    var cap: Duration

    /// The wait after the `refusalsInARow`-th refusal in a row (1 for the first), the server
    /// having asked for `asked`.
    func wait(asked: Duration, refusalsInARow: Int) -> Duration {
        let doublings = min(max(0, refusalsInARow - 1), 16)
        let floor = min(minimum * (1 << doublings), max(cap, minimum))
        return max(asked, floor)
    }
}
