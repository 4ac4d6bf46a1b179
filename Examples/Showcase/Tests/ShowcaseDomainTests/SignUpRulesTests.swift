import Kumiki
import ShowcaseDomain
import Testing

@Suite("SignUpRules: what makes the sign-up form valid (Sync)")
struct SignUpRulesTests {
    @Test("e-mail: required first, then well formed; each failure has the form's own message", arguments: [
        ("", "メールアドレスを入力してください"),
        ("   ", "メールアドレスを入力してください"),
        ("yuki", "メールアドレスの形式が正しくありません"),
        ("yuki@", "メールアドレスの形式が正しくありません"),
        ("@example.com", "メールアドレスの形式が正しくありません"),
    ])
    func invalidEmail(text: String, message: String) {
        #expect(SignUpRules.email.validate(text).message == message)
    }

    @Test("a well-formed address is valid", arguments: ["yuki@example.com", "a.b+tag@sub.example.co.jp"])
    func validEmail(text: String) {
        #expect(SignUpRules.email.validate(text) == .valid)
    }

    @Test("password: required, then at least six characters (counted as characters, not bytes)")
    func password() {
        #expect(SignUpRules.password.validate("") .message == "パスワードを入力してください")
        #expect(SignUpRules.password.validate("12345") .message == "パスワードは6文字以上にしてください")
        #expect(SignUpRules.password.validate("123456") == .valid)
        #expect(SignUpRules.password.validate("くみきのいえ") == .valid)
        #expect(SignUpRules.password.validate("くみきのい") .message == "パスワードは6文字以上にしてください")
    }
}
