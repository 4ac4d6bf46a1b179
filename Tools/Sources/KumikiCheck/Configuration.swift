import Foundation
import Yams

/// What `kumiki check` enforces: a preset plus the project's own layers,
/// included and excluded paths, and rule severities. Read from `.kumiki.yml`.
///
/// ```yaml
/// preset: mvvm-repository
/// include: ["Sources/**"]
/// exclude: ["**/Generated/**"]
/// layers:
///   ViewModel: ["Sources/Features/**/ViewModels/**"]
/// rules:
///   force-unwrap: error
///   no-singleton-access: off
/// ```
public struct Configuration: Sendable {
    /// The preset whose layers and dependency rules apply.
    public var preset: Preset
    /// Only files matching one of these are checked (all `.swift` files when empty).
    public var include: [Glob]
    /// Files matching one of these are never checked.
    public var exclude: [Glob]
    /// The layers, the preset's with the configuration's path globs added in front.
    public var layers: [LayerDefinition]
    /// Severity overrides by rule id.
    public var ruleSeverities: [String: Severity]

    /// The keys `.kumiki.yml` understands.
    public static let knownKeys: Set<String> = ["preset", "include", "exclude", "layers", "rules"]

    /// A configuration made of `preset` alone.
    public init(preset: Preset = .mvvmRepository) {
        self.preset = preset
        include = []
        exclude = [Glob("**/.build/**"), Glob("**/.build-*/**")]
        layers = preset.layers
        ruleSeverities = [:]
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
            parts.append("layer=\(layer.name):\(layer.paths.map(\.pattern)):\(layer.targets):\(layer.typeSuffixes)")
        }
        parts += ruleSeverities.sorted { $0.key < $1.key }.map { "rule=\($0.key):\($0.value.rawValue)" }
        return parts.joined(separator: "|")
    }

    /// Parses `.kumiki.yml` text; `file` names the file in errors, which carry the line at fault.
    public static func parse(_ yaml: String, file: String, presetOverride: String? = nil) throws(CheckError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
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
        let presetName: String
        if let presetOverride {
            presetName = presetOverride
        } else if let node = mapping["preset"] {
            presetName = try scalar(node, file: file, what: "preset")
        } else {
            presetName = Preset.mvvmRepository.name
        }
        let preset: Preset
        do {
            preset = try Preset.named(presetName)
        } catch {
            throw .configuration(file: file, line: mapping["preset"]?.mark?.line, message: error.description)
        }
        var configuration = Configuration(preset: preset)
        if let node = mapping["include"] {
            configuration.include = try strings(node, file: file, what: "include").map(Glob.init)
        }
        if let node = mapping["exclude"] {
            configuration.exclude += try strings(node, file: file, what: "exclude").map(Glob.init)
        }
        if let node = mapping["layers"] {
            guard let layers = node.mapping else {
                throw .configuration(file: file, line: node.mark?.line, message: "'layers' must map a layer name to a list of path globs")
            }
            for (key, value) in layers {
                let name = try scalar(key, file: file, what: "layer name")
                let globs = try strings(value, file: file, what: "layers.\(name)").map(Glob.init)
                if let index = configuration.layers.firstIndex(where: { $0.name == name }) {
                    configuration.layers[index].paths = globs + configuration.layers[index].paths
                } else {
                    throw .configuration(
                        file: file, line: key.mark?.line,
                        message: "unknown layer '\(name)' for preset \(preset.name); its layers: "
                            + preset.layers.map(\.name).joined(separator: ", ")
                    )
                }
            }
        }
        if let node = mapping["rules"] {
            guard let rules = node.mapping else {
                throw .configuration(file: file, line: node.mark?.line, message: "'rules' must map a rule id to off, warning or error")
            }
            for (key, value) in rules {
                let id = try scalar(key, file: file, what: "rule id")
                guard RuleID(rawValue: id) != nil else {
                    throw .configuration(
                        file: file, line: key.mark?.line,
                        message: "unknown rule '\(id)'; rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                let level = try scalar(value, file: file, what: "rules.\(id)")
                guard let severity = Severity(rawValue: level) else {
                    throw .configuration(file: file, line: value.mark?.line, message: "rules.\(id) must be off, warning or error, not '\(level)'")
                }
                configuration.ruleSeverities[id] = severity
            }
        }
        return configuration
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

    private static func scalar(_ node: Node, file: String, what: String) throws(CheckError) -> String {
        guard let value = node.scalar?.string else {
            throw .configuration(file: file, line: node.mark?.line, message: "'\(what)' must be a single value")
        }
        return value
    }

    private static func strings(_ node: Node, file: String, what: String) throws(CheckError) -> [String] {
        if let single = node.scalar?.string { return [single] }
        guard let sequence = node.sequence else {
            throw .configuration(file: file, line: node.mark?.line, message: "'\(what)' must be a list of path globs")
        }
        var values: [String] = []
        for item in sequence {
            values.append(try scalar(item, file: file, what: what))
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
