import Foundation
import KumikiCheck
import Testing
@testable import KumikiAdoption

/// `kumiki adopt` on apps that already exist: what it chooses, what it writes, and that the check
/// it sets up passes today and fails on the next violation, at its line.
@Suite("kumiki adopt", .serialized)
struct AdoptTests {
    @Test("an app laid out in a preset's own vocabulary keeps the preset")
    func presetThatFits() throws {
        let root = try Project([
            "App/ReaderApp.swift": "struct ReaderApp {}\n",
            "Domain/Model/Novel.swift": "struct Novel {}\n",
            "Domain/UseCase/RankingUseCase.swift": "protocol RankingUseCase {}\n",
            "Infrastructure/APIClient/RankingAPIClient.swift": "struct RankingAPIClient {}\n",
            "Presentation/View/RankingView.swift": "struct RankingView {}\n",
        ])
        let plan = try AdoptionPlanner(root: root.url, cacheDirectory: nil).plan()
        #expect(plan.configuration.contains("preset: clean\n"), "\(plan.configuration)")
        #expect(plan.summary.contains("Every file of the app (5) is in a layer"))
        #expect(plan.baseline.entries.isEmpty)
    }

    @Test("through the binary: adopt, then check passes; a planted violation fails at its line; adopt never overwrites; --dry-run writes nothing")
    func commandLine() throws {
        var files = AdoptionModelTests.layeredApp()
        // Today's one violation: a model names a screen.
        files["Shop/Models/Product0.swift"] = "struct Product0: Equatable {\n    let name: String\n    var screen: Screen0View?\n}\n"
        let root = try Project(files)
        let dryRun = try kumiki(["adopt", "--dry-run"], in: root.url)
        #expect(dryRun.status == 0, "\(dryRun.error)")
        #expect(dryRun.output.contains("layers:") && dryRun.output.contains("dry run: nothing written"))
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent(".kumiki.yml").path))

        let adopted = try kumiki(["adopt", "--graph"], in: root.url)
        #expect(adopted.status == 0, "\(adopted.error)")
        #expect(adopted.output.contains("Findings accepted in .kumiki-baseline.json: "))
        #expect(adopted.output.contains("flowchart TD"), "--graph prints the graph")
        #expect(try kumiki(["check"], in: root.url).status == 0)
        // The baseline is read by default; without it, today's findings show.
        #expect(try kumiki(["check", "--no-baseline"], in: root.url).status == 1)

        try root.write("Shop/Services/Catalog1Service.swift",
                       "import Foundation\n\nstruct Catalog1Service {\n    let view: Screen1View\n    func products() async throws -> [Product1] { [] }\n}\n")
        let planted = try kumiki(["check"], in: root.url)
        #expect(planted.status == 1)
        #expect(planted.output.contains("Shop/Services/Catalog1Service.swift:4:15: error: Catalog1Service in the "), "\(planted.output)")
        #expect(planted.output.contains("must not use Screen1View"), "\(planted.output)")

        let again = try kumiki(["adopt"], in: root.url)
        #expect(again.status == 2)
        #expect(again.error.contains(".kumiki.yml and .kumiki-baseline.json already exist"), "\(again.error)")
        let forced = try kumiki(["adopt", "--force"], in: root.url)
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try kumiki(["check"], in: root.url).status == 0)
    }

    @Test("target names say their layer by their last word; folder names become layer names")
    func names() {
        #expect(AdoptionPlanner.layer(ofTargetNamed: "ApiClientLive") == "Infrastructure")
        #expect(AdoptionPlanner.layer(ofTargetNamed: "SharedModels") == "Domain")
        #expect(AdoptionPlanner.layer(ofTargetNamed: "SwiftUIHelpers") == nil)
        #expect(AdoptionPlanner.layer(ofTargetNamed: "Styleguide") == "View")
        #expect(AdoptionPlanner.camelCaseWords("SwiftUIHelpers") == ["Swift", "UI", "Helpers"])
        #expect(AdoptionPlanner.layerName("App Extension") == "AppExtension")
    }
}

/// A project written to a temporary folder, removed when the test ends.
final class Project {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-adopt-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

/// Runs the debug `kumiki` binary in `directory`, its cache kept there.
func kumiki(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, error: String) {
    let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/kumiki")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = directory.appendingPathComponent(".cache").path
    process.environment = environment
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}
