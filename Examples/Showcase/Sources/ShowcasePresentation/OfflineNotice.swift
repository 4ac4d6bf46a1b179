/// What a screen says above content it shows from the device because loading it failed:
/// that it is not current, and how old it is, so saved content is never taken for fresh.
public struct OfflineNotice: Hashable, Sendable {
    /// How long ago the content was loaded.
    public let age: Duration
    /// Why it could not be loaded now.
    public let failure: FailureMessage.Kind

    /// A notice for content loaded `age` ago, shown because loading failed with `failure`.
    public init(age: Duration, failure: FailureMessage.Kind) {
        self.age = age
        self.failure = failure
    }

    /// `オフライン — 3分前の内容を表示しています`, or the server's trouble when it answered with one.
    public var text: String {
        let lead: String
        switch failure {
        case .offline: lead = "オフライン"
        case .timeout: lead = "サーバーが応答しません"
        case .server: lead = "サーバーで問題が起きています"
        default: lead = "読み込めませんでした"
        }
        return "\(lead) — \(Self.describe(age))の内容を表示しています"
    }

    /// `たった今`, `5分前`, `3時間前`, `2日前`.
    public static func describe(_ age: Duration) -> String {
        let seconds = max(0, Int(age.components.seconds))
        switch seconds {
        case ..<60: return "たった今"
        case ..<3_600: return "\(seconds / 60)分前"
        case ..<86_400: return "\(seconds / 3_600)時間前"
        default: return "\(seconds / 86_400)日前"
        }
    }
}
