import ZReaderImageDecoding
import ZReaderScreen

extension CellArt {
    /// The largest size in cells with the shape of an image of `source` pixels that fits in `box`
    /// (contain: the whole picture, letterboxed), cells being `cellAspect` as wide as they are high.
    public static func containedSize(of source: PixelSize, in box: Size, cellAspect: Double = 0.5) -> Size {
        guard box.columns > 0, box.rows > 0, source.width > 0, source.height > 0, cellAspect > 0 else { return box }
        let imageAspect = Double(source.width) / Double(source.height)
        let boxAspect = Double(box.columns) * cellAspect / Double(box.rows)
        if imageAspect > boxAspect {
            let rows = Double(box.columns) * cellAspect / imageAspect
            return Size(columns: box.columns, rows: min(box.rows, max(1, Int(rows.rounded()))))
        }
        let columns = Double(box.rows) * imageAspect / cellAspect
        return Size(columns: min(box.columns, max(1, Int(columns.rounded()))), rows: box.rows)
    }
}
