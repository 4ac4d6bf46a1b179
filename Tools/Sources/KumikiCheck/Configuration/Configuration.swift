import Foundation
import KumikiProjects
import Yams

/// What `kumiki check` enforces: a preset plus the project's own layers,
/// included and excluded paths, and rule severities. Read from `.kumiki.yml`.
///
/// ```yaml
/// preset: mvvm-repository
/// include: ["Sources/**"]
/// exclude: ["**/Generated/**"]
/// layers:
///   ViewModel: ["Sources/Features/**/ViewModels/**"]   # short form: more paths for a preset layer
///   Analytics:                                          # full form: a layer of the project's own
///     paths: ["Sources/Analytics/**"]
///     may_depend_on: [Entity, Utility]
/// rules:
///   force-unwrap: error
///   no-singleton-access: off
/// ```
///
/// The full form's keys are ``LayerKey``'s cases; Tools/Configuration.md documents each,
/// and the order in which layers win when several match.
public struct Configuration: Sendable {
    /// The preset whose layers and dependency rules apply.
    public var preset: Preset
    /// Only files matching one of these are checked (all `.swift` files when empty).
    public var include: [Glob]
    /// Files matching one of these are never checked.
    public var exclude: [Glob]
    /// The layers, in the order they are tried: the preset's (with the configuration's
    /// changes) and then the configuration's own, unless `layer_order` says otherwise.
    public var layers: [LayerDefinition]
    /// For each layer, the layers it may depend on (itself is always allowed); a layer
    /// missing here may depend on anything.
    public var allowedDependencies: [String: Set<String>]
    /// Severity overrides by rule id.
    public var ruleSeverities: [String: Severity]
    /// Rule options by rule id and option name (`no-project-superclass: {include_tests: true}`).
    public var ruleOptions: [String: [String: Bool]]
    /// Rule options that list names, by rule id and option name
    /// (`no-project-superclass: {allowed_superclasses: [Remote]}`).
    public var ruleLists: [String: [String: [String]]]
    /// The projects to read (`.xcworkspace`, `.xcodeproj` or a folder holding `Package.swift`),
    /// relative to the configuration's folder; `nil` to find every one under the checked root.
    public var projects: [String]?
    /// Whether files that no target of a found project compiles are checked anyway.
    public var checksUnbuiltFiles: Bool
    /// The folders of vendored and tooling code (`vendored:`), relative to the configuration's
    /// folder: neither checked nor read as the app's projects. `nil` to find them as
    /// ``VendoredCode`` does (`Pods/`, `Carthage/`, fastlane, a dependency's example app).
    public var vendored: [String]?

    /// The keys `.kumiki.yml` understands.
    public static let knownKeys: Set<String> = [
        "preset", "include", "exclude", "layers", "layer_order", "rules", "project", "check_unbuilt", "vendored",
    ]

    /// A configuration made of `preset` alone.
    public init(preset: Preset = .mvvmRepository) {
        self.preset = preset
        include = []
        exclude = [Glob("**/.build/**"), Glob("**/.build-*/**")]
        layers = preset.layers
        allowedDependencies = preset.allowedDependencies
        ruleSeverities = [:]
        ruleOptions = [:]
        ruleLists = [:]
        projects = nil
        checksUnbuiltFiles = false
        vendored = nil
    }

    /// Whether the option `name` of `rule` is on.
    public func option(_ name: String, of rule: RuleID) -> Bool {
        ruleOptions[rule.rawValue]?[name] ?? false
    }

    /// The names the list option `name` of `rule` holds; empty when the configuration sets none.
    public func list(_ name: String, of rule: RuleID) -> [String] {
        ruleLists[rule.rawValue]?[name] ?? []
    }

    /// The keys of a layer's full form in `.kumiki.yml`.
    public enum LayerKey: String, CaseIterable, Sendable {
        /// Path globs whose files belong to the layer.
        case paths
        /// SwiftPM targets (and the modules an `import` names) that belong to the layer; `*Suffix` allowed.
        case targets
        /// Type-name suffixes that place a type in the layer when its file has no layer.
        case suffixes
        /// Modules the layer's files must not import.
        case forbiddenImports = "forbidden_imports"
        /// The layers this one may depend on.
        case mayDependOn = "may_depend_on"
        /// Whether the layer's modules may not import each other (`feature-isolation`).
        case isolated
        /// The layer's interface modules: the only ones of an isolated layer its other modules may import.
        case interfaces
    }

