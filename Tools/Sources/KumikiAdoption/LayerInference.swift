import KumikiCheck
import KumikiProjects

/// Finds the layers an app already has, in its own vocabulary: the targets whose names say what
/// they are (`Models`, `NetworkClient`, `DesignSystem`, `*Feature`), the folders inside its app
/// targets named for a layer at any depth (`Presentation`, `Domain`, `Data`, `Common`…) and their
/// sibling folders, and the app targets themselves, whose layer takes what no folder layer does.
///
/// Folder layers are written as globs anchored at the root and never cover a file of another
/// target; targets are written by name wherever a target exists.
struct LayerInference {
    let model: ProjectModel
    /// The app's own (not test) files, by index into the model's files.
    let production: [Int]
    /// The text of a file of the project, by its path.
    var read: (String) -> String? = { _ in nil }

    /// What inference found: the layers, and the modules whose names and places say nothing of their layer.
    struct Result {
        var layers: [InferredLayer]
        var unplacedModules: [String]
    }

    /// The layer each name of the target vocabulary stands for, and its role.
    static let moduleLayers: [String: LayerRole] = [
        "App": .app, "Feature": .feature, "View": .view, "Presentation": .viewModel, "Infrastructure": .data, "Domain": .entity,
        "Shared": .utility,
    ]

