/// An ordered list of ``ValidationRule``s for one form field.
///
/// ```swift
/// let email = Validator<String>(.required(message: "Email is required."),
///                               .email(message: "Email is not valid."))
/// let password = Validator<String>(.required(), .minLength(6))
///
/// email.validate("kumiki@example.com")   // .valid
/// password.validate("abc")               // .invalid(["Use at least 6 characters."])
/// ```
///
/// Attach one to a publisher of field values with
/// `Publisher.validate(with:)`.
public struct Validator<Value>: Sendable {
    /// The rules, checked in order.
    public let rules: [ValidationRule<Value>]

    /// Creates a validator from rules checked in the given order.
    public init(_ rules: ValidationRule<Value>...) {
        self.rules = rules
    }

    /// Creates a validator from an array of rules checked in order.
    public init(rules: [ValidationRule<Value>]) {
        self.rules = rules
    }

    /// Checks `value` against every rule.
    ///
    /// An empty value that breaks a `required` rule often breaks the others too;
    /// ``ValidationResult/message`` shows only the first, so order rules from
    /// the most basic to the most specific.
    public func validate(_ value: Value) -> ValidationResult {
        let broken = rules.filter { !$0.isSatisfied(by: value) }.map(\.message)
        return broken.isEmpty ? .valid : .invalid(broken)
    }
}
