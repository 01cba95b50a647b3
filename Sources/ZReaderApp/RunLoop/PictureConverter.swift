import FoundationEssentials
import ZReaderCellArt
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderLoader
import ZReaderModel
import ZReaderScreen
import ZReaderViews

/// Turns a picture's bytes into the cells a `PictureKey` asks for: decoded at the scale its cells
/// need (a thumbnail never decodes a full-size photo), cover-fitted (a figure contain-fitted: the
/// picture may be smaller than its key's size in one direction), and for the banner and the
/// reader's header with seed 004's shading blended into the pixels (exact at 24-bit), dimmed as
/// the key's brightness asks (night).
///
/// For a kitty-protocol terminal the same crop is also made into pixels at the box's size on
/// screen (`KittyPixels`), and both are cropped to the cells' real shape, so the rows drawn in
/// pixels and the rows drawn as cells meet.
///
/// Runs in the effect runner's background tasks, once per picture and size, never per frame.
public enum PictureConverter {
    /// The banner's shading as a pixel overlay: the same colour and stops the gradient draws.
    public static let shading = PixelOverlay(color: BannerGradient.shade, stops: BannerGradient.stops)

    public static func options(for key: PictureKey, format: PictureFormat = .cells) -> CellArtOptions {
        CellArtOptions(
            size: key.size, depth: key.depth, cellAspect: format.cellAspect,
            overlay: key.purpose.isShaded ? shading : nil, brightness: key.brightness,
            ambiguousWidth: AmbiguousWidth.current)
    }

    public static func convert(_ data: Data, for key: PictureKey, format: PictureFormat = .cells)
        -> Result<ConvertedPicture, LoadFailure>
    {
        let options = options(for: key, format: format)
        let sendsPixels = format.method.sendsKittyImages
        let hint =
            sendsPixels
            ? KittyPixels.pixelHint(for: options, cellPixels: format.cellPixels) : CellArt.pixelHint(for: options)
        let image: RGBAImage
        do throws(ImageDecodeFailure) {
            image = try ImageDecoder.decode(data, fitting: hint)
        } catch {
            switch error {
            case .tooManyPixels, .tooMuchWork: return .failure(PictureLoader.refused)
            case .empty, .unrecognised, .unsupported, .truncated, .corrupt:
                return .failure(.badData("图片无法解码（\(error)）"))
            }
        }
        var fitted = options
        if key.purpose.isContained {
            fitted.size = CellArt.containedSize(of: image.size, in: key.size, cellAspect: options.cellAspect)
        }
        guard let picture = CellArt.convert(image, options: fitted) else {
            return .failure(.unavailable("这张图片无法显示"))
        }
        let pixels = sendsPixels ? KittyPixels.payload(image, options: fitted, cellPixels: format.cellPixels) : nil
        return .success(ConvertedPicture(cells: picture, pixels: pixels))
    }
}