    /// The severity of `rule`, from the configuration or the rule's default.
    public func severity(of rule: RuleID) -> Severity {
        ruleSeverities[rule.rawValue] ?? rule.defaultSeverity
    }

    /// A stable fingerprint of everything that affects results, for the cache key.
    public var fingerprint: String {
        var parts = ["preset=\(preset.name)"]
        parts += include.map { "include=\($0)" } + exclude.map { "exclude=\($0)" }
        for layer in layers {
            parts.append("layer=\(layer.name):\(layer.paths.map(\.pattern)):\(layer.targets):\(layer.typeSuffixes)"
                + ":isolated=\(layer.isIsolated):\(layer.interfaces):\(layer.forbiddenImports)")
        }
        parts += allowedDependencies.sorted { $0.key < $1.key }.map { "allows=\($0.key):\($0.value.sorted())" }
        parts += ruleSeverities.sorted { $0.key < $1.key }.map { "rule=\($0.key):\($0.value.rawValue)" }
        parts += ruleOptions.sorted { $0.key < $1.key }.map { "options=\($0.key):\($0.value.sorted { $0.key < $1.key })" }
        parts += ruleLists.sorted { $0.key < $1.key }.map { "lists=\($0.key):\($0.value.sorted { $0.key < $1.key })" }
        parts.append("projects=\(projects ?? ["*"]):unbuilt=\(checksUnbuiltFiles):vendored=\(vendored ?? ["*"])")
        return parts.joined(separator: "|")
    }