    func infer() -> Result {
        let index = model.projects.index
        var filesOfTarget: [Int: [Int]] = [:]
        for file in production {
            for target in model.targets(ofFileAt: file) { filesOfTarget[target, default: []].append(file) }
        }
        let modules = filesOfTarget.keys.filter { !index.targets[$0].description.kind.isTest }.sorted()
        let apps = Set(modules.filter { [.app, .appExtension, .executable].contains(index.targets[$0].description.kind) })
        // A library that compiles the app's own files (a package beside the Xcode project, for its tests) is the app.
        let appFiles = Set(apps.flatMap { filesOfTarget[$0] ?? [] })
        let mirrors = modules.filter { !apps.contains($0) && (filesOfTarget[$0] ?? []).allSatisfy(appFiles.contains) }
        let appTargets = apps.union(mirrors)
        var layers: [InferredLayer] = []
        func add(_ layer: InferredLayer) {
            if let existing = layers.firstIndex(where: { $0.name == layer.name }) {
                layers[existing].paths += layer.paths.filter { !layers[existing].paths.contains($0) }
                layers[existing].targets += layer.targets.filter { !layers[existing].targets.contains($0) }
                layers[existing].origin += layer.origin.filter { !layers[existing].origin.contains($0) }
                layers[existing].role = layers[existing].role ?? layer.role
            } else {
                layers.append(layer)
            }
        }
        func label(_ target: Int) -> String {
            index.displayName(ofTarget: target) == index.targets[target].description.name ? index.targets[target].description.name
                : index.qualifiedName(ofTarget: target)
        }
        // The app targets (and extensions and command-line programs) compose the others: the App layer
        // takes what no folder layer inside them does.
        if !apps.isEmpty {
            let names = apps.sorted().map(label)
            add(InferredLayer(name: "App", paths: [], targets: names, role: .app,
                              origin: ["the app target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")), less the folder layers inside"]))
        }
        // Folders inside the app targets (or, with no project read, anywhere).
        // A test target compiling an app's file too (as Xcode projects often have it) says nothing of its place.
        let scanned = production.filter { file in
            let targets = model.targets(ofFileAt: file).filter { !index.targets[$0].description.kind.isTest }
            return targets.isEmpty || targets.allSatisfy(appTargets.contains)
        }
        let scannedSet = Set(scanned)
        let outside = production.filter { !scannedSet.contains($0) }.map { model.files[$0].path }
        for layer in folderLayers(of: scanned) {
            // A folder layer must not reach into another target's files (a glob never beats a target by accident).
            let globs = layer.paths.map(Glob.init)
            guard !outside.contains(where: { path in globs.contains { $0.matches(path) } }) else { continue }
            add(layer)
        }
        // Modules whose names say their layer, and those whose place in the module graph does.
        var dependents: [Int: Set<Int>] = [:]
        for module in modules {
            for dependency in index.dependencies[module] {
                for target in dependency.targets where target != module { dependents[target, default: []].insert(module) }
            }
        }
        var unplaced: [String] = []
        let moduleNames = Set(modules.map { index.targets[$0].description.name })
        let viewModules = Set(modules.filter { AdoptionPlanner.layer(ofTargetNamed: index.targets[$0].description.name) == "View" }
            .map { index.targets[$0].description.moduleName })
        var decisions: [(module: Int, layer: InferredLayer?)] = []
        for module in modules where !appTargets.contains(module) {
            let description = index.targets[module].description
            let name: String
            var sharedRole: LayerRole?
            var why = "the target\(description.name == label(module) ? "" : " \(label(module))") whose name says so"
            let usesProjectModules = modules.contains { other in
                other != module && index.dependencies[module].contains { $0.targets.contains(other) }
            }
            if Self.isSupportModule(description.name) || description.kind == .macro {
                // Mocks and test helpers are no layer of the app; a macro's implementation is used by the compiler.
                decisions.append((module, nil))
                continue
            } else if let named = AdoptionPlanner.layer(ofTargetNamed: description.name) {
                name = named
            } else if Self.isLogicHalf(description.name, besides: moduleNames) {
                // TCA's split of a feature (pointfreeco's TicTacToe): `GameCore` holds its reducer, `GameSwiftUI`
                // and `GameUIKit` its views. The logic half is what the modules preset calls Presentation.
                name = "Presentation"
                why = "the logic half of a feature whose views are a module beside it (`GameCore` beside `GameSwiftUI`)"
            } else if description.name == "Feature" || description.name.hasSuffix("Feature") {
                name = "Feature"
            } else if let users = dependents[module], !users.isEmpty, users.allSatisfy(appTargets.contains), usesProjectModules,
                      showsScreens(filesOfTarget[module] ?? [], viewModules: viewModules) {
                // Used by the apps alone, built on the project's other modules, and showing screens: a feature of theirs.
                name = "Feature"
                why = "modules with screens that only the app targets use, built on the others"
            } else if let users = dependents[module], !users.isEmpty, !usesProjectModules {
                // Used by other modules and using none of the project's: what they all share. A folder of the
                // app's may already be called Shared (NetNewsWire's, compiled into both its apps, is app code
                // that uses the rest): that folder is no module of this kind, so the modules get a layer of their own.
                name = sharedModulesLayerName(besides: layers)
                sharedRole = .utility
                why = "modules the others use that use none of the project's"
            } else {
                decisions.append((module, nil))
                continue
            }
            decisions.append((module, InferredLayer(name: name, paths: [], targets: [label(module)], role: sharedRole ?? Self.moduleLayers[name], origin: [why])))
        }
        // One module built for several platforms under as many names (home-assistant's `Shared-iOS` and
        // `Shared-watchOS`) is one part of the app: when its twins were judged apart (one a feature, the other
        // nothing), none is placed, since the same files cannot be two things.
        var twins: [String: [Int]] = [:]
        for (position, decision) in decisions.enumerated() {
            if let base = Self.platformlessName(index.targets[decision.module].description.name) { twins[base, default: []].append(position) }
        }
        for positions in twins.values where positions.count > 1 && Set(positions.map { decisions[$0].layer?.name ?? "" }).count > 1 {
            for position in positions { decisions[position].layer = nil }
        }
        for decision in decisions {
            if let layer = decision.layer { add(layer) } else { unplaced.append(label(decision.module)) }
        }
        for position in layers.indices { layers[position].targets.sort() }
        return Result(layers: layers, unplacedModules: unplaced)
    }

    /// The name of the layer of modules every other module may use: `Shared`, unless a folder layer of
    /// the app has that name already (then the first free one of `Utilities`, `SharedModules`).
    private func sharedModulesLayerName(besides layers: [InferredLayer]) -> String {
        let taken = Set(layers.filter { !$0.paths.isEmpty }.map(\.name))
        return ["Shared", "Utilities", "SharedModules"].first { !taken.contains($0) } ?? "SharedModules"
    }

    /// Whether `text` declares an app's entry point: `@main`, `@UIApplicationMain`, or an application or scene delegate.
    static func declaresEntryPoint(_ text: String) -> Bool {
        ["@main", "@UIApplicationMain", "@NSApplicationMain", "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate"]
            .contains { text.contains($0) }
    }

    /// Whether `files` show screens: they import a module of the View layer, or import a UI framework
    /// and declare a view or a view controller (a type named or inheriting `…View`, `…ViewController`,
    /// `…WindowController`, `…Screen`). A UI framework alone says little: NetNewsWire's image cache
    /// imports UIKit and AppKit for `UIImage` and `NSImage`.
    private func showsScreens(_ files: [Int], viewModules: Set<String>) -> Bool {
        let frameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]
        let screenSuffixes = ["View", "ViewController", "WindowController", "Screen"]
        return files.contains { file in
            let facts = model.files[file]
            if facts.imports.contains(where: { viewModules.contains(facts[$0.module]) }) { return true }
            guard facts.imports.contains(where: { frameworks.contains(facts[$0.module]) }) else { return false }
            return facts.types.contains { type in
                type.kind != .extension && type.kind != .protocol
                    && ([type.name] + type.inherited).contains { name in screenSuffixes.contains { facts[name].hasSuffix($0) } }
            }
        }
    }

