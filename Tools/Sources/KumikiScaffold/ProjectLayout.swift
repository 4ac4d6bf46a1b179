import Foundation
import KumikiCheck

/// Where a project keeps each layer, read from its `.kumiki.yml` (found as `kumiki check` finds it:
/// in the package's folder or the nearest parent that has one; preset and layer globs) and
/// its SwiftPM targets, so that every scaffolded file lands where `kumiki check` expects it.
public struct ProjectLayout: Sendable {
    /// The package's folder.
    public let root: URL
    /// The configuration in force: the project's `.kumiki.yml`, or the preset's defaults.
    public let configuration: Configuration
    /// The SwiftPM target (folder under `Sources/`) for each group of files.
    public let targets: [Group: String]
    /// Whether the App target has an `AppComposition` that features extend.
    let hasComposition: Bool

    /// A layout given outright, for a package still to be written (`kumiki init`).
    init(root: URL, configuration: Configuration, targets: [Group: String], hasComposition: Bool) {
        self.root = root
        self.configuration = configuration
        self.targets = targets
        self.hasComposition = hasComposition
    }

    /// The groups a feature's files fall in, each one SwiftPM target in a layered package.
    public enum Group: String, CaseIterable, Sendable {
        /// Entities and the protocols the other layers implement.
        case domain
        /// Endpoints, requesters, gateways, repositories.
        case infrastructure
        /// ViewModels, reducers and views.
        case presentation
        /// The composition root.
        case app

        /// The layer named like the group (`Domain`), as the clean and modules presets name them.
        var layerName: String {
            rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// Whether the package has one target per layer rather than one target for everything.
    public var isLayered: Bool {
        Set(targets.values).count > 1
    }

    /// Reads the layout of the package at `root`; `presetOverride` replaces the configuration's preset.
    public static func detect(root: URL, presetOverride: String?) throws(ScaffoldError) -> ProjectLayout {
        let configuration: Configuration
        do {
            configuration = try ConfigurationLoader.load(explicitFile: nil, searchingFrom: root, presetOverride: presetOverride).configuration
        } catch {
            throw .unknownOption(error.description)
        }
        let sources = root.appendingPathComponent("Sources")
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
            .filter { name in
                var isDirectory: ObjCBool = false
                return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            .sorted()
        var targets: [Group: String] = [:]
        for group in Group.allCases {
            targets[group] = folders.first { $0 == group.layerName } ?? folders.first { $0.hasSuffix(group.layerName) }
        }
        let layered = targets[.domain] != nil && targets[.infrastructure] != nil && targets[.presentation] != nil
        if !layered {
            guard folders.count == 1, let only = folders.first else {
                let found = folders.isEmpty ? "no target folder under Sources/" : "targets \(folders.joined(separator: ", ")) but not one per layer"
                throw .layout("""
                    \(root.path) has \(found). kumiki new feature needs either one target for the whole app, or \
                    targets named (or ending in) Domain, Infrastructure and Presentation; kumiki init makes the latter
                    """)
            }
            targets = Dictionary(uniqueKeysWithValues: Group.allCases.map { ($0, only) })
        }
        if configuration.preset.name == Preset.modules.name, !layered {
            throw .layout("the modules preset places each layer in its own SwiftPM target, and \(root.path) has one target; use kumiki init --preset modules, or another preset")
        }
        let composition = targets[.app].map { "Sources/\($0)/AppComposition.swift" }
        let hasComposition = layered && composition.map { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) } == true
        return ProjectLayout(root: root, configuration: configuration, targets: targets, hasComposition: hasComposition)
    }

    /// The module a group's files are compiled in.
    public func module(of group: Group) -> String {
        targets[group] ?? targets[.domain] ?? ""
    }

    /// The folder, relative to the package, for a feature's file of `layer` in `group`: the
    /// group's target, then the layer's folder when the configuration places the layer by
    /// path glob and the target's folder does not already match it, then the feature's folder.
    func directory(group: Group, layer: String, feature: String) -> String {
        let base = "Sources/\(module(of: group))"
        guard let definition = configuration.layers.first(where: { $0.name == layer }), let glob = definition.paths.first else {
            return "\(base)/\(feature)"
        }
        let probe = "\(base)/\(feature)/Probe.swift"
        if definition.paths.contains(where: { $0.matches(probe) }) { return "\(base)/\(feature)" }
        // `**/ViewModel/**` (a preset's) places the folder inside the target; `App/ViewModels/**` is anchored at the root.
        var components = glob.pattern.split(separator: "/").filter { $0 != "." }[...]
        let anchored = glob.isAnchored && components.first != "**"
        while components.first == "**" { components = components.dropFirst() }
        let literal = components.prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") }.joined(separator: "/")
        if anchored, !literal.isEmpty { return "\(literal)/\(feature)" }
        return literal.isEmpty ? "\(base)/\(feature)" : "\(base)/\(literal)/\(feature)"
    }

    /// The folder, relative to the package, of the tests for `group`'s module.
    func testDirectory(group: Group, feature: String) -> String {
        "Tests/\(module(of: group))Tests/\(feature)"
    }

    /// The composition root's folder, if the package has an `AppComposition` to extend.
    var compositionDirectory: String? {
        guard hasComposition, let app = targets[.app] else { return nil }
        return "Sources/\(app)"
    }
}
