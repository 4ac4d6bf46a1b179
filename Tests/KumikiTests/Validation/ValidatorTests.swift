import Kumiki
import KumikiTestSupport
import Testing

@Suite("Validator")
struct ValidatorTests {
    let password = Validator<String>(.required(message: "Password is required."), .minLength(6, message: "Password is too short."))

    @Test("a value that passes every rule is valid")
    func valid() {
        #expect(password.validate("secret") == .valid)
        #expect(password.validate("secret").isValid)
        #expect(password.validate("secret").message == nil)
    }

    @Test("every broken rule's message is reported, in rule order")
    func invalidInOrder() {
        let result = password.validate("")
        #expect(result == .invalid(["Password is required.", "Password is too short."]))
        #expect(result.message == "Password is required.")
        #expect(!result.isValid)
    }

    @Test("a validator with no rules accepts anything")
    func noRules() {
        #expect(Validator<String>(rules: []).validate("") == .valid)
    }
}

@Suite("Form validation publishers")
struct FormValidationTests {
    @Test("a field publisher emits its validation result whenever the result changes")
    func fieldResults() {
        let email = CurrentValueSubject<String, Never>("")
        var results: [ValidationResult] = []
        let cancellable = email.validate(with: Validator(.required(message: "Required."), .email(message: "Invalid.")))
            .sink { results.append($0) }
        email.send("k")
        email.send("ku")  // still invalid for the same reason: no new result
        email.send("kumiki@example.com")
        #expect(results == [.invalid(["Required.", "Invalid."]), .invalid(["Invalid."]), .valid])
        cancellable.cancel()
    }

    @Test("the form is valid only while every field is valid (sign-up example of Sync)")
    func signUpForm() {
        let email = CurrentValueSubject<String, Never>("")
        let password = CurrentValueSubject<String, Never>("")
        let isSignUpEnabled = ValidationResult.allValid([
            email.validate(with: Validator(.required(), .email())),
            password.validate(with: Validator(.required(), .minLength(6))),
        ])
        var enabled: [Bool] = []
        let cancellable = isSignUpEnabled.sink { enabled.append($0) }
        email.send("kumiki@example.com")
        password.send("secret")
        email.send("broken")
        email.send("kumiki@example.org")
        #expect(enabled == [false, true, false, true])
        cancellable.cancel()
    }

    @Test("a form with no fields is valid")
    func emptyForm() {
        #expect(ValidationResult.allValid([]).collectedValues() == [true])
    }
}
