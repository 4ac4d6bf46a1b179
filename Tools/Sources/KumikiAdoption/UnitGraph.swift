import KumikiCheck
import KumikiProjects

/// The parts of an app and how much each uses the others: the units `kumiki adopt` places, and
/// the weighted edges between them, from the type references each unit's files resolve to
/// another unit's declarations and from the imports of another unit's module.
///
/// A module is one unit, whatever its folders are called; so are its platform variants (`Kit`,
/// `Kit-iOS`, `Kit-macOS`) and the targets that compile the same files. Inside an app target, the
/// units are the folders directly in its source roots (a root is the folder its files share, below
/// its project; several apps may compile one), the files directly in a root, and the files that
/// start the app. An app extension is one unit. A module no app or extension reaches through its
/// dependencies (a test helper, a tool, a package kept in the folder but not linked) is no unit.
struct UnitGraph: Sendable {
    /// Every unit, modules first, then folders in path order.
    var units: [AdoptionUnit]
    /// How many uses go from each unit to each other one: `edges[from][to]`.
    var edges: [[Int: Int]]
    /// The unit of each production file, by file index.
    var unitOfFile: [Int: Int]
    /// The project files each production file's type references resolve to, once per reference.
    var fileReferences: [Int: [Int]] = [:]
    /// The reverse: for each project file, the production files that reference it, once per reference, in file order.
    var fileUsers: [Int: [Int]] = [:]
    /// The references that could mean types of several units, left out of the edges.
    var ambiguousReferences: Int
    /// The targets whose files no app builds (test helpers, tools, packages kept but not linked): in no unit.
    var unbuiltModules: [String]

