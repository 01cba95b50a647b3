import FoundationEssentials
import ZReaderDomain
import ZReaderImageDecoding
import ZReaderModel
import ZReaderScreen
import ZReaderSystem

/// Decodes and converts pictures off the run loop's thread, at most one per core at a time, the
/// cheapest waiting picture first.
///
/// A conversion holds a decoded photo and the converter's working pixels, several megabytes for a
/// banner, and a whole core while it runs: one per core keeps both bounded, and leaves the input
/// thread and the fetches their share of the machine. Each runs on a thread of its own, never on
/// the concurrency pool's few threads, which the loads and the run loop's answers need. A picture
/// waiting for a slot waits behind those that cost less to decode (`ImageDecoder.admit`'s
/// estimate), and behind those asked for earlier among equals: 25 pictures at the edge of the
/// decoding budget hold a thumbnail back by one conversion at most, never by the whole queue.
actor PictureConversions {
    /// How many conversions may run at once: one per core online.
    nonisolated let slots: Int
    private var running = 0
    private var waiting: [(cost: Int, order: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var asked = 0

    /// How the terminal draws pictures: what a conversion makes besides cells.
    nonisolated let format: PictureFormat

    init(format: PictureFormat = .cells, slots: Int = SystemThread.coresOnline) {
        self.format = format
        self.slots = max(1, slots)
    }

    /// How many pictures wait for a slot.
    var waitingCount: Int { waiting.count }

    nonisolated func convert(_ data: Data, for key: PictureKey) async -> Result<ConvertedPicture, LoadFailure> {
        // A picture refused here is refused at once by the converter, which costs nothing.
        let cost = (try? ImageDecoder.admit(data)) ?? 0
        return await perform(cost: cost) { PictureConverter.convert(data, for: key, format: self.format) }
    }

    /// Runs `body` on a thread of its own once a slot is free and no cheaper or earlier work waits.
    nonisolated func perform<Value: Sendable>(cost: Int = 0, _ body: @escaping @Sendable () -> Value) async -> Value {
        await acquire(cost: cost)
        let result = await Self.onOwnThread(body)
        await release()
        return result
    }

    private func acquire(cost: Int) async {
        asked += 1
        if running < slots {
            running += 1
            return
        }
        let order = asked
        await withCheckedContinuation { waiting.append((cost, order, $0)) }
    }

    /// Hands the slot to the cheapest picture waiting (the earliest among equals), or frees it.
    private func release() {
        let next = waiting.indices.min {
            waiting[$0].cost < waiting[$1].cost
                || (waiting[$0].cost == waiting[$1].cost && waiting[$0].order < waiting[$1].order)
        }
        if let next {
            waiting.remove(at: next).continuation.resume()
        } else {
            running -= 1
        }
    }

    /// `body`'s result, computed on a new thread (on this one if none can be made).
    private static func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            do {
                try SystemThread.start(name: "zreader-picture") { continuation.resume(returning: body()) }
            } catch {
                continuation.resume(returning: body())
            }
        }
    }
}
