import ZReaderScreen

/// The frames of the loading spinner, one per `AppState.spinnerFrameMilliseconds`.
///
/// ASCII: braille dots are missing from many CJK monospace fonts (drawn as boxes or at another
/// width), and the geometric circles are East Asian Ambiguous, two columns in some terminals.
enum Spinner {
    static let frames: [DisplayText] = ["|", "/", "-", "\\"]

    static func frame(atClock clock: Int, period: Int) -> DisplayText {
        frames[(clock / max(1, period)) % frames.count]
    }
}
