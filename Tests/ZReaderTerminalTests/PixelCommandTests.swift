import Testing
import ZReaderScreen
import ZReaderTerminal

@Suite("The bytes that draw, move and hide pixel pictures")
struct PixelCommandTests {
    static func text(_ bytes: [UInt8]?) -> String { String(decoding: bytes ?? [], as: UTF8.self) }

    static let overlay = ShownOverlay(
        placement: PixelPlacement(
            picture: PictureHandle(1), image: KittyImageID(low: 20, msb: 9), pictureSize: Size(columns: 20, rows: 5),
            rows: 1..<5, frame: Rect(x: 2, y: 3, width: 20, height: 4)),
        number: 1)

    @Test func aSixelIsDrawnAtItsCellWithScrollingOn() {
        let dcs = Array("\u{1B}P0;1;0q\"1;1;9;6#0;2;0;0;0~\u{1B}\\".utf8)
        #expect(Self.text(SixelSequence.draw(dcs, at: Point(x: 2, y: 3))) == "\u{1B}[?80l\u{1B}[4;3H" + Self.text(dcs))
        #expect(
            Self.text(SixelSequence.draw(dcs, at: Point(x: 0, y: 0), scrollingInverted: true)).hasPrefix(
                "\u{1B}[?80h\u{1B}[1;1H"))
    }

    @Test func aKittyPlacementShowsTheBandsRowsOfTheImageInItsCells() {
        let bytes = KittyPlacementBytes.place(Self.overlay, imagePixels: PixelExtent(width: 200, height: 100))
        let id = 9 << 24 | 20
        #expect(Self.text(bytes) == "\u{1B}[4;3H\u{1B}_Ga=p,i=\(id),p=1,x=0,y=20,w=200,h=80,c=20,r=4,C=1,q=2\u{1B}\\")
    }

    @Test func hidingKeepsTheImage() {
        #expect(
            Self.text(KittyPlacementBytes.hide(Self.overlay)) == "\u{1B}_Ga=d,d=i,i=\(9 << 24 | 20),p=1,q=2\u{1B}\\")
        var sixel = Self.overlay
        sixel.placement.image = nil
        #expect(
            KittyPlacementBytes.hide(sixel) == nil
                && KittyPlacementBytes.place(sixel, imagePixels: PixelExtent(width: 1, height: 1)) == nil)
    }
}
