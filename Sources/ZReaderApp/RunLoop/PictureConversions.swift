import FoundationEssentials
import ZReaderDomain
import ZReaderModel
import ZReaderScreen

/// Decodes and converts pictures one at a time, off the run loop's thread.
///
/// Fetches overlap (four at once), but a conversion holds a decoded photo and the converter's
/// working pixels, several megabytes for a banner: one at a time keeps that to one picture's
/// worth, and a conversion takes milliseconds, so the queue is short. An actor, so that a
/// picture waiting for its turn suspends rather than holds one of the few threads.
actor PictureConversions {
    let format: PictureFormat

    init(format: PictureFormat) {
        self.format = format
    }

    func convert(_ data: Data, for key: PictureKey) -> Result<ConvertedPicture, LoadFailure> {
        PictureConverter.convert(data, for: key, format: format)
    }
}
