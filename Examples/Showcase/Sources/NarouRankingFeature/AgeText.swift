import Foundation

/// "3分前", "5時間前", "2日前": how old something is, as the Japanese screens say it.
enum AgeText {
    static func text(for seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: return "たった今"
        case ..<3_600: return "\(Int(seconds / 60))分前"
        case ..<86_400: return "\(Int(seconds / 3_600))時間前"
        default: return "\(Int(seconds / 86_400))日前"
        }
    }

    /// The age as the adverb of "…取得した": "たった今", "3分前に". "たった今" takes no "に";
    /// "たった今に取得した" is not Japanese.
    static func adverb(for seconds: TimeInterval) -> String {
        let age = text(for: seconds)
        return seconds < 60 ? age : age + "に"
    }
}
