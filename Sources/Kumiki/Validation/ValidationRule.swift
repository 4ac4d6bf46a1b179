/// One check a form value must pass, with the message shown when it does not.
///
/// Rules compose into a ``Validator``. Build them from the static factories
/// (`.required()`, `.email()`, `.minLength(6)`, `.range(1...9_999)`,
/// `.predicate(message:_:)`) or from your own closure.
public struct ValidationRule<Value>: Sendable {
    /// The message shown to the user when the value breaks this rule.
    public let message: String
    private let isSatisfied: @Sendable (Value) -> Bool

    /// Creates a rule that passes when `isSatisfied` returns `true`.
    public init(message: String, isSatisfied: @escaping @Sendable (Value) -> Bool) {
        self.message = message
        self.isSatisfied = isSatisfied
    }

    /// Whether `value` passes this rule.
    public func isSatisfied(by value: Value) -> Bool {
        isSatisfied(value)
    }

    /// A rule with a custom check: the escape hatch for anything the factories do not cover.
    public static func predicate(
        message: String,
        _ isSatisfied: @escaping @Sendable (Value) -> Bool
    ) -> ValidationRule {
        ValidationRule(message: message, isSatisfied: isSatisfied)
    }
}

extension ValidationRule where Value == String {
    /// Requires at least one non-whitespace character.
    public static func required(message: String = "This field is required.") -> ValidationRule {
        ValidationRule(message: message) { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Requires at least `length` characters (user-perceived characters, not bytes).
    public static func minLength(_ length: Int, message: String? = nil) -> ValidationRule {
        ValidationRule(message: message ?? "Use at least \(length) characters.") { $0.count >= length }
    }

    /// Allows at most `length` characters (user-perceived characters, not bytes).
    public static func maxLength(_ length: Int, message: String? = nil) -> ValidationRule {
        ValidationRule(message: message ?? "Use at most \(length) characters.") { $0.count <= length }
    }

    /// Requires the syntax of an email address: `local@domain.tld`, with no
    /// spaces, exactly one `@`, and a domain of dot-separated labels.
    ///
    /// Syntax only: whether the mailbox exists is for the server to say.
    /// An empty value fails; combine with `.required()` for a clearer message.
    public static func email(message: String = "Enter a valid email address.") -> ValidationRule {
        ValidationRule(message: message, isSatisfied: EmailSyntax.isValid)
    }

    /// Requires a whole number (ASCII digits, optional leading `-`) within `range`.
    ///
    /// Use it for numeric text fields such as a price in yen.
    public static func integer(in range: ClosedRange<Int>, message: String? = nil) -> ValidationRule {
        let text = message ?? "Enter a whole number from \(range.lowerBound) to \(range.upperBound)."
        return ValidationRule(message: text) { value in
            let trimmed = value.trimmingWhitespace()
            let digits = trimmed.first == "-" ? trimmed.dropFirst() : trimmed
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let number = Int(trimmed) else {
                return false
            }
            return range.contains(number)
        }
    }
}

extension ValidationRule where Value: Comparable & Sendable {
    /// Requires the value to lie within `range`.
    public static func range(_ range: ClosedRange<Value>, message: String? = nil) -> ValidationRule {
        ValidationRule(message: message ?? "Enter a value from \(range.lowerBound) to \(range.upperBound).") {
            range.contains($0)
        }
    }
}

extension ValidationRule {
    /// Requires an optional value to be present.
    public static func required<Wrapped>(message: String = "This field is required.") -> ValidationRule
    where Value == Wrapped? {
        ValidationRule(message: message) { $0 != nil }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
