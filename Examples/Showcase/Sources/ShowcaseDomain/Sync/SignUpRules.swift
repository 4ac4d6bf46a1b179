import Kumiki

/// What makes a sign-up form valid (Sync): a required, well-formed e-mail
/// address and a password of at least six characters. The messages are the form's.
public enum SignUpRules {
    /// The e-mail field's rules.
    public static let email = Validator<String>(
        .required(message: "メールアドレスを入力してください"),
        .email(message: "メールアドレスの形式が正しくありません"))

    /// The password field's rules.
    public static let password = Validator<String>(
        .required(message: "パスワードを入力してください"),
        .minLength(6, message: "パスワードは6文字以上にしてください"))
}
