import Foundation
import ShowcaseDomain

/// The Narou ranking API's `rtype` rules: an API concern the gateway hides from the
/// Domain (NaroViewer's Gateway argument), computed in Japan time whatever the
/// device's time zone is. NaroViewer used the device's zone, and its weekly ranking
/// broke for readers abroad.
///
/// - daily: the previous day;
/// - weekly: the most recent Tuesday on or before today;
/// - monthly and quarterly: the 1st of the current month;
/// - never before the first ranking, 2013-05-01 (for weekly, the first Tuesday after it).
///
/// The format is `yyyyMMdd-{d|w|m|q}`.
public enum NarouRankingDate {
    /// Japan's calendar, in which every ranking date is reckoned.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3_600) ?? .current
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// The `rtype` for the ranking of `type` current at `date`.
    public static func rtype(for type: RankingType, at date: Date) -> String {
        rtype(for: type, periodDate: periodDate(for: type, at: date))
    }

    /// The day (at midnight in Japan) that names the ranking of `type` current at `date`.
    public static func periodDate(for type: RankingType, at date: Date) -> Date {
        let today = calendar.startOfDay(for: date)
        let day: Date
        switch type {
        case .daily:
            day = calendar.date(byAdding: .day, value: -1, to: today) ?? today
        case .weekly:
            // Weekday 3 is Tuesday; step back 0...6 days to reach it.
            let weekday = calendar.component(.weekday, from: today)
            day = calendar.date(byAdding: .day, value: -((weekday - 3 + 7) % 7), to: today) ?? today
        case .monthly, .quarterly:
            day = firstOfMonth(today)
        }
        return max(day, earliestDate(for: type))
    }

    /// The period before the one named by `periodDate`: the fallback when the current
    /// ranking is not produced yet. Never earlier than the first ranking.
    public static func previousPeriodDate(for type: RankingType, before periodDate: Date) -> Date {
        let previous: Date
        switch type {
        case .daily: previous = calendar.date(byAdding: .day, value: -1, to: periodDate) ?? periodDate
        case .weekly: previous = calendar.date(byAdding: .day, value: -7, to: periodDate) ?? periodDate
        case .monthly, .quarterly:
            previous = calendar.date(byAdding: .month, value: -1, to: firstOfMonth(periodDate)) ?? periodDate
        }
        return max(previous, earliestDate(for: type))
    }

    /// `yyyyMMdd-{d|w|m|q}` for the period named by `periodDate`.
    public static func rtype(for type: RankingType, periodDate: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: periodDate)
        let suffix: String
        switch type {
        case .daily: suffix = "d"
        case .weekly: suffix = "w"
        case .monthly: suffix = "m"
        case .quarterly: suffix = "q"
        }
        let year = parts.year ?? 2013, month = parts.month ?? 5, day = parts.day ?? 1
        return String(format: "%04d%02d%02d-%@", year, month, day, suffix)
    }

    /// The first period of `type`: 2013-05-01, or for weekly rankings the first Tuesday after it.
    public static func earliestDate(for type: RankingType) -> Date {
        let first = calendar.date(from: DateComponents(year: 2013, month: 5, day: type == .weekly ? 7 : 1)) ?? .distantPast
        return first
    }

    private static func firstOfMonth(_ date: Date) -> Date {
        calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }
}
