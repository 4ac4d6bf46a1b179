import Foundation

/// Compiled by the app (its folder) and the widget (an exception set adds it there).
enum PriceFormatter {
    static func format(_ yen: Int) -> String {
        "¥\(yen)"
    }
}
