import Foundation
import KumikiProjects

/// Every file's layer, targets and why, the files in no layer or no target, the projects
/// read and the allowed dependencies: what `kumiki layers` prints so a team can debug its
/// `.kumiki.yml` in a minute.
public struct LayerReport: Sendable {
    /// One analysed file (or, when projects were read, a file no target compiles).
    public struct File: Encodable, Sendable {
        /// The path as analysed.
        public var path: String
        /// The layer its path or target gives it, if any.
        public var layer: String?
        /// What put it there (`path glob …`, `target …`), if anything.
        public var reason: String?
        /// When the file has no layer: its types that a name suffix places in one.
        public var types: [PlacedType]
        /// The sorted names of the targets that compile it: the projects' targets, or the folder
        /// under `Sources/` when no project was read; empty when none does.
        public var targets: [String]
        /// Each target that compiles it with the project it belongs to, so that two projects' targets
        /// of one name stay apart; empty when no project was read.
        public var memberships: [Membership] = []
        /// The targets as the text shows them: qualified by their project where two projects share a name.
        var shownTargets: [String] = []
        /// Whether it is test code (only test targets compile it), which no layer rule checks.
        public var isTest = false

        enum CodingKeys: String, CodingKey {
            case path, layer, reason, types, targets, memberships, isTest
        }
    }

    /// A target that compiles a file, with its project.
    public struct Membership: Encodable, Sendable {
        /// The target's name.
        public var target: String
        /// Its project: the `.xcodeproj`, or the package's `Package.swift`, relative to the root.
        public var project: String
    }

    /// A project or package read, as the report lists it.
    public struct Project: Encodable, Sendable {
        /// The `.xcodeproj` or package folder.
        public var path: String
        /// `xcode` or `swiftpm`.
        public var kind: String
        /// Its name.
        public var name: String
        /// Whether its files are checked (`false` for dependencies read to know their modules).
        public var checked: Bool
        /// Its targets.
        public var targets: [Target]
        /// File references that cannot be placed (a build-setting source tree), which are skipped.
        public var unresolved: [String]
        /// What could not be read as asked.
        public var notes: [String]
        /// For a package whose manifest needed `swift package dump-package`, why the static reader could not read it.
        public var manifestFallback: String?

        enum CodingKeys: String, CodingKey {
            case path, kind, name, checked, targets, unresolved, notes
            case manifestFallback = "manifest_fallback"
        }
    }

    /// A target of a project read.
    public struct Target: Encodable, Sendable {
        /// Its name.
        public var name: String
        /// app, framework, library, unit-test, ui-test, extension, executable, plugin, macro or other.
        public var kind: String
        /// The names of what it declares it depends on, in order.
        public var dependencies: [String]
    }

    /// A type placed in a layer by its name, in a file that has no layer.
    public struct PlacedType: Encodable, Sendable {
        /// The type's name.
        public var name: String
        /// Its layer.
        public var layer: String
        /// The suffix that matched, in words.
        public var reason: String
    }

    /// One layer, in the order layers are tried.
    public struct Layer: Encodable, Sendable {
        /// The layer's name.
        public var name: String
        /// The layers it may depend on, in layer order; `nil` when nothing restricts it.
        public var mayDependOn: [String]?

        enum CodingKeys: String, CodingKey {
            case name
            case mayDependOn = "may_depend_on"
        }
    }

    /// A type reference no finding was made from, because resolving it did not settle which type it names.
    public struct UnsettledReference: Encodable, Sendable {
        /// The file, as the report shows it.
        public var path: String
        /// Its line.
        public var line: Int
        /// Its column (in UTF-8 bytes).
        public var column: Int
        /// The name as written.
        public var name: String
        /// For an ambiguous reference, the layers of the types it could mean.
        public var layers: [String]?
    }

    /// How the type references of the analysed files resolved: the rules report only references
    /// resolved to one type (or to types that agree on the layer), so these say what was left out.
    public struct ReferenceSummary: Encodable, Sendable {
        /// References to a type or typealias of the project resolved to its declaration.
        public var resolved = 0
        /// References that could mean types of different layers: no finding is made from them.
        public var ambiguous: [UnsettledReference] = []
        /// References to a name the project declares, but to no declaration the file can see
        /// (nested in a type it is not written in, or in a module it does not import).
        public var unresolved: [UnsettledReference] = []

        enum CodingKeys: String, CodingKey {
            case resolved, ambiguous, unresolved
            case ambiguousReferences = "ambiguous_references"
            case unresolvedReferences = "unresolved_references"
        }

