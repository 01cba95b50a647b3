import ZReaderScreen

/// The kitty graphics protocol's direct placements (kitty before 0.28, Konsole): an image the
/// terminal already holds (sent with `a=t`) shown over cells at a position, moved, and hidden.
///
/// A placement is `a=p` at the cursor with the image id and a placement number; placing the same
/// number again moves it. `C=1` keeps the cursor where it was, `q=2` asks for no answer (an
/// answer would arrive as input). The band's rows of the image are its source rectangle (`y`,
/// `h`), scaled into the band's cells (`c`, `r`).
public enum KittyPlacementBytes {
    /// Shows `overlay`'s band of its image over its cells; `imagePixels` is the image's size as
    /// it was sent.
    ///
    /// Nil when the placement carries no image id.
    public static func place(_ overlay: ShownOverlay, imagePixels: PixelExtent) -> [UInt8]? {
        let placement = overlay.placement
        guard let image = placement.image, placement.pictureSize.rows > 0 else { return nil }
        let rows = placement.pictureSize.rows
        let top = placement.rows.lowerBound * imagePixels.height / rows
        let bottom = placement.rows.upperBound * imagePixels.height / rows
        let keys =
            "a=p,i=\(image.value),p=\(overlay.number),x=0,y=\(top),w=\(imagePixels.width),h=\(max(1, bottom - top)),"
            + "c=\(placement.frame.width),r=\(placement.frame.height),C=1,q=2"
        return CursorPosition.move(to: Point(x: placement.frame.x, y: placement.frame.y)) + command(keys)
    }

    /// Takes `overlay`'s placement off the screen; the image stays in the terminal (`d=i`, lower
    /// case: only `d=I` frees its data), so showing it again sends nothing.
    public static func hide(_ overlay: ShownOverlay) -> [UInt8]? {
        guard let image = overlay.placement.image else { return nil }
        return command("a=d,d=i,i=\(image.value),p=\(overlay.number),q=2")
    }

    private static func command(_ keys: String) -> [UInt8] {
        Array("\u{1B}_G\(keys)\u{1B}\\".utf8)
    }
}
