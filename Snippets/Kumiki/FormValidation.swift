// snippet.hide
import Kumiki

@MainActor
final class SignUpViewModel: ObservableObject {
    @Published var email = ""     // kumiki:bound-input
    @Published var password = ""  // kumiki:bound-input
    @Published private(set) var isSubmitting = false
    @Published private(set) var isSignUpEnabled = false
    @Published private(set) var emailMessage: String?

// snippet.show
// snippet.validators
    static let email = Validator<String>(
        .required(message: "Email is required."),
        .email(message: "Email is not a valid address."))
    static let password = Validator<String>(
        .required(message: "Password is required."),
        .minLength(6, message: "Password needs at least 6 characters."))
// snippet.end

    init() {
// snippet.form
        let emailResult = $email.validate(with: Self.email)
        let passwordResult = $password.validate(with: Self.password)

        emailResult.map(\.message).assign(to: &$emailMessage)
        ValidationResult.allValid([emailResult, passwordResult])
            .combineLatest($isSubmitting) { isValid, isSubmitting in isValid && !isSubmitting }
            .assign(to: &$isSignUpEnabled)
// snippet.end
    }
}

// snippet.custom-rule
let postalCode = Validator<String>(
    .required(message: "Enter a postal code."),
    .predicate(message: "Use the form 123-4567.") { $0.wholeMatch(of: /[0-9]{3}-[0-9]{4}/) != nil })
let amount = Validator<String>(.integer(in: 0...9_999_999, message: "Enter a whole number of yen."))

let valid = postalCode.validate("150-0002")   // .valid
let invalid = amount.validate("8000.5")      // .invalid(["Enter a whole number of yen."])
// snippet.end