    /// The units of `model`'s `production` files. `read` gives a file's text, to find the app's entry point.
    init(model: ProjectModel, production: [Int], read: (String) -> String?) {
        let index = model.projects.index
        var units: [AdoptionUnit] = []
        var unitOfFile: [Int: Int] = [:]
        // Targets by what they build. Beside an app, an executable is a tool the team runs, not part of what ships.
        let hasApps = index.targets.contains { $0.description.kind == .app && index.projects[$0.project].isChecked }
        func isAppKind(_ target: Int) -> Bool {
            let kind = index.targets[target].description.kind
            return kind == .app || (kind == .executable && !hasApps)
        }
        func isExtension(_ target: Int) -> Bool {
            index.targets[target].description.kind == .appExtension
        }
        func isModuleKind(_ target: Int) -> Bool {
            let kind = index.targets[target].description.kind
            return !kind.isTest && kind != .app && kind != .executable && kind != .appExtension && kind != .macro && kind != .plugin
        }
        // The modules the apps build: those their targets reach through their declared dependencies. A module no app
        // reaches (a test helper, a tool's library, a package kept in the folder but not linked) is none of the app's parts.
        let products = index.targets.indices.filter { isAppKind($0) || isExtension($0) }
        var built: Set<Int>? = nil
        if !products.isEmpty {
            var reached = Set(products)
            var pending = products
            // What an app's files import is built for it too, whether or not its project declares it (a package a
            // workspace adds, a product linked by name).
            for file in production where model.targets(ofFileAt: file).contains(where: { isAppKind($0) || isExtension($0) }) {
                let facts = model.files[file]
                for statement in facts.imports {
                    for target in index.targets(ofModule: facts[statement.module]) where reached.insert(target).inserted { pending.append(target) }
                }
            }
            while let next = pending.popLast() {
                for dependency in index.dependencies[next] {
                    for target in dependency.targets where reached.insert(target).inserted { pending.append(target) }
                }
            }
            built = reached
        }
        // Modules: targets joined when they compile one file or differ only by a platform in their names.
        var parent: [Int: Int] = [:]
        func find(_ target: Int) -> Int {
            var current = target
            while let next = parent[current], next != current { current = next }
            return current
        }
        func union(_ a: Int, _ b: Int) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var moduleFiles: [Int: [Int]] = [:]
        var appFiles: [Int] = []
        var extensionFiles: [Int: [Int]] = [:]
        var leftOut: Set<String> = []
        // Every module target some file belongs to, whether or not the file is counted under it.
        var touched: Set<Int> = []
        var conventionFiles: [String: [Int]] = [:]
        for file in production {
            let targets = model.targets(ofFileAt: file).filter { !index.targets[$0].description.kind.isTest }
            // A file a module compiles is that module's, even when an app compiles it too.
            let modules = targets.filter { isModuleKind($0) && (built?.contains($0) ?? true) }
            if let first = modules.first {
                for module in modules.dropFirst() { union(first, module) }
                moduleFiles[first, default: []].append(file)
                touched.formUnion(modules)
            } else if targets.contains(where: isAppKind) {
                appFiles.append(file)
            } else if let first = targets.first(where: isExtension) {
                extensionFiles[first, default: []].append(file)
            } else if targets.isEmpty, index.isEmpty, let module = model.targetNames(ofFileAt: file).first {
                // No project read: the folder convention's module (`Sources/<Module>`).
                conventionFiles[module, default: []].append(file)
            } else if targets.isEmpty {
                // A project that could not be read places its files by path: the app's folders.
                appFiles.append(file)
            } else {
                leftOut.formUnion(targets.map { index.targets[$0].description.name })
            }
        }
        // Platform variants: `Kit-iOS` and `Kit-macOS` (and `Kit`) are one module.
        var byBaseName: [String: Int] = [:]
        for target in touched.sorted() {
            let name = index.targets[target].description.name
            let base = UnitGraph.platformlessName(name) ?? name
            if let other = byBaseName[base] { union(other, target) } else { byBaseName[base] = target }
        }
        var members: [Int: [Int]] = [:]
        for target in touched.sorted() { members[find(target), default: []].append(target) }
        func label(_ target: Int) -> String {
            index.displayName(ofTarget: target) == index.targets[target].description.name ? index.targets[target].description.name
                : index.qualifiedName(ofTarget: target)
        }
        for root in members.keys.sorted(by: { index.targets[$0].description.name < index.targets[$1].description.name }) {
            let targets = members[root] ?? []
            let files = targets.flatMap { moduleFiles[$0] ?? [] }.sorted()
            let largest = targets.max { (moduleFiles[$0]?.count ?? 0, -$0) < (moduleFiles[$1]?.count ?? 0, -$1) } ?? root
            let name = index.targets[largest].description.name
            units.append(AdoptionUnit(
                name: UnitGraph.platformlessName(name) ?? name, kind: .module, targets: targets.map(label).sorted(), files: files))
            for file in files { unitOfFile[file] = units.count - 1 }
        }
        for (module, files) in conventionFiles.sorted(by: { $0.key < $1.key }) {
            units.append(AdoptionUnit(name: module, kind: .module, targets: [module], files: files.sorted()))
            for file in files { unitOfFile[file] = units.count - 1 }
        }
        // Extensions: each target whole.
        for target in extensionFiles.keys.sorted() {
            units.append(AdoptionUnit(
                name: index.targets[target].description.name, kind: .appExtension, targets: [label(target)],
                files: (extensionFiles[target] ?? []).sorted()))
            for file in extensionFiles[target] ?? [] { unitOfFile[file] = units.count - 1 }
        }
        // App targets: the folders directly in each one's source root (the deepest folder its own files share) and in
        // each folder several apps compile, the files directly in those, and the files that start the app.
        let entryFiles = Set(appFiles.filter { file in
            UnitGraph.declaresEntryPoint(model.files[file], text: read(model.files[file].path) ?? "")
        })
        let roots = UnitGraph.sourceRoots(of: appFiles, in: model)
        var folderUnits: [String: Int] = [:]
        var rootFileUnits: [String: Int] = [:]
        var entryUnit: Int?
        for file in appFiles.sorted(by: { model.files[$0].path < model.files[$1].path }) {
            let path = model.files[file].path
            if entryFiles.contains(file) {
                if entryUnit == nil {
                    units.append(AdoptionUnit(name: "entry point", kind: .entryPoint))
                    entryUnit = units.count - 1
                }
                if let entryUnit {
                    units[entryUnit].files.append(file)
                    units[entryUnit].globs.append(path)
                    unitOfFile[file] = entryUnit
                }
                continue
            }
            let root = roots.first { $0 == "." || RelativePath.is(path, inside: $0) } ?? "."
            let inside = root == "." ? Substring(path) : path.dropFirst(root.count + 1)
            let components = inside.split(separator: "/")
            if components.count > 1 {
                let folder = RelativePath.join(root, String(components[0]))
                let position = folderUnits[folder] ?? {
                    units.append(AdoptionUnit(name: folder, kind: .folder, globs: [folder + "/**"]))
                    folderUnits[folder] = units.count - 1
                    return units.count - 1
                }()
                units[position].files.append(file)
                unitOfFile[file] = position
            } else {
                let position = rootFileUnits[root] ?? {
                    units.append(AdoptionUnit(name: root == "." ? "files at the root" : "\(root) (its own files)", kind: .rootFiles))
                    rootFileUnits[root] = units.count - 1
                    return units.count - 1
                }()
                units[position].files.append(file)
                units[position].globs.append(path)
                unitOfFile[file] = position
            }
        }
        // A folder whose subfolders repeat one layout (`Features/<Feature>/{Views,Models}`) holds parts, not a layer:
        // each subfolder is a unit, and the layout inside it is part of each, never a layer across them.
        // A folder holding most of the app's own files is a container of parts, not one: its subfolders are the parts.
        let appFileCount = appFiles.count
        var pending = units
        var expanded: [AdoptionUnit] = []
        while !pending.isEmpty {
            let unit = pending.removeFirst()
            // The parts of one layout are not opened further: their own folders are their layout.
            guard unit.kind == .folder, unit.group == nil else {
                expanded.append(unit)
                continue
            }
            if let parts = UnitGraph.parts(of: unit, paths: unit.files.map { model.files[$0].path },
                                           isContainer: Double(unit.files.count) > 0.5 * Double(appFileCount)) {
                pending.insert(contentsOf: parts, at: 0)
            } else {
                expanded.append(unit)
            }
        }
        units = expanded
        // Each file's unit, once the units change.
        func indexFiles() {
            unitOfFile = [:]
            for (position, unit) in units.enumerated() { for file in unit.files { unitOfFile[file] = position } }
        }
        indexFiles()
        // A folder unit whose glob would take a module's or an extension's files (a package inside the folder) lists its
        // subfolders instead: a path places a file before its target does. The entry point's files are named one by one
        // in App, which is tried first.
        var allPaths: [Int: String] = [:]
        for unit in units where unit.kind == .module || unit.kind == .appExtension {
            for file in unit.files { allPaths[file] = model.files[file].path }
        }
        func avoidForeignFiles(_ unit: inout AdoptionUnit) {
            guard unit.kind == .folder else { return }
            let foreign = allPaths.values.filter { RelativePath.is($0, inside: unit.name) }
            guard !foreign.isEmpty else { return }
            unit.globs = UnitGraph.globs(covering: unit.files.map { model.files[$0].path }, under: unit.name, avoiding: foreign.sorted())
        }
        for position in units.indices { avoidForeignFiles(&units[position]) }
        let references = production.concurrentMap { file in (file, model.referencedDeclarationFiles(ofFileAt: file)) }
        let referencesOf = Dictionary(uniqueKeysWithValues: references.map { ($0.0, $0.1.files) })
        let usersOf = UnitGraph.users(of: referencesOf)
        if let entryUnit = units.firstIndex(where: { $0.kind == .entryPoint }) {
            let composition = UnitGraph.composition(
                of: units, startingAt: entryUnit, references: referencesOf, users: usersOf, unitOfFile: unitOfFile, in: model)
            for (position, taken) in composition where !taken.isEmpty {
                let paths = taken.paths
                units[position].files.removeAll { taken.files.contains($0) }
                units[position].globs.removeAll { paths.contains($0) }
                units[entryUnit].files += taken.files.sorted()
                units[entryUnit].globs += paths
                for file in taken.files { unitOfFile[file] = entryUnit }
            }
            if composition.contains(where: { !$0.value.isEmpty }) { units[entryUnit].name = "entry point and composition" }
            // A part the composition took whole (an alternative app coordinator in a folder of its own) is no part left.
            units.removeAll { $0.files.isEmpty && ($0.kind == .folder || $0.kind == .rootFiles) }
            indexFiles()
        }
        // The other units that use each unit, for the units as they are.
        func usersOfEachUnit() -> [Set<Int>] {
            var usersOfUnit = [Set<Int>](repeating: [], count: units.count)
            for (file, users) in usersOf {
                guard let owner = unitOfFile[file] else { continue }
                usersOfUnit[owner].formUnion(users.compactMap { unitOfFile[$0] }.filter { $0 != owner })
            }
            return usersOfUnit
        }
        // A folder of views that three quarters of the parts use, whose subfolders play different roles (shared views beside
        // the logger, the extensions and the network monitor), is a catch-all of shared code: its subfolders and its own
        // files are its parts, each placed by its own uses, as one layer cannot hold views the screens share and the
        // helpers the services use.
        do {
            let usersOfUnit = usersOfEachUnit()
            let free = units.filter { !$0.isPinnedToApp }.count
            var split: [AdoptionUnit] = []
            for (position, unit) in units.enumerated() {
                guard unit.kind == .folder, unit.group == nil, usersOfUnit[position].count * 4 >= free * 3,
                      UnitContent(files: unit.files, in: model).role == .screens,
                      let parts = UnitGraph.parts(of: unit, paths: unit.files.map { model.files[$0].path }, isContainer: true), parts.count >= 3
                else {
                    split.append(unit)
                    continue
                }
                let roles = Set(parts.map { UnitContent(files: $0.files, in: model).role })
                guard roles.contains(.screens), roles.contains(where: { $0 != .screens && $0 != nil }) else {
                    split.append(unit)
                    continue
                }
                for var part in parts {
                    avoidForeignFiles(&part)
                    split.append(part)
                }
            }
            if split.count != units.count {
                units = split
                indexFiles()
            }
        }
        // Design tokens and constants kept among the views (a `Styles` or strings enum in `Views/`, with its extensions
        // of the frameworks' types): a file of values that uses nothing of the project and that three or more other
        // parts use is a part of its own, so the parts a layer below the views may use it.
        let unitsUsingFile = usersOf.mapValues { Set($0.compactMap { unitOfFile[$0] }) }
        let usersOfUnit = usersOfEachUnit()
        let free = units.filter { !$0.isPinnedToApp }.count
        for position in units.indices where units[position].kind == .folder || units[position].kind == .rootFiles {
            // A folder three quarters of the parts use is their infrastructure whole (inference places it so): not split.
            guard UnitContent(files: units[position].files, in: model).role == .screens, usersOfUnit[position].count * 4 < free * 3 else { continue }
            let tokens = units[position].files.filter { file in
                let content = UnitContent(files: [file], in: model)
                // Its extensions can only be of other modules' types (it references no file of the project).
                return content.values >= 1 && content.types == content.values
                    && (referencesOf[file] ?? []).allSatisfy { $0 == file }
                    && (unitsUsingFile[file] ?? []).subtracting([position]).count >= 3
            }
            guard !tokens.isEmpty, tokens.count < units[position].files.count else { continue }
            let paths = tokens.map { model.files[$0].path }
            let remaining = units[position].files.filter { !tokens.contains($0) }
            if units[position].kind == .folder {
                units[position].globs = UnitGraph.globs(
                    covering: remaining.map { model.files[$0].path }, under: units[position].name, avoiding: paths)
            } else {
                units[position].globs.removeAll { paths.contains($0) }
            }
            units[position].files = remaining
            units.append(AdoptionUnit(name: "\(units[position].name) (values every part uses)", kind: .rootFiles, globs: paths, files: tokens))
            for file in tokens { unitOfFile[file] = units.count - 1 }
        }
        // Edges: resolved type references and imports of a unit's module.
        var moduleUnit: [String: Int] = [:]
        for (position, unit) in units.enumerated() where unit.kind == .module {
            for file in unit.files { for target in model.targets(ofFileAt: file) { moduleUnit[index.targets[target].description.moduleName] = position } }
            if index.isEmpty { moduleUnit[unit.name] = position }
        }
        var edges = [[Int: Int]](repeating: [:], count: units.count)
        var ambiguous = 0
        let fileUnits = unitOfFile
        let perFile = references.map { file, resolved -> (from: Int, to: [Int], ambiguous: Int)? in
            guard let from = fileUnits[file] else { return nil }
            var targets = resolved.files.compactMap { fileUnits[$0] }
            let facts = model.files[file]
            for statement in facts.imports {
                if let to = moduleUnit[facts[statement.module]] { targets.append(to) }
            }
            return (from, targets.filter { $0 != from }, resolved.ambiguous)
        }
        for case let (from, targets, count)? in perFile {
            ambiguous += count
            for to in targets { edges[from][to, default: 0] += 1 }
        }
        self.units = units
        self.edges = edges
        self.unitOfFile = unitOfFile
        fileReferences = referencesOf
        fileUsers = usersOf
        ambiguousReferences = ambiguous
        unbuiltModules = leftOut.sorted()
    }

