/// Which block symbols a picture may use: more shapes draw finer detail, fewer fonts have them all.
///
/// Quadrants are the default: side by side with half blocks on photographs they draw edges (a
/// horizon, a face's outline) visibly sharper at the same colours, and every common monospace
/// font has them. Sextants are finer still but many fonts lack them (DejaVu Sans Mono draws
/// boxes), so they are for users who know their font has them.
public enum CellSymbols: String, Hashable, Sendable, CaseIterable {
    /// `▀ ▄` (and space and `█`): two colour rows per cell, exact colours, every font has them.
    case halfBlocks = "half"
    /// Half blocks plus the quadrants `▖ ▗ ▘ ▝ ▚ ▞ ▙ ▛ ▜ ▟`: two by two per cell.
    case quadrants = "quad"
    /// Half blocks, quadrants and the sextants of U+1FB00–U+1FB3B: two by three per cell.
    case sextants = "sextant"
}
