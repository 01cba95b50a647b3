/// The frames of the loading spinner, one per `AppState.spinnerFrameMilliseconds`.
enum Spinner {
    static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func frame(atClock clock: Int, period: Int) -> String {
        frames[(clock / max(1, period)) % frames.count]
    }
}
