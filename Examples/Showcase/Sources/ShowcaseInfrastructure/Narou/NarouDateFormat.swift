import Foundation

/// Reads the Narou API's timestamps, `yyyy-MM-dd HH:mm:ss` in Japan time, without a
/// (non-Sendable, locale-sensitive) `DateFormatter`.
enum NarouDateFormat {
    /// The date, or `nil` when the text is not in that form.
    static func date(from text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).map { Int($0) }
        guard parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
        let numbers = parts.compactMap { $0 }
        let components = DateComponents(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5])
        guard components.isValidDate(in: NarouRankingDate.calendar) else { return nil }
        return NarouRankingDate.calendar.date(from: components)
    }
}
