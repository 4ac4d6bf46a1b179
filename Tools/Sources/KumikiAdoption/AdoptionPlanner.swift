import Foundation
import KumikiCheck
import KumikiProjects

/// Works out how an app that already exists adopts Kumiki: the layers that describe it as it is
/// (in its own vocabulary: its targets' names, its folders' names), a configuration that says so,
/// and a baseline of today's findings, so the first `kumiki check` passes and every later
/// violation fails.
///
/// The project is read as `kumiki check` reads it: Xcode projects and workspaces, manifests,
/// XcodeGen specs, Tuist projects, and the files' folders and type names.
public struct AdoptionPlanner: Sendable {
    /// The folder being adopted; `.kumiki.yml` and `.kumiki-baseline.json` are written there.
    public let root: URL
    private let cacheDirectory: URL?

    /// A planner for the project in `root`, caching facts in `cacheDirectory` as `kumiki check` does.
    public init(root: URL, cacheDirectory: URL? = CheckRunner.defaultCacheDirectory) {
        self.root = root.standardizedFileURL
        self.cacheDirectory = cacheDirectory
    }

    /// Reads the project, chooses its layers, checks it with them and returns what to write.
    public func plan() throws(AdoptionError) -> AdoptionPlan {
        // Read once with no layers of the app's: the files, their targets and types are the same under any configuration.
        let reading = try run(Configuration(preset: .mvvmRepository)).model
        let production = reading.files.indices.filter { !reading.isTestCode(fileAt: $0) }
        var vendored = reading.projects.vendored
        var configurationText: String
        var how: String
        var report: UnitGraphReport?
        if let preset = presetThatFits(production, in: reading) {
            // An app laid out in the architecture's own vocabulary (`kumiki init` makes them) keeps it.
            configurationText = Self.presetConfiguration(preset, vendored: vendored)
            how = "the \(preset.name) preset, whose layers place \(production.isEmpty ? "its" : "every one of its") files"
        } else {
            let root = self.root
            let graph = UnitGraph(model: reading, production: production) { path in
                try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
            let inferred = ArchitectureInference(graph: graph, model: reading).infer()
            let layers = Self.withoutRedundantPaths(Self.layers(of: inferred, graph: graph, model: reading), model: reading)
            // Sample apps and files copied from other projects are written under `vendored:`, like what a dependency manager installed.
            vendored = Array(Set(vendored + graph.vendoredPaths)).sorted()
            configurationText = ConfigurationRenderer.render(layers, order: layers.map(\.name), vendored: vendored)
            report = UnitGraphReport(graph: graph, inference: inferred)
            how = layers.isEmpty ? "none found (the project has no Swift file of the app to place)"
                : "from its module graph: \(graph.units.count) parts in \(layers.count) layers (\(layers.map(\.name).joined(separator: ", ")))"
        }
        var checked = try run(try parse(configurationText))
        // The conventions are counted with the layers in place: an @Observable class is a ViewModel by its layer.
        let conventions = AdoptedConventions(census: ConventionCensus(model: checked.model))
        if !conventions.isEmpty {
            configurationText += "\n" + conventions.configurationLines.joined(separator: "\n") + "\n"
            checked = try run(try parse(configurationText))
        }
        let baseline = Baseline(accepting: checked.diagnostics)
        var summary = AdoptionSummary(
            root: root, how: how, model: checked.model, findings: checked.diagnostics, projectNotes: checked.projectNotes, graph: report)
        summary.conventions = conventions.summaryLines
        return AdoptionPlan(
            configuration: configurationText, baseline: baseline, summary: summary.text, graph: report?.mermaid ?? "",
            configurationFile: root.appendingPathComponent(".kumiki.yml"), baselineFile: root.appendingPathComponent(Baseline.defaultFileName))
    }

    /// The layers of `inferred` as `.kumiki.yml` writes them: each with its units' folders and
    /// targets, free to use every layer below it; the bottom, shared layer uses none; nothing uses App.
    static func layers(of inferred: ArchitectureInference.Result, graph: UnitGraph, model: ProjectModel) -> [InferredLayer] {
        let names = inferred.layers.map(\.name)
        var result: [InferredLayer] = []
        for (position, layer) in inferred.layers.enumerated() {
            let units = layer.units.map { graph.units[$0] }
            let placedHere = inferred.placedApart.filter { $0.layer == position }.map(\.file)
            let placedAway = Set(inferred.placedApart.map(\.file))
            // A file its unit names one by one is named only where it is placed: equally deep paths go to the layer tried first.
            let placedPaths = Set(inferred.placedApart.map(\.path))
            let files = units.flatMap(\.files).filter { !placedAway.contains($0) } + placedHere
            var written = InferredLayer(
                name: layer.name, paths: (units.flatMap(\.globs).filter { !placedPaths.contains($0) } + placedHere.map { model.files[$0].path }).sorted(),
                targets: units.flatMap(\.targets).sorted(), fileCount: files.count)
            // The App's files named one by one (the entry point, the composition kept elsewhere) are written as their
            // folder's files (`App/*.swift`) where every file directly in that folder is the App's: a new one lands there too.
            if layer.slot == .app {
                let appFiles = Set(files)
                var paths: [String] = []
                for path in written.paths {
                    let folder = RelativePath.parent(of: path)
                    let siblings = graph.unitOfFile.keys.filter { RelativePath.parent(of: model.files[$0].path) == folder }
                    let glob = RelativePath.join(folder, "*.swift")
                    let whole = !path.contains("*") && folder != "." && !siblings.isEmpty && siblings.allSatisfy(appFiles.contains)
                    let entry = whole ? glob : path
                    if !paths.contains(entry) { paths.append(entry) }
                }
                // Files of the App named alike across folders (App Intents, scene delegates) are one glob where every file
                // under their common folder named so is the App's: `Sources/App/**/*AppIntent.swift`.
                var byWord: [String: [String]] = [:]
                for path in paths where !path.contains("*") {
                    if let word = UnitGraph.lastWord(ofFileNamed: RelativePath.lastComponent(of: path)), word != "+" { byWord[word, default: []].append(path) }
                }
                let production = graph.unitOfFile.keys.map { model.files[$0].path }
                let appPaths = Set(files.map { model.files[$0].path })
                for (word, group) in byWord.sorted(by: { $0.key < $1.key }) where group.count >= AdoptionThresholds.value(.nameGroupFiles) {
                    let folders = group.map { RelativePath.parent(of: $0).split(separator: "/").map(String.init) }
                    var common = folders[0]
                    for folder in folders.dropFirst() { common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0)) }
                    let root = common.isEmpty ? "" : common.joined(separator: "/") + "/"
                    let glob = Glob(root + "**/*" + word + ".swift")
                    let taken = production.filter { glob.matchDepth($0) != nil }
                    guard taken.allSatisfy(appPaths.contains) else { continue }
                    paths.removeAll { group.contains($0) }
                    paths.append(glob.pattern)
                }
                written.paths = paths.sorted()
            }
            written.mayDependOn = layer.role == .helpers ? [] : Array(names[(position + 1)...])
            written.isShared = layer.role == .helpers
            written.origin = [layer.why, "holds " + UnitGraphReport.list(units.map(UnitGraphReport.describe), limit: 6)]
            if !placedHere.isEmpty {
                written.origin.append("and \(placedHere.count) file\(placedHere.count == 1 ? "" : "s") of other folders, placed here by their own uses")
            }
            // Values that import no UI framework today never will.
            if layer.role == .values {
                let importsUI = files.contains { file in
                    model.files[file].imports.contains { UnitContent.uiFrameworks.contains(model.files[file][$0.module]) }
                }
                if !importsUI { written.forbiddenImports = ["UIKit", "SwiftUI", "AppKit", "WatchKit"] }
            }
            // Feature modules that do not import each other today never will.
            let modules = units.filter { $0.kind == .module }
            if layer.role == .screens, position == 1, modules.count >= 2, modules.count == units.count {
                written.isIsolated = !featuresImportEachOther(modules.flatMap(\.targets), in: model)
            }
            result.append(written)
        }
        return result
    }

    /// `layers` without the file paths that place a file where the layers' globs would place it anyway
    /// (the entry point's delegate inside the App's own folder): a path is kept only where it decides.
    static func withoutRedundantPaths(_ layers: [InferredLayer], model: ProjectModel) -> [InferredLayer] {
        func configuration(_ layers: [InferredLayer]) -> Configuration? {
            try? Configuration.parse(ConfigurationRenderer.render(layers, order: layers.map(\.name)), file: ".kumiki.yml")
        }
        var result = layers
        for position in result.indices {
            for path in result[position].paths where !path.contains("*") {
                var without = result
                without[position].paths.removeAll { $0 == path }
                guard let trial = configuration(without),
                      ProjectModel.layerMatch(ofPath: path, targets: [], in: trial)?.layer == result[position].name
                else { continue }
                result = without
            }
        }
        return result
    }

    /// Whether a module of `targets` imports another today.
    private static func featuresImportEachOther(_ targets: [String], in model: ProjectModel) -> Bool {
        let index = model.projects.index
        let modules = Set(index.targets.indices.filter { targets.contains(index.targets[$0].description.name) || targets.contains(index.qualifiedName(ofTarget: $0)) }
            .map { index.targets[$0].description.moduleName })
        for file in model.files.indices {
            let own = Set(model.targets(ofFileAt: file).map { index.targets[$0].description.moduleName })
            guard !own.isDisjoint(with: modules) else { continue }
            let facts = model.files[file]
            if facts.imports.contains(where: { modules.contains(facts[$0.module]) && !own.contains(facts[$0.module]) }) { return true }
        }
        return false
    }

    // MARK: - Presets

    /// A preset that places every file of the app in at least three of its layers, as an app made
    /// in Kumiki's own vocabulary is laid out; `nil` for an app with a vocabulary of its own.
    private func presetThatFits(_ production: [Int], in model: ProjectModel) -> Preset? {
        guard !production.isEmpty else { return nil }
        for preset in Preset.all {
            let configuration = Configuration(preset: preset)
            let layers = production.compactMap { model.layerMatch(ofFileAt: $0, in: configuration)?.layer }
            if layers.count == production.count, Set(layers).count >= 3 { return preset }
        }
        return nil
    }

    static func presetConfiguration(_ preset: Preset, vendored: [String]) -> String {
        """
        # kumiki's configuration, written by `kumiki adopt`: this project is laid out as the \(preset.name)
        # preset describes (\(preset.layers.map(\.name).joined(separator: ", "))). Its findings of today are accepted in
        # .kumiki-baseline.json, so `kumiki check` passes until something new breaks a rule.
        preset: \(preset.name)

        """ + ConfigurationRenderer.vendoredLines(vendored).joined(separator: "\n") + (vendored.isEmpty ? "" : "\n")
    }

    // MARK: - Names

    /// The layer of the modules preset a target's name says it belongs to, by its last word:
    /// `ApiClient` and `DatabaseLive` are infrastructure, `SharedModels` domain, `Styleguide`,
    /// `DesignSystem` and `…UIKit` view. Names only label: the graph places a module.
    static func layer(ofTargetNamed name: String) -> String? {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).flatMap(Self.camelCaseWords)
        guard let last = words.last?.lowercased() else { return nil }
        let vocabulary: [String: Set<String>] = [
            "Domain": ["models", "model", "domain", "entities", "entity"],
            "Infrastructure": ["client", "clients", "live", "repository", "repositories", "api", "database", "db", "network", "networking",
                               "storage", "persistence", "gateway", "gateways", "service", "services", "sqlite"],
            "View": ["ui", "styleguide", "designsystem", "components", "views", "view"],
            "Presentation": ["viewmodels", "viewmodel", "presentation", "presenters"],
        ]
        // The words split `UIKit` into `UI`, `Kit`.
        if ["styleguide", "designsystem", "uikit"].contains(where: name.lowercased().hasSuffix) { return "View" }
        return vocabulary.first { $0.value.contains(last) }?.key
    }

    /// The words of a CamelCase name (`ApiClientLive` → `Api`, `Client`, `Live`; `SwiftUIHelpers` → `Swift`, `UI`, `Helpers`).
    static func camelCaseWords(_ name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A layer name from a folder name: its letters, digits and underscores.
    static func layerName(_ folder: String) -> String {
        let kept = folder.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return kept.isEmpty ? "Layer" : kept
    }

    // MARK: - Checking

    private func parse(_ text: String) throws(AdoptionError) -> Configuration {
        do {
            return try Configuration.parse(text, file: ".kumiki.yml")
        } catch {
            throw .check(error)
        }
    }

    private func run(_ configuration: Configuration) throws(AdoptionError) -> CheckRunner.Result {
        do {
            return try CheckRunner(configuration: configuration, cacheDirectory: cacheDirectory, baseDirectory: root).run(paths: ["."])
        } catch {
            throw .check(error)
        }
    }
}
