import CZlib
import ZReaderImageDecoding
import ZReaderScreen

/// A picture's pixels for a kitty-protocol terminal: cropped as its cells are, through the same
/// pixel pass (shading, dimming), at the size its box has on screen, as zlib-compressed RGB.
///
/// The crop has the box's shape in pixels (`columns × cell width` by `rows × cell height`), which
/// is the cells' shape when their options' `cellAspect` is the cell's width over its height: the
/// terminal then fits the image into the box exactly, and the rows drawn as pixels meet the rows
/// drawn as cells where they should. Never upscaled: a small picture is sent at its own size and
/// the terminal scales it.
public enum KittyPixels {
    /// The most pixels one image may have (a 4K screen's worth): a larger box is sent smaller and
    /// scaled by the terminal.
    public static let maximumPixels = 3840 * 2160

    /// The decoded size the pixels of `options`' box need at `cellPixels`: the box's own size in
    /// pixels, or the cells' need when that is larger.
    public static func pixelHint(for options: CellArtOptions, cellPixels: PixelExtent) -> PixelSize {
        let box = boxPixels(options.size, cellPixels)
        let cells = CellArt.pixelHint(for: options)
        return PixelSize(width: max(box.width, cells.width), height: max(box.height, cells.height))
    }

    /// The payload for `options`' box (its size, overlay and brightness) at `cellPixels` a cell;
    /// nil for an empty box or when compression fails.
    public static func payload(_ image: RGBAImage, options: CellArtOptions, cellPixels: PixelExtent)
        -> KittyPayload?
    {
        let box = boxPixels(options.size, cellPixels)
        guard box.width > 0, box.height > 0 else { return nil }
        let crop = CoverCrop(source: image.size, aspect: Double(box.width) / Double(box.height))
        let scale = min(
            1, Double(crop.width) / Double(box.width), Double(crop.height) / Double(box.height),
            (Double(maximumPixels) / Double(box.width * box.height)).squareRoot())
        let width = max(1, Int((Double(box.width) * scale).rounded()))
        let height = max(1, Int((Double(box.height) * scale).rounded()))
        let look = PixelPass.Look(
            overlay: options.overlay, brightness: options.brightness, matte: options.matte, saturation: 1)
        let rgba = PixelPass.apply(to: image, crop: crop, width: width, height: height, look: look)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { rgb in
            rgba.withUnsafeBufferPointer { rgba in
                for pixel in 0..<(width * height) {
                    rgb[pixel * 3] = rgba[pixel * 4]
                    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]
                    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]
                }
            }
        }
        guard let compressed = deflate(rgb) else { return nil }
        return KittyPayload(width: width, height: height, compressed: compressed)
    }

    /// `bytes` in the zlib format at level 6, zlib's default balance of size and time.
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &length, input.baseAddress, uLong(input.count), 6)
            }
        }
        guard status == Z_OK else { return nil }
        output.removeSubrange(Int(length)...)
        return output
    }

    private static func boxPixels(_ size: Size, _ cell: PixelExtent) -> PixelSize {
        PixelSize(width: size.columns * max(1, cell.width), height: size.rows * max(1, cell.height))
    }
}
