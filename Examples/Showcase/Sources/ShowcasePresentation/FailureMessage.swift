import Kumiki

/// What a screen tells the user when something failed: one sentence in Japanese saying what
/// failed and why, in words a user knows, and what they can do. No error text, English or a
/// server's body ever reaches the screen; the error itself goes to the log, where the API
/// client and the database write it with the request or the file.
///
/// ```swift
/// errorMessage = FailureMessage(error, headline: "作品を読み込めませんでした").text
/// // 作品を読み込めませんでした。サーバーが時間内に応答しませんでした
/// ```
public struct FailureMessage: Hashable, Sendable {
    /// What kind of failure it was, as the user can understand it.
    public enum Kind: Hashable, Sendable {
        /// No connection to the server (the device is offline, or the server cannot be reached).
        case offline
        /// The server did not answer in time.
        case timeout
        /// The server answered with an error status.
        case server(status: Int)
        /// What was asked for does not exist (any more).
        case notFound
        /// The server's answer could not be read.
        case malformedResponse
        /// The device's storage can be read but not written.
        case storageReadOnly
        /// The device has no room left.
        case storageFull
        /// The saved data is damaged.
        case storageDamaged
        /// Another app (another `showcase`) holds the saved data.
        case storageBusy
        /// Anything else.
        case unknown
    }

    /// What the user can do about it.
    public enum Recovery: Hashable, Sendable {
        /// Try again (the screen offers a retry).
        case retry
        /// Go back: trying again will not help.
        case goBack
        /// Change something on the device (free space, permissions), then try again.
        case checkSettings
    }

    /// What kind of failure it was.
    public let kind: Kind
    /// What failed, such as "作品を読み込めませんでした".
    public let headline: String

    /// The message for `error`, which happened while doing what `headline` says failed.
    public init(_ error: any Error, headline: String) {
        self.init(kind: Kind(error), headline: headline)
    }

    /// The message for a failure of `kind`.
    public init(kind: Kind, headline: String) {
        self.kind = kind
        self.headline = headline
    }

    /// Why it failed, in the user's words.
    public var reason: String {
        switch kind {
        case .offline: return "サーバーに接続できません。通信環境を確認してください"
        case .timeout: return "サーバーが時間内に応答しませんでした"
        case .server(let status): return "サーバーで問題が起きています（エラー \(status)）"
        case .notFound: return "見つかりませんでした"
        case .malformedResponse: return "サーバーの応答を読み取れませんでした"
        case .storageReadOnly: return "保存先が読み取り専用のため、変更を保存できません"
        case .storageFull: return "端末の空き容量が足りないため、保存できません"
        case .storageDamaged: return "保存データが壊れています。アプリを再起動すると作り直します"
        case .storageBusy: return "保存データを別の画面（別の showcase）が使っています。少し待ってください"
        case .unknown: return "予期しない問題が起きました"
        }
    }

    /// What the user can do about it.
    public var recovery: Recovery {
        switch kind {
        case .offline, .timeout, .server, .malformedResponse, .storageBusy, .unknown: return .retry
        case .notFound: return .goBack
        case .storageReadOnly, .storageFull, .storageDamaged: return .checkSettings
        }
    }

    /// The whole sentence: what failed, then why.
    public var text: String {
        "\(headline)。\(reason)"
    }
}

extension FailureMessage.Kind {
    /// The kind of `error`: network failures by their cause, storage failures by theirs.
    public init(_ error: any Error) {
        switch error {
        case let error as RepositoryError:
            switch error {
            case .network(let network): self.init(network)
            case .persistence(let failure): self.init(failure)
            }
        case let error as NetworkError: self.init(network: error)
        case let error as PersistenceFailure: self.init(storage: error)
        default: self = .unknown
        }
    }

    private init(_ error: NetworkError) {
        self.init(network: error)
    }

    private init(_ failure: PersistenceFailure) {
        self.init(storage: failure)
    }

    private init(network error: NetworkError) {
        switch error {
        case .offline, .transport: self = .offline
        case .timeout: self = .timeout
        case .notFound: self = .notFound
        case .http(let status, _): self = .server(status: status)
        case .decoding: self = .malformedResponse
        case .cancelled, .invalidRequest: self = .unknown
        }
    }

    private init(storage failure: PersistenceFailure) {
        switch failure.kind {
        case .readOnly: self = .storageReadOnly
        case .full: self = .storageFull
        case .damaged, .newerFormat: self = .storageDamaged
        case .busy: self = .storageBusy
        case .other: self = .unknown
        }
    }
}
