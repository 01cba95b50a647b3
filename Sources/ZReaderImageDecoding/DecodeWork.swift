/// What decoding a picture costs, counted from its headers before any pixel is decoded, in units
/// of about half a nanosecond of CPU: one JPEG scan over one pixel of the full-size frame.
///
/// The weights are measured (`zreader-bench hostile-pictures`, 6320×6320 pictures): a progressive
/// JPEG walks every block of the frame once per scan even when it is scaled down 8 times (499
/// empty scans took 11.3 CPU-s, 0.57 ns a scan-pixel); a PNG is inflated, converted and shrunk at
/// full size (0.59 CPU-s, 15 ns a pixel, twice that for Adam7 interlacing, which reads every row
/// seven times over); a WebP decodes every pixel once, however small its output (about 2 ns).
public enum DecodeWork {
    /// The budget of one picture: 600 million units, a third of a CPU-second at the rates measured.
    ///
    /// So a picture under 2 MB costs under half a CPU-second. A 24-megapixel photograph saved
    /// progressive (10 scans) fits, and so does a PNG of 23 megapixels (a 1080×20000 long picture).
    public static let defaultBudget = 600_000_000

    /// A JPEG's units: one per pixel per scan (a baseline JPEG has one, or one per component).
    static func jpeg(width: Int, height: Int, scans: Int) -> Int {
        multiplied(width, height, max(1, scans))
    }

    /// A PNG's units: 26 a pixel, twice that when interlaced.
    static func png(width: Int, height: Int, interlaced: Bool) -> Int {
        multiplied(width, height, interlaced ? 52 : 26)
    }

    /// A WebP's units: 4 a pixel lossy, 8 lossless.
    static func webp(width: Int, height: Int, lossless: Bool) -> Int {
        multiplied(width, height, lossless ? 8 : 4)
    }

    /// Refuses work over `budget`; returns it otherwise.
    static func check(_ work: Int, budget: Int) throws(ImageDecodeFailure) -> Int {
        if work > budget { throw .tooMuchWork(work) }
        return work
    }

    private static func multiplied(_ values: Int...) -> Int {
        values.reduce(1) { product, value in
            let (result, overflow) = product.multipliedReportingOverflow(by: max(0, value))
            return overflow ? Int.max : result
        }
    }
}
