import ZReaderModel
import ZReaderScreen

/// One sixel picture: a band of rows of a picture, at the size its cells were drawn.
struct SixelBand: Hashable, Sendable {
    /// Which image, at which size and look.
    var key: PictureKey
    /// The picture's size in cells as drawn (a figure's fitted size, within its key's box).
    var pictureSize: Size
    /// The rows of the picture the band covers.
    var rows: Range<Int>
}
