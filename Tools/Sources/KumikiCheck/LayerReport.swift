import Foundation

/// Every file's layer and why, the files in no layer, and the allowed dependencies: what
/// `kumiki layers` prints so a team can debug its `.kumiki.yml` in a minute.
public struct LayerReport: Sendable {
    /// One analysed file.
    public struct File: Encodable, Sendable {
        /// The path as analysed.
        public var path: String
        /// The layer its path or target gives it, if any.
        public var layer: String?
        /// What put it there (`path glob …`, `target …`), if anything.
        public var reason: String?
        /// When the file has no layer: its types that a name suffix places in one.
        public var types: [PlacedType]
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
        files = model.files.compactMap { facts in
            guard let shown = shownPath(facts.path) else { return nil }
            let path = PathComponents(facts.path)
            if let match = ProjectModel.match(ofPath: path, target: ProjectModel.target(of: path), in: configuration) {
                return File(path: shown, layer: match.layer, reason: match.reasonText, types: [])
            }
            let types = facts.types.filter { $0.kind != .extension }.compactMap { type -> PlacedType? in
                let name = facts[type.name]
                return ProjectModel.match(ofTypeNamed: name, in: configuration).map {
                    PlacedType(name: name, layer: $0.layer, reason: $0.reasonText)
                }
            }
            return File(path: shown, layer: nil, reason: nil, types: types)
        }
        .sorted { $0.path < $1.path }
    }

    /// The report as text: files with their layer and reason, the files in no layer, the dependency table.
    public var text: String {
        var lines = ["Layers (preset \(preset)), tried in this order: \(layers.map(\.name).joined(separator: ", "))", ""]
        let width = min(60, files.map(\.path.count).max() ?? 0)
        let layerWidth = layers.map(\.name.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        for file in files {
            if let layer = file.layer, let reason = file.reason {
                lines.append("\(padded(file.path, width))  \(padded(layer, layerWidth))  \(reason)")
            } else if file.types.isEmpty {
                lines.append("\(padded(file.path, width))  \(padded("-", layerWidth))  no layer")
            } else {
                lines.append("\(padded(file.path, width))  \(padded("-", layerWidth))  no file layer; its types:")
                for type in file.types {
                    lines.append("\(padded("  " + type.name, width))  \(padded(type.layer, layerWidth))  \(type.reason)")
                }
            }
        }
        let unplaced = unplacedFiles
        lines.append("")
        lines.append(unplaced.isEmpty ? "No file is outside every layer." : "Files in no layer (\(unplaced.count)):")
        lines += unplaced.map { "  \($0)" }
        lines.append("")
        lines.append("May depend on:")
        for layer in layers {
            let allowed = layer.mayDependOn.map { $0.isEmpty ? "(no other layer)" : $0.joined(separator: ", ") } ?? "(anything)"
            lines.append("  \(padded(layer.name, layerWidth))  → \(allowed)")
        }
        return lines.joined(separator: "\n")
    }

    /// The report as JSON: `preset`, `layers` (with `may_depend_on`), `files`, `unplaced`.
    public var json: String {
        struct Document: Encodable {
            var preset: String
            var layers: [Layer]
            var files: [File]
            var unplaced: [String]
        }
        return OutputFormat.encode(Document(preset: preset, layers: layers, files: files, unplaced: unplacedFiles))
    }
}
