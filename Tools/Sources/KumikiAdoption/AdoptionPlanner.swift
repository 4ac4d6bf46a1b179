import Foundation
import KumikiCheck
import KumikiProjects

/// Works out how an app that already exists adopts Kumiki: the layers that describe it as it is
/// (a preset that fits, or layers defined from its folders), a configuration that says so, and a
/// baseline of today's findings, so the first `kumiki check` passes and every later violation fails.
///
/// The project is read as `kumiki check` reads it: Xcode projects and workspaces, manifests,
/// XcodeGen specs, and the files' folders and type names.
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
        // Read once under any configuration: the files, their targets and types are the same under all.
        let reading = try run(Configuration(preset: .mvvmRepository)).model
        let production = reading.files.indices.filter { !reading.isTestCode(fileAt: $0) }
        var presetChoice: (preset: Preset, text: String, covered: Int)?
        for preset in Preset.all {
            let text = presetConfiguration(preset, production: production, in: reading)
            let candidate = (preset: preset, text: text, covered: covered(production, in: reading, by: try parse(text)))
            if candidate.covered > presetChoice?.covered ?? -1 { presetChoice = candidate }
        }
        // An app of many modules is layered by its targets, which the presets name; folders inside a
        // module are its own business.
        let modules = Set(production.flatMap { reading.targetNames(ofFileAt: $0) }).count
        let folders = modules >= 4 ? [] : folderLayers(of: production, in: reading)
        let foldersCovered = folders.reduce(0) { $0 + $1.fileCount }
        var configurationText: String
        var how: String
        // A preset is the architecture's own vocabulary: it wins unless the folders place clearly more.
        // A dozen layers is already more than a team reads at a glance; more folders than that are modules, not layers.
        if (2...12).contains(folders.count), foldersCovered > (presetChoice?.covered ?? 0) + production.count / 10 {
            (configurationText, how) = try foldersConfiguration(folders, production: production)
        } else {
            let preset = presetChoice?.preset ?? .mvvmRepository
            configurationText = presetChoice?.text ?? presetConfiguration(preset, production: production, in: reading)
            how = "the \(preset.name) preset, which places the most files"
        }
        let configuration = try parse(configurationText)
        let checked = try run(configuration)
        let baseline = Baseline(accepting: checked.diagnostics)
        let summary = AdoptionSummary(
            root: root, how: how, model: checked.model, findings: checked.diagnostics, projectNotes: checked.projectNotes)
        return AdoptionPlan(
            configuration: configurationText, baseline: baseline, summary: summary.text,
            configurationFile: root.appendingPathComponent(".kumiki.yml"), baselineFile: root.appendingPathComponent(Baseline.defaultFileName))
    }

    // MARK: - Presets

    /// How many of `files` `configuration` places in a layer by path or target; none when it puts
    /// nearly all of them in one layer (an app target that happens to end in `UI` says nothing of
    /// its layers).
    private func covered(_ files: [Int], in model: ProjectModel, by configuration: Configuration) -> Int {
        let layers = files.compactMap { model.layerMatch(ofFileAt: $0, in: configuration)?.layer }
        let largest = Dictionary(grouping: layers, by: { $0 }).values.map(\.count).max() ?? 0
        return Set(layers).count < 2 && largest * 10 >= files.count * 9 ? 0 : layers.count
    }

    /// A preset, with the app target's own folder added to its App layer when the preset has one
    /// and that folder is otherwise in no layer (NaroViewer keeps its app in `NaroViewer/`).
    private func presetConfiguration(_ preset: Preset, production: [Int], in model: ProjectModel) -> String {
        let configuration = Configuration(preset: preset)
        let appTargets = Set(model.projects.index.targets.filter { $0.description.kind == .app }.map(\.description.name))
        var appFolders: [String] = []
        if preset.layers.contains(where: { $0.name == "App" }) {
            for index in production where model.layerMatch(ofFileAt: index, in: configuration) == nil {
                guard let top = model.files[index].path.split(separator: "/").first.map(String.init), top != model.files[index].path,
                      appTargets.contains(top), !appFolders.contains(top)
                else { continue }
                appFolders.append(top)
            }
        }
        // A layer of modules also takes the project's targets whose names say what they are (`ApiClient`, `SharedModels`).
        var extraTargets: [String: [String]] = [:]
        if preset.layers.contains(where: { !$0.targets.isEmpty }) {
            for index in production where model.layerMatch(ofFileAt: index, in: configuration) == nil {
                for target in model.targetNames(ofFileAt: index) {
                    // An app target composes the others: it is the App layer's, whatever its name.
                    guard let layer = appTargets.contains(target) ? "App" : Self.layer(ofTargetNamed: target),
                          preset.layers.contains(where: { $0.name == layer }),
                          !(extraTargets[layer] ?? []).contains(target)
                    else { continue }
                    extraTargets[layer, default: []].append(target)
                }
            }
        }
        var lines = [
            "# kumiki's configuration, written by `kumiki adopt`: the layers of this project as it is today.",
            "# Its findings of today are accepted in .kumiki-baseline.json, so `kumiki check` passes until",
            "# something new breaks a rule; `kumiki layers` shows where each file landed and why.",
            "# The \(preset.name) preset's layers, tried in this order: \(preset.layers.map(\.name).joined(separator: ", ")).",
            "preset: \(preset.name)",
        ]
        if !appFolders.isEmpty || !extraTargets.isEmpty { lines.append("layers:") }
        let appGlobs = appFolders.map { "\($0)/**" }
        for layer in preset.layers {
            let extra = extraTargets[layer.name]?.sorted() ?? []
            let globs = layer.name == "App" ? appGlobs : []
            guard !extra.isEmpty || !globs.isEmpty else { continue }
            var why: [String] = []
            if !globs.isEmpty { why.append("the app target's own folder\(globs.count == 1 ? "" : "s")") }
            if !extra.isEmpty { why.append(layer.name == "App" ? "the app targets" : "the targets whose names say they are \(layer.name.lowercased())") }
            lines.append("  # \(layer.name): the preset's own, and \(why.joined(separator: " and ")).")
            if extra.isEmpty {
                // The short form adds paths to the preset's.
                lines.append("  \(layer.name): [\(globs.map(Self.quoted).joined(separator: ", "))]")
                continue
            }
            // The full form replaces what it names, so the preset's own entries are written out too.
            lines.append("  \(layer.name):")
            if !globs.isEmpty { lines.append("    paths: [\((layer.paths.map(\.pattern) + globs).map(Self.quoted).joined(separator: ", "))]") }
            lines.append("    targets: [\((layer.targets + extra).map(Self.quoted).joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The layer of the modules preset a target's name says it belongs to, by its last word:
    /// `ApiClient` and `DatabaseLive` are infrastructure, `SharedModels` domain, `Styleguide` view.
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
        if name.lowercased().hasSuffix("styleguide") || name.lowercased().hasSuffix("designsystem") { return "View" }
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

    // MARK: - Layers from folders

    /// Layers from the folders whose names say what their files are (`UI`, `Interactors`,
    /// `Repositories`…), each the outermost such folder on its files' paths, and their sibling
    /// folders with Swift files (`Core`), which sit at the same level of the same source tree.
    private func folderLayers(of production: [Int], in model: ProjectModel) -> [InferredLayer] {
        var byFolder: [String: Int] = [:]   // folder path → file count
        var roles: [String: LayerRole] = [:]
        var folderOrder: [String] = []
        var parents: Set<String> = []
        // An `App` (or `Features`) folder that holds folders named for layers is the app's source
        // tree, not a layer: its children are.
        var namedChildren: [String: Set<String>] = [:]
        for index in production {
            let components = model.files[index].path.split(separator: "/").map(String.init).dropLast()
            for depth in components.indices.dropFirst() where LayerRole(folderName: components[depth]) != nil {
                namedChildren[components[..<depth].joined(separator: "/"), default: []].insert(components[depth])
            }
        }
        func isContainer(_ components: ArraySlice<String>) -> Bool {
            guard let role = components.last.flatMap(LayerRole.init(folderName:)), role == .app || role == .feature else { return false }
            return (namedChildren[components.joined(separator: "/")]?.count ?? 0) >= 2
        }
        for index in production {
            let components = model.files[index].path.split(separator: "/").map(String.init).dropLast()
            guard let depth = components.indices.first(where: {
                LayerRole(folderName: components[$0]) != nil && !isContainer(components[...$0])
            }) else { continue }
            let folder = components[...depth].joined(separator: "/")
            if byFolder[folder] == nil { folderOrder.append(folder) }
            byFolder[folder, default: 0] += 1
            roles[folder] = LayerRole(folderName: components[depth])
            parents.insert(components[..<depth].joined(separator: "/"))
        }
        // Siblings of named folders inside an app's source tree: their files are a layer of the same
        // tree, named however the team named it. At the root, folders are the repository's structure
        // (`Sources`, `Scripts`), not layers.
        // Inside `Sources/` (or `Packages/`…) the folders are modules: a target per folder, not layers.
        parents = parents.filter { !$0.isEmpty && !Self.containerFolders.contains(RelativePath.lastComponent(of: $0).lowercased()) }
        for index in production {
            let components = model.files[index].path.split(separator: "/").map(String.init).dropLast()
            for depth in components.indices where parents.contains(components[..<depth].joined(separator: "/")) {
                let folder = components[...depth].joined(separator: "/")
                guard roles[folder] == nil, !Self.isTestFolder(components[depth]), !Self.containerFolders.contains(components[depth].lowercased()),
                      !components[..<depth].indices.contains(where: { LayerRole(folderName: components[$0]) != nil && !isContainer(components[...$0]) })
                else { continue }
                if byFolder[folder] == nil { folderOrder.append(folder) }
                byFolder[folder, default: 0] += 1
                break
            }
        }
        // One layer per folder name: `Feed/Views` and `Search/Views` are one Views layer.
        var layers: [InferredLayer] = []
        for folder in folderOrder {
            let name = Self.layerName(RelativePath.lastComponent(of: folder))
            let glob = folder + "/**"
            if let existing = layers.firstIndex(where: { $0.name == name }) {
                layers[existing].paths.append(glob)
                layers[existing].fileCount += byFolder[folder] ?? 0
            } else {
                layers.append(InferredLayer(name: name, paths: [glob], role: roles[folder], fileCount: byFolder[folder] ?? 0))
            }
        }
        return layers
    }

    /// A configuration of `layers` in full form: first with every layer free to use any other (to
    /// see what each uses today), then with each allowed what it uses, less the edges that close a cycle.
    private func foldersConfiguration(_ layers: [InferredLayer], production: [Int]) throws(AdoptionError) -> (String, String) {
        var layers = layers
        let names = layers.map(\.name)
        for index in layers.indices { layers[index].mayDependOn = names.filter { $0 != layers[index].name } }
        let firstModel = try run(try parse(render(layers, order: names))).model
        let counts = LayerGraph.edgeCounts(of: firstModel)
        let order = Self.order(layers, counts: counts)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for index in layers.indices {
            let from = layers[index].name
            layers[index].mayDependOn = order.filter { to in
                to != from && counts[DependencyGraph.Edge(from: from, to: to)] != nil && (position[from] ?? 0) < (position[to] ?? 0)
            }
            layers[index].suffixes = Self.suffixes(of: from, in: firstModel)
        }
        // A suffix belongs to one layer.
        var claimed: Set<String> = []
        for index in layers.indices {
            layers[index].suffixes = layers[index].suffixes.filter { claimed.insert($0).inserted }
        }
        return (render(layers, order: order), "layers defined from its folders (\(names.joined(separator: ", ")))")
    }

    /// A total order of the layers, nearest the app first: by what their names say, and for a
    /// folder the vocabulary does not know, the place that leaves the fewest of today's references
    /// pointing back up. An edge may only point down this order, so the layers form no cycle.
    static func order(_ layers: [InferredLayer], counts: [DependencyGraph.Edge: Int]) -> [String] {
        var rank: [String: Double] = [:]
        for layer in layers { if let role = layer.role { rank[layer.name] = Double(role.rawValue) } }
        for layer in layers where layer.role == nil {
            var costs: [(cost: Int, rank: Double)] = []
            for slot in 0...LayerRole.allCases.count {
                let candidate = Double(slot) - 0.5
                var cost = 0
                for (edge, count) in counts {
                    if edge.from == layer.name, let to = rank[edge.to], to < candidate { cost += count }
                    if edge.to == layer.name, let from = rank[edge.from], candidate < from { cost += count }
                }
                costs.append((cost, candidate))
            }
            let least = costs.map(\.cost).min() ?? 0
            let best = costs.filter { $0.cost == least }
            // Among equally good places, a layer that uses others more than it is used goes as high as it
            // can (it composes them), one that is used more goes as low (it is what they share).
            let outgoing = counts.filter { $0.key.from == layer.name }.values.reduce(0, +)
            let incoming = counts.filter { $0.key.to == layer.name }.values.reduce(0, +)
            rank[layer.name] = (outgoing > incoming ? best.first : best.last)?.rank ?? Double(LayerRole.allCases.count)
        }
        let firstSeen = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1.name, $0) })
        // Between two layers of one rank, the one that uses the other more comes first.
        return layers.map(\.name).sorted { lhs, rhs in
            let (left, right) = (rank[lhs] ?? 0, rank[rhs] ?? 0)
            if left != right { return left < right }
            let down = counts[DependencyGraph.Edge(from: lhs, to: rhs)] ?? 0, up = counts[DependencyGraph.Edge(from: rhs, to: lhs)] ?? 0
            if down != up { return down > up }
            return (firstSeen[lhs] ?? 0) < (firstSeen[rhs] ?? 0)
        }
    }

    /// The common type-name suffixes most of whose types (at least two, and seven in ten) are
    /// declared in the files of `layer`.
    static func suffixes(of layer: String, in model: ProjectModel) -> [String] {
        var inLayer: [String: Int] = [:], everywhere: [String: Int] = [:]
        for index in model.files.indices where !model.isTestCode(fileAt: index) {
            let file = model.files[index]
            let isInLayer = model.layer(ofFileAt: index) == layer
            for type in file.types where type.kind != .extension && !type.isNested {
                let name = file[type.name]
                // The longest suffix counts, as placing by suffix does (`ListViewController` is no `View`).
                guard let suffix = Self.knownSuffixes.filter({ name.hasSuffix($0) && name != $0 }).max(by: { $0.count < $1.count }) else { continue }
                everywhere[suffix, default: 0] += 1
                if isInLayer { inLayer[suffix, default: 0] += 1 }
            }
        }
        return Self.knownSuffixes.filter { suffix in
            let count = inLayer[suffix] ?? 0
            return count >= 2 && Double(count) >= 0.7 * Double(everywhere[suffix] ?? 0)
        }
    }

    /// The type-name suffixes teams use for the parts of this architecture.
    static let knownSuffixes = [
        "ViewController", "ViewModel", "View", "Screen", "Cell", "Presenter", "Interactor", "UseCase", "Repository", "Gateway",
        "APIClient", "Client", "Requester", "Endpoint", "Service", "Store", "Reducer", "Coordinator", "Router", "Builder", "Entity",
        "DTO", "Feature",
    ]

    /// A layer name from a folder name: its letters, digits and underscores.
    static func layerName(_ folder: String) -> String {
        let kept = folder.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return kept.isEmpty ? "Layer" : kept
    }

    /// Folders that hold a repository's or a package's parts rather than a layer of an app.
    static let containerFolders: Set<String> = [
        "sources", "source", "src", "packages", "modules", "frameworks", "vendor", "pods", "scripts", "tools", "examples", "docs",
        "assets", "resources", "plugins", "fixtures", "generated",
    ]

    /// Whether a folder name says it holds tests.
    static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Test") || name == "Tests" || name == "Mocks"
    }

    /// The layers as `.kumiki.yml`'s full form, without a preset, in `order`.
    private func render(_ layers: [InferredLayer], order: [String]) -> String {
        var lines = [
            "# kumiki's configuration, written by `kumiki adopt`: the layers of this project as it is today,",
            "# one per folder that holds a part of the app. Each layer may use the layers it uses today, as",
            "# long as that makes no cycle; what it uses that would (and every other finding of today) is",
            "# accepted in .kumiki-baseline.json, so `kumiki check` passes until something new breaks a rule.",
            "# Tighten it by removing an entry from may_depend_on, or from the baseline once it is fixed.",
            "layers:",
        ]
        for name in order {
            guard let layer = layers.first(where: { $0.name == name }) else { continue }
            var why = "\(layer.fileCount) file\(layer.fileCount == 1 ? "" : "s") under \(layer.paths.map { String($0.dropLast(3)) }.joined(separator: ", "))"
            if !layer.suffixes.isEmpty { why += "; types ending in \(layer.suffixes.joined(separator: ", ")) elsewhere belong here too" }
            lines.append("  # \(why).")
            lines.append("  \(layer.name):")
            lines.append("    paths: [\(layer.paths.map(Self.quoted).joined(separator: ", "))]")
            if !layer.suffixes.isEmpty { lines.append("    suffixes: [\(layer.suffixes.map(Self.quoted).joined(separator: ", "))]") }
            lines.append("    may_depend_on: [\(layer.mayDependOn.joined(separator: ", "))]")
        }
        lines.append("layer_order: [\(order.joined(separator: ", "))]")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a double-quoted YAML string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
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
