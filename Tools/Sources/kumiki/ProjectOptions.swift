import ArgumentParser
import Foundation
import KumikiCheck

/// Options shared by `check` and `graph`.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "Files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .kumiki.yml, found by walking up from the first path); it applies to the current folder or the given paths.")
    var config: String?

    @Option(help: "The preset to use, overriding the configuration's: \(Preset.all.map(\.name).joined(separator: ", ")).")
    var preset: String?

    /// The configuration in force and what a run analyses and reports: the whole configured
    /// project, so findings that depend on types declared outside the given paths are still
    /// found, with only the given paths reported.
    func loadScope() throws(CheckError) -> (configuration: Configuration, scope: CheckScope) {
        let check = try loadCheck()
        return (check.configuration, check.scope)
    }

    /// The check these options describe, its configuration loaded.
    func loadCheck() throws(CheckError) -> ProjectCheck {
        try ProjectCheck(paths: paths, configurationFile: config.map { URL(fileURLWithPath: $0) }, presetOverride: preset)
    }
}
