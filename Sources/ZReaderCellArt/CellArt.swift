import ZReaderImageDecoding
import ZReaderScreen

/// Converts decoded pictures into cells for zreader's screen buffer, with libchafa.
///
/// The image is cover-fitted to the target: its centre is cropped to the target's shape on
/// screen (cells are `cellAspect` as wide as they are high), the pixel pass lays the matte,
/// overlay and dimming into the pixels, and chafa picks each cell's symbol and two colours.
/// Converting costs milliseconds; do it once per picture and size, off the input thread.
public enum CellArt {
    /// The decoded size a picture needs for `options`: as many rows per cell as chafa's 8×8 grid
    /// samples, and as many columns as make those pixels square on screen.
    public static func pixelHint(for options: CellArtOptions) -> PixelSize {
        let aspect = min(2, max(0.1, options.cellAspect))
        return PixelSize(
            width: Int((Double(options.size.columns * ChafaCanvas.cellPixels) * aspect).rounded(.up)),
            height: options.size.rows * ChafaCanvas.cellPixels)
    }

    /// The picture as cells, or nil when there is nothing to draw: no colour (`NO_COLOR`, a
    /// monochrome terminal) or an empty target.
    public static func convert(_ image: RGBAImage, options: CellArtOptions) -> CellPicture? {
        guard options.depth.hasColor, options.size.columns > 0, options.size.rows > 0 else { return nil }
        let aspect = Double(options.size.columns) * options.cellAspect / Double(options.size.rows)
        let crop = CoverCrop(source: image.size, aspect: aspect)
        let width = options.size.columns * ChafaCanvas.cellPixels
        let height = options.size.rows * ChafaCanvas.cellPixels
        let look = PixelPass.Look(
            overlay: options.overlay, brightness: options.brightness, matte: options.matte,
            saturation: options.depth == .palette256 ? options.paletteSaturation : 1)
        let pixels = PixelPass.apply(to: image, crop: crop, width: width, height: height, look: look)
        return ChafaCanvas.draw(pixels: pixels, width: width, height: height, options: options)
    }
}
