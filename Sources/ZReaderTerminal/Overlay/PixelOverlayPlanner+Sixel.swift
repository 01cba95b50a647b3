import ZReaderScreen

extension PixelOverlayPlanner {
    /// Sixel: pixels stay until cells are written over them, and the frame diff writes only cells
    /// that changed.
    ///
    /// A picture that moved, changed or left would leave its pixels behind (the
    /// "unchanged cell" trap tmux and fzf fell into), so its rows are written again with what
    /// they show before the frame: `eraseRows`. A picture under cells the frame writes has lost
    /// some pixels, and goes the same way. New pictures wait until the screen has been still for
    /// `stillDelay` and their bytes are made.
    mutating func planSixel(_ frame: OverlayFrame, stillFor: Int, isReady: (PixelPlacement) -> Bool) -> OverlayPlan {
        var plan = OverlayPlan()
        let wanted = Self.drawable(frame)
        var kept: [ShownOverlay] = []
        var erased: Set<Int> = []
        if !frame.isFull {
            let wantedSet = Set(wanted)
            var gone: [ShownOverlay] = []
            for overlay in shown {
                let stays =
                    wantedSet.contains(overlay.placement)
                    && !Self.writes(frame.changes, within: overlay.placement.frame)
                if stays { kept.append(overlay) } else { gone.append(overlay) }
            }
            for overlay in gone { erased.formUnion(Self.rows(of: overlay, in: frame.size)) }
            // Writing a row again erases every picture on it: one that stays loses its pixels there,
            // so it is erased whole and drawn again.
            var changed = true
            while changed {
                changed = false
                for (index, overlay) in kept.enumerated().reversed()
                where !erased.isDisjoint(with: Self.rows(of: overlay, in: frame.size)) {
                    erased.formUnion(Self.rows(of: overlay, in: frame.size))
                    kept.remove(at: index)
                    changed = true
                }
            }
        }
        plan.eraseRows = erased.sorted()
        let keptPlacements = Set(kept.map(\.placement))
        let new = wanted.filter { !keptPlacements.contains($0) }
        shown = kept
        guard !new.isEmpty else { return plan }
        guard stillFor >= Self.stillDelay else {
            plan.stillIn = Self.stillDelay - max(0, stillFor)
            return plan
        }
        for placement in new {
            if isReady(placement) {
                plan.sixelDraws.append(placement)
                shown.append(ShownOverlay(placement: placement))
            } else {
                plan.sixelMissing.append(placement)
            }
        }
        return plan
    }

    /// The screen rows an overlay covers.
    private static func rows(of overlay: ShownOverlay, in size: Size) -> Set<Int> {
        let frame = overlay.placement.frame
        return Set(max(0, frame.y)..<min(size.rows, max(frame.y, frame.maxY)))
    }

    /// Whether any of `changes` writes a cell within `area`.
    private static func writes(_ changes: [CellChange], within area: Rect) -> Bool {
        changes.contains { area.contains(Point(x: $0.x, y: $0.y)) }
    }
}
