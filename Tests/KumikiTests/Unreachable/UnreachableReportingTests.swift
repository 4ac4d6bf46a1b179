import Foundation
import InMemoryLogging
import Kumiki
import KumikiTestSupport
import KumikiTesting
import Testing

private struct ChannelReader {
    let reporter: any UnreachableReporting
    /// Returns the line of the report, or `nil` when the channel exists.
    func markRead(channelID: String, channels: [String: Bool]) -> UInt? {
        guard channels[channelID] != nil else {
            let line: UInt = #line; reporter.reportUnreachable("channel \(channelID) vanished", in: Self.self)
            return line
        }
        return nil
    }
}

@Suite("Unreachable reporting")
struct UnreachableReportingTests {
    @Test("one call captures type, function, file, line, app version and message, and the caller carries on")
    func capturesContext() throws {
        let spy = SpyUnreachableReporter(appVersion: AppVersion(version: "2.4.0", build: "118"))
        let reader = ChannelReader(reporter: spy)
        let before = Date()
        let reportLine = try #require(reader.markRead(channelID: "c9", channels: [:]))

        let event = try #require(spy.events.first)
        #expect(spy.events.count == 1)
        #expect(event.typeName.hasSuffix("ChannelReader"))
        #expect(event.function == "markRead(channelID:channels:)")
        #expect(event.file == "KumikiTests/UnreachableReportingTests.swift")
        #expect(event.line == reportLine)
        #expect(event.appVersion == AppVersion(version: "2.4.0", build: "118"))
        #expect(event.message == "channel c9 vanished")
        #expect(event.date >= before)
    }

    @Test("the description is one line naming the place, the build and the reason")
    func description() {
        let event = UnreachableEvent(
            typeName: "App.ChannelRepository", function: "updateRead()", file: "App/ChannelRepository.swift",
            line: 42, appVersion: AppVersion(version: "1.0", build: "7"), message: "no channel",
            date: Date(timeIntervalSince1970: 0)
        )
        #expect(event.description
            == "Unreachable in App.ChannelRepository.updateRead() (App/ChannelRepository.swift:42), app 1.0 (7): no channel")
    }

    @Test("the default reporter logs at critical with every field as metadata")
    func loggingReporter() throws {
        let handler = InMemoryLogHandler()
        let reporter = LoggingUnreachableReporter(
            logger: Logger(label: "test") { _ in handler },
            appVersion: AppVersion(version: "3.1")
        )
        reporter.reportUnreachable("impossible", in: Int.self)
        let entry = try #require(handler.entries.first)
        #expect(entry.level == .critical)
        #expect(entry.metadata["type"] == "Swift.Int")
        #expect(entry.metadata["app_version"] == "3.1")
        #expect(entry.metadata["function"] == "loggingReporter()")
        #expect("\(entry.message)".hasSuffix("app 3.1: impossible"))
    }

    @Test("the version of a bundle without an Info.plist reads as unknown")
    func appVersionWithoutInfoPlist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        #expect(AppVersion(bundle: bundle) == AppVersion(version: "unknown", build: nil))
        #expect(AppVersion(version: "1.2").description == "1.2")
        #expect(AppVersion(version: "1.2", build: "30").description == "1.2 (30)")
    }
}
