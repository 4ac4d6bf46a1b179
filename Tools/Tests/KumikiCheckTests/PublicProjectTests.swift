import Foundation
import Testing
@testable import KumikiCheck

/// Public apps nobody here wrote, checked as a new user would: with layers written from their
/// READMEs, no finding may come from a nested or qualified type, and violations planted in them
/// must be reported at their lines.
///
/// Their code is not part of this repository. The tests unpack each app from a snapshot (a git
/// directory, as `fetch` brings it) found under `KUMIKI_PUBLIC_SNAPSHOTS` (by default
/// `/work/.mirror`, as `owner+name/repo`); on a machine without the snapshots they are skipped.
@Suite("Public projects")
struct PublicProjectTests {
    /// Where the snapshots are looked for.
    static let snapshots = URL(fileURLWithPath: ProcessInfo.processInfo.environment["KUMIKI_PUBLIC_SNAPSHOTS"] ?? "/work/.mirror")

    /// Whether the snapshot of `repository` (`owner+name`) is on this machine.
    static func hasSnapshot(_ repository: String) -> Bool {
        FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("\(repository)/repo/HEAD").path)
    }

    /// Unpacks the newest commit of `repository` into a fresh temporary folder.
    static func unpack(_ repository: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gitDirectory = snapshots.appendingPathComponent("\(repository)/repo").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "git --git-dir=\"$0\" archive HEAD | tar -x -C \"$1\"", gitDirectory, folder.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return folder
    }

    /// Checks `folder` with the configuration `yaml`: every finding as `rule@file:line`.
    static func findings(in folder: URL, configuration yaml: String) throws -> [String] {
        let configuration = try Configuration.parse(yaml, file: ".kumiki.yml")
        let result = try CheckRunner(configuration: configuration, cacheDirectory: nil, baseDirectory: folder).run(paths: ["."])
        return result.diagnostics.map { "\($0.ruleID)@\($0.location.file):\($0.location.line)" }
    }

    /// Appends `line` to the file at `path` in `folder`; returns the line's number.
    static func append(_ line: String, to path: String, in folder: URL) throws -> Int {
        let url = folder.appendingPathComponent(path)
        var text = try String(contentsOf: url, encoding: .utf8)
        if !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
        try Data(text.utf8).write(to: url)
        return text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    /// nalexn/clean-architecture-swiftui, layered by folder as its README describes it.
    static let cleanArchitectureConfiguration = """
        layers:
          Core:
            paths: ["CountriesSwiftUI/Core/**", "CountriesSwiftUI/DependencyInjection/**"]
            may_depend_on: [UI, Interactors, Repositories, Utilities]
          UI:
            paths: ["CountriesSwiftUI/UI/**"]
            may_depend_on: [Core, Interactors, Repositories, Utilities]
          Interactors:
            paths: ["CountriesSwiftUI/Interactors/**"]
            may_depend_on: [Core, Repositories, Utilities]
          Repositories:
            paths: ["CountriesSwiftUI/Repositories/**"]
            may_depend_on: [Utilities]
          Utilities:
            paths: ["CountriesSwiftUI/Utilities/**"]
            may_depend_on: []
        layer_order: [Core, UI, Interactors, Repositories, Utilities]
        """

    @Test("clean-architecture-swiftui: DBModel.CountryDetails and ApiModel.CountryDetails are not the view CountryDetails; planted uses are found",
          .enabled(if: hasSnapshot("nalexn+clean-architecture-swiftui")))
    func cleanArchitectureSwiftUI() throws {
        let folder = try Self.unpack("nalexn+clean-architecture-swiftui")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The one finding is true: the core's container and the views (and interactors) depend on each
        // other, which the layers allow one edge at a time and the cycle rule reports.
        let cycle = "dependency-cycle@CountriesSwiftUI/Core/AppState.swift:34"
        let before = try Self.findings(in: folder, configuration: Self.cleanArchitectureConfiguration)
        #expect(before == [cycle])
        // An interactor naming a view, and a Repositories file naming the view CountryDetails at file
        // scope, beside its own DBModel.CountryDetails.
        let interactor = try Self.append("extension RealCountriesInteractor { func screen() -> CountriesList? { nil } }",
                                         to: "CountriesSwiftUI/Interactors/CountriesInteractor.swift", in: folder)
        let model = try Self.append("let plantedPreview: CountryDetails? = nil",
                                    to: "CountriesSwiftUI/Repositories/Models/CountryDetails.swift", in: folder)
        let after = try Self.findings(in: folder, configuration: Self.cleanArchitectureConfiguration)
        #expect(after == [
            cycle,
            "layer-dependency@CountriesSwiftUI/Interactors/CountriesInteractor.swift:\(interactor)",
            "layer-dependency@CountriesSwiftUI/Repositories/Models/CountryDetails.swift:\(model)",
        ])
    }

    @Test("isowords: a route's nested Demo, Leaderboard, Solo and Vocab are not the feature modules' types; a planted feature import is found",
          .enabled(if: hasSnapshot("pointfreeco+isowords")))
    func isowords() throws {
        let folder = try Self.unpack("pointfreeco+isowords")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = "preset: modules\nlayers:\n  Domain:\n    targets: [\"SharedModels\", \"ClientModels\"]\n"
        let before = try Self.findings(in: folder, configuration: configuration)
        #expect(before.filter { $0.hasPrefix("layer-dependency@") || $0.hasPrefix("dependency-cycle@") } == [])
        // The feature modules import each other today (22 imports); one more is found at its line.
        #expect(before.count { $0.hasPrefix("feature-isolation@") } == 22)
        let line = try Self.append("import LeaderboardFeature", to: "Sources/SettingsFeature/Settings.swift", in: folder)
        let after = try Self.findings(in: folder, configuration: configuration)
        #expect(after.contains("feature-isolation@Sources/SettingsFeature/Settings.swift:\(line)"))
        #expect(after.filter { $0.hasPrefix("layer-dependency@") || $0.hasPrefix("dependency-cycle@") } == [])
    }
}
