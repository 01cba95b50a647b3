import ZReaderScreen

import func Glibc.pow

/// Text over a picture (the banner's title, hint, dots and date; the reader's title and credit),
/// legible on any picture.
///
/// A cell that shows a character cannot also show the picture's symbol, so each text cell takes
/// the picture's colour there as one flat background: the average of the cell's ink and paper,
/// darkened just enough that the text keeps a contrast of at least 4.5:1 (WCAG AA; 3:1 for the
/// page dots), and no more. On a dark picture the text sits on the picture's own colours; on a
/// bright sky it sits on a darker plate of the same hue. One cell either side of each run is
/// darkened too, so the plate frames the text instead of ending at its edge.
///
/// At 256 colours the terminal shows the nearest palette colour, which may be lighter than the one
/// asked for; there the plate is itself a palette colour (one the mapping keeps as it is) that has
/// the contrast, the nearest such to the darkened colour. At 8 colours the only dark colours are
/// saturated ones (the nearest was often magenta), so plates are black.
enum PictureBackdrop {
    /// The contrast text needs against its background.
    static let textContrast = 4.5
    /// The contrast the page dots need: graphics, not text (WCAG's 3:1 for non-text).
    static let dotContrast = 3.0

    /// Writes `text` from `origin` in `foreground` over `picture`, whose top left cell is at
    /// `pictureOrigin`, and returns the columns written.
    @discardableResult
    static func write(
        _ text: DisplayText, at origin: Point, foreground: RGBColor, attributes: TextAttributes = [],
        contrast: Double = textContrast, depth: ColorDepth, over picture: CellPicture, at pictureOrigin: Point,
        into buffer: inout ScreenBuffer
    ) -> Int {
        func plateColor(_ x: Int, width: Int) -> RGBColor? {
            var colours: [RGBColor] = []
            for column in x..<(x + width) {
                if let element = element(of: picture, at: Point(x: column, y: origin.y), origin: pictureOrigin) {
                    colours.append(meanColor(of: element))
                }
            }
            guard !colours.isEmpty else { return nil }
            return PictureBackdrop.plate(under: foreground, over: average(colours), contrast: contrast, depth: depth)
        }
        if let left = plateColor(origin.x - 1, width: 1), showsPicture(buffer, Point(x: origin.x - 1, y: origin.y)) {
            buffer.write(" ", at: Point(x: origin.x - 1, y: origin.y), style: CellStyle(fg: foreground, bg: left))
        }
        var x = origin.x
        for character in text.graphemes {
            let columns = character.width
            guard columns > 0 else { continue }
            let background = plateColor(x, width: columns)
            buffer.write(
                character, at: Point(x: x, y: origin.y),
                style: CellStyle(fg: foreground, bg: background, attributes))
            x += columns
        }
        if let right = plateColor(x, width: 1), showsPicture(buffer, Point(x: x, y: origin.y)) {
            buffer.write(" ", at: Point(x: x, y: origin.y), style: CellStyle(fg: foreground, bg: right))
        }
        return x - origin.x
    }

    /// Whether the cell at `point` still shows the picture (a space, a block symbol or a kitty
    /// placeholder, one column), not text written before: a plate beside a run never covers the
    /// neighbouring run, such as the half of a wide page dot or the first character of the title
    /// after the marker.
    private static func showsPicture(_ buffer: ScreenBuffer, _ point: Point) -> Bool {
        guard buffer.bounds.contains(point) else { return false }
        let cell = buffer[point.x, point.y]
        guard cell.width == 1, !cell.isContinuation, let scalar = cell.grapheme.unicodeScalars.first else {
            return false
        }
        switch scalar.value {
        case 0x20, 0x2580...0x259F, 0x1FB00...0x1FB3B, KittyPlaceholder.scalar.value: return true
        default: return false
        }
    }

    /// The element of `picture` (drawn from `origin`) under screen cell `point`, if it covers it.
    static func element(of picture: CellPicture, at point: Point, origin: Point) -> CellPicture.Element? {
        let x = point.x - origin.x
        let y = point.y - origin.y
        guard x >= 0, y >= 0, x < picture.size.columns, y < picture.size.rows else { return nil }
        return picture[x, y]
    }

    /// The colour a picture cell shows from a distance: its ink and paper averaged by how much of
    /// the cell the symbol inks.
    static func meanColor(of element: CellPicture.Element) -> RGBColor {
        element.background.blended(with: element.foreground, alpha: coverage(of: element.symbol))
    }

