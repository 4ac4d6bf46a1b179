import Foundation
import KumikiCheck
import KumikiFixes

/// One project a language server serves: its root, its configuration (the last valid one, if
/// the file on disk is damaged), the session that checks it, and its baseline. A server serves
/// one per `.kumiki.yml` its documents sit under, as `kumiki check` would find it.
final class Workspace {
    /// A `.kumiki.yml` that does not read: where, and why.
    struct ConfigurationProblem {
        let file: URL
        let line: Int?
        let message: String
    }

    /// The folder analysed: that of `.kumiki.yml`, found as `kumiki check` finds it, or the
    /// editor's root when there is none.
    private(set) var root: URL
    /// The configuration file, if there is one.
    private(set) var configurationFile: URL?
    /// The session checking the project; `nil` only when the project could not be read at all.
    private(set) var session: CheckSession?
    /// Why the configuration on disk is not the one in force, if it is not.
    private(set) var configurationProblem: ConfigurationProblem?
    /// Why the project could not be read at all, when it could not (then no file can be checked).
    private(set) var sessionError: String?
    /// The baseline the code action writes to and the diagnostics are filtered by: the project's
    /// `.kumiki-baseline.json`, the file `kumiki check` applies, so editor and CI agree.
    let baselineFile: URL

    private let cacheDirectory: URL?
    private let log: (String) -> Void
    private var configuration: Configuration
    /// `.kumiki.yml` as last read (modification time, size, inode), so a change no client
    /// reports is still noticed.
    private var configurationStamp: [Int]?

    init(root editorRoot: URL, cacheDirectory: URL?, log: @escaping (String) -> Void) {
        self.cacheDirectory = cacheDirectory
        self.log = log
        let start = editorRoot.standardizedFileURL
        let file = Configuration.find(startingAt: start)
        configurationFile = file
        let root = file?.deletingLastPathComponent().standardizedFileURL ?? start
        self.root = root
        baselineFile = root.appendingPathComponent(".kumiki-baseline.json")
        do {
            configuration = try ConfigurationLoader.load(explicitFile: file, searchingFrom: start, presetOverride: nil).configuration
        } catch {
            configuration = Configuration(preset: Preset.mvvmRepository)
            configurationProblem = Self.problem(error, file: file)
        }
        configurationStamp = Self.stamp(of: file ?? root.appendingPathComponent(".kumiki.yml"))
    }

    /// Whether `.kumiki.yml` differs on disk from what was last read (it was written, created
    /// or removed since).
    var configurationChangedOnDisk: Bool {
        Self.stamp(of: configurationFile ?? root.appendingPathComponent(".kumiki.yml")) != configurationStamp
    }

    private static func stamp(of file: URL) -> [Int]? {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return nil }
        return [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_size), Int(status.st_ino)]
    }

    /// Reads the project (through the facts cache): the long part of starting, done after
    /// `initialize` is answered, so the editor's handshake never waits on parsing a large project.
    func load() {
        guard session == nil, sessionError == nil else { return }
        openSession()
    }

    /// `uri` as a path relative to ``root``, or `nil` when it is not a file under it.
    func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard path.hasPrefix(base) else { return nil }
        return String(path.dropFirst(base.count))
    }

    /// Reads `.kumiki.yml` again; returns the problem when it is invalid (the last valid
    /// configuration then stays in force).
    func reloadConfiguration() -> ConfigurationProblem? {
        let file = configurationFile ?? Configuration.find(startingAt: root)
        configurationStamp = Self.stamp(of: file ?? root.appendingPathComponent(".kumiki.yml"))
        do {
            configuration = try ConfigurationLoader.load(explicitFile: file, searchingFrom: root, presetOverride: nil).configuration
            configurationFile = file
            configurationProblem = nil
            openSession()
            return nil
        } catch {
            let problem = Self.problem(error, file: file)
            configurationProblem = problem
            return problem
        }
    }

    /// `diagnostics` without those the baseline accepts.
    func applyBaseline(to diagnostics: [KumikiCheck.Diagnostic]) -> [KumikiCheck.Diagnostic] {
        guard let baseline = try? Baseline.load(from: baselineFile) else { return diagnostics }
        // Stale entries are reported by `kumiki check`, not on every open document.
        return baseline.apply(to: diagnostics, baselineFile: baselineFile.lastPathComponent)
            .filter { $0.ruleID != RuleID.staleBaseline.rawValue }
    }

    /// The baseline's entries that match nothing any more, each as the `stale-baseline` finding
    /// `kumiki check` reports, with the 1-based line of the entry in the baseline file.
    func staleBaselineFindings() -> [(finding: KumikiCheck.Diagnostic, line: Int)] {
        guard let session, let baseline = try? Baseline.load(from: baselineFile) else { return [] }
        let stale = baseline.apply(to: session.diagnostics(), baselineFile: baselineFile.lastPathComponent)
            .filter { $0.ruleID == RuleID.staleBaseline.rawValue }
        guard !stale.isEmpty else { return [] }
        let lines = ((try? String(contentsOf: baselineFile, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return stale.map { finding in
            // The entry's symbol is the finding's after its rule and file: its line is the one that writes it.
            let entry = baseline.entries.first { "\($0.rule):\($0.file):\($0.symbol)" == finding.symbol }
            let written = entry.flatMap { try? JSONEncoder().encode($0.symbol) }.map { String(decoding: $0, as: UTF8.self) }
            let line = written.flatMap { text in lines.firstIndex { $0.contains(text) } }.map { $0 + 1 } ?? 1
            return (finding, line)
        }
    }

    /// Writes the baseline without its stale entries (cut to what they still match), as `kumiki check --fix` prunes it.
    func pruneBaseline() throws -> Int {
        guard let session else { return 0 }
        let baseline = try Baseline.load(from: baselineFile)
        let fixer = Fixer(root: root)
        let plan = fixer.plan(for: [], baseline: Fixer.BaselineInput(
            file: baselineFile.lastPathComponent, baseline: baseline, unfiltered: session.diagnostics()))
        try fixer.apply(plan)
        return plan.prunedBaselineEntries
    }

    /// Adds one finding to the baseline file, creating it if needed.
    func addToBaseline(rule: String, file: String, symbol: String) throws {
        var baseline = FileManager.default.fileExists(atPath: baselineFile.path)
            ? try Baseline.load(from: baselineFile) : Baseline(accepting: [])
        baseline.accept(rule: rule, file: file, symbol: symbol)
        try baseline.encoded().write(to: baselineFile, options: .atomic)
    }

    private func openSession() {
        let previous = session
        do {
            let session = try CheckSession(root: root, configuration: configuration, cacheDirectory: cacheDirectory)
            self.session = session
            sessionError = nil
            for note in session.projectNotes { log("note: \(note)") }
            log("read \(session.fileCount) files under \(root.path)")
        } catch {
            log("cannot read the project under \(root.path): \(error.description)")
            sessionError = error.description
            session = previous
        }
    }

    private static func problem(_ error: CheckError, file: URL?) -> ConfigurationProblem {
        let location = file ?? URL(fileURLWithPath: ".kumiki.yml")
        if case .configuration(_, let line, let message) = error {
            return ConfigurationProblem(file: location, line: line, message: message)
        }
        return ConfigurationProblem(file: location, line: nil, message: error.description)
    }
}
