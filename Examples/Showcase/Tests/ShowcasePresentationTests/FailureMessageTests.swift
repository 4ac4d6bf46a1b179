import Foundation
import Kumiki
import ShowcasePresentation
import Testing

@Suite("FailureMessage: every failure in the user's language, never raw error text")
struct FailureMessageTests {
    @Test("each kind of failure has its sentence and its recovery", arguments: [
        (RepositoryError.network(.offline), "作品を読み込めませんでした。サーバーに接続できません。通信環境を確認してください", FailureMessage.Recovery.retry),
        (.network(.transport("Connection refused")), "作品を読み込めませんでした。サーバーに接続できません。通信環境を確認してください", .retry),
        (.network(.timeout), "作品を読み込めませんでした。サーバーが時間内に応答しませんでした", .retry),
        (.network(.http(status: 503, body: Data(#"{"message":"maintenance"}"#.utf8))), "作品を読み込めませんでした。サーバーで問題が起きています（エラー 503）", .retry),
        (.network(.notFound), "作品を読み込めませんでした。見つかりませんでした", .goBack),
        (.network(.decoding(DecodingFailure(type: "Product", codingPath: "items[0]", reason: "broken"))), "作品を読み込めませんでした。サーバーの応答を読み取れませんでした", .retry),
        (.persistence(PersistenceFailure(.readOnly, "attempt to write a readonly database", path: "/data/showcase.sqlite")),
         "作品を読み込めませんでした。保存先が読み取り専用のため、変更を保存できません", .checkSettings),
        (.persistence(PersistenceFailure(.full, "database or disk is full")), "作品を読み込めませんでした。端末の空き容量が足りないため、保存できません", .checkSettings),
        (.persistence(PersistenceFailure(.damaged, "file is not a database")), "作品を読み込めませんでした。保存データが壊れています。アプリを再起動すると作り直します", .checkSettings),
        (.persistence(PersistenceFailure(.busy, "database is locked")), "作品を読み込めませんでした。保存データを別の画面（別の showcase）が使っています。少し待ってください", .retry),
        (.persistence("something odd"), "作品を読み込めませんでした。予期しない問題が起きました", .retry),
    ])
    func everyKind(error: RepositoryError, expected: String, recovery: FailureMessage.Recovery) {
        let message = FailureMessage(error, headline: "作品を読み込めませんでした")
        #expect(message.text == expected)
        #expect(message.recovery == recovery)
        // Whatever the error said stays out of the sentence.
        for raw in ["Connection refused", "maintenance", "readonly", "database", "broken", "odd", "The "] {
            #expect(!message.text.contains(raw))
        }
    }

    @Test("errors outside the repository layer are read the same way, anything else is unknown")
    func otherErrors() {
        #expect(FailureMessage.Kind(NetworkError.timeout) == .timeout)
        #expect(FailureMessage.Kind(PersistenceFailure(.full, "full")) == .storageFull)
        #expect(FailureMessage.Kind(CocoaError(.fileReadUnknown)) == .unknown)
    }

    @Test("an offline notice says how old the content is, in words", arguments: [
        (Duration.seconds(20), "オフライン — たった今の内容を表示しています"),
        (.seconds(180), "オフライン — 3分前の内容を表示しています"),
        (.seconds(7_300), "オフライン — 2時間前の内容を表示しています"),
        (.seconds(200_000), "オフライン — 2日前の内容を表示しています"),
    ])
    func offlineNotice(age: Duration, expected: String) {
        #expect(OfflineNotice(age: age, failure: .offline).text == expected)
        #expect(OfflineNotice(age: age, failure: .server(status: 503)).text.hasPrefix("サーバーで問題が起きています — "))
    }
}
