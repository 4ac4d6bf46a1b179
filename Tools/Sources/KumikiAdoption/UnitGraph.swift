import Foundation
import KumikiCheck
import KumikiProjects

/// The parts of an app and how much each uses the others: the units `kumiki adopt` places, and
/// the weighted edges between them, from the type references each unit's files resolve to
/// another unit's declarations (per target, as the compiler sees them) and from the imports of
/// another unit's module.
///
/// - A module is one unit, whatever its folders are called; so are its platform variants (`Kit`,
///   `Kit-iOS`, `Kit-macOS`) and the targets that compile the same files. A file a module and an
///   extension or app both compile is the module's: its home. A module no app or extension reaches
///   (a test helper, a tool, a package kept in the folder but not linked), and one whose code
///   imports a test framework (test doubles), is no unit.
/// - An app extension is one unit, the app's own (the system starts it).
/// - The files the system starts the app through are the entry point: a type conforming to an
///   application, scene (CarPlay's too) or extension delegate, a SwiftUI `App`, a `Widget` or
///   `WidgetBundle`, an `AppIntent` or `AppShortcutsProvider`; `main.swift`, `@main`,
///   `UIApplicationMain`; and every extension of those types, wherever it sits.
/// - Inside an app target, the units are the folders directly in its source roots (a folder holding
///   most of the app is opened to its subfolders; a folder whose subfolders repeat a layout gives one
///   unit per subfolder) and the files directly in a root. In a flat folder of many files, the files
///   whose names share their last word (`*ViewController.swift`, `*Cell.swift`, `*+Theme.swift`) are
///   a unit of their own, written as that name's glob: a new file of that kind lands with them.
/// - Code the app does not own is no unit: a demo or sample app beside the real one, and files
///   copied from another project (a licence header naming another copyright holder than the app's).
struct UnitGraph: Sendable {
    /// Every unit, modules first, then extensions, then folders in path order.
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
    /// The modules of test doubles (their code imports a test framework): in no unit.
    var testDoubleModules: [String] = []
    /// Folders and files of code the app does not own, for `vendored:`: sample apps, files copied from another project.
    var vendoredPaths: [String] = []
    /// The files that start the app.
    var entryFiles: Set<Int> = []

