import Foundation
import ShowcaseDomain
import ShowcaseInfrastructure
import Testing

@Suite("NarouRankingDate")
struct NarouRankingDateTests {
    @Test("rtypes on a Monday morning in Japan", arguments: [
        (RankingType.daily, "20261122-d"),
        (.weekly, "20261117-w"),
        (.monthly, "20261101-m"),
        (.quarterly, "20261101-q"),
    ])
    func mondayMorning(type: RankingType, expected: String) {
        #expect(NarouRankingDate.rtype(for: type, at: tokyo(2026, 11, 23, 8)) == expected)
    }

    @Test("on a Tuesday the weekly ranking is today's; on the 1st the monthly one is today's")
    func boundaries() {
        #expect(NarouRankingDate.rtype(for: .weekly, at: tokyo(2026, 11, 24, 0, 1)) == "20261124-w")
        #expect(NarouRankingDate.rtype(for: .weekly, at: tokyo(2026, 11, 23, 23, 59)) == "20261117-w")
        #expect(NarouRankingDate.rtype(for: .monthly, at: tokyo(2026, 12, 1, 0, 0)) == "20261201-m")
        #expect(NarouRankingDate.rtype(for: .daily, at: tokyo(2026, 3, 1, 9)) == "20260228-d")
        #expect(NarouRankingDate.rtype(for: .daily, at: tokyo(2028, 3, 1, 9)) == "20280229-d")
    }

    @Test("computed in Japan time whatever the moment's zone: 23:30 UTC is already tomorrow in Tokyo")
    func japanTime() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let lateUTC = try #require(utc.date(from: DateComponents(year: 2026, month: 11, day: 23, hour: 23, minute: 30)))
        #expect(NarouRankingDate.rtype(for: .daily, at: lateUTC) == "20261123-d", "it is 08:30 on the 24th in Tokyo")
        #expect(NarouRankingDate.rtype(for: .weekly, at: lateUTC) == "20261124-w")
        let newYorkEvening = try #require(utc.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 23)))
        #expect(NarouRankingDate.rtype(for: .monthly, at: newYorkEvening) == "20261201-m")
    }

    @Test("never before the first ranking (2013-05-01; the first weekly one on Tuesday 2013-05-07)")
    func earliest() {
        let early = tokyo(2013, 4, 20)
        #expect(NarouRankingDate.rtype(for: .daily, at: early) == "20130501-d")
        #expect(NarouRankingDate.rtype(for: .weekly, at: early) == "20130507-w")
        #expect(NarouRankingDate.rtype(for: .monthly, at: early) == "20130501-m")
        let first = NarouRankingDate.periodDate(for: .daily, at: tokyo(2013, 5, 2))
        #expect(NarouRankingDate.previousPeriodDate(for: .daily, before: first) == first)
    }

    @Test("the previous period steps back one day, one week or one month")
    func previous() {
        let now = tokyo(2026, 11, 23, 8)
        func previous(_ type: RankingType) -> String {
            NarouRankingDate.rtype(for: type, periodDate: NarouRankingDate.previousPeriodDate(for: type, before: NarouRankingDate.periodDate(for: type, at: now)))
        }
        #expect(previous(.daily) == "20261121-d")
        #expect(previous(.weekly) == "20261110-w")
        #expect(previous(.monthly) == "20261001-m")
        #expect(previous(.quarterly) == "20261001-q")
    }
}