        /// Encodes the counts and the lists.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(resolved, forKey: .resolved)
            try container.encode(ambiguous.count, forKey: .ambiguous)
            try container.encode(unresolved.count, forKey: .unresolved)
            try container.encode(ambiguous, forKey: .ambiguousReferences)
            try container.encode(unresolved, forKey: .unresolvedReferences)
        }
    }

    /// The preset the configuration starts from (`custom` when it defines every layer).
    public var preset: String
    /// The layers, in the order they are tried.
    public var layers: [Layer]
    /// Every analysed file, by path.
    public var files: [File]
    /// The projects and packages read (checked ones first), empty when none was found.
    public var projects: [Project]
    /// When projects were read: the selected files no target compiles, which are not checked
    /// (unless `check_unbuilt` is on).
    public var unbuiltFiles: [String]
    /// How the files' type references resolved, and those that did not settle on one layer.
    public var references: ReferenceSummary
    /// The folders left out as vendored or tooling code (`vendored:`, or what the check found).
    public var vendored: [String]

    /// The files that neither their path, their target nor any of their types' names place in a layer.
    public var unplacedFiles: [String] {
        files.filter { $0.layer == nil && $0.types.isEmpty }.map(\.path)
    }

    /// The report for `model`'s files, each shown as `shownPath` writes it (`nil` leaves a file out).
    public init(model: ProjectModel, shownPath: (String) -> String? = { $0 }) {
        let configuration = model.configuration
        preset = configuration.preset.name
        let order = configuration.layers.map(\.name)
        layers = order.map { name in
            Layer(name: name, mayDependOn: configuration.allowedDependencies[name].map { allowed in order.filter(allowed.contains) })
        }
        var files: [File] = model.files.indices.compactMap { index in
            let facts = model.files[index]
            guard let shown = shownPath(facts.path) else { return nil }
            let targets = model.targetNames(ofFileAt: index)
            let memberships = model.memberships(ofFileAt: index)
            let shownTargets = memberships.isEmpty ? targets : memberships.map(\.displayName)
            let membershipList = memberships.map { Membership(target: $0.target, project: $0.project) }
            if let match = model.layerMatch(ofFileAt: index) {
                return File(path: shown, layer: match.layer, reason: match.reasonText, types: [], targets: targets, memberships: membershipList,
                            shownTargets: shownTargets, isTest: model.isTestCode(fileAt: index))
            }
            let types = facts.types.filter { $0.kind != .extension }.compactMap { type -> PlacedType? in
                let name = facts[type.name]
                return ProjectModel.match(ofTypeNamed: name, in: configuration).map {
                    PlacedType(name: name, layer: $0.layer, reason: $0.reasonText)
                }
            }
            return File(path: shown, layer: nil, reason: nil, types: types, targets: targets, memberships: membershipList,
                        shownTargets: shownTargets, isTest: model.isTestCode(fileAt: index))
        }
        let analysed = Set(model.files.map(\.path))
        unbuiltFiles = model.unbuiltFiles.compactMap(shownPath).sorted()
        for path in model.unbuiltFiles where !analysed.contains(path) {
            guard let shown = shownPath(path) else { continue }
            let match = ProjectModel.match(ofPath: PathComponents(path), targets: [], in: configuration)
            files.append(File(path: shown, layer: match?.layer, reason: match?.reasonText, types: [], targets: []))
        }
        self.files = files.sorted { $0.path < $1.path }
        references = LayerReport.references(of: model, shownPath: shownPath)
        vendored = model.projects.vendored
        projects = model.projects.index.projects
            .sorted { ($0.isChecked ? 0 : 1, $0.path) < ($1.isChecked ? 0 : 1, $1.path) }
            .map { project in
                Project(
                    path: project.path, kind: project.kind.rawValue, name: project.name, checked: project.isChecked,
                    targets: project.targets.map { Target(name: $0.name, kind: $0.kind.rawValue, dependencies: $0.dependencies.map(\.name)) },
                    unresolved: project.unresolvedReferences.map { "\($0.path) (source tree \($0.sourceTree), in \($0.targets.joined(separator: ", ")))" },
                    notes: project.notes, manifestFallback: project.manifestFallback)
            }
    }

    /// Resolves every reference of the files shown, on every core.
    private static func references(of model: ProjectModel, shownPath: (String) -> String?) -> ReferenceSummary {
        let shown = model.files.map { shownPath($0.path) }
        let resolutions = Array(model.files.indices).concurrentMap { index in
            shown[index] == nil ? ProjectModel.ReferenceResolution() : model.resolveReferences(ofFileAt: index)
        }
        var summary = ReferenceSummary()
        for (index, resolution) in resolutions.enumerated() {
            guard let path = shown[index] else { continue }
            let file = model.files[index]
            func unsettled(_ reference: Int, layers: [String]?) -> UnsettledReference {
                let position = file.references[reference].position
                return UnsettledReference(
                    path: path, line: position.line, column: position.column, name: file[file.references[reference].name], layers: layers)
            }
            summary.resolved += resolution.projectReferences - resolution.ambiguous.count - resolution.unresolved.count
            summary.ambiguous += resolution.ambiguous.map { unsettled($0.reference, layers: $0.layers) }
            summary.unresolved += resolution.unresolved.map { unsettled($0, layers: nil) }
        }
        summary.ambiguous.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        summary.unresolved.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        return summary
    }

    /// The report as text: files with their layer and reason, the files in no layer, the dependency table.
    public var text: String {
        var lines = ["Layers (preset \(preset)), tried in this order: \(layers.map(\.name).joined(separator: ", "))", ""]
        let width = min(60, files.map(\.path.count).max() ?? 0)
        let layerWidth = layers.map(\.name.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        let unbuilt = Set(unbuiltFiles)
        let showsTargets = !projects.isEmpty || files.contains { !$0.targets.isEmpty }
        for file in files {
            let targets = !showsTargets ? "" : unbuilt.contains(file.path) ? "  [in no target]"
                : file.targets.isEmpty ? "  [no target]" : "  [\((file.shownTargets.isEmpty ? file.targets : file.shownTargets).joined(separator: ", "))]"
            if let layer = file.layer, let reason = file.reason {
                lines.append("\(padded(file.path, width))  \(padded(layer, layerWidth))  \(reason)\(targets)")
            } else if file.types.isEmpty {
                lines.append("\(padded(file.path, width))  \(padded("-", layerWidth))  no layer\(targets)")
            } else {
                lines.append("\(padded(file.path, width))  \(padded("-", layerWidth))  no file layer; its types:\(targets)")
                for type in file.types {
                    lines.append("\(padded("  " + type.name, width))  \(padded(type.layer, layerWidth))  \(type.reason)")
                }
            }
        }
        let unplaced = unplacedFiles
        lines.append("")
        lines.append(unplaced.isEmpty ? "No file is outside every layer." : "Files in no layer (\(unplaced.count)):")
        lines += unplaced.map { "  \($0)" }
        if !vendored.isEmpty {
            lines.append("")
            lines.append("Left out as vendored or tooling code (vendored: in .kumiki.yml), neither checked nor read as the app's projects:")
            lines += vendored.map { "  \($0)/" }
        }
        if !projects.isEmpty {
            lines.append("")
            lines.append(unbuiltFiles.isEmpty
                ? "Every file is compiled by a target."
                : "Files in no target (\(unbuiltFiles.count)), not checked (check_unbuilt: true checks them):")
            lines += unbuiltFiles.map { "  \($0)" }
            lines.append("")
            lines.append("Projects read:")
            for project in projects {
                lines.append("  \(project.path) (\(project.kind)\(project.checked ? "" : ", dependency: modules only"))")
                if let fallback = project.manifestFallback { lines.append("    read with swift package dump-package: \(fallback)") }
                guard project.checked else { continue }
                for target in project.targets {
                    let dependencies = target.dependencies.isEmpty ? "" : " → " + target.dependencies.joined(separator: ", ")
                    lines.append("    \(target.name) (\(target.kind))\(dependencies)")
                }
                for reference in project.unresolved { lines.append("    skipped, cannot be placed: \(reference)") }
                for note in project.notes { lines.append("    note: \(note)") }
            }
        }
        lines.append("")
        lines += referenceLines
        lines.append("")
        lines.append("May depend on:")
        for layer in layers {
            let allowed = layer.mayDependOn.map { $0.isEmpty ? "(no other layer)" : $0.joined(separator: ", ") } ?? "(anything)"
            lines.append("  \(padded(layer.name, layerWidth))  → \(allowed)")
        }
        return lines.joined(separator: "\n")
    }

    /// The type references' part of the text: the counts, and the first unsettled references of each kind.
    private var referenceLines: [String] {
        let shown = 10
        func describe(_ reference: UnsettledReference) -> String {
            let layers = reference.layers.map { " (\($0.joined(separator: ", ")))" } ?? ""
            return "  \(reference.path):\(reference.line):\(reference.column): \(reference.name)\(layers)"
        }
        var lines = ["Type references: \(references.resolved) resolved to the project's types, "
            + "\(references.ambiguous.count) ambiguous across layers, \(references.unresolved.count) unresolved; "
            + "only resolved ones are reported."]
        for (title, list) in [("Ambiguous (the layers they could mean)", references.ambiguous), ("Unresolved", references.unresolved)]
        where !list.isEmpty {
            lines.append("\(title):")
            lines += list.prefix(shown).map(describe)
            if list.count > shown { lines.append("  … and \(list.count - shown) more (--format json lists them all)") }
        }
        return lines
    }

    /// The report as JSON: `preset`, `layers` (with `may_depend_on`), `files` (each with its
    /// `targets`), `unplaced`, `unbuilt`, `projects`, `references` (how many resolved, how many
    /// stayed ambiguous or unresolved, and where those are) and `vendored` (the folders left out).
    public var json: String {
        struct Document: Encodable {
            var preset: String
            var layers: [Layer]
            var files: [File]
            var unplaced: [String]
            var unbuilt: [String]
            var projects: [Project]
            var references: ReferenceSummary
            var vendored: [String]
        }
        return OutputFormat.encode(Document(
            preset: preset, layers: layers, files: files, unplaced: unplacedFiles, unbuilt: unbuiltFiles, projects: projects,
            references: references, vendored: vendored))
    }
}
