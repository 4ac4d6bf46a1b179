import Foundation
import KumikiCheck
import KumikiProjects

/// Works out and makes the fixes `kumiki check --fix` is sure of: a dependency a target's files
/// import but its project does not declare is declared, one no file imports is removed, and the
/// baseline's entries that match nothing any more are pruned. It edits `Package.swift` manifests
/// (through their syntax), XcodeGen specs (at the YAML node), Xcode projects' `project.pbxproj`
/// (as Xcode writes them) and Podfiles (a pod a target imports gets its own `pod` line; none is
/// removed); for a Tuist helper it spells the change out instead. It never writes outside ``root``.
public struct Fixer: Sendable {
    /// The project's root: the folder of `.kumiki.yml`, to which findings' paths are relative.
    public let root: URL

    /// A fixer for the project at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The baseline a check applied: its file (relative to ``root``) and every finding before it was applied.
    public struct BaselineInput: Sendable {
        /// The baseline file, relative to the root.
        public var file: String
        /// The baseline as read.
        public var baseline: Baseline
        /// The findings before the baseline was applied.
        public var unfiltered: [Diagnostic]

        /// Creates the input.
        public init(file: String, baseline: Baseline, unfiltered: [Diagnostic]) {
            self.file = file
            self.baseline = baseline
            self.unfiltered = unfiltered
        }
    }

    /// The fixes for `diagnostics`, the findings a check reports; with `baseline`, the entries
    /// that no longer match are pruned too.
    public func plan(for diagnostics: [Diagnostic], baseline: BaselineInput? = nil) -> FixPlan {
        var texts: [String: (before: String, after: String, settled: Int, descriptions: [String])] = [:]
        var order: [String] = []
        var manual: [FixPlan.ManualStep] = []
        var fixed: [Diagnostic] = []
        let fixable: Set<String> = [RuleID.undeclaredDependency.rawValue, RuleID.unusedDependency.rawValue]
        for diagnostic in diagnostics where fixable.contains(diagnostic.ruleID) {
            guard let edits = diagnostic.edits, !edits.isEmpty else {
                manual.append(FixPlan.ManualStep(diagnostic: diagnostic, instruction: "\(Self.place(of: diagnostic)): \(diagnostic.message)"))
                continue
            }
            // A finding is settled only when every target it names is: its edits are made together or not at all.
            var staged = texts
            var stagedOrder = order
            var steps: [String] = []
            for edit in edits {
                switch stage(edit, into: &staged, order: &stagedOrder) {
                case .success: break
                case .failure(let reason): steps.append(reason.message)
                }
            }
            if steps.isEmpty {
                texts = staged
                order = stagedOrder
                if let file = edits.first.flatMap(file(of:)) { texts[file]?.settled += 1 }
                fixed.append(diagnostic)
            } else {
                manual.append(FixPlan.ManualStep(diagnostic: diagnostic, instruction: steps.joined(separator: "; ")))
            }
        }
        var pruned = 0
        if let baseline, let change = prune(baseline, settled: fixed) {
            texts[baseline.file] = (change.before, change.after, 0, change.descriptions)
            order.append(baseline.file)
            pruned = change.pruned
        }
        let changes = order.compactMap { path -> FileChange? in
            guard let text = texts[path], text.before != text.after else { return nil }
            return FileChange(path: path, before: text.before, after: text.after, settled: text.settled, descriptions: text.descriptions)
        }
        return FixPlan(changes: changes.sorted { $0.path < $1.path }, manual: manual, prunedBaselineEntries: pruned)
    }

    /// Writes the plan's changes; every path is checked to be inside the root (links resolved) before any is written.
    public func apply(_ plan: FixPlan) throws(FixError) {
        let urls = try plan.changes.map { change throws(FixError) in try url(of: change.path) }
        for (change, url) in zip(plan.changes, urls) {
            do {
                try Data(change.after.utf8).write(to: url, options: .atomic)
            } catch {
                throw .unwritable(change.path, reason: error.localizedDescription)
            }
        }
    }

    // MARK: - Edits

    private struct Reason: Error {
        var message: String
    }

    /// The file an edit changes, relative to the root.
    private func file(of edit: DependencyEdit) -> String? {
        switch edit.projectKind {
        case .swiftPackage:
            if let file = edit.location?.file, file.hasSuffix(".swift") { return file }
            return RelativePath.join(edit.project, "Package.swift")
        case .xcodeGenSpec:
            return edit.location?.file ?? edit.project
        case .xcodeProject:
            return RelativePath.join(edit.project, "project.pbxproj")
        case .cocoaPods:
            return edit.project
        case .tuistProject:
            return nil
        }
    }