    /// The source roots of the app targets' files: each folder several app targets compile (a
    /// platform-neutral `Shared/`), and for each app target the deepest folder its other files share.
    static func sourceRoots(of files: [Int], in model: ProjectModel) -> [String] {
        let index = model.projects.index
        func folder(of path: String) -> String { RelativePath.parent(of: path) }
        // The top folders (below the project's) that files of several app targets sit in are shared.
        var appsOfTop: [String: Set<Int>] = [:]
        var tops: [Int: String] = [:]
        for file in files {
            let path = model.files[file].path
            let targets = model.targets(ofFileAt: file).filter { [.app, .executable].contains(index.targets[$0].description.kind) }
            let projectFolder = targets.first.map { target -> String in
                let project = index.projects[index.targets[target].project]
                return project.kind == .tuistProject ? project.path : RelativePath.parent(of: project.path)
            } ?? "."
            let inside = projectFolder != "." && RelativePath.is(path, inside: projectFolder) ? String(path.dropFirst(projectFolder.count + 1)) : path
            let components = inside.split(separator: "/")
            guard components.count > 1 else { continue }
            let top = RelativePath.join(projectFolder, String(components[0]))
            tops[file] = top
            appsOfTop[top, default: []].formUnion(targets)
        }
        let shared = Set(appsOfTop.filter { $0.value.count > 1 }.keys)
        var roots = Array(shared)
        // Each app target's other files: the deepest folder they all sit in.
        var byTarget: [Int: [String]] = [:]
        for file in files where !(tops[file].map(shared.contains) ?? false) {
            for target in model.targets(ofFileAt: file) where [.app, .executable].contains(index.targets[target].description.kind) {
                byTarget[target, default: []].append(folder(of: model.files[file].path))
            }
        }
        for folders in byTarget.values {
            guard var common = folders.first?.split(separator: "/").map(String.init) else { continue }
            for other in folders.dropFirst() {
                let parts = other.split(separator: "/").map(String.init)
                common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
                if common.isEmpty { break }
            }
            let root = common.isEmpty ? "." : common.joined(separator: "/")
            if !roots.contains(root) { roots.append(root) }
        }
        // The deepest first when matching a path; `.` last.
        return roots.sorted { ($0 == "." ? -1 : $0.count) > ($1 == "." ? -1 : $1.count) }
    }

