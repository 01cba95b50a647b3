import Testing
import ZReaderScreen
import ZReaderTerminal

@Suite("Pixel overlays: what is drawn, moved and erased, frame by frame")
struct PixelOverlayPlannerTests {
    static let screen = Size(columns: 80, rows: 24)
    static let msb: UInt8 = 9

    /// A band of picture `picture`, 20×4 cells, at `y`.
    static func band(_ picture: Int, y: Int, x: Int = 2, image: UInt8? = nil) -> PixelPlacement {
        PixelPlacement(
            picture: PictureHandle(picture), image: image.flatMap { KittyImageID(low: $0, msb: msb) },
            pictureSize: Size(columns: 20, rows: 5), rows: 1..<5, frame: Rect(x: x, y: y, width: 20, height: 4))
    }

    static func frame(_ placements: [PixelPlacement], changes: [CellChange] = [], isFull: Bool = false)
        -> OverlayFrame
    {
        OverlayFrame(size: screen, placements: placements, changes: changes, isFull: isFull)
    }

    /// A sixel planner that has drawn `placements` on a still screen.
    static func sixelShowing(_ placements: [PixelPlacement]) -> PixelOverlayPlanner {
        var planner = PixelOverlayPlanner(method: .sixel, insideTmux: false)
        let plan = planner.plan(frame(placements), stillFor: 1000) { _ in true }
        #expect(plan.sixelDraws == placements)
        return planner
    }

    static func ready(_: PixelPlacement) -> Bool { true }

    // MARK: Sixel

    @Test func aSixelPictureWaitsForTheScreenToBeStill() {
        var planner = PixelOverlayPlanner(method: .sixel, insideTmux: false)
        let picture = Self.band(1, y: 3)
        let early = planner.plan(Self.frame([picture]), stillFor: 399, isReady: Self.ready)
        #expect(early.sixelDraws.isEmpty, "within the still delay of a key, cells only")
        #expect(early.stillIn == 1, "and a wake-up when the delay is over")
        let later = planner.plan(Self.frame([picture]).unchanged, stillFor: 400, isReady: Self.ready)
        #expect(later.sixelDraws == [picture] && later.stillIn == nil)
        #expect(planner.shown.map(\.placement) == [picture])
    }

    @Test func whileKeysArriveNoSixelIsDrawnAtAll() {
        var planner = PixelOverlayPlanner(method: .sixel, insideTmux: false)
        // Ctrl-E held: a key every 33 ms for 2 s, each frame a row further.
        for step in 0..<60 {
            let plan = planner.plan(Self.frame([Self.band(1, y: 10 - step % 10)]), stillFor: 33, isReady: Self.ready)
            #expect(plan.sixelDraws.isEmpty && plan.sixelMissing.isEmpty)
        }
    }

    @Test func aShownPictureThatStaysIsNotDrawnAgain() {
        var planner = Self.sixelShowing([Self.band(1, y: 3)])
        let plan = planner.plan(Self.frame([Self.band(1, y: 3)]), stillFor: 5000, isReady: Self.ready)
        #expect(plan.isEmpty)
    }

    @Test func aPictureThatMovedHasItsOldRowsWrittenAgain() {
        var planner = Self.sixelShowing([Self.band(1, y: 3)])
        let plan = planner.plan(Self.frame([Self.band(1, y: 2)]), stillFor: 0, isReady: Self.ready)
        #expect(plan.eraseRows == [3, 4, 5, 6])
        #expect(plan.sixelDraws.isEmpty, "the key that moved it was just pressed")
        #expect(planner.shown.isEmpty)
    }

