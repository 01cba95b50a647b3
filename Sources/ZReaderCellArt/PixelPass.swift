import ZReaderImageDecoding
import ZReaderScreen

/// The crop resampled to exactly chafa's grid (8 × 8 pixels a cell), opaque, with the matte
/// behind transparent pixels, the overlay laid over each row, the brightness and (for palette
/// matching only) a saturation boost applied: the colours the cells should carry.
///
/// Resampling here, with an area-average (box) filter, rather than leaving it to chafa keeps
/// edges and flat colours exact (chafa's scaler bleeds a few percent across a sharp edge) and
/// puts the overlay on the very pixel rows chafa reads.
enum PixelPass {
    /// Which source pixels make up each output pixel along one axis, and how much of each.
    private struct Footprints {
        var starts: [Int] = []
        var counts: [Int] = []
        var weights: [Float] = []
        var offsets: [Int] = []

        func withUnsafeBuffers<Result>(
            _ body: (
                UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>
            ) -> Result
        ) -> Result {
            starts.withUnsafeBufferPointer { starts in
                counts.withUnsafeBufferPointer { counts in
                    offsets.withUnsafeBufferPointer { offsets in
                        weights.withUnsafeBufferPointer { weights in body(starts, counts, offsets, weights) }
                    }
                }
            }
        }

        init(source: Int, output: Int) {
            let scale = Double(source) / Double(output)
            for index in 0..<output {
                let low = Double(index) * scale
                let high = min(Double(source), Double(index + 1) * scale)
                let first = min(source - 1, Int(low))
                let last = max(first, min(source - 1, Int(high.rounded(.up)) - 1))
                starts.append(first)
                counts.append(last - first + 1)
                offsets.append(weights.count)
                for pixel in first...last {
                    let overlap = min(high, Double(pixel + 1)) - max(low, Double(pixel))
                    weights.append(Float(max(0, overlap) / scale))
                }
            }
        }
    }

    /// The pass's settings besides the geometry.
    struct Look {
        var overlay: PixelOverlay?
        var brightness: Double
        var matte: RGBColor
        /// Distance from each pixel's grey (BT.601 luma) multiplied by this, after the overlay.
        var saturation: Double
    }

    static func apply(to image: RGBAImage, crop: CoverCrop, width: Int, height: Int, look: Look) -> [UInt8] {
        let rows = horizontalPass(image, crop: crop, width: width, matte: look.matte)
        return verticalPass(rows, crop: crop, width: width, height: height, look: look)
    }

    /// Each crop row composited over the matte and resampled to `width`, as RGB floats.
    private static func horizontalPass(_ image: RGBAImage, crop: CoverCrop, width: Int, matte: RGBColor) -> [Float] {
        let footprints = Footprints(source: crop.width, output: width)
        let matteColor = (Float(matte.red), Float(matte.green), Float(matte.blue))
        var rows = [Float](repeating: 0, count: crop.height * width * 3)
        var sourceRow = [Float](repeating: 0, count: crop.width * 3)
        image.bytes.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { output in
                sourceRow.withUnsafeMutableBufferPointer { row in
                    footprints.withUnsafeBuffers { starts, counts, offsets, weights in
                        for y in 0..<crop.height {
                            composite(
                                source, from: ((crop.y + y) * image.width + crop.x) * 4, into: row, matte: matteColor)
                            var to = y * width * 3
                            for x in 0..<width {
                                var red: Float = 0
                                var green: Float = 0
                                var blue: Float = 0
                                var pixel = starts[x] * 3
                                for weight in weights[offsets[x]..<(offsets[x] + counts[x])] {
                                    red += row[pixel] * weight
                                    green += row[pixel + 1] * weight
                                    blue += row[pixel + 2] * weight
                                    pixel += 3
                                }
                                output[to] = red
                                output[to + 1] = green
                                output[to + 2] = blue
                                to += 3
                            }
                        }
                    }
                }
            }
        }
        return rows
    }

    /// One crop row as RGB floats, each pixel laid over the matte by its alpha.
    private static func composite(
        _ source: UnsafeBufferPointer<UInt8>, from start: Int, into row: UnsafeMutableBufferPointer<Float>,
        matte: (Float, Float, Float)
    ) {
        var from = start
        for x in 0..<(row.count / 3) {
            let red = Float(source[from])
            let green = Float(source[from + 1])
            let blue = Float(source[from + 2])
            let alpha = source[from + 3]
            if alpha == 255 {
                row[x * 3] = red
                row[x * 3 + 1] = green
                row[x * 3 + 2] = blue
            } else {
                let opacity = Float(alpha) / 255
                let clear = 1 - opacity
                row[x * 3] = red * opacity + matte.0 * clear
                row[x * 3 + 1] = green * opacity + matte.1 * clear
                row[x * 3 + 2] = blue * opacity + matte.2 * clear
            }
            from += 4
        }
    }

    /// The rows resampled to `height`, shaded, dimmed, saturated and rounded into opaque RGBA bytes.
    private static func verticalPass(
        _ rows: [Float], crop: CoverCrop, width: Int, height: Int, look: Look
    ) -> [UInt8] {
        let footprints = Footprints(source: crop.height, output: height)
        let dim = Float(min(1, max(0, look.brightness)))
        let saturation = Float(max(0, look.saturation))
        let overlay = look.overlay
        let shade = overlay?.color ?? RGBColor(red: 0, green: 0, blue: 0)
        var output = [UInt8](repeating: 255, count: width * height * 4)
        var line = [Float](repeating: 0, count: width * 3)
        rows.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBufferPointer { output in
                line.withUnsafeMutableBufferPointer { line in
                    for y in 0..<height {
                        line.update(repeating: 0)
                        var row = footprints.starts[y] * width * 3
                        for weight in footprints.weights[
                            footprints.offsets[y]..<(footprints.offsets[y] + footprints.counts[y])]
                        {
                            for value in 0..<line.count { line[value] += rows[row + value] * weight }
                            row += width * 3
                        }
                        let position = height > 1 ? Double(y) / Double(height - 1) : 0
                        let alpha = Float(overlay?.alpha(at: position) ?? 0)
                        let keep = (1 - alpha) * dim
                        let addRed = alpha * Float(shade.red) * dim
                        let addGreen = alpha * Float(shade.green) * dim
                        let addBlue = alpha * Float(shade.blue) * dim
                        var to = y * width * 4
                        for x in 0..<width {
                            var red = line[x * 3] * keep + addRed
                            var green = line[x * 3 + 1] * keep + addGreen
                            var blue = line[x * 3 + 2] * keep + addBlue
                            if saturation != 1 {
                                let luma = 0.299 * red + 0.587 * green + 0.114 * blue
                                red = luma + (red - luma) * saturation
                                green = luma + (green - luma) * saturation
                                blue = luma + (blue - luma) * saturation
                            }
                            output[to] = byte(red)
                            output[to + 1] = byte(green)
                            output[to + 2] = byte(blue)
                            to += 4
                        }
                    }
                }
            }
        }
        return output
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(min(255, max(0, value.rounded())))
    }
}
