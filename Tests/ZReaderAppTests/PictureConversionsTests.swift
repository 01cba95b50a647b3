import Foundation
import Synchronization
import Testing

@testable import ZReaderApp

@Suite("Pictures are converted at most one per core at once")
struct PictureConversionsTests {
    @Test func noMoreConversionsRunAtOnceThanThereAreSlots() async {
        let conversions = PictureConversions(slots: 2)
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    await conversions.perform {
                        gauge.enter()
                        Thread.sleep(forTimeInterval: 0.1)
                        gauge.leave()
                    }
                }
            }
        }
        #expect(gauge.most == 2)
        #expect(gauge.finished == 6)
    }

    @Test func theCheapestWaitingPictureGoesFirst() async {
        let conversions = PictureConversions(slots: 1)
        let started = Started()
        // The one slot is held (by a conversion waiting for the gate) until the others all wait.
        let gate = Gate()
        let holder = Task { await conversions.perform { gate.wait() } }
        let costs = [600, 500, 10, 400]
        var queued: [Task<Void, Never>] = []
        for (index, cost) in costs.enumerated() {
            queued.append(Task { await conversions.perform(cost: cost) { started.append(cost) } })
            while await conversions.waitingCount < index + 1 { await Task.yield() }
        }
        gate.open()
        await holder.value
        for task in queued { await task.value }
        #expect(started.order == [10, 400, 500, 600])
    }

    @Test func theMachineGivesOneSlotPerCore() {
        #expect(PictureConversions().slots == ProcessInfo.processInfo.activeProcessorCount)
    }
}

/// How many conversions run at once, and the most that ever did.
private final class Gauge: Sendable {
    private let counts = Mutex((running: 0, most: 0, finished: 0))

    func enter() {
        counts.withLock { counts in
            counts.running += 1
            counts.most = max(counts.most, counts.running)
        }
    }

    func leave() {
        counts.withLock { counts in
            counts.running -= 1
            counts.finished += 1
        }
    }

    var most: Int { counts.withLock { $0.most } }
    var finished: Int { counts.withLock { $0.finished } }
}

/// The costs of the conversions, in the order they started.
private final class Started: Sendable {
    private let costs = Mutex<[Int]>([])

    func append(_ cost: Int) { costs.withLock { $0.append(cost) } }
    var order: [Int] { costs.withLock { $0 } }
}

/// A gate a thread waits at until the test opens it.
private final class Gate: Sendable {
    private let isOpen = Mutex(false)

    func wait() {
        while !isOpen.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.005) }
    }

    func open() { isOpen.withLock { $0 = true } }
}
