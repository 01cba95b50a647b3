import CChafa
import ZReaderImageDecoding
import ZReaderScreen

/// A band of a picture as one sixel image, through libchafa's sixel canvas: the DCS string a
/// terminal draws at its cursor (`ESC P 0;1;0 q` … `ESC \`), in the terminal's own pixels.
///
/// The image is cropped as the picture's cell art was (`CellArt`), resampled by the pixel pass to
/// exactly the band's cells in the terminal's pixels, with the same overlay and dimming, so that
/// the pixels replace the cells they lie over without shifting the picture. chafa picks at most
/// 256 colours and rounds the height down to a multiple of six pixels, so the image never reaches
/// below its band. One sequence stays under `SixelOptions.maximumBytes`: a band whose image would
/// be longer (a full-screen figure) is drawn smaller, centred on the matte, until it fits.
public enum SixelEncoder {
    /// How much smaller each retry draws a picture that was over the byte budget.
    static let shrinkStep = 0.8
    /// Below this scale a picture is not worth drawing in pixels: the band stays cells.
    static let smallestScale = 0.3

    /// The sixel string, or nil when there is nothing to draw or it cannot be drawn within the
    /// bounds (an empty band, a band larger than the terminal's largest sixel).
    public static func encode(_ image: RGBAImage, options: SixelOptions) -> [UInt8]? {
        guard let band = bandPixels(image, options: options) else { return nil }
        let bandSize = options.bandSize
        var scale = 1.0
        while scale >= smallestScale {
            let pixels = scale == 1 ? band.pixels : shrunk(band, by: scale, matte: options.matte)
            guard
                let sixel = dcs(
                    pixels: pixels, width: band.width, height: band.height, cells: bandSize,
                    cellPixels: options.cellPixels)
            else { return nil }
            if sixel.count <= options.maximumBytes { return sixel }
            scale *= shrinkStep
        }
        return nil
    }

    /// The band's pixels at the terminal's cell size: `size.columns · cell width` by
    /// `rows.count · cell height`, taken from the whole picture so the overlay lies as it does on
    /// the cells.
    private static func bandPixels(_ image: RGBAImage, options: SixelOptions)
        -> (pixels: [UInt8], width: Int, height: Int)?
    {
        let size = options.size
        let cell = options.cellPixels
        guard size.columns > 0, size.rows > 0, cell.width > 0, cell.height > 0, image.width > 0, image.height > 0,
            options.rows.lowerBound >= 0, options.rows.upperBound <= size.rows, !options.rows.isEmpty
        else { return nil }
        let width = size.columns * cell.width
        let height = size.rows * cell.height
        let top = options.rows.lowerBound * cell.height
        let bandHeight = options.rows.count * cell.height
        if let maximum = options.maximumPixels, width > maximum.width || bandHeight > maximum.height {
            return nil
        }
        let crop = CoverCrop(source: image.size, aspect: Double(size.columns) * options.cellAspect / Double(size.rows))
        let look = PixelPass.Look(
            overlay: options.overlay, brightness: options.brightness, matte: options.matte, saturation: 1)
        let whole = PixelPass.apply(to: image, crop: crop, width: width, height: height, look: look)
        let rowBytes = width * 4
        return (Array(whole[(top * rowBytes)..<((top + bandHeight) * rowBytes)]), width, bandHeight)
    }

    /// The band drawn at `scale` of its size, centred on the matte in a canvas of its full size.
    private static func shrunk(_ band: (pixels: [UInt8], width: Int, height: Int), by scale: Double, matte: RGBColor)
        -> [UInt8]
    {
        let width = max(1, Int((Double(band.width) * scale).rounded()))
        let height = max(1, Int((Double(band.height) * scale).rounded()))
        guard let source = RGBAImage(width: band.width, height: band.height, bytes: band.pixels) else {
            return band.pixels
        }
        let look = PixelPass.Look(overlay: nil, brightness: 1, matte: matte, saturation: 1)
        let small = PixelPass.apply(
            to: source, crop: CoverCrop(x: 0, y: 0, width: band.width, height: band.height), width: width,
            height: height, look: look)
        var canvas = [UInt8](repeating: 255, count: band.width * band.height * 4)
        for index in stride(from: 0, to: canvas.count, by: 4) {
            canvas[index] = matte.red
            canvas[index + 1] = matte.green
            canvas[index + 2] = matte.blue
        }
        let left = (band.width - width) / 2
        let top = (band.height - height) / 2
        for y in 0..<height {
            let from = y * width * 4
            let to = ((top + y) * band.width + left) * 4
            canvas.replaceSubrange(to..<(to + width * 4), with: small[from..<(from + width * 4)])
        }
        return canvas
    }

    /// chafa's sixel canvas over `cells` of `cellPixels`, given pixels of exactly that size.
    ///
    /// The terminal info is built by hand with the two sequences needed, so nothing in the
    /// environment changes what is written.
    static func dcs(pixels: [UInt8], width: Int, height: Int, cells: Size, cellPixels: PixelExtent) -> [UInt8]? {
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(cells.columns), Int32(cells.rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cellPixels.width), Int32(cellPixels.height))
        chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        guard let termInfo = chafa_term_info_new() else { return nil }
        defer { chafa_term_info_unref(termInfo) }
        guard chafa_term_info_set_seq(termInfo, CHAFA_TERM_SEQ_BEGIN_SIXELS, "\u{1B}P%1;%2;%3q", nil) != 0,
            chafa_term_info_set_seq(termInfo, CHAFA_TERM_SEQ_END_SIXELS, "\u{1B}\\", nil) != 0
        else { return nil }
        pixels.withUnsafeBufferPointer { buffer in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, Int32(width), Int32(height),
                Int32(width * 4))
        }
        guard let printed = chafa_canvas_print(canvas, termInfo) else { return nil }
        defer { g_string_free(printed, 1) }
        guard let start = printed.pointee.str, printed.pointee.len > 0, printed.pointee.len < Int.max else {
            return nil
        }
        let count = Int(printed.pointee.len)
        return start.withMemoryRebound(to: UInt8.self, capacity: count) { bytes -> [UInt8] in
            Array(UnsafeBufferPointer(start: bytes, count: count))
        }
    }
}