    /// A layer name without a plural `s` (`Models` → `Model`), to match `Model` and `Models` folders.
    static func singular(_ name: String) -> String {
        name.count > 1 && name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name
    }

    /// `name` without the platform it names at its end (`Shared-iOS`, `Shared watchOS`, `Kit_macOS`),
    /// or `nil` when it names none.
    static func platformlessName(_ name: String) -> String? {
        for platform in ["iOS", "watchOS", "macOS", "tvOS", "visionOS", "iPadOS", "macCatalyst"] {
            for separator in ["-", "_", " ", ""] where name.hasSuffix(separator + platform) && name.count > separator.count + platform.count {
                return String(name.dropLast(separator.count + platform.count))
            }
        }
        return nil
    }

    /// Whether `name` is `<Feature>Core` and a module of that feature's views named for their
    /// framework (`<Feature>SwiftUI`, `<Feature>UIKit`) is among `modules`, as TCA splits a feature.
    /// A `<Product>Core` beside a `<Product>UI` is not enough: mastodon's `MastodonCore` holds its
    /// services and persistence, not a feature's reducer.
    static func isLogicHalf(_ name: String, besides modules: Set<String>) -> Bool {
        guard name.hasSuffix("Core"), name.count > 4 else { return false }
        let feature = name.dropLast(4)
        return ["SwiftUI", "UIKit"].contains { modules.contains(feature + $0) }
    }

    /// Whether a module's name says it supports tests or previews (`MatrixRustSDKMocks`, `ComposableArchitectureTesting`).
    static func isSupportModule(_ name: String) -> Bool {
        ["Mocks", "Mock", "Testing", "TestSupport", "TestHelpers", "TestUtilities", "Fixtures", "Stubs"].contains { name.hasSuffix($0) }
    }

    // MARK: - Folders

