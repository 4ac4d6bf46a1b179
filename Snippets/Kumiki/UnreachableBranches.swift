// snippet.hide
import Foundation
import Kumiki

struct Channel: Identifiable, Sendable {
    let id: Int
    var isRead: Bool
}

protocol ChannelRepositoryProtocol {
    func channel(id: Channel.ID) -> Channel?
    func markRead(_ channel: Channel)
}

@MainActor
final class ChannelViewModel {
    typealias Dependency = HasUnreachableReporter
    private let repository: any ChannelRepositoryProtocol
    private let dependency: Dependency

    init(repository: any ChannelRepositoryProtocol, dependency: Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

// snippet.show
// snippet.report
func markRead(channelID: Channel.ID) {
    guard let channel = repository.channel(id: channelID) else {
        dependency.unreachableReporter.reportUnreachable(
            "channel \(channelID) vanished before it was marked read", in: Self.self)
        return
    }
    repository.markRead(channel)
}
// snippet.end
// snippet.hide
}

// snippet.show
// snippet.custom-reporter
/// Posts unreachable events to the team's own endpoint instead of only logging them.
struct ServerUnreachableReporter: UnreachableReporting {
    let apiClient: any APIClientProtocol
    var appVersion: AppVersion { AppVersion(version: "3.2.0", build: "418") }

    func report(_ event: UnreachableEvent) {
        let endpoint = PostUnreachableEventEndpoint(event: event.description)
        Task { _ = try? await apiClient.send(endpoint) }
    }
}

struct PostUnreachableEventEndpoint: Endpoint {
    typealias Success = Void
    let event: String
    var method: HTTPMethod { .post }
    var path: String { "/events/unreachable" }
    var body: (any Encodable & Sendable)? { ["event": event] }
}

let dependencies = CoreDependencies(
    errorHandler: LoggingErrorHandler(),
    unreachableReporter: ServerUnreachableReporter(
        apiClient: APIClient(baseURL: URL(string: "https://events.example.com")!)))
// snippet.end

// snippet.analytics
extension AnalyticsTag {
    static let productList = AnalyticsTag.screen("product_list")
    static func productTapped(id: Int, position: Int) -> AnalyticsTag {
        .event("product_tapped", parameters: ["product_id": "\(id)", "position": "\(position)"])
    }
}

let core = CoreDependencies(
    analyticsTracker: LoggingAnalyticsTracker(level: .debug),
    unreachableReporter: LoggingUnreachableReporter(appVersion: AppVersion(version: "3.2.0", build: "418")))
core.analyticsTracker.post(tag: .productTapped(id: 42, position: 3))
// snippet.end
