import Testing
import ZReaderScreen

@Suite("What a frame carries besides its cells: picture placements, the cursor, image ids")
struct PixelSeamTests {
    static let size = Size(columns: 10, rows: 4)

    func band(at frame: Rect) -> PixelPlacement {
        PixelPlacement(
            picture: PictureHandle(7), pictureSize: Size(columns: frame.width, rows: 3), rows: 1..<3, frame: frame)
    }

    @Test func aPlacementRecordsWhatOfItWasDrawn() {
        var buffer = ScreenBuffer(size: PixelSeamTests.size)
        buffer.place(band(at: Rect(x: 1, y: 1, width: 4, height: 2)))
        buffer.withClip(Rect(x: 0, y: 2, width: 10, height: 2)) { clipped in
            clipped.place(band(at: Rect(x: 1, y: 1, width: 4, height: 2)))
        }
        buffer.place(band(at: Rect(x: 8, y: 3, width: 4, height: 2)))
        #expect(buffer.placements.map(\.isWhollyVisible) == [true, false, false])
        #expect(buffer.placements[1].visible == Rect(x: 1, y: 2, width: 4, height: 1))
        #expect(buffer.placements[2].visible == Rect(x: 8, y: 3, width: 2, height: 1))
    }

    @Test func aPlacementDrawnOverAfterwardsIsWithdrawn() {
        var buffer = ScreenBuffer(size: PixelSeamTests.size)
        buffer.place(band(at: Rect(x: 1, y: 0, width: 4, height: 2)))
        buffer.place(band(at: Rect(x: 6, y: 0, width: 4, height: 2)))
        buffer.place(band(at: Rect(x: 0, y: 2, width: 4, height: 2)))
        buffer.write("help", at: Point(x: 2, y: 1), style: CellStyle())
        #expect(buffer.placements.map(\.frame.x) == [6, 0], "text over the first band withdraws it")
        buffer.restyle(x: 9, y: 0, CellStyle(attributes: .reverse))
        buffer.fill(Rect(x: 0, y: 3, width: 1, height: 1), style: CellStyle())
        #expect(buffer.placements.isEmpty)
    }

    @Test func theCursorGoesWhereTheLastViewPutItWithinItsClip() {
        var buffer = ScreenBuffer(size: PixelSeamTests.size)
        buffer.placeCursor(at: Point(x: 2, y: 1))
        buffer.withClip(Rect(x: 0, y: 2, width: 10, height: 2)) { clipped in
            clipped.placeCursor(at: Point(x: 5, y: 0))
        }
        #expect(buffer.cursor == Point(x: 2, y: 1))
        buffer.placeCursor(at: Point(x: 0, y: 3))
        #expect(buffer.cursor == Point(x: 0, y: 3))
    }

    @Test func placementsAndTheCursorAreNotPartOfTheFrame() {
        var placed = ScreenBuffer(size: PixelSeamTests.size)
        placed.place(band(at: Rect(x: 0, y: 0, width: 2, height: 2)))
        placed.placeCursor(at: Point(x: 1, y: 1))
        #expect(placed == ScreenBuffer(size: PixelSeamTests.size))
    }

    @Test func eachFrameStartsWithoutTheLastOnesPlacementsAndCursor() {
        // The two buffers are drawn into in turn: the third frame reuses the first one's.
        var frames = Frames(size: PixelSeamTests.size)
        frames.draw { buffer in
            buffer.place(band(at: Rect(x: 0, y: 0, width: 2, height: 2)))
            buffer.placeCursor(at: Point(x: 3, y: 2))
        }
        #expect(frames.takeUpdate().cursor == Point(x: 3, y: 2))
        for _ in 0..<2 {
            frames.draw { buffer in
                #expect(buffer.placements.isEmpty)
                #expect(buffer.cursor == nil)
            }
            #expect(frames.takeUpdate().cursor == nil)
        }
        frames.draw { $0.placeCursor(at: Point(x: 1, y: 0)) }
        let update = frames.takeUpdate()
        #expect(update.cursor == Point(x: 1, y: 0))
        #expect(update.changes.isEmpty)
    }

    @Test func anImageIDLeavesTheLowNumbersAndTheZeroByteToOthers() {
        #expect(KittyImageID(low: 15, msb: 9) == nil)
        #expect(KittyImageID(low: 16, msb: 0) == nil)
        #expect(KittyImageID(low: 16, msb: 1)?.value == 0x0100_0010)
        #expect(KittyImageID(low: 255, msb: 255)?.value == 0xFF00_00FF)
    }
}
