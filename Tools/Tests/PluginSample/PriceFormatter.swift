/// Formats prices in yen; a small, rule-abiding file the build plugin checks at every build.
public struct PriceFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// `1200` → `¥1,200`.
    public func string(forYen amount: Int) -> String {
        let digits = String(amount.magnitude)
        var grouped = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (amount < 0 ? "-¥" : "¥") + String(grouped.reversed())
    }
}