    /// Parses `.kumiki.yml` text; `file` names the file in errors, which carry the line at fault.
    public static func parse(_ yaml: String, file: String, presetOverride: String? = nil) throws(CheckError) -> Configuration {
        let root: Node?
        do {
            // The values are read as text, so plain scalars need no tags; Yams' default resolver compiles
            // its regular expressions on first use, ICU's start-up with them, in every run.
            // A merge key (`<<: *defaults`) still needs the resolver that knows it.
            root = try Yams.compose(yaml: yaml, yaml.contains("<<") ? .default : .basic)
        } catch let error as YamlError {
            throw .configuration(file: file, line: error.line, message: "not valid YAML: \(error)")
        } catch {
            throw .configuration(file: file, line: nil, message: "not valid YAML: \(error)")
        }
        guard let root else {
            return try Configuration(preset: Preset.named(presetOverride ?? Preset.mvvmRepository.name))
        }
        guard let mapping = root.mapping else {
            throw .configuration(file: file, line: root.mark?.line, message: "the top level must be a mapping of keys")
        }
        for (key, _) in mapping {
            let name = key.string ?? ""
            guard knownKeys.contains(name) else {
                throw .configuration(
                    file: file, line: key.mark?.line,
                    message: "unknown key '\(name)'; known keys: \(knownKeys.sorted().joined(separator: ", "))"
                )
            }
        }
        let layersNode = mapping["layers"]
        let definesEveryLayer = mapping["preset"] == nil && presetOverride == nil
            && layersNode?.mapping.map { layers in !layers.isEmpty && layers.allSatisfy { $0.value.mapping != nil } } == true
        var configuration: Configuration
        if definesEveryLayer {
            // No preset and only full-form layers: the project describes its whole architecture.
            configuration = Configuration(preset: Preset(name: "custom", layers: [], allowedDependencies: [:]))
        } else {
            let presetName: String
            if let presetOverride {
                presetName = presetOverride
            } else if let node = mapping["preset"] {
                presetName = try scalar(node, file: file, what: "preset")
            } else {
                presetName = Preset.mvvmRepository.name
            }
            do {
                configuration = Configuration(preset: try Preset.named(presetName))
            } catch {
                throw .configuration(file: file, line: mapping["preset"]?.mark?.line, message: error.description)
            }
        }
        if let node = mapping["include"] {
            configuration.include = try strings(node, file: file, what: "include").map(Glob.init)
        }
        if let node = mapping["exclude"] {
            configuration.exclude += try strings(node, file: file, what: "exclude").map(Glob.init)
        }
        if let layersNode {
            try configuration.applyLayers(layersNode, file: file)
        }
        if let node = mapping["layer_order"] {
            try configuration.applyLayerOrder(node, file: file)
        }
        if let node = mapping["project"] {
            configuration.projects = try strings(node, file: file, what: "project", of: "project paths")
        }
        if let node = mapping["vendored"] {
            configuration.vendored = try strings(node, file: file, what: "vendored", of: "folders").map(RelativePath.clean)
        }
        if let node = mapping["check_unbuilt"] {
            configuration.checksUnbuiltFiles = try bool(node, file: file, what: "check_unbuilt")
        }
        if let node = mapping["rules"] {
            guard let rules = node.mapping else {
                throw .configuration(file: file, line: node.mark?.line, message: "'rules' must map a rule id to off, warning or error")
            }
            for (key, value) in rules {
                let id = try scalar(key, file: file, what: "rule id")
                guard let rule = RuleID(rawValue: id) else {
                    throw .configuration(
                        file: file, line: key.mark?.line,
                        message: "unknown rule '\(id)'; rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                guard let options = value.mapping else {
                    configuration.ruleSeverities[id] = try severity(value, file: file, rule: id)
                    continue
                }
                // The mapping form: `severity` and the rule's own options.
                for (optionKey, optionValue) in options {
                    let option = try scalar(optionKey, file: file, what: "key of rules.\(id)")
                    if option == "severity" {
                        configuration.ruleSeverities[id] = try severity(optionValue, file: file, rule: id)
                    } else if rule.options.contains(option) {
                        configuration.ruleOptions[id, default: [:]][option] = try bool(optionValue, file: file, what: "rules.\(id).\(option)")
                    } else if rule.listOptions.contains(option) {
                        configuration.ruleLists[id, default: [:]][option] = try strings(
                            optionValue, file: file, what: "rules.\(id).\(option)", of: "names")
                    } else {
                        throw .configuration(
                            file: file, line: optionKey.mark?.line,
                            message: "unknown key '\(option)' in rules.\(id); known keys: "
                                + (["severity"] + rule.options + rule.listOptions).joined(separator: ", "))
                    }
                }
            }
        }
        return configuration
    }

    /// Applies the `layers` mapping: a list extends a preset layer's paths; a mapping
    /// (the full form) defines a new layer or replaces the keys it names of an existing one.
    private mutating func applyLayers(_ node: Node, file: String) throws(CheckError) {
        guard let entries = node.mapping else {
            throw .configuration(file: file, line: node.mark?.line, message: "'layers' must map each layer name to a list of path globs or to its definition")
        }
        // The lines of each `may_depend_on` entry, to name the one at fault once every layer is known.
        var dependencyLines: [(layer: String, names: [(String, Int?)])] = []
        for (key, value) in entries {
            let name = try Self.scalar(key, file: file, what: "layer name")
            let existing = layers.firstIndex { $0.name == name }
            guard let definition = value.mapping else {
                let globs = try Self.strings(value, file: file, what: "layers.\(name)").map(Glob.init)
                guard let existing else {
                    throw .configuration(
                        file: file, line: key.mark?.line,
                        message: "unknown layer '\(name)' for preset \(preset.name) (its layers: "
                            + layers.map(\.name).joined(separator: ", ")
                            + "); to define a new layer, give it a mapping with paths, targets or suffixes and may_depend_on"
                    )
                }
                layers[existing].paths = globs + layers[existing].paths
                continue
            }
            var layer = existing.map { layers[$0] } ?? LayerDefinition(name: name)
            for (field, fieldValue) in definition {
                let fieldName = try Self.scalar(field, file: file, what: "key of layers.\(name)")
                guard let layerKey = LayerKey(rawValue: fieldName) else {
                    throw .configuration(
                        file: file, line: field.mark?.line,
                        message: "unknown key '\(fieldName)' in layers.\(name); known keys: "
                            + LayerKey.allCases.map(\.rawValue).joined(separator: ", ")
                    )
                }
                let what = "layers.\(name).\(fieldName)"
                switch layerKey {
                case .paths: layer.paths = try Self.strings(fieldValue, file: file, what: what).map(Glob.init)
                case .targets: layer.targets = try Self.strings(fieldValue, file: file, what: what, of: "target names")
                case .suffixes: layer.typeSuffixes = try Self.strings(fieldValue, file: file, what: what, of: "type-name suffixes")
                case .forbiddenImports: layer.forbiddenImports = try Self.strings(fieldValue, file: file, what: what, of: "module names")
                case .isolated: layer.isIsolated = try Self.bool(fieldValue, file: file, what: what)
                case .interfaces: layer.interfaces = try Self.strings(fieldValue, file: file, what: what, of: "target names")
                case .mayDependOn:
                    let names = try Self.entries(fieldValue, file: file, what: what, of: "layer names")
                    allowedDependencies[name] = Set(names.map(\.0))
                    dependencyLines.append((name, names))
                }
            }
            if let existing {
                layers[existing] = layer
            } else {
                guard !layer.paths.isEmpty || !layer.targets.isEmpty || !layer.interfaces.isEmpty || !layer.typeSuffixes.isEmpty else {
                    throw .configuration(
                        file: file, line: key.mark?.line,
                        message: "layer '\(name)' has no paths, targets or suffixes, so nothing can belong to it"
                    )
                }
                if allowedDependencies[name] == nil {
                    throw .configuration(
                        file: file, line: key.mark?.line,
                        message: "layer '\(name)' needs may_depend_on (an empty list if it may depend on no other layer)"
                    )
                }
                layers.append(layer)
            }
        }
        let known = Set(layers.map(\.name))
        for (layer, names) in dependencyLines {
            for (dependency, line) in names where !known.contains(dependency) {
                throw .configuration(
                    file: file, line: line,
                    message: "layers.\(layer).may_depend_on names '\(dependency)', which is not a layer; layers: "
                        + layers.map(\.name).joined(separator: ", ")
                )
            }
        }
    }

    /// Applies `layer_order`: every layer, once, in the order they are tried.
    private mutating func applyLayerOrder(_ node: Node, file: String) throws(CheckError) {
        let names = try Self.entries(node, file: file, what: "layer_order", of: "layer names")
        for (name, line) in names where !layers.contains(where: { $0.name == name }) {
            throw .configuration(file: file, line: line, message: "layer_order names '\(name)', which is not a layer")
        }
        let listed = names.map(\.0)
        guard Set(listed).count == listed.count, Set(listed) == Set(layers.map(\.name)) else {
            throw .configuration(
                file: file, line: node.mark?.line,
                message: "layer_order must name every layer exactly once: " + layers.map(\.name).joined(separator: ", ")
            )
        }
        layers = listed.compactMap { name in layers.first { $0.name == name } }
    }

    /// Finds `.kumiki.yml` in `directory` or the nearest parent that has one.
    public static func find(startingAt directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".kumiki.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    private static func severity(_ node: Node, file: String, rule: String) throws(CheckError) -> Severity {
        let level = try scalar(node, file: file, what: "rules.\(rule)")
        guard let severity = Severity(rawValue: level) else {
            throw .configuration(file: file, line: node.mark?.line, message: "rules.\(rule) must be off, warning or error, not '\(level)'")
        }
        return severity
    }

    private static func bool(_ node: Node, file: String, what: String) throws(CheckError) -> Bool {
        switch try scalar(node, file: file, what: what) {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw .configuration(file: file, line: node.mark?.line, message: "'\(what)' must be true or false, not '\(other)'")
        }
    }

    private static func scalar(_ node: Node, file: String, what: String) throws(CheckError) -> String {
        guard let value = node.scalar?.string else {
            throw .configuration(file: file, line: node.mark?.line, message: "'\(what)' must be a single value")
        }
        return value
    }

    private static func strings(_ node: Node, file: String, what: String, of kind: String = "path globs") throws(CheckError) -> [String] {
        try entries(node, file: file, what: what, of: kind).map(\.0)
    }

    /// A list of strings (or one) with the line of each.
    private static func entries(_ node: Node, file: String, what: String, of kind: String) throws(CheckError) -> [(String, Int?)] {
        if let single = node.scalar?.string { return single.isEmpty && node.scalar?.style == .plain ? [] : [(single, node.mark?.line)] }
        guard let sequence = node.sequence else {
            throw .configuration(file: file, line: node.mark?.line, message: "'\(what)' must be a list of \(kind)")
        }
        var values: [(String, Int?)] = []
        for item in sequence {
            values.append((try scalar(item, file: file, what: what), item.mark?.line))
        }
        return values
    }
}

extension YamlError {
    /// The 1-based line of a scanner or parser error, when libyaml gave one.
    fileprivate var line: Int? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _): return mark.line
        default: return nil
        }
    }
}
