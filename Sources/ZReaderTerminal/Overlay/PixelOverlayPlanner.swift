import ZReaderScreen

/// Decides, frame after frame, which bands of pictures the terminal draws in pixels over their
/// cells (kitty direct placement, sixel), and what must be erased or taken away first, from the
/// `PixelPlacement`s the views declare beside the cell art they draw anyway.
///
/// Pure: it remembers what it had the terminal show, and is told the next frame, how long the
/// screen has been still and which sixel pictures are made. A band is drawn only when it is wholly
/// on screen and off the last row (a sixel there would scroll the screen). Inside tmux nothing is:
/// tmux keeps no pixels across its redraws, so pictures stay cells there.
public struct PixelOverlayPlanner: Sendable {
    /// How long the screen must have been still before a sixel picture is drawn: while keys
    /// arrive (a held key repeats every 30–50 ms) pictures stay cells, so scrolling writes what it
    /// always wrote; key repeat starts after 250–600 ms.
    public static let stillDelay = 400

    public let method: PixelMethod
    public let insideTmux: Bool
    /// What the terminal shows in pixels now.
    public internal(set) var shown: [ShownOverlay] = []

    public init(method: PixelMethod, insideTmux: Bool) {
        self.method = method
        self.insideTmux = insideTmux
    }

    /// Whether anything is ever drawn in pixels through the planner.
    public var drawsPixels: Bool {
        guard !insideTmux else { return false }
        switch method {
        case .sixel, .kittyDirect: return true
        case .cells, .kittyPlaceholders: return false
        }
    }

    /// The plan for showing `frame`, the screen having been still (no input) for `stillFor`
    /// milliseconds; `isReady` says whether a sixel picture's bytes are made.
    ///
    /// What the plan draws
    /// counts as shown from here on.
    public mutating func plan(_ frame: OverlayFrame, stillFor: Int, isReady: (PixelPlacement) -> Bool)
        -> OverlayPlan
    {
        guard drawsPixels else {
            shown = []
            return OverlayPlan()
        }
        switch method {
        case .sixel: return planSixel(frame, stillFor: stillFor, isReady: isReady)
        case .kittyDirect: return planKitty(frame)
        case .cells, .kittyPlaceholders: return OverlayPlan()
        }
    }

    /// The placements of `frame` the terminal may draw in pixels, each once, in the views' order:
    /// wholly on screen and off its last row.
    static func drawable(_ frame: OverlayFrame) -> [PixelPlacement] {
        let area = Rect(x: 0, y: 0, width: frame.size.columns, height: max(0, frame.size.rows - 1))
        var seen: Set<PixelPlacement> = []
        return frame.placements.filter { placement in
            placement.isWhollyVisible && area.intersection(placement.frame) == placement.frame
                && seen.insert(placement).inserted
        }
    }
}
