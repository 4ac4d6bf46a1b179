import Foundation
import Testing

/// The Showcase with its backend gone, through the real binary: what was seen before opens from
/// the device with an offline notice instead of an empty screen.
@Suite("Offline, through the real binary", .serialized)
struct OfflineTests {
    @Test("started against a closed port, every tab seen before shows its saved content with an offline notice")
    func seenTabsOpenOffline() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-offline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["--data", folder.path, "--now", ShowcaseProcess.pinnedNow, "--script", "-"]
        let online = try await ShowcaseProcess.run(arguments, input: """
            key tab 3
            wait-for 天然石ブレスレット（生成り）
            key tab 2
            wait-for 田中 由美
            key tab 2
            wait-for NewsPicks編集部
            """)
        #expect(online.status == 0, "\(online.standardError)")

        // Port 9 (discard) has nothing listening: every request is refused at once.
        let offline = try await ShowcaseProcess.run(arguments + ["--server", "http://127.0.0.1:9"], input: """
            key tab 3
            wait-for オフライン
            frame products
            key tab 2
            wait-for オフライン
            frame contacts
            key tab 2
            wait-for オフライン
            frame news
            """)
        #expect(offline.status == 0, "\(offline.standardError)")
        let frames = offline.standardOutput.components(separatedBy: "──── ")
        func frame(_ name: String) -> String { frames.first { $0.hasPrefix(name) } ?? "" }
        #expect(frame("products").contains("⚠ オフライン — たった今の内容を表示しています"))
        #expect(frame("products").contains("天然石ブレスレット（生成り）"))
        #expect(frame("contacts").contains("田中 由美"))
        #expect(frame("news").contains("NewsPicks編集部"))
        #expect(!offline.standardOutput.contains("Connection refused"), "no raw error text on screen")
        let log = try String(contentsOf: folder.appendingPathComponent("showcase.log"), encoding: .utf8)
        #expect(log.contains("http://127.0.0.1:9/"), "the log names the request that failed")
    }
}
