import ZReaderScreen

extension PixelOverlayPlanner {
    /// Kitty direct placement: an image placed over its cells stays above them whatever is
    /// written under it, until it is moved or taken away; a placement is a few dozen bytes, so
    /// placements follow every frame, with no wait for a still screen.
    ///
    /// A band is placed as number
    /// `n` of its image (the n-th band of that image on screen); placing the same number again
    /// moves it, and one no longer wanted is hidden (its image stays, for when it comes back).
    mutating func planKitty(_ frame: OverlayFrame) -> OverlayPlan {
        var plan = OverlayPlan()
        var counts: [KittyImageID: Int] = [:]
        var next: [ShownOverlay] = []
        for placement in Self.drawable(frame) {
            guard let image = placement.image else { continue }
            let number = (counts[image] ?? 0) + 1
            counts[image] = number
            next.append(ShownOverlay(placement: placement, number: number))
        }
        let nextSlots = Set(next.map { Slot($0) })
        plan.kittyHides = shown.filter { !nextSlots.contains(Slot($0)) }
        // A screen that was cleared lost its placements (kitty removes those it clears): all again.
        let same = frame.isFull ? [] : Set(shown)
        plan.kittyPlaces = next.filter { !same.contains($0) }
        shown = next
        return plan
    }

    /// Which placement of which image: the terminal's name for a placement.
    private struct Slot: Hashable {
        var image: KittyImageID?
        var number: Int

        init(_ overlay: ShownOverlay) {
            image = overlay.placement.image
            number = overlay.number
        }
    }
}
