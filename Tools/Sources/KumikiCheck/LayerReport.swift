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
            if let match = ProjectModel.match(ofPath: PathComponents(facts.path), targets: targets, in: configuration) {
                return File(path: shown, layer: match.layer, reason: match.reasonText, types: [], targets: targets)
            }
            let types = facts.types.filter { $0.kind != .extension }.compactMap { type -> PlacedType? in
                let name = facts[type.name]
                return ProjectModel.match(ofTypeNamed: name, in: configuration).map {
                    PlacedType(name: name, layer: $0.layer, reason: $0.reasonText)
                }
            }
            return File(path: shown, layer: nil, reason: nil, types: types, targets: targets)
        }
        let analysed = Set(model.files.map(\.path))
        unbuiltFiles = model.unbuiltFiles.compactMap(shownPath).sorted()
        for path in model.unbuiltFiles where !analysed.contains(path) {
            guard let shown = shownPath(path) else { continue }
            let match = ProjectModel.match(ofPath: PathComponents(path), targets: [], in: configuration)
            files.append(File(path: shown, layer: match?.layer, reason: match?.reasonText, types: [], targets: []))
        }
        self.files = files.sorted { $0.path < $1.path }
        projects = model.projects.index.projects
            .sorted { ($0.isChecked ? 0 : 1, $0.path) < ($1.isChecked ? 0 : 1, $1.path) }
            .map { project in
                Project(
                    path: project.path, kind: project.kind.rawValue, name: project.name, checked: project.isChecked,
                    targets: project.targets.map { Target(name: $0.name, kind: $0.kind.rawValue, dependencies: $0.dependencies.map(\.name)) },
                    unresolved: project.unresolvedReferences.map { "\($0.path) (source tree \($0.sourceTree), in \($0.targets.joined(separator: ", ")))" },
                    notes: project.notes)
            }
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
                : file.targets.isEmpty ? "  [no target]" : "  [\(file.targets.joined(separator: ", "))]"
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
        lines.append("May depend on:")
        for layer in layers {
            let allowed = layer.mayDependOn.map { $0.isEmpty ? "(no other layer)" : $0.joined(separator: ", ") } ?? "(anything)"
            lines.append("  \(padded(layer.name, layerWidth))  → \(allowed)")
        }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON: `preset`, `layers` (with `may_depend_on`), `files` (each with its
    /// `targets`), `unplaced`, `unbuilt` and `projects`.
    public var json: String {
        struct Document: Encodable {
            var preset: String
            var layers: [Layer]
            var files: [File]
            var unplaced: [String]
            var unbuilt: [String]
            var projects: [Project]
        }
        return OutputFormat.encode(Document(
            preset: preset, layers: layers, files: files, unplaced: unplacedFiles, unbuilt: unbuiltFiles, projects: projects))
    }
}