    /// Makes `edit` in the staged texts, or says why it must be made by hand.
    private func stage(
        _ edit: DependencyEdit, into texts: inout [String: (before: String, after: String, settled: Int, descriptions: [String])], order: inout [String]
    ) -> Result<Void, Reason> {
        var what = Self.describe(edit)
        guard let file = file(of: edit) else {
            return .failure(Reason(message: Self.byHand(edit, what: what)))
        }
        let place = edit.location.map { "\($0.file):\($0.line)" } ?? file
        if edit.projectKind == .xcodeGenSpec, !(file.hasSuffix(".yml") || file.hasSuffix(".yaml")) {
            return .failure(Reason(message: "\(place): \(what) (kumiki edits YAML specs, not \(RelativePath.lastComponent(of: file)))"))
        }
        if edit.projectKind == .cocoaPods, edit.action == .remove {
            // A pod can bring resources or Objective-C categories that no import names.
            return .failure(Reason(message: "\(place): \(what) (kumiki never removes a pod)"))
        }
        if texts[file] == nil {
            do {
                let url = try url(of: file)
                let text = try String(contentsOf: url, encoding: .utf8)
                texts[file] = (text, text, 0, [])
                order.append(file)
            } catch let error as FixError {
                return .failure(Reason(message: "\(place): \(what) (\(error))"))
            } catch {
                return .failure(Reason(message: "\(place): \(what) (cannot read \(file): \(error.localizedDescription))"))
            }
        }
        guard let current = texts[file]?.after else { return .failure(Reason(message: "\(place): \(what)")) }
        var outcome: ManifestEditOutcome
        var updated: String
        switch edit.projectKind {
        case .swiftPackage:
            var editor = PackageManifestEditor(source: current)
            switch edit.action {
            case .add:
                outcome = editor.add(edit.dependency, toTarget: edit.target)
                if outcome != .edited && outcome != .unchanged { break }
                if let package = edit.package, let folder = package.path {
                    let path = Self.relativePath(from: RelativePath.parent(of: file), to: folder)
                    let added = editor.addPackage(path: path)
                    if case .manual = added { outcome = added }
                }
            case .remove:
                outcome = editor.remove(edit.dependency, fromTarget: edit.target)
            }
            updated = editor.source
        case .xcodeProject:
            var editor = XcodeProjectEditor(text: current, projectPath: edit.project) { [self] path in
                (try? self.url(of: path)).flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            }
            switch edit.action {
            case .add: outcome = editor.add(edit.dependency, toTarget: edit.target, package: edit.package)
            case .remove: outcome = editor.remove(edit.dependency, fromTarget: edit.target)
            }
            updated = editor.text
        case .cocoaPods:
            let lockFile = RelativePath.join(RelativePath.parent(of: file), "Podfile.lock")
            let lock = (try? url(of: lockFile)).flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                .flatMap { try? PodfileLock.read($0, file: lockFile) }
            var editor = PodfileEditor(text: current, file: file, lock: lock)
            outcome = editor.add(pod: edit.dependency.name, toTarget: edit.target)
            let block = editor.block(for: edit.target) ?? edit.target
            what = "add `\(editor.lines(for: edit.dependency.name).joined(separator: "` and `"))` to the target \(block)"
            updated = editor.text
        case .xcodeGenSpec, .tuistProject:
            // A Tuist project has no file of its own to edit (file(of:) said so): only a spec gets here.
            var editor = XcodeGenSpecEditor(text: current)
            switch edit.action {
            case .add: outcome = editor.add(edit.dependency, toTarget: edit.target)
            case .remove: outcome = editor.remove(edit.dependency, fromTarget: edit.target)
            }
            updated = editor.text
        }
        if case .manual(let reason) = outcome {
            return .failure(Reason(message: "\(place): \(what) (not made: \(reason))"))
        }
        // Nothing to change, and not because this plan made the change already: the file says it,
        // and the check reads it otherwise (a renamed target a reference still names).
        if outcome == .unchanged, texts[file]?.descriptions.contains(what) != true {
            return .failure(Reason(message: "\(place): \(what) (not made: \(RelativePath.lastComponent(of: file)) already says so; the check reads it otherwise)"))
        }
        texts[file]?.after = updated
        texts[file]?.descriptions.append(what)
        return .success(())
    }