    /// The units of `model`'s `production` files. `read` gives a file's text, to find the app's
    /// entry point and the licence headers of code copied in.
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
        // Test doubles: a module most of whose files import a test framework is made for the tests, whoever links it.
        var filesOfTarget: [Int: [Int]] = [:]
        for file in production { for target in model.targets(ofFileAt: file) { filesOfTarget[target, default: []].append(file) } }
        let testDoubles = Set(index.targets.indices.filter { target in
            let files = filesOfTarget[target] ?? []
            let testing = files.filter { file in model.files[file].imports.contains { UnitGraph.testFrameworks.contains(model.files[file][$0.module]) } }
            return isModuleKind(target) && !files.isEmpty && testing.count * 2 >= files.count
        })
        // Sample and demo apps kept beside the app: an app target whose files all sit in a folder named for one, when
        // another app target's do not.
        let appTargets = index.targets.indices.filter { isAppKind($0) && index.projects[index.targets[$0].project].isChecked }
        func sampleFolder(of target: Int) -> String? {
            let paths = (filesOfTarget[target] ?? []).map { model.files[$0].path }
            guard let first = paths.first else { return nil }
            let components = first.split(separator: "/").dropLast()
            guard let depth = components.indices.first(where: { UnitGraph.isSampleFolderName(String(components[$0])) }) else { return nil }
            let folder = components[...depth].joined(separator: "/")
            return paths.allSatisfy { RelativePath.is($0, inside: folder) } ? folder : nil
        }
        let samples = appTargets.compactMap { target in sampleFolder(of: target).map { (target, $0) } }
        let sampleTargets = samples.count < appTargets.count ? Set(samples.map(\.0)) : []
        var vendored = Set(samples.filter { sampleTargets.contains($0.0) }.map(\.1))
        // The modules the apps build: those their targets reach through their declared dependencies. A module no app
        // reaches (a test helper, a tool's library, a package kept in the folder but not linked) is none of the app's parts.
        let products = index.targets.indices.filter { (isAppKind($0) || isExtension($0)) && !sampleTargets.contains($0) }
        var built: Set<Int>? = nil
        if !products.isEmpty {
            var reached = Set(products)
            var pending = products
            // What an app's files import is built for it too, whether or not its project declares it (a package a
            // workspace adds, a product linked by name).
            for file in production where model.targets(ofFileAt: file).contains(where: { (isAppKind($0) || isExtension($0)) && !sampleTargets.contains($0) }) {
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
        // Code copied in from another project: its licence header names another holder than the app's own files do.
        let copied = UnitGraph.copiedFiles(production, in: model, read: read)
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
        // A target is named with its project where another project has one of the same name (a server package's `App`
        // beside the app's `App` target), so a list of left-out modules never names the app.
        func label(_ target: Int) -> String {
            index.displayName(ofTarget: target) == index.targets[target].description.name ? index.targets[target].description.name
                : index.qualifiedName(ofTarget: target)
        }
        var moduleFiles: [Int: [Int]] = [:]
        var appFiles: [Int] = []
        var extensionFiles: [Int: [Int]] = [:]
        var leftOut: Set<String> = []
        var doubles: Set<String> = []
        // Every module target some file belongs to, whether or not the file is counted under it.
        var touched: Set<Int> = []
        var conventionFiles: [String: [Int]] = [:]
        for file in production where !copied.contains(file) {
            let targets = model.targets(ofFileAt: file).filter { !index.targets[$0].description.kind.isTest }
            if targets.contains(where: sampleTargets.contains) && !targets.contains(where: { !sampleTargets.contains($0) }) { continue }
            if targets.contains(where: testDoubles.contains) {
                doubles.formUnion(targets.filter(testDoubles.contains).map(label))
                continue
            }
            // A file a module compiles is that module's, even when an app or an extension compiles it too: its home.
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
                leftOut.formUnion(targets.map(label))
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
        // The entry point: what the system starts, and every extension of those types.
        let entryFiles = UnitGraph.entryPoint(among: appFiles, in: model, read: read)
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
                    // The files directly in the root, by one glob: a new file there lands with them.
                    units.append(AdoptionUnit(
                        name: root == "." ? "files at the root" : "\(root) (its own files)", kind: .rootFiles,
                        globs: [RelativePath.join(root, "*.swift")]))
                    rootFileUnits[root] = units.count - 1
                    return units.count - 1
                }()
                units[position].files.append(file)
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
        // A flat folder of many files mixes roles a folder glob cannot tell apart: the files whose names end in one word
        // are a part each, written as that name's glob.
        units = expanded.flatMap { unit in UnitGraph.nameGroups(of: unit, paths: unit.files.map { model.files[$0].path }) }
        // Each file's unit, once the units change.
        unitOfFile = [:]
        for (position, unit) in units.enumerated() { for file in unit.files { unitOfFile[file] = position } }
        // A folder unit whose glob would take a module's or an extension's files (a package inside the folder) lists its
        // subfolders instead: a path places a file before its target does. Where that would name more files one by one
        // than the folder holds of theirs (a module's file or two among the folder's), the folder stays one glob and
        // those files are named in their own part: a file's path beats a folder's glob. The entry point's files are
        // named one by one in App, which is tried first.
        var foreignFiles: [(path: String, unit: Int)] = []
        for (position, unit) in units.enumerated() where unit.kind == .module || unit.kind == .appExtension {
            for file in unit.files { foreignFiles.append((model.files[file].path, position)) }
        }
        // Vendored code is left out of the check before any glob is matched: it needs no glob of its own to avoid it.
        for position in units.indices where units[position].kind == .folder {
            let folder = units[position].name
            let foreign = foreignFiles.filter { RelativePath.is($0.path, inside: folder) }
            guard !foreign.isEmpty else { continue }
            let split = UnitGraph.globs(
                covering: units[position].files.map { model.files[$0].path }, under: folder, avoiding: foreign.map(\.path).sorted())
            if foreign.count < split.filter({ !$0.contains("*") }).count {
                for file in foreign { units[file.unit].globs.append(file.path) }
            } else {
                units[position].globs = split
            }
        }
        // Copied files are written under `vendored:`: their folder when it holds nothing else of the app's, else each file.
        let copiedPaths = copied.map { model.files[$0].path }
        var copiedByFolder: [String: [String]] = [:]
        for path in copiedPaths { copiedByFolder[RelativePath.parent(of: path), default: []].append(path) }
        let allPaths = production.map { model.files[$0].path }
        for (folder, paths) in copiedByFolder {
            let everything = allPaths.filter { RelativePath.is($0, inside: folder) }
            if folder != ".", everything.count == paths.count { vendored.insert(folder) } else { vendored.formUnion(paths) }
        }
        let references = production.concurrentMap { file in (file, model.referencedDeclarationFiles(ofFileAt: file)) }
        let referencesOf = Dictionary(uniqueKeysWithValues: references.map { ($0.0, $0.1.files) })
        let usersOf = UnitGraph.users(of: referencesOf)
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
        unbuiltModules = leftOut.subtracting(doubles).sorted()
        testDoubleModules = doubles.sorted()
        vendoredPaths = vendored.sorted()
        self.entryFiles = entryFiles
    }

    /// The modules of test frameworks: code that imports one is made for the tests (`XCTestDynamicOverlay` is not
    /// one: production code imports it to report unimplemented dependencies).
    static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting"]

    /// Whether a folder's name says it holds sample or demo apps.
    static func isSampleFolderName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["sample", "samples", "example", "examples", "demo", "demos", "sampleapp", "sampleapps", "demoapp", "demoapps", "exampleapp",
                "exampleapps", "playground", "playgrounds"].contains(lowered)
    }

