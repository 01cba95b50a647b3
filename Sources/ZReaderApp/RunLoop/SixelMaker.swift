import ZReaderCellArt
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderModel
import ZReaderScreen

/// Makes sixel pictures off the run loop, one at a time: the picture's bytes again (from the disk
/// cache), decoded at the size of its box in the terminal's pixels, encoded band by band
/// (`SixelEncoder`) with the look its cells have (the banner's shading, night's dimming).
///
/// Only what a still screen wants is made, so scrolling past pictures costs no sixel work. An
/// actor, so that a band waiting its turn suspends rather than holds a thread.
actor SixelMaker {
    private let pictures: any PictureSource
    private let format: PictureFormat

    init(pictures: any PictureSource, format: PictureFormat) {
        self.pictures = pictures
        self.format = format
    }

    /// The sixel of `band`, or nil when it cannot be made (no bytes, undecodable, too large for
    /// the terminal).
    func make(_ band: SixelBand) async -> [UInt8]? {
        guard case .success(let data) = await pictures.picture(at: band.key.url) else { return nil }
        let options = Self.options(for: band, format: format)
        let hint = PixelSize(
            width: options.size.columns * options.cellPixels.width,
            height: options.size.rows * options.cellPixels.height)
        guard let image = try? ImageDecoder.decode(data, fitting: hint) else { return nil }
        return SixelEncoder.encode(image, options: options)
    }

    /// How `band` is encoded on a terminal of `format`: cropped and shaded as its cells were.
    static func options(for band: SixelBand, format: PictureFormat) -> SixelOptions {
        SixelOptions(
            size: band.pictureSize, rows: band.rows, cellPixels: format.cellPixels, cellAspect: format.cellAspect,
            overlay: band.key.purpose.isShaded ? PictureConverter.shading : nil, brightness: band.key.brightness,
            maximumPixels: format.sixelMaximumPixels)
    }
}
