import ZReaderScreen

/// The app's 多图 mark (`multipic`: a story with several pictures) in the bottom-right corner of
/// a story's thumbnail, or after its hint where the row shows no thumbnail.
///
/// Over a picture it sits on a plate of the picture's own colour darkened for legibility (as the
/// banner's text does); over a swatch on the swatch's colour darkened the same way; without
/// colour it is reversed.
public enum MultipicBadge {
    static let text: DisplayText = "多图"
    /// The columns the mark takes.
    public static var width: Int { text.width }

    /// Draws the mark in the bottom-right corner of `thumbnail`, already drawn: `picture` when the
    /// story's picture is shown there, else a swatch of `hue`.
    static func draw(
        in thumbnail: Rect, picture: CellPicture?, hue: RGBColor, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        guard thumbnail.width >= text.width, thumbnail.height > 0 else { return }
        let origin = Point(x: thumbnail.maxX - text.width, y: thumbnail.maxY - 1)
        guard theme.hasColor else {
            buffer.write(text, at: origin, style: CellStyle(attributes: .reverse))
            return
        }
        if let picture {
            PictureBackdrop.write(
                text, at: origin, foreground: .white, depth: theme.depth, over: picture,
                at: Point(x: thumbnail.x, y: thumbnail.y), into: &buffer)
            return
        }
        let plate = PictureBackdrop.plate(
            under: .white, over: hue, contrast: PictureBackdrop.textContrast, depth: theme.depth)
        buffer.write(text, at: origin, style: CellStyle(fg: .white, bg: plate))
    }

    /// `hint` with the mark after it, for a row without a thumbnail; `hint` alone for a story
    /// with one picture or none.
    static func hint(_ hint: DisplayText?, isMultipic: Bool) -> DisplayText? {
        guard isMultipic else { return hint }
        return hint.map { "\($0) · \(text)" } ?? text
    }
}
