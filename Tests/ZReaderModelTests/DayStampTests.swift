import Testing
import ZReaderDomain

@Suite("Day stamps")
struct DayStampTests {
    @Test func parsesAndFormatsTheAPIsDates() {
        #expect(DayStamp("20261130")?.stamp == "20261130")
        #expect(DayStamp("20261131") == nil)
        #expect(DayStamp("2026113") == nil)
        #expect(DayStamp("2026-11-30") == nil)
        #expect(DayStamp("20240229") != nil)
        #expect(DayStamp("20230229") == nil)
    }

    @Test func stepsAcrossMonthsYearsAndLeapDays() {
        #expect(DayStamp("20260301")?.previous.stamp == "20260228")
        #expect(DayStamp("20240301")?.previous.stamp == "20240229")
        #expect(DayStamp("20270101")?.previous.stamp == "20261231")
        #expect(DayStamp("20261231")?.next.stamp == "20270101")
    }

    @Test func beijingMidnightIsEightHoursBeforeUTCMidnight() {
        #expect(DayStamp("20261130")?.beijingMidnight == 1_795_968_000)
        #expect(DayStamp("19700101")?.beijingMidnight == -28_800)
        #expect(DayStamp("20240301")!.beijingMidnight - DayStamp("20240229")!.beijingMidnight == 86_400)
    }

    @Test(arguments: [
        ("20261130", "11月30日 星期一"), ("20261129", "11月29日 星期日"), ("20130519", "05月19日 星期日"),
        ("20000101", "01月01日 星期六"),
    ])
    func sectionTitles(_ stamp: String, _ title: String) {
        #expect(DayStamp(stamp)?.sectionTitle.string == title)
    }

    @Test func timesFromOutsideAreClampedRatherThanOverflowing() {
        #expect(BeijingTime.text(1_795_968_000, currentYear: 2026) == "11-30 00:00")
        #expect(BeijingTime.text(Int.max).string.hasPrefix("9999-12-31"))
        #expect(BeijingTime.text(Int.min).string.hasPrefix("1970-01-01"))
        #expect(BeijingTime.day(Int.max) == nil)
        #expect(BeijingTime.day(1_795_968_000) == DayStamp("20261130"))
    }
}
