/// What row 0 of the home screen shows on top of the content: nothing, the top bar, or a pinned
/// section header.
///
/// A function of the scroll offset alone, so scrolling back reverses every step.
public enum TopChrome: Hashable, Sendable {
    /// At rest: the banner shows through.
    case hidden
    /// The top bar with today's title, faded in to `alpha` (0 < alpha ≤ 1).
    case topBar(alpha: Double)
    /// The header of this section, pinned: today's stories have all scrolled out.
    case pinnedHeader(section: Int)

    /// The chrome for `offset`.
    ///
    /// - The top bar's alpha is seed 000's `min(1, (offsetY + navH) / (headerH − navH))` with the
    ///   offset measured from rest: `offset / (B − T)`, 0 at rest and 1 exactly when the banner's
    ///   bottom edge reaches the bar's bottom edge.
    /// - While any row of the banner or of today's section is under the bar, the bar shows. From
    ///   the offset where the first dated header reaches row 0 (the end of today's section), the
    ///   bar hides and the header of the section at the top is pinned instead (seed 004), so
    ///   yesterday's header is never covered. With one-row headers the next header replaces the
    ///   pinned one on the row it arrives.
    public static func at(offset: Int, layout: HomeLayout) -> TopChrome {
        let first = layout.firstPinnableSection
        if offset < layout.todayEnd || layout.sections.count <= first {
            let alpha = TopChrome.alpha(offset: offset, bannerHeight: layout.bannerHeight)
            return alpha > 0 ? .topBar(alpha: alpha) : .hidden
        }
        let section = layout.section(atRow: offset) ?? layout.sections.count - 1
        return .pinnedHeader(section: max(first, section))
    }

    /// `clamp(offset / (B − T), 0, 1)`.
    public static func alpha(offset: Int, bannerHeight: Int) -> Double {
        let travel = bannerHeight - HomeLayout.barHeight
        guard travel > 0 else { return offset > 0 ? 1 : 0 }
        return min(1, max(0, Double(offset) / Double(travel)))
    }

    /// Rows at the top of the viewport that the chrome covers.
    public var coveredRows: Int {
        if case .hidden = self { return 0 }
        return HomeLayout.barHeight
    }
}
