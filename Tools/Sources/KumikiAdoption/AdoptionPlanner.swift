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
        // Read once with no layers: the files, their targets and types are the same under any configuration.
        let reading = try run(Configuration(preset: .mvvmRepository)).model
        let production = reading.files.indices.filter { !reading.isTestCode(fileAt: $0) }
        var configurationText: String
        var how: String
        var closing: [ClosingEdge] = []
        var unplacedModules: [String] = []
        if let preset = presetThatFits(production, in: reading) {
            // An app laid out in the architecture's own vocabulary (`kumiki init` makes them) keeps it.
            configurationText = Self.presetConfiguration(preset)
            how = "the \(preset.name) preset, whose layers place \(production.isEmpty ? "its" : "every one of its") files"
        } else {
            let root = self.root
            let inferred = LayerInference(model: reading, production: production) { path in
                try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }.infer()
            unplacedModules = inferred.unplacedModules
            let written = try configuration(for: inferred.layers, production: production, reading: reading)
            configurationText = written.text
            closing = written.closing
            how = inferred.layers.isEmpty ? "none found (no target or folder says what its files are)"
                : "from its own targets and folders (\(inferred.layers.map(\.name).joined(separator: ", ")))"
        }
        let configuration = try parse(configurationText)
        let checked = try run(configuration)
        let baseline = Baseline(accepting: checked.diagnostics)
        let summary = AdoptionSummary(
            root: root, how: how, model: checked.model, findings: checked.diagnostics, projectNotes: checked.projectNotes,
            closingEdges: closing, unplacedModules: unplacedModules)
        return AdoptionPlan(
            configuration: configurationText, baseline: baseline, summary: summary.text,
            configurationFile: root.appendingPathComponent(".kumiki.yml"), baselineFile: root.appendingPathComponent(Baseline.defaultFileName))
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

    static func presetConfiguration(_ preset: Preset) -> String {
        """
        # kumiki's configuration, written by `kumiki adopt`: this project is laid out as the \(preset.name)
        # preset describes (\(preset.layers.map(\.name).joined(separator: ", "))). Its findings of today are accepted in
        # .kumiki-baseline.json, so `kumiki check` passes until something new breaks a rule.
        preset: \(preset.name)

        """
    }

    // MARK: - Inferred layers

    /// An edge used today that the configuration does not allow, because it closes a cycle (or leaves a shared layer).
    struct ClosingEdge: Sendable {
        var from: String
        var to: String
        var uses: Int
    }

    /// `layers` as `.kumiki.yml`: first with every layer free to use any other (to see what each
    /// uses today), then with each allowed what it uses down the order, and every shared layer.
    private func configuration(
        for inferred: [InferredLayer], production: [Int], reading: ProjectModel
    ) throws(AdoptionError) -> (text: String, closing: [ClosingEdge]) {
        var layers = inferred
        guard !layers.isEmpty else { return (ConfigurationRenderer.render([], order: [], counts: [:]), []) }
        let names = layers.map(\.name)
        for index in layers.indices { layers[index].mayDependOn = names.filter { $0 != layers[index].name } }
        let firstModel = try run(try parse(ConfigurationRenderer.render(layers, order: names, counts: [:]))).model
        let counts = LayerGraph.edgeCounts(of: firstModel)
        // A folder named shared that uses other layers today is no shared layer: it goes where its uses put it.
        for index in layers.indices where layers[index].isShared && counts.keys.contains(where: { $0.from == layers[index].name }) {
            layers[index].isShared = false
            layers[index].role = nil
            layers[index].origin.append("it uses other layers, so it is ordered by its uses rather than shared")
        }
        let order = Self.order(layers, counts: counts)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let shared = Set(layers.filter(\.isShared).map(\.name))
        // Only an edge between layers that reach each other today can close a cycle; of those, the ones
        // pointing up the order are cut. Every other use of today stays allowed.
        let component = Self.components(of: order, edges: Set(counts.keys))
        var closing: [ClosingEdge] = []
        for index in layers.indices {
            let from = layers[index].name
            if layers[index].isShared {
                layers[index].mayDependOn = []
            } else {
                layers[index].mayDependOn = order.filter { to in
                    guard to != from else { return false }
                    if shared.contains(to) { return true }
                    guard counts[DependencyGraph.Edge(from: from, to: to)] != nil else { return false }
                    return component[from] != component[to] || (position[from] ?? 0) < (position[to] ?? 0)
                }
            }
            for to in order where to != from && !layers[index].mayDependOn.contains(to) {
                if let uses = counts[DependencyGraph.Edge(from: from, to: to)] { closing.append(ClosingEdge(from: from, to: to, uses: uses)) }
            }
            layers[index].suffixes = layers[index].targets.isEmpty ? Self.suffixes(of: from, in: firstModel) : []
            if layers[index].role == .entity { layers[index].forbiddenImports = ["UIKit", "SwiftUI", "AppKit", "WatchKit"] }
        }
        // A suffix belongs to one layer.
        var claimed: Set<String> = []
        for index in layers.indices {
            layers[index].suffixes = layers[index].suffixes.filter { claimed.insert($0).inserted }
        }
        // Feature modules that do not import each other today never will.
        if let features = layers.firstIndex(where: { $0.name == "Feature" }), !layers[features].targets.isEmpty {
            layers[features].isIsolated = !Self.featuresImportEachOther(layers[features].targets, in: firstModel)
        }
        let configured = try parse(ConfigurationRenderer.render(layers, order: order, counts: [:]))
        var fileCounts: [String: Int] = [:]
        for file in production {
            if let layer = reading.layerMatch(ofFileAt: file, in: configured)?.layer { fileCounts[layer, default: 0] += 1 }
        }
        return (ConfigurationRenderer.render(layers, order: order, counts: fileCounts), closing.sorted { $0.uses > $1.uses })
    }

    /// Each layer's strongly connected component in the graph of today's edges: layers with one
    /// number reach each other, so some edge between them closes a cycle.
    static func components(of nodes: [String], edges: Set<DependencyGraph.Edge>) -> [String: Int] {
        var successors: [String: [String]] = [:]
        for edge in edges { successors[edge.from, default: []].append(edge.to) }
        // Tarjan's algorithm, iteratively.
        var index = 0
        var indices: [String: Int] = [:], lowLinks: [String: Int] = [:], onStack: Set<String> = []
        var stack: [String] = []
        var result: [String: Int] = [:]
        var componentCount = 0
        for start in nodes where indices[start] == nil {
            var work: [(node: String, next: Int)] = [(start, 0)]
            indices[start] = index
            lowLinks[start] = index
            index += 1
            stack.append(start)
            onStack.insert(start)
            while let (node, next) = work.last {
                let children = successors[node] ?? []
                if next < children.count {
                    work[work.count - 1].next += 1
                    let child = children[next]
                    if indices[child] == nil {
                        indices[child] = index
                        lowLinks[child] = index
                        index += 1
                        stack.append(child)
                        onStack.insert(child)
                        work.append((child, 0))
                    } else if onStack.contains(child) {
                        lowLinks[node] = min(lowLinks[node] ?? 0, indices[child] ?? 0)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLinks[parent] = min(lowLinks[parent] ?? 0, lowLinks[node] ?? 0) }
                if lowLinks[node] == indices[node] {
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        result[member] = componentCount
                        if member == node { break }
                    }
                    componentCount += 1
                }
            }
        }
        return result
    }

    /// Whether a module of `targets` imports another today.
    private static func featuresImportEachOther(_ targets: [String], in model: ProjectModel) -> Bool {
        let index = model.projects.index
        let modules = Set(index.targets.filter { targets.contains($0.description.name) }.map(\.description.moduleName))
        for file in model.files.indices {
            let own = Set(model.targets(ofFileAt: file).map { index.targets[$0].description.moduleName })
            guard !own.isDisjoint(with: modules) else { continue }
            let facts = model.files[file]
            if facts.imports.contains(where: { modules.contains(facts[$0.module]) && !own.contains(facts[$0.module]) }) { return true }
        }
        return false
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

    // MARK: - Names

    /// The layer of the modules preset a target's name says it belongs to, by its last word:
    /// `ApiClient` and `DatabaseLive` are infrastructure, `SharedModels` domain, `Styleguide`,
    /// `GameSwiftUI` and `GameUIKit` view, and a library named for the app (DroidKaigi's `App`, a
    /// `ShopApp`) App: its composition, which the app targets wrap.
    static func layer(ofTargetNamed name: String) -> String? {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).flatMap(Self.camelCaseWords)
        guard let last = words.last?.lowercased() else { return nil }
        let vocabulary: [String: Set<String>] = [
            "Domain": ["models", "model", "domain", "entities", "entity"],
            "Infrastructure": ["client", "clients", "live", "repository", "repositories", "api", "database", "db", "network", "networking",
                               "storage", "persistence", "gateway", "gateways", "service", "services", "sqlite"],
            "View": ["ui", "styleguide", "designsystem", "components", "views", "view"],
            "Presentation": ["viewmodels", "viewmodel", "presentation", "presenters"],
            "App": ["app"],
        ]
        // `GameUIKit` beside `GameSwiftUI` (pointfreeco's TicTacToe): the words split UIKit into `UI`, `Kit`.
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

    /// Folders that hold a repository's or a package's parts rather than a layer of an app.
    static let containerFolders: Set<String> = [
        "sources", "source", "src", "packages", "modules", "frameworks", "vendor", "pods", "scripts", "tools", "examples", "docs",
        "assets", "resources", "plugins", "fixtures", "generated",
    ]

    /// Whether a folder name says it holds tests.
    static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Test") || name == "Tests" || name == "Mocks"
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
