import ZReaderDomain
import ZReaderModel
import ZReaderScreen
import ZReaderTerminal

/// The pictures the terminal draws in pixels over their cells (sixel, kitty direct placement),
/// for the run loop: each frame's plan (`PixelOverlayPlanner`) turned into what the frame carries,
/// sixel pictures made off the loop when a still screen first wants them, and the time since the
/// last input that sixel waits for.
///
/// Kitty placements are hidden and made after the frame's cells, inside its synchronized update,
/// so a picture never flashes its cells while it moves.
final class PixelOverlays {
    private var planner: PixelOverlayPlanner
    private let format: PictureFormat
    private let store = SixelStore()
    private let maker: SixelMaker?
    private let wakeUp: Mailbox
    /// When input last arrived, on the loop's clock.
    private var lastInput: Int
    /// When a sixel picture waiting for a still screen may be drawn, on the loop's clock.
    private var stillAt: Int?
    /// Bands being made.
    private var making: Set<SixelBand> = []
    /// The kitty images the terminal holds, with their sizes in pixels as sent.
    private var imagePixels: [KittyImageID: PixelExtent] = [:]

    init(format: PictureFormat, pictures: (any PictureSource)?, wakeUp: Mailbox, now: Int) {
        planner = PixelOverlayPlanner(method: format.method, insideTmux: format.insideTmux)
        self.format = format
        maker = format.method == .sixel ? pictures.map { SixelMaker(pictures: $0, format: format) } : nil
        self.wakeUp = wakeUp
        lastInput = now
    }

    /// Input arrived: the screen is not still, and sixel pictures wait.
    func inputArrived(at now: Int) {
        lastInput = now
    }

    /// Notes the images the frame sends or deletes: a placement crops its image in the image's
    /// pixels.
    func note(_ commands: [KittyImageCommand]) {
        for command in commands {
            switch command {
            case .transmit(let transmission):
                imagePixels[transmission.id] = PixelExtent(
                    width: transmission.payload.width, height: transmission.payload.height)
            case .delete(let id):
                imagePixels[id] = nil
            }
        }
    }

    /// When the loop must wake to draw what waits for a still screen, on its clock; nil when
    /// nothing waits.
    var deadline: Int? { stillAt }

    /// Whether a pass over the unchanged screen is due: the still delay ran out, or sixel
    /// pictures were made.
    func isDue(now: Int) -> Bool {
        let arrived = store.takeArrivals()
        return arrived || stillAt.map { now >= $0 } == true
    }

    /// Adds to `update` what the terminal must do about pixel pictures to show the frame whose
    /// views declared `placements`; `keys` finds the picture a placement names.
    func decorate(
        _ update: inout FrameUpdate, placements: [PixelPlacement], now: Int, keys: (PictureHandle) -> PictureKey?
    ) {
        guard planner.drawsPixels else { return }
        if !making.isEmpty { making = making.filter { !store.contains($0) && !store.hasFailed($0) } }
        var bands: [PixelPlacement: SixelBand] = [:]
        if planner.method == .sixel {
            for placement in placements {
                if let key = keys(placement.picture) {
                    bands[placement] = SixelBand(key: key, pictureSize: placement.pictureSize, rows: placement.rows)
                }
            }
        }
        let plan = planner.plan(OverlayFrame(update, placements: placements), stillFor: now - lastInput) {
            bands[$0].map(store.contains) ?? false
        }
        stillAt = plan.stillIn.map { now + $0 }
        update.eraseRows = plan.eraseRows
        update.after += plan.kittyHides.compactMap(KittyPlacementBytes.hide)
        update.after += plan.kittyPlaces.compactMap { overlay in
            overlay.placement.image.flatMap { imagePixels[$0] }.flatMap {
                KittyPlacementBytes.place(overlay, imagePixels: $0)
            }
        }
        update.after += plan.sixelDraws.compactMap { placement in
            bands[placement].flatMap(store.bytes(for:)).map {
                SixelSequence.draw(
                    $0, at: Point(x: placement.frame.x, y: placement.frame.y),
                    scrollingInverted: format.sixelScrollingInverted)
            }
        }
        for placement in plan.sixelMissing {
            if let band = bands[placement] { make(band) }
        }
    }

    /// Whether sixel pictures are being made, whose arrival will wake the loop.
    var isMaking: Bool {
        making.contains { !store.contains($0) && !store.hasFailed($0) }
    }

    /// Has `band` made off the loop, once; the loop wakes when it is.
    private func make(_ band: SixelBand) {
        guard let maker, !making.contains(band), !store.hasFailed(band) else { return }
        making.insert(band)
        let store = self.store
        let wakeUp = self.wakeUp
        Task.detached {
            store.store(await maker.make(band), for: band)
            wakeUp.wake()
        }
    }
}
