import Foundation
import Kumiki
@testable import ShowcaseApp
import ShowcaseDomain
import ShowcaseServer
import SyncContactsFeature
import Testing

/// An analytics log whose posts wait for the test, or fail, counting every post.
private final class ControlledAnalyticsLog: AnalyticsLogRepositoryProtocol, @unchecked Sendable {
    @Locked private(set) var events: [AnalyticsEvent] = []
    @Locked private var waiting: [CheckedContinuation<Void, Never>] = []
    let fails: Bool

    init(fails: Bool) {
        self.fails = fails
    }

    func post(_ event: AnalyticsEvent) async throws(RepositoryError) {
        $events.withLock { $0.append(event) }
        await withCheckedContinuation { continuation in $waiting.withLock { $0.append(continuation) } }
        if fails { throw .network(.http(status: 500, body: Data())) }
    }

    func release() {
        let continuations = $waiting.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }
        for continuation in continuations { continuation.resume() }
    }
}

@Suite("Unreachable branches reach the backend (Sync)", .serialized)
@MainActor
struct UnreachableReportingTests {
    @Test("a report carries the type, the function, the line and the app version to the backend's log")
    func reachesTheBackend() async throws {
        let server = try ShowcaseServer()
        let session = try ShowcaseLauncher.start(ShowcaseConfiguration(dataDirectory: nil), backendURL: try await server.start())
        defer { Task { await server.stop() } }
        let line = #line + 1
        session.composition.dependency.unreachableReporter.reportUnreachable("row 9 selected in a list of 3", in: ContactListViewModel.self)
        for _ in 0..<2_000 where !server.analyticsLog.contains(where: { $0.event == "unreachable" }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        let report = try #require(server.analyticsLog.first { $0.event == "unreachable" })
        #expect(report.parameters["type"] == "SyncContactsFeature.ContactListViewModel")
        #expect(report.parameters["function"] == "reachesTheBackend()")
        #expect(report.parameters["line"] == "\(line)")
        #expect(report.parameters["file"] == "ShowcaseAppTests/UnreachableReportingTests.swift")
        #expect(report.parameters["app_version"]?.isEmpty == false)
        #expect(report.parameters["message"] == "row 9 selected in a list of 3")
    }

    @Test("reporting never waits for the backend, and a failing report is not reported again (no recursion)")
    func neverBlocksNorRecurses() async throws {
        let log = ControlledAnalyticsLog(fails: true)
        let reporter = BackendUnreachableReporter(repository: log)
        // Returns at once although the post is still waiting: the screen that reported carries on.
        reporter.reportUnreachable("first", in: ContactListViewModel.self)
        reporter.reportUnreachable("second", in: ContactListViewModel.self)
        for _ in 0..<2_000 where log.events.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(log.events.map { $0.parameters["message"] } == ["first", "second"])
        log.release()
        try await Task.sleep(for: .milliseconds(100))
        log.release()
        #expect(log.events.count == 2, "the failed posts were not reported, nor retried")
    }
}
