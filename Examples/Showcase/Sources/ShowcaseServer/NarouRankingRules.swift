import Foundation

/// The rules the real Narou ranking API applies to `rtype`, enforced by the
/// fixture backend so that a client breaking them fails here as it would there.
///
/// `rtype` is `yyyyMMdd-{d|w|m|q}` in Japan time: a daily ranking names its day,
/// a weekly one a Tuesday, monthly and quarterly ones the 1st of a month, none
/// before 2013-05-01 (when rankings start). A ranking is produced in the morning
/// after its period: the daily ranking of day D from 07:00 on D+1, the weekly,
/// monthly and quarterly ones from 07:00 on their own date.
///
/// The real service answers a broken `rtype` with an error text instead of the
/// ranking; the fixture makes that explicit as `400 Error: …`, and a ranking that
/// is not produced yet as `404 Error: …`, so a client can fall back to the
/// previous period on exactly that answer.
enum NarouRankingRules {
    /// What an accepted `rtype` names.
    struct Period: Equatable {
        let year: Int
        let month: Int
        let day: Int
        let kind: Character
    }

    /// Why an `rtype` is refused.
    enum Refusal: Error, Equatable {
        /// It breaks a rule; the message says which.
        case invalid(String)
        /// It is valid, but that ranking is not produced yet.
        case notProducedYet(String)
    }

    static let tokyo: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3_600) ?? .current
        return calendar
    }()

    /// Checks `rtype` against the rules at the moment `now`.
    static func check(_ rtype: String?, now: Date) -> Result<Period, Refusal> {
        guard let rtype, rtype.utf8.count == 10, let dash = rtype.firstIndex(of: "-"),
              rtype.distance(from: rtype.startIndex, to: dash) == 8,
              let kind = rtype.last, "dwmq".contains(kind)
        else {
            return .failure(.invalid("rtype must be yyyyMMdd-d, -w, -m or -q"))
        }
        let digits = rtype[..<dash]
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let year = Int(digits.prefix(4)), let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2)),
              let date = tokyo.date(from: DateComponents(year: year, month: month, day: day, hour: 0)),
              tokyo.component(.month, from: date) == month, tokyo.component(.day, from: date) == day
        else {
            return .failure(.invalid("rtype names no real date"))
        }
        guard (year, month, day) >= (2013, 5, 1) else {
            return .failure(.invalid("rankings start on 2013-05-01"))
        }
        switch kind {
        case "w" where tokyo.component(.weekday, from: date) != 3:
            return .failure(.invalid("a weekly ranking is named by a Tuesday"))
        case "m" where day != 1, "q" where day != 1:
            return .failure(.invalid("monthly and quarterly rankings are named by the 1st of a month"))
        default:
            break
        }
        let producedOn = kind == "d" ? tokyo.date(byAdding: .day, value: 1, to: date) ?? date : date
        let producedAt = tokyo.date(byAdding: .hour, value: 7, to: producedOn) ?? producedOn
        guard now >= producedAt else {
            return .failure(.notProducedYet("the ranking \(rtype) is not produced yet"))
        }
        return .success(Period(year: year, month: month, day: day, kind: kind))
    }
}
