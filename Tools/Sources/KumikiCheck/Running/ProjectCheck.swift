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
        // A configuration named on the command line applies to the current folder (or the paths
        // given), not to the folder it happens to be kept in.
        let root = explicitFile == nil ? file : currentDirectory.appendingPathComponent(".kumiki.yml")
        scope = CheckScope(paths: checked, configurationFile: root, currentDirectory: currentDirectory)
        // A path a configuration governs lies inside its project.
        if let root {
            let boundary = ProjectBoundary(root: root.deletingLastPathComponent(), configuration: configuration)
            for path in checked { try boundary.admit(path, relativeTo: currentDirectory) }
            self.boundary = boundary
        } else {
            boundary = nil
        }
    }

    /// The folders the check may read, when a configuration governs it.
    public let boundary: ProjectBoundary?

    /// What to tell the user when no `.kumiki.yml` was found: which layers are in force instead,
    /// and how to write one; `nil` when a configuration was found or named.
    public var defaultsNote: String? {
        guard configurationFile == nil else { return nil }
        return "no .kumiki.yml was found here or above, so the \(configuration.preset.name) preset's default layers are in force; "
            + "`kumiki adopt` writes a configuration for this project (`kumiki layers` shows where each file landed)"
    }

    /// The baseline a check applies when none is named: `.kumiki-baseline.json` in the folder the
    /// project is analysed from, when the configuration was found and the file exists.
    public var defaultBaseline: URL? {
        guard configurationFile != nil, let root = scope.baseDirectory else { return nil }
        let file = root.appendingPathComponent(Baseline.defaultFileName)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
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
