import ZReaderScreen

/// What every view is: a value that paints itself into an area of a screen buffer.
///
/// Views are built for one frame from the state and thrown away, as ratatui's widgets are. The
/// area may reach past the screen or the parent's area (a banner scrolled half away starts above
/// row 0); the parent clips with `ScreenBuffer.withClip`, so a view never clips by hand.
protocol ScreenView {
    func render(in area: Rect, into buffer: inout ScreenBuffer)
}
