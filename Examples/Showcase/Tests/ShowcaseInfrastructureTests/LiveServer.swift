import Foundation
import Kumiki
import ShowcaseServer

/// The fixture backend started for one test on an ephemeral loopback port, and an
/// APIClient pointed at it: every Infrastructure type is tested over real HTTP.
struct LiveServer {
    let server: ShowcaseServer
    let baseURL: URL

    /// A client for the server. The default timeout is generous because a loaded CI
    /// machine can stall a first answer for seconds; latency-fault tests pass a short one.
    func apiClient(timeout: TimeInterval = 30) -> APIClient {
        APIClient(baseURL: baseURL, timeout: timeout)
    }

    /// Runs `body` with a started server, then stops it.
    static func run(
        now: Date = tokyo(2026, 11, 23, 8),
        _ body: (LiveServer) async throws -> Void
    ) async throws {
        let server = try ShowcaseServer(now: { now })
        let url = try await server.start()
        do {
            try await body(LiveServer(server: server, baseURL: url))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}

/// A moment in Japan time.
func tokyo(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date()
}

/// A fresh folder for database files.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