    /// The change in words: "add .product(name: "X", package: "y") to the dependencies of the target T".
    private static func describe(_ edit: DependencyEdit) -> String {
        let dependency: String
        switch edit.projectKind {
        case .xcodeGenSpec:
            dependency = edit.dependency.kind == .product ? "`- package: \(edit.dependency.package ?? edit.dependency.name)` (product \(edit.dependency.name))"
                : "`- target: \(edit.dependency.name)`"
        case .tuistProject:
            dependency = edit.dependency.kind == .product ? "`.external(name: \"\(edit.dependency.name)\")`" : "`.target(name: \"\(edit.dependency.name)\")`"
        case .xcodeProject:
            switch edit.dependency.kind {
            case .product:
                dependency = "the product \(edit.dependency.name)" + (edit.dependency.package.map { " of the package \($0)" } ?? "")
            case .target, .byName:
                dependency = "the framework \(edit.dependency.name)" + (edit.dependency.project.map { " of \(RelativePath.lastComponent(of: $0))" } ?? "")
            }
        case .cocoaPods:
            dependency = "`pod '\(edit.dependency.name)'`"
        case .swiftPackage:
            dependency = "`\(PackageManifestEditor.spelling(of: edit.dependency, like: nil, members: [:]))`"
        }
        let package = edit.package.map { package in
            edit.projectKind == .xcodeProject ? " and the local package \(package.path ?? package.identity) to the project"
                : " and `.package(path:)` for \(package.path ?? package.identity) to the package's dependencies"
        } ?? ""
        switch edit.action {
        case .add: return "add \(dependency) to the dependencies of the target \(edit.target)\(package)"
        case .remove: return "remove \(dependency) from the dependencies of the target \(edit.target)"
        }
    }

    /// Where to make, by hand, a change kumiki does not write.
    private static func byHand(_ edit: DependencyEdit, what: String) -> String {
        switch edit.projectKind {
        case .tuistProject:
            let place = edit.location.map { "\($0.file):\($0.line)" } ?? edit.project
            return "\(place): \(what), where the helper makes it"
        default:
            return "\(edit.project): \(what)"
        }
    }

    private static func place(of diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.line)"
    }

    /// `target` (root-relative) as a path from the folder `base` (root-relative), as `.package(path:)` wants it.
    static func relativePath(from base: String, to target: String) -> String {
        if target.hasPrefix("/") { return target }
        let from = base == "." ? [] : base.split(separator: "/")
        let to = target == "." ? [] : target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    // MARK: - Baseline

    /// The baseline with each entry's count cut to the findings it still matches (those the plan
    /// settles not counted), and entries matching none removed, with how many entries changed;
    /// `nil` when nothing changes.
    private func prune(_ input: BaselineInput, settled: [Diagnostic]) -> (before: String, after: String, pruned: Int, descriptions: [String])? {
        var matched: [String: Int] = [:]
        func key(_ rule: String, _ file: String, _ symbol: String) -> String { "\(rule)\u{0}\(file)\u{0}\(symbol)" }
        for diagnostic in input.unfiltered { matched[key(diagnostic.ruleID, diagnostic.location.file, diagnostic.symbol), default: 0] += 1 }
        for diagnostic in settled { matched[key(diagnostic.ruleID, diagnostic.location.file, diagnostic.symbol), default: 0] -= 1 }
        var pruned = input.baseline
        var stale = 0
        pruned.entries = input.baseline.entries.compactMap { entry in
            var kept = entry
            kept.count = min(entry.count, max(matched[key(entry.rule, entry.file, entry.symbol)] ?? 0, 0))
            if kept.count < entry.count { stale += 1 }
            return kept.count > 0 ? kept : nil
        }
        guard stale > 0, let url = try? url(of: input.file), let before = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return (before, String(decoding: pruned.encoded(), as: UTF8.self), stale,
                ["remove the \(stale) entr\(stale == 1 ? "y" : "ies") that no longer match\(stale == 1 ? "es" : "")"])
    }

    // MARK: - Paths

    /// The file at `path`, once it is known to lie inside the root with every link resolved.
    func url(of path: String) throws(FixError) -> URL {
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { throw .outsideProject(path) }
        let url = root.appendingPathComponent(path)
        let base = root.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(base == "/" ? "/" : base + "/") else { throw .outsideProject(path) }
        return url
    }
}
