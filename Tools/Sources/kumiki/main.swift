import ArgumentParser
import Foundation
import KumikiCheck

/// The `kumiki` command.
struct Kumiki: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kumiki",
        abstract: "Checks a Swift codebase against Kumiki's layered architecture.",
        version: CheckRunner.version,
        subcommands: [Check.self, Layers.self, Graph.self, Mocks.self, New.self, Init.self]
    )
}

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
        let file: URL?
        if let config {
            file = URL(fileURLWithPath: config)
        } else {
            let first = URL(fileURLWithPath: checkedPaths[0])
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: first.path, isDirectory: &isDirectory)
            file = Configuration.find(startingAt: isDirectory.boolValue ? first : first.deletingLastPathComponent())
        }
        guard let file else {
            return (Configuration(preset: try Preset.named(preset ?? Preset.mvvmRepository.name)), nil)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .unreadablePath(file.path, reason: "the configuration file cannot be read")
        }
        return (try Configuration.parse(String(decoding: data, as: UTF8.self), file: file.path, presetOverride: preset), file)
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

extension OutputFormat: ExpressibleByArgument {}

/// `kumiki check`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reports code that breaks the architecture's rules.",
        discussion: """
        Exit status: 0 when clean or only warnings, 1 when a violation fails the run \
        (an error, or any warning with --strict), 2 for usage, configuration or I/O errors.
        Suppress a finding with `// kumiki:disable:next rule-id` (or :this, or disable … enable).
        Rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")).
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .xcode

    @Option(help: "Accept the violations listed in this baseline file.")
    var baseline: String?

    @Option(help: "Write the current violations to this baseline file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Flag(help: "Print nothing when there is nothing to report.")
    var quiet = false

    @Flag(help: "Analyse every file again instead of using the cache.")
    var noCache = false

    @Option(help: ArgumentHelp(
        "Report only findings on lines changed since this git revision (and cycles a changed file takes part in), for pull requests.",
        valueName: "revision"))
    var changedSince: String?

    @Option(help: ArgumentHelp("Print a rule's documentation, with a bad and a good example, and exit (`all` prints every rule).", valueName: "rule-id"))
    var explain: String?

    @Option(help: ArgumentHelp("Touch this file after a run that does not fail (for the build plugin).", visibility: .hidden))
    var stamp: String?

    func run() throws {
        if let explain {
            try Check.explain(explain)
            return
        }
        if try orExit2(execute) { throw ExitCode(1) }
        if let stamp {
            guard FileManager.default.createFile(atPath: stamp, contents: Data()) else {
                FileHandle.standardError.write(Data("error: cannot write \(stamp)\n".utf8))
                throw ExitCode(2)
            }
        }
    }

    /// Prints the documentation of the rule `id` (every rule's, as Tools/Rules.md, for `all`).
    static func explain(_ id: String) throws {
        if id == "all" {
            print(RuleID.documentationFile, terminator: "")
            return
        }
        guard let rule = RuleID(rawValue: id) else {
            FileHandle.standardError.write(Data(
                "error: unknown rule '\(id)'; rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")), or all\n".utf8))
            throw ExitCode(2)
        }
        print("\(rule.rawValue) (default: \(rule.defaultSeverity.rawValue))\n\(rule.summary)\n\n\(rule.documentation)")
    }

    /// Shows progress on large trees, on a terminal only.
    @Sendable
    static func printProgress(done: Int, total: Int) {
        guard total >= 500, done % 250 == 0 || done == total else { return }
        FileHandle.standardError.write(Data("\r  analysed \(done)/\(total) files".utf8))
        if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    /// Runs the check and prints the report; returns whether the run fails.
    private func execute() throws(CheckError) -> Bool {
        let (configuration, scope) = try project.loadScope()
        let showProgress = isatty(STDERR_FILENO) == 1 && !quiet
        let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? Check.printProgress : nil
        if let limitation = scope.limitation, !quiet {
            FileHandle.standardError.write(Data("note: \(limitation)\n".utf8))
        }
        let runner = CheckRunner(
            configuration: configuration,
            cacheDirectory: noCache ? nil : CheckRunner.defaultCacheDirectory,
            baseDirectory: scope.baseDirectory,
            progress: progress
        )
        var result = try runner.run(paths: scope.analysedPaths)
        if !quiet {
            for note in result.projectNotes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        }
        if let changedSince {
            // Every file was analysed, so whole-project facts (types declared elsewhere, cycles) are complete.
            let changes = try ChangedLines.since(changedSince, in: scope.analysisDirectory)
            result.diagnostics = changes.findings(result.diagnostics, in: result.model, relativeTo: scope.analysisDirectory)
        }
        result.diagnostics = scope.reported(result.diagnostics)
        if let writeBaseline {
            do {
                try Baseline(accepting: result.diagnostics).encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                throw .unreadablePath(writeBaseline, reason: "cannot write the baseline: \(error)")
            }
            if !quiet { print("Wrote \(result.diagnostics.count) violations to \(writeBaseline).") }
            return false
        }
        var diagnostics = result.diagnostics
        if let baseline {
            diagnostics = try Baseline.load(from: URL(fileURLWithPath: baseline)).apply(to: diagnostics, baselineFile: baseline)
        }
        let output = format.render(diagnostics, fileCount: scope.reportedFileCount(ofFiles: result.filePaths))
        if !output.isEmpty, !(quiet && diagnostics.isEmpty) { print(output) }
        return diagnostics.contains { diagnostic in
            diagnostic.severity == Severity.error || (strict && diagnostic.severity == Severity.warning)
        }
    }
}

/// `kumiki layers`.
struct Layers: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Shows each file's layer and why, the files in no layer, and which layer may depend on which.",
        discussion: """
        Use it to debug a .kumiki.yml: every file is listed with the path glob or target that placed it; \
        a file in no layer lists its types that a name suffix places. Exit status: 0, or 2 for usage, \
        configuration or I/O errors.
        """
    )

    /// The report's formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        print(try orExit2 { () throws(CheckError) -> String in
            let (configuration, scope) = try project.loadScope()
            let runner = CheckRunner(configuration: configuration, cacheDirectory: CheckRunner.defaultCacheDirectory, baseDirectory: scope.baseDirectory)
            let report = LayerReport(model: try runner.run(paths: scope.analysedPaths).model, shownPath: scope.reportedPath)
            return format == .json ? report.json : report.text
        })
    }
}

/// Runs `body` and returns its result; the error it throws (a usage, configuration or I/O
/// problem, every command's exit status 2) goes to standard error.
func orExit2<Result, Failure: Error & CustomStringConvertible>(_ body: () throws(Failure) -> Result) throws -> Result {
    do {
        return try body()
    } catch {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        throw ExitCode(2)
    }
}

/// `kumiki graph`.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the dependency graph between layers (or targets), violating edges marked.",
        discussion: """
        --level targets draws every target of the projects read (or every folder under Sources/), test targets \
        left out, with an edge wherever a file of one imports another's module; an edge the layers forbid or the \
        importing target does not declare is a violation.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid
    }

    enum Level: String, ExpressibleByArgument, CaseIterable {
        case layers, targets
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: dot or mermaid.")
    var format: Format = .mermaid

    @Option(help: "What the nodes are: layers or targets.")
    var level: Level = .layers

    func run() throws {
        print(try orExit2(render))
    }

    private func render() throws(CheckError) -> String {
        let (configuration, scope) = try project.loadScope()
        let result = try CheckRunner(
            configuration: configuration, cacheDirectory: CheckRunner.defaultCacheDirectory, baseDirectory: scope.baseDirectory
        ).run(paths: scope.analysedPaths)
        let (graph, violations): (DependencyGraph, Set<DependencyGraph.Edge>)
        switch level {
        case .layers:
            let layers = LayerGraph(model: result.model)
            (graph, violations) = (layers.graph, layers.violations)
        case .targets:
            let targets = TargetGraph(model: result.model)
            (graph, violations) = (targets.graph, targets.violations)
        }
        return format == .dot ? graph.dot(violations: violations) : graph.mermaid(violations: violations)
    }
}

// ArgumentParser exits 64 on usage errors; Kumiki promises 2.
do {
    var command = try Kumiki.parseAsRoot()
    try command.run()
} catch {
    let code = Kumiki.exitCode(for: error)
    if error is ExitCode {
        Kumiki.exit(withError: error)
    }
    if code == .success {
        Kumiki.exit(withError: error)
    }
    FileHandle.standardError.write(Data((Kumiki.fullMessage(for: error) + "\n").utf8))
    exit(2)
}
