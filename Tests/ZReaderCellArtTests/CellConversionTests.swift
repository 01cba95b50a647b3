import Testing
import ZReaderCellArt
import ZReaderCurses
import ZReaderImageDecoding
import ZReaderScreen

@Suite("Pictures as cells")
struct CellConversionTests {
    private let grid = Size(columns: 8, rows: 4)

    /// The colour of each quadrant of an 8×4 grid (square on screen at the default cell aspect).
    private func expectedQuadrant(x: Int, y: Int) -> RGBColor {
        switch (x < 4, y < 2) {
        case (true, true): TestImages.red
        case (false, true): TestImages.green
        case (true, false): TestImages.blue
        case (false, false): TestImages.yellow
        }
    }

    @Test func fourQuadrantsKeepTheirExactColoursAt24Bit() throws {
        let picture = try #require(
            CellArt.convert(TestImages.quadrants(), options: CellArtOptions(size: grid, depth: .trueColor)))
        #expect(picture.size == grid)
        for y in 0..<grid.rows {
            for x in 0..<grid.columns {
                let element = picture[x, y]
                let expected = expectedQuadrant(x: x, y: y)
                #expect(element.background == expected && element.foreground == expected, "cell \(x),\(y): \(element)")
            }
        }
    }

    /// The palette mapping alone, without dithering (which mixes a flat colour's neighbours in).
    private func undithered(_ size: Size, _ depth: ColorDepth) -> CellArtOptions {
        var options = CellArtOptions(size: size, depth: depth)
        options.dithers = false
        return options
    }

    @Test func at256ColoursEachQuadrantIsAPaletteColourOfItsHue() throws {
        let picture = try #require(
            CellArt.convert(TestImages.quadrants(), options: undithered(grid, .palette256)))
        for y in 0..<grid.rows {
            for x in 0..<grid.columns {
                let element = picture[x, y]
                let pen = ColorMapper.nearest256(element.background)
                #expect(pen >= 16 && pen < 232, "cell \(x),\(y) is not a cube colour: \(element.background)")
                #expect(ColorMapper.nearest256(element.foreground) == pen)
                #expect(
                    hue(element.background) == hue(expectedQuadrant(x: x, y: y)),
                    "cell \(x),\(y) lost its hue: \(element.background)")
            }
        }
        // Without the saturation boost, DIN99d matching alone gives these pens, one per quadrant.
        var plain = undithered(grid, .palette256)
        plain.paletteSaturation = 1
        let unboosted = try #require(CellArt.convert(TestImages.quadrants(), options: plain))
        let pens = [unboosted[0, 0], unboosted[7, 0], unboosted[0, 3], unboosted[7, 3]].map {
            ColorMapper.nearest256($0.background)
        }
        #expect(pens == [160, 71, 27, 220])
    }

    @Test func at256ColoursAShadedMutedColourKeepsItsHue() throws {
        // A green board under the banner's shading: muted, nearer the grey ramp than any cube green.
        let shadedGreen = RGBColor(red: 90, green: 110, blue: 95)
        let image = TestImages.uniform(shadedGreen, width: 32, height: 32)
        var options = CellArtOptions(size: Size(columns: 4, rows: 2), depth: .palette256)
        let boosted = try #require(CellArt.convert(image, options: options))
        #expect(hue(boosted[1, 1].background) == 2, "\(boosted[1, 1].background) is not green")
        options.paletteSaturation = 1
        let plain = try #require(CellArt.convert(image, options: options))
        #expect(hue(plain[1, 1].background) != 2, "matching without the boost now keeps the green: \(plain[1, 1])")
    }

    /// The hue in sixths of the colour wheel: 0 red, 1 yellow, 2 green, 3 cyan, 4 blue, 5 magenta.
    private func hue(_ color: RGBColor) -> Int {
        let red = Double(color.red)
        let green = Double(color.green)
        let blue = Double(color.blue)
        let high = max(red, green, blue)
        let range = high - min(red, green, blue)
        guard range > 0 else { return -1 }
        var degrees: Double
        if high == red {
            degrees = 60 * ((green - blue) / range)
        } else if high == green {
            degrees = 60 * ((blue - red) / range + 2)
        } else {
            degrees = 60 * ((red - green) / range + 4)
        }
        if degrees < 0 { degrees += 360 }
        return Int((degrees + 30) / 60) % 6
    }

    @Test func at256ColoursEveryPenComesBackAsItselfThroughTheColourMapper() throws {
        // One cell per pen of the 240 chafa uses, each painted in xterm's value of that pen.
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let pens = Array(16...255)
        func xterm(_ pen: Int) -> RGBColor {
            if pen >= 232 {
                let grey = UInt8(8 + (pen - 232) * 10)
                return RGBColor(red: grey, green: grey, blue: grey)
            }
            let cube = pen - 16
            return RGBColor(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
        }
        let image = TestImages.bands(pens.map(xterm), bandWidth: 8, height: 16)
        var options = undithered(Size(columns: pens.count, rows: 2), .palette256)
        options.cellAspect = 1
        options.paletteSaturation = 1
        let picture = try #require(CellArt.convert(image, options: options))
        for (column, pen) in pens.enumerated() {
            for row in 0..<2 {
                let element = picture[column, row]
                #expect(element.background == xterm(pen), "pen \(pen) came back as \(element.background)")
                #expect(ColorMapper.nearest256(element.background) == pen)
                #expect(ColorMapper.nearest256(element.foreground) == pen)
            }
        }
    }

    @Test func at256ColoursABusyPictureUsesOnlyPaletteColours() throws {
        for symbols in CellSymbols.allCases {
            let picture = try #require(
                CellArt.convert(
                    TestImages.busy(),
                    options: CellArtOptions(size: Size(columns: 24, rows: 12), depth: .palette256, symbols: symbols)))
            for color in TestImages.colors(of: picture) {
                let pen = ColorMapper.nearest256(color)
                #expect(pen >= 16, "\(color) maps to a themable colour")
                #expect(ColorMapper.nearest256(color) == pen)
                let cubeLevels: Set<UInt8> = [0, 95, 135, 175, 215, 255]
                let isCube = [color.red, color.green, color.blue].allSatisfy { cubeLevels.contains($0) }
                let isGrey =
                    color.red == color.green && color.green == color.blue
                    && (color.red >= 8 && (color.red - 8) % 10 == 0)
                #expect(isCube || isGrey, "\(color) is not a palette colour")
            }
        }
    }

    @Test func at8ColoursTheQuadrantsBecomeTheirANSIColours() throws {
        let picture = try #require(CellArt.convert(TestImages.quadrants(), options: undithered(grid, .palette8)))
        let ansi: Set<RGBColor> = [
            RGBColor(hex: 0x000000), RGBColor(hex: 0xCD0000), RGBColor(hex: 0x00CD00), RGBColor(hex: 0xCDCD00),
            RGBColor(hex: 0x0000EE), RGBColor(hex: 0xCD00CD), RGBColor(hex: 0x00CDCD), RGBColor(hex: 0xE5E5E5),
        ]
        #expect(Set(TestImages.colors(of: picture)).isSubset(of: ansi))
        // Red, green, blue, yellow: ANSI 1, 2, 4, 3.
        #expect(ColorMapper.nearest8(picture[0, 0].background) == 1)
        #expect(ColorMapper.nearest8(picture[7, 0].background) == 2)
        #expect(ColorMapper.nearest8(picture[0, 3].background) == 4)
        #expect(ColorMapper.nearest8(picture[7, 3].background) == 3)
    }

    @Test func withoutColourThereIsNoPicture() {
        #expect(CellArt.convert(TestImages.quadrants(), options: CellArtOptions(size: grid, depth: .monochrome)) == nil)
        #expect(
            CellArt.convert(
                TestImages.quadrants(), options: CellArtOptions(size: Size(columns: 0, rows: 4), depth: .trueColor))
                == nil)
    }

    @Test func transparentPixelsShowTheMatte() throws {
        let matte = RGBColor(red: 30, green: 30, blue: 40)
        let clear = TestImages.uniform(TestImages.red, width: 32, height: 32, alpha: 0)
        let picture = try #require(
            CellArt.convert(
                clear, options: CellArtOptions(size: Size(columns: 4, rows: 2), depth: .trueColor, matte: matte)))
        #expect(picture.elements.allSatisfy { $0.background == matte && $0.foreground == matte })
        let half = TestImages.uniform(TestImages.red, width: 32, height: 32, alpha: 128)
        let blended = try #require(
            CellArt.convert(
                half, options: CellArtOptions(size: Size(columns: 4, rows: 2), depth: .trueColor, matte: matte)))
        #expect(blended[0, 0].background == matte.blended(with: TestImages.red, alpha: 128 / 255))
    }

    @Test(arguments: CellSymbols.allCases)
    func eachSymbolSetDrawsOnlyItsOwnOneColumnSymbols(symbols: CellSymbols) throws {
        let picture = try #require(
            CellArt.convert(
                TestImages.busy(),
                options: CellArtOptions(size: Size(columns: 24, rows: 12), depth: .trueColor, symbols: symbols)))
        let used = Set(picture.elements.map(\.symbol))
        #expect(used.allSatisfy { TextWidth.width(of: $0) == 1 })
        let halves: Set<Character> = [" ", "█", "▀", "▄"]
        let quadrants: Set<Character> = ["▌", "▐", "▖", "▗", "▘", "▝", "▚", "▞", "▙", "▛", "▜", "▟"]
        let isSextant: (Character) -> Bool = { symbol in
            symbol.unicodeScalars.allSatisfy { (0x1FB00...0x1FB3B).contains($0.value) }
        }
        switch symbols {
        case .halfBlocks:
            #expect(used.isSubset(of: halves), "\(used.subtracting(halves))")
        case .quadrants:
            #expect(used.isSubset(of: halves.union(quadrants)), "\(used.subtracting(halves.union(quadrants)))")
            #expect(!used.isDisjoint(with: quadrants))
        case .sextants:
            #expect(used.allSatisfy { halves.union(quadrants).contains($0) || isSextant($0) })
            #expect(used.contains(where: isSextant))
        }
    }

    @Test(arguments: CellSymbols.allCases)
    func whereAmbiguousCharactersAreWideNoSymbolIsOne(symbols: CellSymbols) throws {
        let options = CellArtOptions(
            size: Size(columns: 24, rows: 12), depth: .trueColor, symbols: symbols, ambiguousWidth: .wide)
        let picture = try #require(CellArt.convert(TestImages.busy(), options: options))
        let used = Set(picture.elements.map(\.symbol))
        let ambiguous = used.filter { $0.unicodeScalars.contains(where: TextWidth.isAmbiguous) }
        #expect(ambiguous.isEmpty, "\(ambiguous)")
        #expect(AmbiguousWidth.during(.wide) { used.allSatisfy { TextWidth.width(of: $0) == 1 } })
        // The picture is still drawn with shapes, not only with backgrounds.
        #expect(used.contains { $0 != " " })
    }

    @Test func thePixelHintGivesChafaAbout8PixelsPerCellRow() {
        let banner = CellArtOptions(size: Size(columns: 120, rows: 16), depth: .trueColor)
        #expect(CellArt.pixelHint(for: banner) == PixelSize(width: 480, height: 128))
        var square = banner
        square.cellAspect = 1
        #expect(CellArt.pixelHint(for: square) == PixelSize(width: 960, height: 128))
    }
}
