/// The place a resize aimed at and the scroll offset it gave: while the view stays at that
/// offset, the next resize aims at the same place again.
struct ResizeAnchor: Hashable, Sendable {
    var anchor: TextAnchor
    var scrollOffset: Int
}
