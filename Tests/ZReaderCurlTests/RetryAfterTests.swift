import Foundation
import Testing

@testable import ZReaderCurl

/// `Retry-After` as seconds or as a date, and the values a server should not send.
@Suite("Retry-After")
struct RetryAfterTests {
    let now: time_t = 1_764_547_200 // Mon, 01 Dec 2025 00:00:00 GMT

    @Test func secondsAreTakenAsTheyAre() {
        #expect(RetryAfter.seconds(from: "120", now: now) == 120)
        #expect(RetryAfter.seconds(from: " 7 ", now: now) == 7)
        #expect(RetryAfter.seconds(from: "0", now: now) == 0)
    }

    @Test func aDateIsTheSecondsUntilItAndAPastDateIsNow() {
        #expect(RetryAfter.seconds(from: "Mon, 01 Dec 2025 00:00:30 GMT", now: now) == 30)
        #expect(RetryAfter.seconds(from: "Sun, 30 Nov 2025 23:00:00 GMT", now: now) == 0)
    }

    @Test func absurdValuesAreClampedToADayAndGarbageIsIgnored() {
        #expect(RetryAfter.seconds(from: "99999999999999999999999", now: now) == RetryAfter.longest)
        #expect(RetryAfter.seconds(from: "Fri, 31 Dec 9999 23:59:59 GMT", now: now) == RetryAfter.longest)
        #expect(RetryAfter.seconds(from: "-5", now: now) == nil)
        #expect(RetryAfter.seconds(from: "soon", now: now) == nil)
        #expect(RetryAfter.seconds(from: "", now: now) == nil)
    }
}
