import ZReaderScreen

/// `CSI row ; column H`: the cursor to a cell, written by zreader itself past curses (before a
/// picture drawn at the cursor).
enum CursorPosition {
    /// The bytes that put the cursor on `point` (0-based; the sequence counts from 1).
    static func move(to point: Point) -> [UInt8] {
        Array("\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8)
    }
}
