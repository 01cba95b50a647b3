import ZReaderScreen

/// The pixel methods this build draws: a terminal profile that picks another is drawn as cells,
/// and `--probe-terminal` says so.
enum DrawnPixelMethods {
    static let all: Set<PixelMethod> = [.cells]
}
