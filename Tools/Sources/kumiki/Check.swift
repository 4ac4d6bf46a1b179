import ArgumentParser
import Foundation
import KumikiCheck
import KumikiFixes
import KumikiProjects

extension OutputFormat: ExpressibleByArgument {}

/// `kumiki check`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
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

    @Option(help: "Accept the violations listed in this baseline file (default: .kumiki-baseline.json beside .kumiki.yml, when it exists).")
    var baseline: String?

    @Flag(help: "Apply no baseline, not even .kumiki-baseline.json beside .kumiki.yml.")
    var noBaseline = false

    @Option(help: "Write the current violations to this baseline file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Fix what kumiki is sure of, then check again: declare undeclared dependencies and remove unused ones in Package.swift manifests, XcodeGen specs and Xcode projects, add the pods a target imports to its Podfile block (never removing one), and prune the baseline's stale entries; changes a Tuist helper needs are printed.")
    var fix = false

    @Flag(help: "With --fix: print the fixes as a unified diff and write nothing.")
    var dryRun = false

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

    @Flag(help: "Print each phase's wall-clock and CPU seconds on standard error (walk, projects, cache read, parse and facts, model, resolution and rules, cache write, baseline, report).")
    var timings = false

    @Option(help: ArgumentHelp("Print a rule's documentation, with a bad and a good example, and exit (`all` prints every rule).", valueName: "rule-id"))
    var explain: String?

    @Option(help: ArgumentHelp("Touch this file after a run that does not fail (for the build plugin).", visibility: .hidden))
    var stamp: String?

    func validate() throws {
        if dryRun, !fix { throw usage("--dry-run goes with --fix") }
        if fix, writeBaseline != nil { throw usage("--fix and --write-baseline contradict each other: fix first, then write the baseline") }
    }

    /// A usage error, which exits 2 as every other usage error of kumiki does.
    private func usage(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return ExitCode(2)
    }

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
        if baseline != nil, noBaseline { throw .baseline(file: baseline ?? "", message: "--baseline and --no-baseline contradict each other") }
        let phases = timings ? PhaseTimings() : nil
        // The table is printed however the run ends, a failing one included.
        defer { if let phases { FileHandle.standardError.write(Data(phases.table.utf8)) } }
        let check = try measure("configuration", in: phases) { () throws(CheckError) in try project.loadCheck() }
        let (configuration, scope) = (check.configuration, check.scope)
        let showProgress = isatty(STDERR_FILENO) == 1 && !quiet
        let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? Check.printProgress : nil
        if !quiet {
            for note in [check.defaultsNote, scope.limitation].compactMap({ $0 }) {
                FileHandle.standardError.write(Data("note: \(note)\n".utf8))
            }
        }
        let runner = CheckRunner(
            configuration: configuration,
            cacheDirectory: noCache ? nil : CheckRunner.defaultCacheDirectory,
            baseDirectory: scope.baseDirectory,
            progress: progress,
            timings: phases
        )
        var result = try runner.run(paths: scope.analysedPaths)
        if !quiet {
            for note in result.projectNotes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
            if let note = result.unsettledReferences.note { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        }
        if let changedSince {
            // Every file was analysed, so whole-project facts (types declared elsewhere, cycles) are complete.
            let changes = try ChangedLines.since(changedSince, in: scope.analysisDirectory)
            result.diagnostics = changes.findings(result.diagnostics, in: result.model, relativeTo: scope.analysisDirectory)
        }
        // Baselines name files as the project does (relative to its root), whatever folder the check runs from.
        if let writeBaseline {
            let written = scope.baseDirectory == nil ? result.diagnostics
                : result.diagnostics.filter { scope.reportedPath($0.location.file) != nil }
            do {
                try Baseline(accepting: written).encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                throw .unreadablePath(writeBaseline, reason: "cannot write the baseline: \(error)")
            }
            if !quiet { print("Wrote \(written.count) violations to \(writeBaseline).") }
            return false
        }
        let baselineFile = noBaseline ? nil : baseline.map { URL(fileURLWithPath: $0) } ?? check.defaultBaseline
        let unfiltered = result.diagnostics
        var loadedBaseline: Baseline?
        if let baselineFile {
            let all = result.diagnostics
            result.diagnostics = try measure("baseline", in: phases) { () throws(CheckError) in
                let loaded = try Baseline.load(from: baselineFile)
                loadedBaseline = loaded
                return loaded.apply(to: all, baselineFile: baseline ?? Baseline.defaultFileName)
            }
        }
        let diagnostics = scope.reported(result.diagnostics)
        if fix {
            let root = scope.analysisDirectory
            var input: Fixer.BaselineInput?
            if let baselineFile, let loadedBaseline {
                // A baseline outside the project is not the fixer's to write.
                let path = RelativePath.relative(baselineFile.standardizedFileURL.path, to: root.standardizedFileURL.path)
                if !path.hasPrefix("/") { input = Fixer.BaselineInput(file: path, baseline: loadedBaseline, unfiltered: unfiltered) }
            }
            let plan = Fixer(root: root).plan(for: diagnostics, baseline: input)
            ProcessLifetime.keep(result)
            if try applyFixes(plan, root: root) { return false }
            // The fixed tree is checked again, and that check's report and exit status are the run's.
            var again = self
            again.fix = false
            return try again.execute()
        }
        measure("report", in: phases) {
            let output = format.render(diagnostics, fileCount: scope.reportedFileCount(ofFiles: result.filePaths))
            if !output.isEmpty, !(quiet && diagnostics.isEmpty) { print(output) }
        }
        // The process ends right after this: freeing the model (every file's facts, every
        // reference) would only cost time, so it is left to the exit.
        ProcessLifetime.keep(result)
        return diagnostics.contains { diagnostic in
            diagnostic.severity == Severity.error || (strict && diagnostic.severity == Severity.warning)
        }
    }

    /// Prints or makes the plan's fixes; returns whether the run ends there (a dry run).
    private func applyFixes(_ plan: FixPlan, root: URL) throws(CheckError) -> Bool {
        // One line per change to make, however many findings (one per importing file) it settles.
        var counts: [String: Int] = [:]
        var order: [(rule: String, instruction: String)] = []
        for step in plan.manual {
            let key = step.diagnostic.ruleID + "\u{0}" + step.instruction
            if counts[key] == nil { order.append((step.diagnostic.ruleID, step.instruction)) }
            counts[key, default: 0] += 1
        }
        for (rule, instruction) in order {
            let count = counts[rule + "\u{0}" + instruction] ?? 1
            FileHandle.standardError.write(Data("note: to do by hand (\(count) \(rule) finding\(count == 1 ? "" : "s")): \(instruction)\n".utf8))
        }
        // Nothing under Pods/ is kumiki's to write: CocoaPods makes it from the Podfile.
        for podfile in plan.podfiles {
            let folder = RelativePath.parent(of: podfile)
            FileHandle.standardError.write(Data(
                "note: \(podfile) \(dryRun ? "would name" : "names") pods it did not; run `pod install`\(folder == "." ? "" : " in \(folder)") so the Pods project links them\n".utf8))
        }
        let pruned = plan.prunedBaselineEntries == 0 ? ""
            : ", \(plan.prunedBaselineEntries) stale baseline entr\(plan.prunedBaselineEntries == 1 ? "y" : "ies") pruned"
        if dryRun {
            for change in plan.changes { print(change.diff.text, terminator: "") }
            let lines = plan.changes.reduce(0) { $0 + $1.diff.added + $1.diff.removed }
            FileHandle.standardError.write(Data(
                "--fix --dry-run: \(plan.settled) finding\(plan.settled == 1 ? "" : "s") fixed in \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s") (\(lines) line\(lines == 1 ? "" : "s") changed)\(pruned), \(plan.manual.count) left to do by hand; nothing written\n".utf8))
            return true
        }
        do {
            try Fixer(root: root).apply(plan)
        } catch {
            throw .unreadablePath(root.path, reason: error.description)
        }
        if !quiet {
            let files = plan.changes.map(\.path).joined(separator: ", ")
            FileHandle.standardError.write(Data(
                "fixed \(plan.settled) finding\(plan.settled == 1 ? "" : "s") in \(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s")\(files.isEmpty ? "" : ": " + files)\(pruned); \(plan.manual.count) left to do by hand\n".utf8))
        }
        return false
    }

    /// Runs `body` as the phase `name` when `phases` keeps timings.
    private func measure<Value, Failure: Error>(
        _ name: String, in phases: PhaseTimings?, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard let phases else { return try body() }
        return try phases.measure(name, body)
    }
}
