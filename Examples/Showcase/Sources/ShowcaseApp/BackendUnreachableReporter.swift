import Kumiki
import ShowcaseDomain

/// Unreachable branches logged and sent to the backend (Sync: "reported to a
/// server with class, method, line and app version").
struct BackendUnreachableReporter: UnreachableReporting {
    let repository: any AnalyticsLogRepositoryProtocol
    let logging = LoggingUnreachableReporter(logger: Logger(label: "showcase.unreachable"))

    func report(_ event: UnreachableEvent) {
        logging.report(event)
        let log = AnalyticsEvent(name: "unreachable", parameters: [
            "type": event.typeName, "function": event.function, "file": event.file, "line": "\(event.line)",
            "app_version": event.appVersion.description, "message": event.message,
        ])
        let repository = self.repository
        Task { try? await repository.post(log) }
    }
}