    /// The units a folder unit stands for: itself, or, when most of its subfolders share a layout
    /// (one subfolder name in at least half of them, three or more of them), each subfolder, with
    /// the files directly in the folder as one more unit.
    static func parts(of unit: AdoptionUnit, paths: [String], isContainer: Bool = false) -> [AdoptionUnit]? {
        let folder = unit.name
        var children: [String: Set<String>] = [:]
        var direct: [Int] = []
        for (file, path) in zip(unit.files, paths) {
            let inside = path.dropFirst(folder.count + 1).split(separator: "/")
            guard inside.count > 1 else {
                direct.append(file)
                continue
            }
            children[String(inside[0]), default: []].formUnion(inside.count > 2 ? [String(inside[1]).lowercased()] : [])
        }
        // A container is opened down to its parts, through a folder that holds nothing but one folder.
        guard children.count >= (isContainer ? 1 : 3) else { return nil }
        var frequency: [String: Int] = [:]
        for names in children.values { for name in names { frequency[name, default: 0] += 1 } }
        let repeatsLayout = children.count >= 3 && (frequency.values.max() ?? 0) >= 2
            && Double(frequency.values.max() ?? 0) >= 0.5 * Double(children.count)
        guard repeatsLayout || isContainer else { return nil }
        var parts: [AdoptionUnit] = []
        for child in children.keys.sorted() {
            let path = RelativePath.join(folder, child)
            let files = zip(unit.files, paths).filter { RelativePath.is($0.1, inside: path) }.map(\.0)
            parts.append(AdoptionUnit(name: path, kind: .folder, globs: [path + "/**"], files: files, group: repeatsLayout ? folder : nil))
        }
        if !direct.isEmpty {
            let directPaths = zip(unit.files, paths).filter { direct.contains($0.0) }.map(\.1)
            parts.append(AdoptionUnit(name: "\(folder) (its own files)", kind: .rootFiles, globs: directPaths, files: direct))
        }
        return parts
    }

