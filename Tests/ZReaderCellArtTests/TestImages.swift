import ZReaderImageDecoding
import ZReaderScreen

/// Pictures made in memory whose every pixel the tests know.
enum TestImages {
    static let red = RGBColor(red: 220, green: 40, blue: 40)
    static let green = RGBColor(red: 40, green: 180, blue: 70)
    static let blue = RGBColor(red: 40, green: 80, blue: 220)
    static let yellow = RGBColor(red: 240, green: 210, blue: 40)

    static func pixel(_ color: RGBColor, alpha: UInt8 = 255) -> RGBAImage.Pixel {
        RGBAImage.Pixel(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    /// Red and green on top, blue and yellow below.
    static func quadrants(width: Int = 64, height: Int = 64) -> RGBAImage {
        RGBAImage(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): pixel(red)
            case (false, true): pixel(green)
            case (true, false): pixel(blue)
            case (false, false): pixel(yellow)
            }
        }
    }

    static func uniform(_ color: RGBColor, width: Int, height: Int, alpha: UInt8 = 255) -> RGBAImage {
        RGBAImage(width: width, height: height) { _, _ in pixel(color, alpha: alpha) }
    }

    /// Vertical bands of equal width, left to right, each `bandWidth` pixels.
    static func bands(_ colors: [RGBColor], bandWidth: Int, height: Int) -> RGBAImage {
        RGBAImage(width: colors.count * bandWidth, height: height) { x, _ in pixel(colors[x / bandWidth]) }
    }

    /// Horizontal bands of equal height, top to bottom.
    static func stripes(_ colors: [RGBColor], width: Int, bandHeight: Int) -> RGBAImage {
        RGBAImage(width: width, height: colors.count * bandHeight) { _, y in pixel(colors[y / bandHeight]) }
    }

    /// Fine detail everywhere: a diagonal pattern of many hues that needs every symbol shape.
    static func busy(width: Int = 96, height: Int = 96) -> RGBAImage {
        RGBAImage(width: width, height: height) { x, y in
            let on = ((x / 3) + (y / 5)) % 3 == 0 || (x * y) % 7 == 0
            let base = RGBColor(red: UInt8(x * 255 / width), green: UInt8(y * 255 / height), blue: 128)
            return pixel(on ? RGBColor(red: 250, green: 250, blue: 250) : base)
        }
    }

    /// The colours a cell shows in its top and bottom halves (half-block pictures only).
    static func halves(_ element: CellPicture.Element) -> (top: RGBColor, bottom: RGBColor) {
        switch element.symbol {
        case "▀": (element.foreground, element.background)
        case "▄": (element.background, element.foreground)
        case "█": (element.foreground, element.foreground)
        default: (element.background, element.background)
        }
    }

    /// Every colour the picture's cells show, foreground of inked cells and every background.
    static func colors(of picture: CellPicture) -> [RGBColor] {
        picture.elements.flatMap { element in
            element.symbol == " " ? [element.background] : [element.foreground, element.background]
        }
    }
}
