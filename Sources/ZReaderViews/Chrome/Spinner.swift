import ZReaderScreen

/// The frames of the loading spinner, one per `AppState.spinnerFrameMilliseconds`.
enum Spinner {
    static let frames: [DisplayText] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func frame(atClock clock: Int, period: Int) -> DisplayText {
        frames[(clock / max(1, period)) % frames.count]
    }
}
