import Foundation

/// One check of a project as `kumiki check` runs it, for the tools that run it from elsewhere:
/// the test runner (`KumikiArchitectureTesting`), a coding assistant's tool server, the command
/// line. It finds `.kumiki.yml` the way the command does, analyses the whole configured project
/// and reports the findings in the requested paths.
public struct ProjectCheck: Sendable {
    /// The configuration in force.
    public let configuration: Configuration
    /// The file it came from; `nil` when none was found and the preset's defaults apply.
    public let configurationFile: URL?
    /// What the run analyses and what it reports.
    public let scope: CheckScope

    /// Prepares a check of `paths` (relative to `currentDirectory` unless absolute; empty for
    /// the current folder), with the configuration file given or found above the first path.
    public init(
        paths: [String], configurationFile explicitFile: URL? = nil, presetOverride: String? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(CheckError) {
        let checked = paths.isEmpty ? ["."] : paths
        let start = checked[0].hasPrefix("/") ? checked[0] : currentDirectory.appendingPathComponent(checked[0]).path
        let (configuration, file) = try ConfigurationLoader.load(
            explicitFile: explicitFile, searchingFrom: ConfigurationLoader.searchStart(for: start), presetOverride: presetOverride)
        self.configuration = configuration
        configurationFile = file
        scope = CheckScope(paths: checked, configurationFile: file, currentDirectory: currentDirectory)
    }

    /// Runs the rules; the result's diagnostics are those in the requested paths, with paths as
    /// ``CheckScope/reported(_:)`` writes them.
    public func run(
        cacheDirectory: URL? = CheckRunner.defaultCacheDirectory, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(CheckError) -> CheckRunner.Result {
        let runner = CheckRunner(
            configuration: configuration, cacheDirectory: cacheDirectory, baseDirectory: scope.baseDirectory, progress: progress)
        var result = try runner.run(paths: scope.analysedPaths)
        result.diagnostics = scope.reported(result.diagnostics)
        return result
    }
}