    // MARK: - The entry point

    /// The protocols and classes whose conformers the system starts: the app, its scenes (CarPlay's
    /// too), its widgets, its intents, shortcuts and the queries that find their entities, and the
    /// principal classes of its extensions.
    static let systemStartedTypes: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
        "WKExtensionDelegate", "CPTemplateApplicationSceneDelegate", "CPTemplateApplicationDashboardSceneDelegate",
        "CPTemplateApplicationInstrumentClusterSceneDelegate", "CPApplicationDelegate", "Widget", "WidgetBundle", "ControlWidget",
        // AppIntents' own refinements of AppIntent are started by the system the same way (a widget's configuration, a
        // control's value, a Live Activity's button).
        "AppIntent", "WidgetConfigurationIntent", "ControlConfigurationIntent", "AudioPlaybackIntent", "LiveActivityIntent",
        "ForegroundContinuableIntent", "OpenIntent", "SetValueIntent", "URLRepresentableIntent", "AudioRecordingIntent",
        "CameraCaptureIntent", "DeleteIntent", "ShowInAppSearchResultsIntent", "AppShortcutsProvider", "EntityQuery", "EntityStringQuery", "EntityPropertyQuery", "EnumerableEntityQuery",
        "DynamicOptionsProvider", "UNNotificationServiceExtension", "UNNotificationContentExtension", "INExtension",
        "NSExtensionRequestHandling", "NSFileProviderReplicatedExtension", "NSFileProviderExtension",
    ]

    /// The files among `appFiles` that start the app: a type the system starts, `main.swift`, `@main` or
    /// `UIApplicationMain` (a comment that mentions them does not count), and the files that hold only
    /// extensions, one of a type those declare (`AppDelegate+QuickActions.swift`).
    static func entryPoint(among appFiles: [Int], in model: ProjectModel, read: (String) -> String?) -> Set<Int> {
        var entry = Set(appFiles.filter { file in
            let facts = model.files[file]
            if facts.declaresEntryPointType || facts.types.contains(where: { type in
                type.kind != .protocol && type.kind != .extension && type.inherited.contains { systemStartedTypes.contains(facts[$0]) }
            }) {
                return true
            }
            if RelativePath.lastComponent(of: facts.path) == "main.swift" { return true }
            let text = read(facts.path) ?? ""
            return text.split(separator: "\n").contains { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard !trimmed.hasPrefix("//") else { return false }
                return trimmed.hasPrefix("@main") || trimmed.hasPrefix("@UIApplicationMain") || trimmed.hasPrefix("@NSApplicationMain")
                    || trimmed.contains("UIApplicationMain(") || trimmed.contains("NSApplicationMain(")
            }
        })
        // The types the entry point declares, and the files that do nothing but extend them; an Objective-C
        // app's delegate is declared in its headers, and its Swift extensions are the entry point's too.
        let started = Set(entry.flatMap { file -> [String] in
            let facts = model.files[file]
            return facts.types.filter { $0.kind != .extension && !$0.isNested }.map { facts[$0.name] }
        }).union(objectiveCStartedClasses(in: model, read: read))
        for file in appFiles where !entry.contains(file) {
            let facts = model.files[file]
            let outer = facts.types.filter { !$0.isNested }
            // Beside an extension of the app's type, a file may extend a system type for it (`extension Scene`
            // with the modifiers the app's scene uses); wherever it went, the extension would be a finding.
            if outer.allSatisfy({ $0.kind == .extension }), outer.contains(where: { started.contains(facts[$0.name]) }) { entry.insert(file) }
        }
        return entry
    }

    /// The Objective-C classes an app's or extension's own Objective-C code declares as conforming to a
    /// protocol the system starts (`@interface AppController : NSObject <NSApplicationDelegate>`), read from
    /// the target's `.m` files and the header beside each.
    static func objectiveCStartedClasses(in model: ProjectModel, read: (String) -> String?) -> Set<String> {
        var classes: Set<String> = []
        for target in model.projects.index.targets where target.description.kind == .app || target.description.kind == .appExtension {
            for source in target.description.objectiveCSources where source.hasSuffix(".m") || source.hasSuffix(".mm") {
                let header = String(source[..<(source.lastIndex(of: ".") ?? source.endIndex)]) + ".h"
                for path in [source, header] {
                    guard let text = read(path) else { continue }
                    classes.formUnion(objectiveCClasses(in: text) { systemStartedTypes.contains($0) })
                }
            }
        }
        return classes
    }

    /// The classes an Objective-C `@interface` in `text` declares (or extends) conforming to a protocol `isWanted` accepts.
    static func objectiveCClasses(in text: String, conformingTo isWanted: (String) -> Bool) -> Set<String> {
        var classes: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: "@interface") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { $0 == "\n" || $0 == "{" }) else { break }
            let declaration = rest[..<end]
            guard let open = declaration.firstIndex(of: "<"), let close = declaration[open...].firstIndex(of: ">") else { continue }
            let name = declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "\t" }
                .trimmingCharacters(in: .whitespaces)
            let protocols = declaration[declaration.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if !name.isEmpty, protocols.contains(where: isWanted) { classes.insert(name) }
        }
        return classes
    }

    // MARK: - Code copied from elsewhere

    /// The files whose licence header grants a licence in the name of another copyright holder than
    /// the one most of the app's own headers name: a third-party file copied into the app.
    static func copiedFiles(_ files: [Int], in model: ProjectModel, read: (String) -> String?) -> Set<Int> {
        var headers: [(file: Int, holder: String?, licence: String?)] = []
        for file in files {
            guard let text = read(model.files[file].path) else { continue }
            let header = leadingComment(of: text)
            headers.append((file, copyrightHolder(in: header), licence(in: header)))
        }
        // The app's own holder and licence: those most files name. A file whose header grants another licence than the
        // app's own files do (or any, when theirs grant none), in another holder's name, was copied in. A company that
        // changed its name keeps its licence text, and is not mistaken for another project.
        func mostCommon(_ values: [String]) -> String? {
            var counts: [String: Int] = [:]
            for value in values { counts[value, default: 0] += 1 }
            return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        }
        let ownHolder = mostCommon(headers.compactMap(\.holder))
        let ownLicence = mostCommon(headers.filter { $0.holder == ownHolder }.compactMap(\.licence))
        return Set(headers.filter { header in
            guard let licence = header.licence, let holder = header.holder else { return false }
            return licence != ownLicence && holder != ownHolder
        }.map(\.file))
    }

    /// The comment a file starts with (its header), up to the first line of code.
    static func leadingComment(of text: String) -> String {
        var lines: [Substring] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(80) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inBlock {
                lines.append(trimmed)
                if trimmed.contains("*/") { inBlock = false }
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") {
                lines.append(trimmed)
            } else if trimmed.hasPrefix("/*") {
                lines.append(trimmed)
                inBlock = !trimmed.contains("*/")
            } else {
                break
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Words of a copyright line that name no holder.
    private static let holderNoise: Set<String> = ["by", "and", "the", "inc", "llc", "ltd", "gmbh", "contributors", "its", "affiliates"]

    /// The licence a header grants (MIT's, BSD's, Apache's, ISC's, MPL's, GPL's, an SPDX identifier's words), by
    /// the phrase that grants it; `nil` for a header that grants none.
    static func licence(in header: String) -> String? {
        let lowered = header.lowercased()
        // The family, not the wording: an SPDX identifier (`AGPL-3.0-only OR …`) by its first licence's family.
        if let range = lowered.range(of: "spdx-license-identifier:") {
            let identifier = lowered[range.upperBound...].drop { $0 == " " }.prefix { !$0.isWhitespace }
            for family in ["agpl", "lgpl", "gpl", "mit", "bsd", "apache", "isc", "mpl"] where identifier.hasPrefix(family) { return family }
            return String(identifier)
        }
        let families = [("permission is hereby granted", "mit"), ("released under the mit license", "mit"), ("licensed under the apache license", "apache"),
                        ("redistribution and use in source and binary forms", "bsd"), ("permission to use, copy, modify", "isc"),
                        ("mozilla public license", "mpl"), ("gnu affero general public license", "agpl"), ("gnu lesser general public license", "lgpl"),
                        ("gnu general public license", "gpl")]
        return families.first { lowered.contains($0.0) }?.1
    }

    /// The copyright holder a header names (`Copyright (c) 2016 Jane Doe. All rights reserved.` → `jane doe`), if any.
    static func copyrightHolder(in header: String) -> String? {
        for line in header.split(separator: "\n") {
            let lowered = line.lowercased()
            guard let range = lowered.range(of: "copyright") else { continue }
            var rest = String(lowered[range.upperBound...])
            for noise in ["(c)", "©", "all rights reserved", "&copy;"] { rest = rest.replacingOccurrences(of: noise, with: " ") }
            let pieces: [Substring] = rest.split { character in !character.isLetter && !character.isNumber && character != "." && character != "-" }
            let trimmed: [String] = pieces.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".-")) }
            let words = trimmed.filter { word in !word.isEmpty && !word.allSatisfy(\.isNumber) && !Self.holderNoise.contains(word) }
            if !words.isEmpty { return words.joined(separator: " ") }
        }
        return nil
    }

    // MARK: - Parts of an app target

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
        guard children.count >= (isContainer ? 1 : AdoptionThresholds.value(.repeatedLayoutFolders)) else { return nil }
        var frequency: [String: Int] = [:]
        for names in children.values { for name in names { frequency[name, default: 0] += 1 } }
        let repeatsLayout = children.count >= AdoptionThresholds.value(.repeatedLayoutFolders) && (frequency.values.max() ?? 0) >= 2
            && Double(frequency.values.max() ?? 0) >= 0.5 * Double(children.count)
        guard repeatsLayout || isContainer else { return nil }
        var parts: [AdoptionUnit] = []
        for child in children.keys.sorted() {
            let path = RelativePath.join(folder, child)
            let files = zip(unit.files, paths).filter { RelativePath.is($0.1, inside: path) }.map(\.0)
            parts.append(AdoptionUnit(name: path, kind: .folder, globs: [path + "/**"], files: files, group: repeatsLayout ? folder : nil))
        }
        if !direct.isEmpty {
            parts.append(AdoptionUnit(name: "\(folder) (its own files)", kind: .rootFiles, globs: [RelativePath.join(folder, "*.swift")], files: direct))
        }
        return parts
    }

    /// `unit`, and, when it holds many files directly in its folder (a flat app folder), the groups of those
    /// files whose names end in one word (`*ViewController.swift`, `*Cell.swift`, `*+Theme.swift`), each a unit
    /// written as that name's glob; the other files stay in `unit`.
    static func nameGroups(of unit: AdoptionUnit, paths: [String]) -> [AdoptionUnit] {
        guard unit.kind == .folder || unit.kind == .rootFiles else { return [unit] }
        let folder = unit.kind == .folder ? unit.name : paths.first.map(RelativePath.parent(of:)) ?? "."
        let direct = zip(unit.files, paths).filter { RelativePath.parent(of: $0.1) == folder }
        guard direct.count >= AdoptionThresholds.value(.flatFolderFiles) else { return [unit] }
        var groups: [String: [Int]] = [:]
        for (file, path) in direct {
            if let word = lastWord(ofFileNamed: RelativePath.lastComponent(of: path)) { groups[word, default: []].append(file) }
        }
        var result: [AdoptionUnit] = []
        var taken: Set<Int> = []
        for (word, files) in groups.sorted(by: { $0.key < $1.key }) where files.count >= AdoptionThresholds.value(.nameGroupFiles) {
            let glob = RelativePath.join(folder, word == "+" ? "*+*.swift" : "*\(word).swift")
            result.append(AdoptionUnit(name: glob, kind: .nameGroup, globs: [glob], files: files.sorted(), group: folder))
            taken.formUnion(files)
        }
        var rest = unit
        rest.files = unit.files.filter { !taken.contains($0) }
        return (rest.files.isEmpty ? [] : [rest]) + result
    }

    /// The word a Swift file's name ends in, as a glob would match it: `OrderListViewController.swift` →
    /// `Controller`, `UIColor+Theme.swift` → `+` (extensions of other types); `nil` for a one-word name.
    static func lastWord(ofFileNamed name: String) -> String? {
        guard name.hasSuffix(".swift") else { return nil }
        let base = name.dropLast(6)
        if base.contains("+") { return "+" }
        let words = AdoptionPlanner.camelCaseWords(base)
        guard words.count > 1, let last = words.last, last.first?.isUppercase == true else { return nil }
        return last
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
