import Testing
import ZReaderCurses
import ZReaderScreen

@Suite("Colours at each depth")
struct ColorMapperTests {
    @Test func trueColourIsExactAndDefaultStaysDefault() {
        #expect(ColorMapper.number(for: .rgb(RGBColor(hex: 0x1790D3)), depth: .trueColor) == 0x1790D3)
        #expect(ColorMapper.number(for: .terminalDefault, depth: .trueColor) == -1)
        #expect(ColorMapper.number(for: .rgb(.white), depth: .monochrome) == -1)
    }

    @Test(arguments: [
        (0x000000, 16), (0xFFFFFF, 231), (0xFF0000, 196), (0x5F87AF, 67), (0x808080, 244), (0x1C1C1C, 234),
        (0x1790D3, 32), (0x333333, 236),
    ])
    func nearestOfTheCubeAndTheGreyRamp(_ hex: UInt32, _ index: Int) {
        #expect(ColorMapper.nearest256(RGBColor(hex: hex)) == index)
    }

    @Test(arguments: [
        (0x000000, 0), (0xFF0000, 1), (0x00FF00, 2), (0x0000FF, 4), (0xFFFFFF, 7), (0x1790D3, 6), (0x333333, 0),
    ])
    func nearestOfTheEightColours(_ hex: UInt32, _ index: Int) {
        #expect(ColorMapper.nearest8(RGBColor(hex: hex)) == index)
    }
}

@Suite("A kitty image id as a colour")
struct ImageIDColourTests {
    @Test func theIDsLowByteIsTheColourNumberAt256And24Bit() throws {
        let id = try #require(KittyImageID(low: 42, msb: 7))
        #expect(ColorMapper.number(for: .imageID(id), depth: .palette256) == 42)
        #expect(ColorMapper.number(for: .imageID(id), depth: .trueColor) == 42)
        #expect(ColorMapper.number(for: .imageID(id), depth: .palette8) == -1)
        #expect(ColorMapper.number(for: .imageID(id), depth: .monochrome) == -1)
    }
}
