import Kumiki
import Testing

@Suite("ValidationRule")
struct ValidationRuleTests {
    @Test("required rejects empty and whitespace-only text", arguments: [
        ("", false), ("   ", false), ("\n\t", false), ("a", true), (" a ", true),
    ])
    func required(_ input: String, _ passes: Bool) {
        #expect(ValidationRule<String>.required().isSatisfied(by: input) == passes)
    }

    @Test("required on an optional rejects nil only")
    func requiredOptional() {
        let rule = ValidationRule<Int?>.required()
        #expect(!rule.isSatisfied(by: nil))
        #expect(rule.isSatisfied(by: 0))
    }

    @Test("email accepts ordinary addresses", arguments: [
        "kumiki@example.com", "first.last+tag@mail.example.co.jp", "a_b-c@sub-domain.example.org", "x@ab.io",
    ])
    func emailAccepts(_ address: String) {
        #expect(ValidationRule<String>.email().isSatisfied(by: address))
    }

    @Test("email rejects the usual slips", arguments: [
        "", "plain", "@example.com", "user@", "user@example", "user@@example.com", "us er@example.com",
        "user@exa mple.com", ".user@example.com", "user.@example.com", "us..er@example.com",
        "user@-example.com", "user@example-.com", "user@example..com", "user@example.c", "user@example.123",
        "ユーザー@example.com", String(repeating: "a", count: 250) + "@example.com",
    ])
    func emailRejects(_ address: String) {
        #expect(!ValidationRule<String>.email().isSatisfied(by: address))
    }

    @Test("length rules count user-perceived characters, not bytes")
    func lengths() {
        let atLeastSix = ValidationRule<String>.minLength(6)
        #expect(!atLeastSix.isSatisfied(by: "abcde"))
        #expect(atLeastSix.isSatisfied(by: "abcdef"))
        #expect(atLeastSix.isSatisfied(by: "組木組木組木"))
        let atMostThree = ValidationRule<String>.maxLength(3)
        #expect(atMostThree.isSatisfied(by: "👍🏽👍🏽👍🏽"))
        #expect(!atMostThree.isSatisfied(by: "abcd"))
        #expect(atLeastSix.message == "Use at least 6 characters.")
        #expect(ValidationRule<String>.minLength(6, message: "Too short.").message == "Too short.")
    }

    @Test("integer accepts whole numbers inside the range only", arguments: [
        ("0", true), ("9999", true), (" 500 ", true), ("-1", false), ("10000", false),
        ("", false), ("12a", false), ("1.5", false), ("１２", false), ("-", false), ("99999999999999999999", false),
    ])
    func integer(_ input: String, _ passes: Bool) {
        #expect(ValidationRule<String>.integer(in: 0...9_999).isSatisfied(by: input) == passes)
    }

    @Test("integer accepts negative numbers when the range allows them")
    func negativeInteger() {
        #expect(ValidationRule<String>.integer(in: -10...10).isSatisfied(by: "-10"))
        #expect(!ValidationRule<String>.integer(in: -10...10).isSatisfied(by: "--1"))
    }

    @Test("range checks comparable values and names the bounds in its default message")
    func range() {
        let rule = ValidationRule<Double>.range(0.5...2)
        #expect(rule.isSatisfied(by: 1))
        #expect(!rule.isSatisfied(by: 2.5))
        #expect(rule.message == "Enter a value from 0.5 to 2.0.")
    }

    @Test("predicate runs the custom check with the custom message")
    func predicate() {
        let rule = ValidationRule<String>.predicate(message: "Must not be admin.") { $0 != "admin" }
        #expect(!rule.isSatisfied(by: "admin"))
        #expect(rule.isSatisfied(by: "kumiki"))
        #expect(rule.message == "Must not be admin.")
    }
}
