import Synchronization
import ZReaderDomain

/// The pictures this run refused to decode, by identity: a resize or another screen asking for
/// one again gets the refusal at once, with no fetch, read or decode (the disk cache keeps them
/// for the next start).
final class PictureRefusals: Sendable {
    private let identities = Mutex<Set<String>>([])

    func contains(_ url: WebURL) -> Bool {
        identities.withLock { $0.contains(url.pictureIdentity) }
    }

    func insert(_ url: WebURL) {
        identities.withLock { _ = $0.insert(url.pictureIdentity) }
    }
}
