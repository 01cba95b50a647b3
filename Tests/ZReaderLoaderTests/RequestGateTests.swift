import Testing

@testable import ZReaderLoader

@Suite("The gate an offline download's requests pass")
struct RequestGateTests {
    @Test func aHoldKeepsEveryoneWaitingForItsTimeAndNeverShortensALongerOne() async {
        let gate = RequestGate()
        #expect(await gate.admit())
        await gate.hold(for: .milliseconds(300))
        await gate.hold(for: .milliseconds(50))
        let start = ContinuousClock.now

        async let first = gate.admit()
        async let second = gate.admit()
        let admitted = await (first, second)

        #expect(admitted == (true, true))
        #expect(ContinuousClock.now - start >= .milliseconds(290))
    }

    @Test func aCancelledWaitIsNotAdmitted() async {
        let gate = RequestGate()
        await gate.hold(for: .seconds(30))
        let waiting = Task { await gate.admit() }
        waiting.cancel()
        #expect(await waiting.value == false)
    }
}