    @Test func aPictureThatChangedOrLeftHasItsRowsWrittenAgain() {
        var changed = Self.sixelShowing([Self.band(1, y: 3)])
        #expect(
            changed.plan(Self.frame([Self.band(2, y: 3)]), stillFor: 0, isReady: Self.ready).eraseRows == [3, 4, 5, 6])
        var left = Self.sixelShowing([Self.band(1, y: 3)])
        #expect(left.plan(Self.frame([]), stillFor: 0, isReady: Self.ready).eraseRows == [3, 4, 5, 6])
    }

    @Test func aPictureUnderCellsTheFrameWritesIsErasedAndDrawnAgain() {
        var planner = Self.sixelShowing([Self.band(1, y: 3)])
        let write = CellChange(x: 10, y: 5, cell: Cell(grapheme: "x", style: CellStyle()))
        let plan = planner.plan(Self.frame([Self.band(1, y: 3)], changes: [write]), stillFor: 5000, isReady: Self.ready)
        #expect(plan.eraseRows == [3, 4, 5, 6])
        #expect(plan.sixelDraws == [Self.band(1, y: 3)])
        let beside = CellChange(x: 60, y: 5, cell: Cell(grapheme: "x", style: CellStyle()))
        #expect(
            planner.plan(Self.frame([Self.band(1, y: 3)], changes: [beside]), stillFor: 0, isReady: Self.ready).isEmpty)
    }

    @Test func aPictureSharingARowWithAnErasedOneIsErasedWhole() {
        let left = Self.band(1, y: 3)
        let right = Self.band(2, y: 5, x: 40)
        var planner = Self.sixelShowing([left, right])
        let plan = planner.plan(Self.frame([right]), stillFor: 0, isReady: Self.ready)
        #expect(plan.eraseRows == [3, 4, 5, 6, 7, 8])
        #expect(planner.shown.isEmpty)
    }

    @Test func aFullFrameClearsTheScreenItselfAndDrawsAgainWhenStill() {
        var planner = Self.sixelShowing([Self.band(1, y: 3)])
        let plan = planner.plan(Self.frame([Self.band(1, y: 3)], isFull: true), stillFor: 1000, isReady: Self.ready)
        #expect(plan.eraseRows.isEmpty && plan.sixelDraws == [Self.band(1, y: 3)])
    }

    @Test func nothingIsDrawnTouchingTheLastRow() {
        var planner = PixelOverlayPlanner(method: .sixel, insideTmux: false)
        let lowest = Self.band(1, y: 19)
        let touching = Self.band(2, y: 20, x: 40)
        let plan = planner.plan(Self.frame([lowest, touching]), stillFor: 1000, isReady: Self.ready)
        #expect(plan.sixelDraws == [lowest], "rows 19–22 are drawn, 20–23 reach the last row")
        var kitty = PixelOverlayPlanner(method: .kittyDirect, insideTmux: false)
        let placed = kitty.plan(
            Self.frame([Self.band(1, y: 19, image: 20), Self.band(2, y: 20, image: 21)]), stillFor: 0,
            isReady: Self.ready)
        #expect(placed.kittyPlaces.map(\.placement.image?.low) == [20])
    }

    @Test func aBandPartlyClippedOrOffScreenIsLeftToItsCells() {
        var buffer = ScreenBuffer(size: Self.screen)
        buffer.withClip(Rect(x: 0, y: 4, width: 80, height: 19)) { $0.place(Self.band(1, y: 3)) }
        buffer.place(Self.band(2, y: -1, x: 40))
        #expect(buffer.placements.allSatisfy { !$0.isWhollyVisible })
        var planner = PixelOverlayPlanner(method: .sixel, insideTmux: false)
        #expect(planner.plan(Self.frame(buffer.placements), stillFor: 1000, isReady: Self.ready).sixelDraws.isEmpty)
    }

    @Test func aPictureWhoseBytesAreNotMadeIsAskedFor() {
        var planner = PixelOverlayPlanner(method: .sixel, insideTmux: false)
        let plan = planner.plan(Self.frame([Self.band(1, y: 3)]), stillFor: 1000) { _ in false }
        #expect(plan.sixelDraws.isEmpty && plan.sixelMissing == [Self.band(1, y: 3)])
        #expect(planner.shown.isEmpty)
    }

    @Test func insideTmuxEveryPictureStaysCells() {
        for method in [PixelMethod.sixel, .kittyDirect] {
            var planner = PixelOverlayPlanner(method: method, insideTmux: true)
            let plan = planner.plan(Self.frame([Self.band(1, y: 3, image: 20)]), stillFor: 5000, isReady: Self.ready)
            #expect(plan.isEmpty, "\(method)")
        }
    }

    // MARK: Kitty direct placement

    @Test func aKittyPlacementFollowsEveryFrameAtOnce() {
        var planner = PixelOverlayPlanner(method: .kittyDirect, insideTmux: false)
        let first = planner.plan(Self.frame([Self.band(1, y: 3, image: 20)]), stillFor: 0, isReady: Self.ready)
        #expect(first.kittyPlaces.map(\.placement) == [Self.band(1, y: 3, image: 20)])
        #expect(first.kittyPlaces.map(\.number) == [1])
        #expect(planner.plan(Self.frame([Self.band(1, y: 3, image: 20)]), stillFor: 0, isReady: Self.ready).isEmpty)
        let moved = planner.plan(Self.frame([Self.band(1, y: 2, image: 20)]), stillFor: 0, isReady: Self.ready)
        #expect(moved.kittyPlaces.map(\.placement) == [Self.band(1, y: 2, image: 20)])
        #expect(moved.kittyHides.isEmpty, "placing the same number again moves it")
        #expect(moved.eraseRows.isEmpty, "cells under a placement need no rewriting")
        let left = planner.plan(Self.frame([]), stillFor: 0, isReady: Self.ready)
        #expect(left.kittyHides.map(\.placement) == [Self.band(1, y: 2, image: 20)] && left.kittyPlaces.isEmpty)
    }

    @Test func twoBandsOfOneImageAreTwoPlacements() {
        var planner = PixelOverlayPlanner(method: .kittyDirect, insideTmux: false)
        let plan = planner.plan(
            Self.frame([Self.band(1, y: 3, image: 20), Self.band(1, y: 10, image: 20)]), stillFor: 0,
            isReady: Self.ready)
        #expect(plan.kittyPlaces.map(\.number) == [1, 2])
        let one = planner.plan(Self.frame([Self.band(1, y: 10, image: 20)]), stillFor: 0, isReady: Self.ready)
        #expect(one.kittyHides.map(\.number) == [2] && one.kittyPlaces.map(\.number) == [1])
    }

    @Test func aClearedScreenHasEveryPlacementMadeAgain() {
        var planner = PixelOverlayPlanner(method: .kittyDirect, insideTmux: false)
        _ = planner.plan(Self.frame([Self.band(1, y: 3, image: 20)]), stillFor: 0, isReady: Self.ready)
        let full = planner.plan(
            Self.frame([Self.band(1, y: 3, image: 20)], isFull: true), stillFor: 0, isReady: Self.ready)
        #expect(full.kittyPlaces.count == 1)
        #expect(planner.shown.count == 1)
    }
}