    /// How much of a cell `symbol` inks: the block elements and sextants chafa draws with; half
    /// for anything else.
    static func coverage(of symbol: Character) -> Double {
        guard let scalar = symbol.unicodeScalars.first else { return 0.5 }
        switch scalar.value {
        case 0x20: return 0
        case 0x2588: return 1
        case 0x2596, 0x2597, 0x2598, 0x259D: return 0.25
        case 0x2599, 0x259B, 0x259C, 0x259F: return 0.75
        case 0x1FB00...0x1FB3B:
            // Sextants enumerate the 2×3 patterns 1…62 in order, leaving out the two that are
            // half blocks (21 and 42).
            var pattern = Int(scalar.value - 0x1FB00) + 1
            if pattern >= 21 { pattern += 1 }
            if pattern >= 42 { pattern += 1 }
            return Double(pattern.nonzeroBitCount) / 6
        default: return 0.5
        }
    }

    /// The plate for `foreground` over a picture whose colour there is `color`: `color` darkened
    /// to `contrast`, at palette depths the nearest palette colour that keeps it.
    static func plate(under foreground: RGBColor, over color: RGBColor, contrast: Double, depth: ColorDepth)
        -> RGBColor
    {
        let wanted = darkened(color, under: foreground, contrast: contrast)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        switch depth {
        case .trueColor, .monochrome: return wanted
        case .palette8: return black
        case .palette256:
            let legible = paletteNeighbours(of: wanted).filter { self.contrast(foreground, $0) >= contrast }
            return legible.min { distance($0, wanted) < distance($1, wanted) } ?? black
        }
    }

    /// The xterm cube's levels: a cube colour, like a grey of the ramp, is its own nearest
    /// palette colour, so the terminal shows exactly it.
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The palette colours around `color`: the cube's (each channel's level below and above) and
    /// the ramp's two greys around its average.
    ///
    /// The all-below corner of the cube is never lighter than `color`.
    private static func paletteNeighbours(of color: RGBColor) -> [RGBColor] {
        func around(_ value: UInt8) -> [UInt8] {
            let below = cubeLevels.last { $0 <= value } ?? 0
            let above = cubeLevels.first { $0 >= value } ?? 255
            return below == above ? [below] : [below, above]
        }
        var colours: [RGBColor] = []
        for red in around(color.red) {
            for green in around(color.green) {
                for blue in around(color.blue) {
                    colours.append(RGBColor(red: red, green: green, blue: blue))
                }
            }
        }
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let step = min(23, max(0, (average - 8) / 10))
        for level in [8 + step * 10, min(238, 8 + (step + 1) * 10)] {
            colours.append(RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level)))
        }
        return colours
    }

    private static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let red = Int(a.red) - Int(b.red)
        let green = Int(a.green) - Int(b.green)
        let blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }

    /// `color` scaled down in linear light until `foreground` has `contrast` against it; unchanged
    /// when it already has.
    static func darkened(_ color: RGBColor, under foreground: RGBColor, contrast: Double) -> RGBColor {
        let target = (luminance(foreground) + 0.05) / contrast - 0.05
        let current = luminance(color)
        guard current > target else { return color }
        // Relative luminance is linear in linear light, so one scale factor reaches the target.
        let scale = max(0, target) / current
        func channel(_ value: UInt8) -> UInt8 {
            // The largest level whose light is at most the scaled light: rounded down, so
            // rounding never takes the colour back over the target.
            let light = linearLight[Int(value)] * scale
            var low = 0
            var high = Int(value)
            while low < high {
                let middle = (low + high + 1) / 2
                if linearLight[middle] <= light { low = middle } else { high = middle - 1 }
            }
            return UInt8(low)
        }
        return RGBColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ color: RGBColor) -> Double {
        0.2126 * linearised(color.red) + 0.7152 * linearised(color.green) + 0.0722 * linearised(color.blue)
    }

    /// WCAG's contrast ratio of two colours, 1 to 21.
    static func contrast(_ first: RGBColor, _ second: RGBColor) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    private static func linearised(_ value: UInt8) -> Double {
        linearLight[Int(value)]
    }

    /// The light of each sRGB level, worked out once: plates are drawn every frame.
    private static let linearLight: [Double] = (0...255).map { level in
        let encoded = Double(level) / 255
        return encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    private static func average(_ colours: [RGBColor]) -> RGBColor {
        guard colours.count > 1 else { return colours.first ?? RGBColor(red: 0, green: 0, blue: 0) }
        let count = Double(colours.count)
        func mean(_ channel: (RGBColor) -> UInt8) -> UInt8 {
            UInt8((Double(colours.reduce(0) { $0 + Int(channel($1)) }) / count).rounded())
        }
        return RGBColor(red: mean(\.red), green: mean(\.green), blue: mean(\.blue))
    }
}