    /// What an app unit gives up to the app's composition: the files, and the paths or globs that place them.
    struct CompositionPart: Sendable {
        var files: Set<Int> = []
        var paths: [String] = []
        var isEmpty: Bool { files.isEmpty }
    }

    /// The code that constructs the app besides its entry point, per unit it is filed in: a file of an app folder, or
    /// one of its subfolders whole, that only the entry point (and what already composes) uses and that
    /// builds the screens or flows of three other parts or more, or that draws nothing and calls back into the app's
    /// own code. It is what the app's delegate calls to put the app together (a root controller, a router with the
    /// routes it performs, the app coordinator with its window manager), kept beside the services in a folder of mixed
    /// roles; a unit is given up whole only as an alternative to the composition (a type only the entry point picks
    /// that adopts what the composition adopts: the coordinator the UI tests run under), else its place is the graph's.
    static func composition(of units: [AdoptionUnit], startingAt entry: Int, references referencesOf: [Int: [Int]], users usersOfFile: [Int: [Int]],
                            unitOfFile: [Int: Int], in model: ProjectModel) -> [Int: CompositionPart] {
        var contents: [Int: UnitContent] = [:]
        func content(_ file: Int) -> UnitContent {
            if let known = contents[file] { return known }
            let content = UnitContent(files: [file], in: model)
            contents[file] = content
            return content
        }
        func isScreenOrFlow(_ file: Int) -> Bool { content(file).screens >= 1 || content(file).flows >= 1 }
        // The protocols the project declares, and those each file's types adopt: an alternative to the app's own
        // coordinator (the one its tests run under) adopts what the composition's adopts.
        let projectProtocols = Set(model.files.flatMap { facts in facts.types.filter { $0.kind == .protocol }.map { facts[$0.name] } })
        func adopted(_ files: Set<Int>) -> Set<String> {
            Set(files.flatMap { file in
                let facts = model.files[file]
                return facts.types.filter { $0.kind != .protocol && $0.kind != .extension }.flatMap { $0.inherited.map { facts[$0] } }
            }.filter(projectProtocols.contains))
        }
        var candidates: [(unit: Int, files: Set<Int>, paths: [String], whole: Bool)] = []
        var singles: [(unit: Int, files: Set<Int>, paths: [String], whole: Bool)] = []
        for position in units.indices where units[position].kind == .folder || units[position].kind == .rootFiles {
            // A folder of coordinators is the flow layer, directly below the app: its coordinators stay together there.
            let whole = UnitContent(files: units[position].files, in: model)
            guard whole.role != .presentation || whole.flows < 3 || whole.flows * 2 < whole.presentation else { continue }
            var subfolders: [String: Set<Int>] = [:]
            for file in units[position].files {
                let path = model.files[file].path
                let inside = units[position].kind == .folder && RelativePath.is(path, inside: units[position].name)
                    ? path.dropFirst(units[position].name.count + 1).split(separator: "/") : []
                if inside.count > 1 { subfolders[RelativePath.join(units[position].name, String(inside[0])), default: []].insert(file) }
                singles.append((position, [file], [path], false))
            }
            // A subfolder whole before its files one by one: the configuration names it by one glob.
            for (folder, files) in subfolders.sorted(by: { $0.key < $1.key }) { candidates.append((position, files, [folder + "/**"], false)) }
            candidates.append((position, Set(units[position].files), units[position].globs, true))
        }
        candidates += singles
        var composed = Set(units[entry].files)
        var taken: [Int: CompositionPart] = [:]
        var chosen = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (index, candidate) in candidates.enumerated() where !chosen.contains(index) && !candidate.files.isSubset(of: composed) {
                guard candidate.whole ? taken[candidate.unit] == nil
                    : (taken[candidate.unit]?.files.count ?? 0) + candidate.files.count < units[candidate.unit].files.count else { continue }
                let users = candidate.files.reduce(into: Set<Int>()) { $0.formUnion(usersOfFile[$1] ?? []) }.subtracting(candidate.files)
                guard !users.isEmpty, users.isSubset(of: composed) else { continue }
                let built = Set(candidate.files.flatMap { referencesOf[$0] ?? [] }
                    .filter { !candidate.files.contains($0) && isScreenOrFlow($0) }
                    .compactMap { unitOfFile[$0] }
                    .filter { $0 != entry && $0 != candidate.unit })
                // Or tied to the app both ways, drawing nothing: what the app's delegate alone uses and that calls back into
                // it (its window manager, its mediator) is the app's own. A screen that calls the delegate is a leak instead.
                let callsBack = !candidate.files.flatMap { referencesOf[$0] ?? [] }.filter { composed.contains($0) && !candidate.files.contains($0) }.isEmpty
                // A screen others may show (a window manager's private window view is its own business).
                let draws = candidate.files.contains { file in
                    let facts = model.files[file]
                    return facts.types.contains { type in
                        type.kind != .extension && type.access > .fileprivate && UnitContent.isScreen(type, in: facts)
                    }
                }
                // Or an alternative to the app's own coordinator that only the entry point picks (the one its UI or
                // accessibility tests run under): it adopts what the composition adopts. A part is given up whole only so.
                let alternate = !adopted(candidate.files).isDisjoint(with: adopted(composed))
                guard candidate.whole ? alternate : built.count >= 3 || (callsBack && !draws) || alternate else { continue }
                chosen.insert(index)
                composed.formUnion(candidate.files)
                taken[candidate.unit, default: CompositionPart()].files.formUnion(candidate.files)
                taken[candidate.unit, default: CompositionPart()].paths += candidate.paths
                changed = true
            }
        }
        return taken
    }

    /// Globs under `folder` that match every one of `paths` and none of `avoiding`: each subfolder
    /// whole where it holds none of them, else its files one by one.
    static func globs(covering paths: [String], under folder: String, avoiding: [String]) -> [String] {
        var result: [String] = []
        var byChild: [String: [String]] = [:]
        for path in paths {
            let rest = path.dropFirst(folder.count + 1)
            guard let slash = rest.firstIndex(of: "/") else {
                result.append(path)
                continue
            }
            byChild[RelativePath.join(folder, String(rest[..<slash])), default: []].append(path)
        }
        for (child, childPaths) in byChild.sorted(by: { $0.key < $1.key }) {
            let blocked = avoiding.filter { RelativePath.is($0, inside: child) }
            result += blocked.isEmpty ? [child + "/**"] : globs(covering: childPaths, under: child, avoiding: blocked)
        }
        return result.sorted()
    }

    /// Whether a file starts the app: a type conforming to SwiftUI's `App` or an application, scene or
    /// extension delegate protocol, or a line that begins with `@main` or `@UIApplicationMain` (a
    /// comment that mentions the app delegate does not count).
    static func declaresEntryPoint(_ facts: FileFacts, text: String) -> Bool {
        if facts.declaresEntryPointType { return true }
        return text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("@main") || trimmed.hasPrefix("@UIApplicationMain") || trimmed.hasPrefix("@NSApplicationMain")
        }
    }

    /// `name` without the platform it names at its end (`Shared-iOS`, `Shared watchOS`, `Kit_macOS`),
    /// or `nil` when it names none.
    static func platformlessName(_ name: String) -> String? {
        for platform in ["iOS", "watchOS", "macOS", "tvOS", "visionOS", "iPadOS", "macCatalyst", "Catalyst", "Mac", "Watch"] {
            for separator in ["-", "_", " "] where name.hasSuffix(separator + platform) && name.count > separator.count + platform.count {
                return String(name.dropLast(separator.count + platform.count))
            }
            if ["iOS", "watchOS", "macOS", "tvOS", "visionOS"].contains(platform), name.hasSuffix(platform), name.count > platform.count {
                return String(name.dropLast(platform.count))
            }
        }
        return nil
    }

    /// For each file `references` names, the files that reference it (once per reference, in file order).
    static func users(of references: [Int: [Int]]) -> [Int: [Int]] {
        var users: [Int: [Int]] = [:]
        for (file, used) in references.sorted(by: { $0.key < $1.key }) {
            for target in used where target != file { users[target, default: []].append(file) }
        }
        return users
    }

    /// The units that use `unit`, with how much.
    func users(of unit: Int) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (from, targets) in edges.enumerated() { if let count = targets[unit] { result[from] = count } }
        return result
    }
}
