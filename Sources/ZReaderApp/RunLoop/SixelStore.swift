import Synchronization

/// The sixel pictures made, kept for when they are wanted again (a banner page coming round, a
/// story scrolled back to), the least recently used dropped past `byteBudget`; and the bands that
/// could not be made, which stay cells.
///
/// Shared by the run loop, which reads it, and the maker, which fills it off the loop.
final class SixelStore: Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var lastUsed: Int
    }

    private struct Contents {
        var entries: [SixelBand: Entry] = [:]
        var failed: Set<SixelBand> = []
        var byteCount = 0
        var clock = 0
        /// Bands stored since the loop last asked.
        var arrived = false
    }

    /// About 8 MB: the banner's pages and a screen of figures and thumbnails.
    static let byteBudget = 8 * 1024 * 1024

    private let contents = Mutex(Contents())

    /// The bytes of `band`, when made; marks them as just used.
    func bytes(for band: SixelBand) -> [UInt8]? {
        contents.withLock { contents in
            guard var entry = contents.entries[band] else { return nil }
            contents.clock += 1
            entry.lastUsed = contents.clock
            contents.entries[band] = entry
            return entry.bytes
        }
    }

    func contains(_ band: SixelBand) -> Bool {
        contents.withLock { $0.entries[band] != nil }
    }

    /// Whether `band` could not be made: it stays cells.
    func hasFailed(_ band: SixelBand) -> Bool {
        contents.withLock { $0.failed.contains(band) }
    }

    /// Keeps what was made of `band` (nil: it could not be made), dropping the least recently
    /// used beyond the budget.
    func store(_ bytes: [UInt8]?, for band: SixelBand) {
        contents.withLock { contents in
            contents.arrived = true
            guard let bytes else {
                contents.failed.insert(band)
                return
            }
            contents.clock += 1
            if let old = contents.entries[band] { contents.byteCount -= old.bytes.count }
            contents.entries[band] = Entry(bytes: bytes, lastUsed: contents.clock)
            contents.byteCount += bytes.count
            while contents.byteCount > SixelStore.byteBudget, contents.entries.count > 1,
                let oldest = contents.entries.filter({ $0.key != band }).min(by: {
                    $0.value.lastUsed < $1.value.lastUsed
                })
            {
                contents.byteCount -= oldest.value.bytes.count
                contents.entries[oldest.key] = nil
            }
        }
    }

    /// Whether anything was stored since the last call.
    func takeArrivals() -> Bool {
        contents.withLock { contents in
            defer { contents.arrived = false }
            return contents.arrived
        }
    }

    /// The bytes kept, in total.
    var byteCount: Int { contents.withLock { $0.byteCount } }
}
