import Foundation
import Testing
@testable import ShowcaseServer

@Suite("The fixture's Narou ranking rules")
struct NarouRankingRulesTests {
    private let now = tokyo(2026, 11, 23, 8)   // a Monday, after the morning's rankings

    @Test("malformed rtypes are refused as invalid", arguments: [
        nil, "", "2026112-d", "202611222-d", "20261122d", "20261122-x", "abcdefgh-d", "20261131-d", "20260230-d",
        "２０２６１１２２-d", "20261122-dd",
    ])
    func malformed(rtype: String?) {
        guard case .failure(.invalid) = NarouRankingRules.check(rtype, now: now) else {
            Issue.record("\(String(describing: rtype)) was accepted")
            return
        }
    }

    @Test("the weekly ranking is named by a Tuesday, monthly and quarterly by the 1st, nothing before 2013-05-01")
    func dateRules() {
        #expect(NarouRankingRules.check("20261117-w", now: now) == .success(.init(year: 2026, month: 11, day: 17, kind: "w")))
        #expect(NarouRankingRules.check("20261118-w", now: now) == .failure(.invalid("a weekly ranking is named by a Tuesday")))
        #expect(NarouRankingRules.check("20261101-m", now: now) == .success(.init(year: 2026, month: 11, day: 1, kind: "m")))
        #expect(NarouRankingRules.check("20261102-m", now: now) == .failure(.invalid("monthly and quarterly rankings are named by the 1st of a month")))
        #expect(NarouRankingRules.check("20261102-q", now: now) == .failure(.invalid("monthly and quarterly rankings are named by the 1st of a month")))
        #expect(NarouRankingRules.check("20130501-d", now: now) == .success(.init(year: 2013, month: 5, day: 1, kind: "d")))
        #expect(NarouRankingRules.check("20130430-d", now: now) == .failure(.invalid("rankings start on 2013-05-01")))
    }

    @Test("a ranking is produced at 07:00 Japan time: the daily one the morning after its day")
    func production() {
        let early = tokyo(2026, 11, 23, 5)
        #expect(NarouRankingRules.check("20261122-d", now: early) == .failure(.notProducedYet("the ranking 20261122-d is not produced yet")))
        #expect(NarouRankingRules.check("20261121-d", now: early) == .success(.init(year: 2026, month: 11, day: 21, kind: "d")))
        #expect(NarouRankingRules.check("20261122-d", now: now) == .success(.init(year: 2026, month: 11, day: 22, kind: "d")))
        #expect(NarouRankingRules.check("20261124-w", now: now) == .failure(.notProducedYet("the ranking 20261124-w is not produced yet")))
        #expect(NarouRankingRules.check("20261201-q", now: now) == .failure(.notProducedYet("the ranking 20261201-q is not produced yet")))
        let firstOfMonthEarly = tokyo(2026, 12, 1, 6)
        #expect(NarouRankingRules.check("20261201-m", now: firstOfMonthEarly) == .failure(.notProducedYet("the ranking 20261201-m is not produced yet")))
    }

    @Test("a ranking has 300 entries, the same for the same period, with deleted novels at fixed ranks")
    func entries() {
        let codes = (0..<400).map { "N\($0)AA" }
        let first = NarouRankingTable.entries(for: "20261117-w", ncodes: codes)
        let again = NarouRankingTable.entries(for: "20261117-w", ncodes: codes)
        let other = NarouRankingTable.entries(for: "20261110-w", ncodes: codes)
        #expect(first.count == 300)
        #expect(first.map { $0["rank"] as? Int } == (1...300).map { $0 })
        #expect(first.map { $0["ncode"] as? String } == again.map { $0["ncode"] as? String })
        #expect(first.map { $0["ncode"] as? String } != other.map { $0["ncode"] as? String })
        let points = first.compactMap { $0["pt"] as? Int }
        #expect(points == points.sorted(by: >))
        for (rank, code) in zip(NarouRankingTable.deletedRanks, NarouRankingTable.deletedNovels) {
            #expect(first[rank - 1]["ncode"] as? String == code)
        }
    }
}
