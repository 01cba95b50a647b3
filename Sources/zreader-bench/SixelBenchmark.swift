import ZReaderCellArt
import ZReaderImageDecoding
import ZReaderScreen

/// `zreader-bench sixel`: the time to make a picture's sixel from its decoded pixels (the pixel
/// pass to the terminal's cells, then libchafa's sixel canvas), as the app makes one off its loop
/// once the screen is still; and the bytes each is.
///
/// The 40x12 figure must stay under 30 ms.
enum SixelBenchmark {
    private struct Case {
        var name: String
        var source: PixelSize
        var cells: Size
        var cellPixels: PixelExtent
        var rows: Range<Int>?
        var shaded: Bool
    }

    private static let cases = [
        Case(
            name: "figure 40x12 at 9x19", source: PixelSize(width: 1080, height: 720),
            cells: Size(columns: 40, rows: 12),
            cellPixels: PixelExtent(width: 9, height: 19), rows: nil, shaded: false),
        Case(
            name: "figure 40x12 at 10x20", source: PixelSize(width: 1080, height: 720),
            cells: Size(columns: 40, rows: 12), cellPixels: PixelExtent(width: 10, height: 20), rows: nil,
            shaded: false),
        Case(
            name: "thumbnail 6x2 at 10x20", source: PixelSize(width: 150, height: 150),
            cells: Size(columns: 6, rows: 2),
            cellPixels: PixelExtent(width: 10, height: 20), rows: nil, shaded: false),
        Case(
            name: "banner band 120x12 of 16 at 10x20", source: PixelSize(width: 1080, height: 600),
            cells: Size(columns: 120, rows: 16), cellPixels: PixelExtent(width: 10, height: 20), rows: 1..<13,
            shaded: true),
        Case(
            name: "v 120x39 at 10x20", source: PixelSize(width: 1080, height: 720), cells: Size(columns: 120, rows: 39),
            cellPixels: PixelExtent(width: 10, height: 20), rows: nil, shaded: false),
    ]

    static func run(samples: Int = 31) -> String {
        var lines = ["zreader-bench sixel: medians of \(samples) runs (pixel pass + libchafa's sixel canvas)"]
        for benchCase in cases {
            guard let jpeg = JPEGEncoder.encode(ImageBenchmark.scene(benchCase.source), quality: 85) else {
                return "zreader-bench: libjpeg-turbo could not encode the scene"
            }
            let hint = PixelSize(
                width: benchCase.cells.columns * benchCase.cellPixels.width,
                height: benchCase.cells.rows * benchCase.cellPixels.height)
            guard let image = try? ImageDecoder.decode(jpeg, fitting: hint) else {
                return "zreader-bench: the \(benchCase.name) JPEG did not decode"
            }
            let options = SixelOptions(
                size: benchCase.cells, rows: benchCase.rows, cellPixels: benchCase.cellPixels,
                cellAspect: Double(benchCase.cellPixels.width) / Double(benchCase.cellPixels.height),
                overlay: benchCase.shaded ? ImageBenchmark.shading : nil)
            var bytes = 0
            let encode = Measurement.medianMicroseconds(samples: samples) { _ in
                bytes = SixelEncoder.encode(image, options: options)?.count ?? 0
            }
            lines.append(
                "  \(benchCase.name): decoded at \(image.size), sixel \(Measurement.format(encode)), "
                    + "\(bytes / 1024) KiB")
        }
        return lines.joined(separator: "\n")
    }
}
