extension Publisher where Failure == Never {
    /// Validates each value of a field publisher, emitting the result whenever it changes.
    ///
    /// ```swift
    /// @Published var email = ""   // bound input: a text field writes it
    /// var emailResult: AnyPublisher<ValidationResult, Never> { $email.validate(with: Validator(.required(), .email())) }
    /// ```
    public func validate(with validator: Validator<Output>) -> AnyPublisher<ValidationResult, Never> {
        map(validator.validate)
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
}

extension ValidationResult {
    /// A publisher of whether a whole form is valid: `true` once every field's
    /// latest result is valid, re-evaluated whenever any field changes.
    ///
    /// Emits once every field has emitted. With no fields the form is valid.
    /// Bind it to the submit button's enabled state:
    ///
    /// ```swift
    /// var isSignUpEnabled: AnyPublisher<Bool, Never> {
    ///     ValidationResult.allValid([emailResult, passwordResult])
    /// }
    /// ```
    public static func allValid(_ fields: [AnyPublisher<ValidationResult, Never>]) -> AnyPublisher<Bool, Never> {
        guard let first = fields.first else {
            return Just(true).eraseToAnyPublisher()
        }
        return fields.dropFirst()
            .reduce(first.map(\.isValid).eraseToAnyPublisher()) { combined, field in
                combined.combineLatest(field) { $0 && $1.isValid }.eraseToAnyPublisher()
            }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
}