    /// Layers from folders. Where a folder holds two or more folders named for layers (`UI`,
    /// `Interactors`, `Repositories`…), it is a layered source tree: each of its folders is a layer,
    /// the named ones and their siblings (`Core`) alike, and the files directly in it stay with the
    /// app target. Elsewhere the outermost named folder on a file's path is its layer. Folders of the
    /// App vocabulary (`Application`, `DI`) join the App layer; an `App` or `Features` folder that
    /// holds named folders is a source tree, not a layer.
    private func folderLayers(of files: [Int]) -> [InferredLayer] {
        let paths = files.map { model.files[$0].path.split(separator: "/").map(String.init).dropLast() }
        var namedChildren: [String: Set<String>] = [:]
        for components in paths {
            for depth in components.indices where LayerRole(folderName: components[depth]) != nil {
                namedChildren[components[..<depth].joined(separator: "/"), default: []].insert(components[depth])
            }
        }
        // The shallowest folders with two named children, inside no other such folder; at the root,
        // folders are the repository's structure (`Sources`, `Scripts`), and inside a top-level `Sources/` modules.
        // With no project read, a top-level `Sources/` holds modules by SwiftPM's convention; an app target's `Sources/` holds its layers.
        let projectRead = !model.projects.index.isEmpty
        // A folder named for a layer is that layer, whatever it holds (`Domain/Model`, `Domain/UseCase`); only
        // an `App` or `Features` folder holding named folders is a source tree of its own.
        func isLayerFolder(_ name: Substring) -> Bool {
            guard let role = LayerRole(folderName: String(name)) else { return false }
            return role != .app && role != .feature
        }
        let trees = namedChildren.filter { $0.value.count >= 2 && !$0.key.isEmpty
            && !$0.key.split(separator: "/").contains(where: isLayerFolder)
            && (projectRead || !($0.key.split(separator: "/").count == 1 && AdoptionPlanner.containerFolders.contains($0.key.lowercased()))) }
            .keys.sorted()
        // A folder beside such trees that holds two or more folders named as theirs is one more of them,
        // whatever its own name: igorkulman's `Scenarios/Common` (its `Coordinators`, `Services`) beside
        // `Scenarios/About` and `Scenarios/Feed` is a scenario, not a layer of shared code.
        var subfolders: [String: Set<String>] = [:]
        for components in paths {
            for depth in components.indices { subfolders[components[..<depth].joined(separator: "/"), default: []].insert(components[depth]) }
        }
        var siblingTrees: [String] = []
        for tree in trees {
            let parent = tree.split(separator: "/").dropLast().joined(separator: "/")
            guard !parent.isEmpty else { continue }
            for name in subfolders[parent] ?? [] {
                let sibling = parent + "/" + name
                guard !trees.contains(sibling), !siblingTrees.contains(sibling),
                      (subfolders[sibling] ?? []).intersection(subfolders[tree] ?? []).count >= 2 else { continue }
                siblingTrees.append(sibling)
            }
        }
        let allTrees = trees + siblingTrees
        let outermostTrees = allTrees.filter { tree in !allTrees.contains { $0 != tree && RelativePath.is(tree, inside: $0) } }
        var byFolder: [String: Int] = [:]
        var roles: [String: LayerRole] = [:]
        var folderOrder: [String] = []
        for components in paths {
            let path = components.joined(separator: "/")
            if let tree = outermostTrees.first(where: { RelativePath.is(path, inside: $0) }) {
                let depth = tree.split(separator: "/").count
                // A file directly in the tree stays with the app target. (Test code is not among these files, so a
                // folder named for tests here holds what the app compiles for them, such as UI-test hooks.)
                guard depth < components.count else { continue }
                let name = components[components.startIndex + depth]
                let folder = components[...(components.startIndex + depth)].joined(separator: "/")
                if byFolder[folder] == nil { folderOrder.append(folder) }
                byFolder[folder, default: 0] += 1
                if let role = LayerRole(folderName: name) { roles[folder] = role }
                continue
            }
            guard let depth = components.indices.first(where: { LayerRole(folderName: components[$0]) != nil }) else { continue }
            let folder = components[...depth].joined(separator: "/")
            if byFolder[folder] == nil { folderOrder.append(folder) }
            byFolder[folder, default: 0] += 1
            roles[folder] = LayerRole(folderName: components[depth])
        }
        // A folder holding the app's entry point (`@main`, the application or scene delegate) is the
        // composition root, whatever its name (`Core`, mastodon's `Supporting Files`), even a name for shared code.
        for folder in folderOrder where roles[folder] == nil || roles[folder] == .utility {
            let holdsEntryPoint = zip(files, paths).contains { file, components in
                RelativePath.is(components.joined(separator: "/"), inside: folder)
                    && read(model.files[file].path).map(Self.declaresEntryPoint) == true
            }
            if holdsEntryPoint { roles[folder] = .app }
        }
        // One layer per folder name: `Feed/Views` and `Search/Views` are one Views layer, and so are
        // `About/Model` and `Feed/Models` (igorkulman's iOSSampleApp), under the plural.
        var layers: [InferredLayer] = []
        for folder in folderOrder {
            let role = roles[folder]
            let name = role == .app ? "App" : AdoptionPlanner.layerName(RelativePath.lastComponent(of: folder))
            let glob = folder + "/**"
            if let existing = layers.firstIndex(where: { Self.singular($0.name) == Self.singular(name) }) {
                layers[existing].paths.append(glob)
                layers[existing].fileCount += byFolder[folder] ?? 0
                if name.count > layers[existing].name.count, layers[existing].origin == ["folders named \(layers[existing].name)"] {
                    layers[existing].name = name
                    layers[existing].origin = ["folders named \(name)"]
                }
            } else {
                let origin = role == .app ? "the app's composition folders (named for it, or holding its entry point)" : role == nil ? "the folder \(folder), beside the layers named for what they hold"
                    : "folders named \(name)"
                layers.append(InferredLayer(name: name, paths: [glob], role: role, fileCount: byFolder[folder] ?? 0, origin: [origin]))
            }
        }
        return layers
    }
}
