import ArgumentParser
import Foundation
import KumikiCheck

/// Options shared by `check` and `graph`.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "Files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .kumiki.yml, found by walking up from the first path).")
    var config: String?

    @Option(help: "The preset to use, overriding the configuration's: \(Preset.all.map(\.name).joined(separator: ", ")).")
    var preset: String?

    var checkedPaths: [String] { paths.isEmpty ? ["."] : paths }

    /// The configuration in force and the file it came from (`nil` for the preset's defaults).
    func loadConfiguration() throws(CheckError) -> (configuration: Configuration, file: URL?) {
        try ConfigurationLoader.load(
            explicitFile: config.map { URL(fileURLWithPath: $0) },
            searchingFrom: ConfigurationLoader.searchStart(for: checkedPaths[0]),
            presetOverride: preset)
    }

    /// The configuration in force and what a run analyses and reports: the whole configured
    /// project, so findings that depend on types declared outside the given paths are still
    /// found, with only the given paths reported.
    func loadScope() throws(CheckError) -> (configuration: Configuration, scope: CheckScope) {
        let (configuration, file) = try loadConfiguration()
        let scope = CheckScope(
            paths: checkedPaths, configurationFile: file,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return (configuration, scope)
    }
}
