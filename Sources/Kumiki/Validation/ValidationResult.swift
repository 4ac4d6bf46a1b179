/// The outcome of validating one value: valid, or invalid with the messages
/// of every rule it broke, in rule order.
public enum ValidationResult: Hashable, Sendable {
    /// Every rule passed.
    case valid
    /// At least one rule failed; the messages are in the order the rules were given.
    case invalid([String])

    /// Whether every rule passed; bind it to a button's enabled state.
    public var isValid: Bool {
        self == .valid
    }

    /// The messages of every broken rule; empty when valid.
    public var messages: [String] {
        if case .invalid(let messages) = self { return messages }
        return []
    }

    /// The message to show under the field: the first broken rule's, or `nil` when valid.
    public var message: String? {
        messages.first
    }
}
