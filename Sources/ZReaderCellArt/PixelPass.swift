import ZReaderImageDecoding
import ZReaderScreen

/// The crop resampled to exactly chafa's grid (8 × 8 pixels a cell), opaque, with the matte
/// behind transparent pixels, the overlay laid over each row and the brightness applied: the
/// exact colours the cells should carry.
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

    static func apply(
        to image: RGBAImage, crop: CoverCrop, width: Int, height: Int, overlay: PixelOverlay?, brightness: Double,
        matte: RGBColor
    ) -> [UInt8] {
        let rows = horizontalPass(image, crop: crop, width: width, matte: matte)
        return verticalPass(rows, crop: crop, width: width, height: height, overlay: overlay, brightness: brightness)
    }

    /// Each crop row composited over the matte and resampled to `width`, as RGB floats.
    private static func horizontalPass(_ image: RGBAImage, crop: CoverCrop, width: Int, matte: RGBColor) -> [Float] {
        let footprints = Footprints(source: crop.width, output: width)
        let matteRed = Float(matte.red)
        let matteGreen = Float(matte.green)
        let matteBlue = Float(matte.blue)
        var rows = [Float](repeating: 0, count: crop.height * width * 3)
        var sourceRow = [Float](repeating: 0, count: crop.width * 3)
        image.bytes.withUnsafeBufferPointer { source in
            rows.withUnsafeMutableBufferPointer { output in
                sourceRow.withUnsafeMutableBufferPointer { row in
                    for y in 0..<crop.height {
                        var from = ((crop.y + y) * image.width + crop.x) * 4
                        for x in 0..<crop.width {
                            let opacity = Float(source[from + 3]) / 255
                            let clear = 1 - opacity
                            row[x * 3] = Float(source[from]) * opacity + matteRed * clear
                            row[x * 3 + 1] = Float(source[from + 1]) * opacity + matteGreen * clear
                            row[x * 3 + 2] = Float(source[from + 2]) * opacity + matteBlue * clear
                            from += 4
                        }
                        var to = y * width * 3
                        for x in 0..<width {
                            var red: Float = 0
                            var green: Float = 0
                            var blue: Float = 0
                            let offset = footprints.offsets[x]
                            let start = footprints.starts[x]
                            for index in 0..<footprints.counts[x] {
                                let weight = footprints.weights[offset + index]
                                let pixel = (start + index) * 3
                                red += row[pixel] * weight
                                green += row[pixel + 1] * weight
                                blue += row[pixel + 2] * weight
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
        return rows
    }

    /// The rows resampled to `height`, shaded, dimmed and rounded into opaque RGBA bytes.
    private static func verticalPass(
        _ rows: [Float], crop: CoverCrop, width: Int, height: Int, overlay: PixelOverlay?, brightness: Double
    ) -> [UInt8] {
        let footprints = Footprints(source: crop.height, output: height)
        let dim = Float(min(1, max(0, brightness)))
        let shade = overlay?.color ?? RGBColor(red: 0, green: 0, blue: 0)
        var output = [UInt8](repeating: 255, count: width * height * 4)
        var line = [Float](repeating: 0, count: width * 3)
        rows.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBufferPointer { output in
                line.withUnsafeMutableBufferPointer { line in
                    for y in 0..<height {
                        for index in 0..<line.count { line[index] = 0 }
                        let offset = footprints.offsets[y]
                        for index in 0..<footprints.counts[y] {
                            let weight = footprints.weights[offset + index]
                            let row = (footprints.starts[y] + index) * width * 3
                            for value in 0..<(width * 3) { line[value] += rows[row + value] * weight }
                        }
                        let position = height > 1 ? Double(y) / Double(height - 1) : 0
                        let alpha = Float(overlay?.alpha(at: position) ?? 0)
                        let keep = (1 - alpha) * dim
                        let addRed = alpha * Float(shade.red) * dim
                        let addGreen = alpha * Float(shade.green) * dim
                        let addBlue = alpha * Float(shade.blue) * dim
                        var to = y * width * 4
                        for x in 0..<width {
                            output[to] = byte(line[x * 3] * keep + addRed)
                            output[to + 1] = byte(line[x * 3 + 1] * keep + addGreen)
                            output[to + 2] = byte(line[x * 3 + 2] * keep + addBlue)
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
