import ZReaderScreen

extension ScreenBuffer {
    /// Writes display text: what came from outside reaches cells only as `DisplayText`.
    @discardableResult
    mutating func write(_ text: DisplayText, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        write(text.string, at: origin, style: style, clip: clip)
    }
}
