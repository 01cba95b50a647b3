import Foundation
import Synchronization
import ZReaderDomain

/// A picture source for tests: answers from a table of addresses (a missing one is a 404), and
/// records every address asked for, in order.
public final class RecordingPictureSource: PictureSource {
    private let pictures: [WebURL: Data]
    private let fallback: Data?
    private let asked = Mutex<[WebURL]>([])

    /// - Parameter fallback: the bytes for any address not in `pictures`; nil answers those 404.
    public init(_ pictures: [WebURL: Data] = [:], fallback: Data? = nil) {
        self.pictures = pictures
        self.fallback = fallback
    }

    /// The addresses asked for so far, oldest first.
    public var requests: [WebURL] { asked.withLock { $0 } }

    public func picture(at url: WebURL) async -> Result<Data, LoadFailure> {
        asked.withLock { $0.append(url) }
        guard let data = pictures[url] ?? fallback else { return .failure(.httpStatus(404)) }
        return .success(data)
    }
}
