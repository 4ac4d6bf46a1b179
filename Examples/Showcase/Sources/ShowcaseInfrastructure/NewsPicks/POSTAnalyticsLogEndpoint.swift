import Kumiki
import ShowcaseDomain

/// `POST /newspicks/logs`: one analytics event for the log sink.
public struct POSTAnalyticsLogEndpoint: Endpoint {
    /// No content.
    public typealias Success = Void
    /// The event.
    public let event: AnalyticsEvent

    /// Creates the endpoint.
    public init(event: AnalyticsEvent) {
        self.event = event
    }

    /// `POST`.
    public var method: HTTPMethod { .post }
    /// `/newspicks/logs`.
    public var path: String { "/newspicks/logs" }
    /// `{"event": …, "parameters": {…}}`.
    public var body: (any Encodable & Sendable)? { LogBody(event: event.name, parameters: event.parameters) }

    private struct LogBody: Encodable, Sendable {
        let event: String
        let parameters: [String: String]
    }
}
