import Foundation

/// Reads a Tuist `Project.swift` into the project it generates: the manifest is evaluated with
/// every file of the workspace's `ProjectDescriptionHelpers` in scope (``ManifestEvaluator``), and
/// the `Project` it builds gives the targets' names, products, platforms, source globs and
/// dependencies (`.target`, `.project(target:path:)`, `.external`, `.package`).
///
/// Paths in a manifest are relative to its folder (`.relativeToRoot` to the workspace's root);
/// source globs follow Tuist's (bash `globstar`) rules.
package struct TuistProjectReader {
    /// The folder holding `Project.swift`, relative to the checked root.
    let projectFolder: String
    /// The folder holding the `Tuist` folder (or `Tuist.swift`), relative to the checked root.
    let tuistRoot: String

    /// A reader for the project in `projectFolder`, whose Tuist folder is in `tuistRoot`.
    package init(projectFolder: String, tuistRoot: String) {
        self.projectFolder = projectFolder
        self.tuistRoot = tuistRoot
    }

    /// The description of the project `project` (a `Project(…)` the manifest built).
    package func description(of project: ManifestObject) throws(ManifestEvaluator.Unsupported) -> ProjectDescription {
        let name = project["name"]?.string ?? RelativePath.lastComponent(of: projectFolder)
        var targets: [TargetDescription] = []
        for element in project["targets"]?.array ?? [] {
            guard let object = element.object else {
                throw ManifestEvaluator.Unsupported(reason: "a target of \(name) is \(element.kindDescription)", line: project.line)
            }
            targets.append(try target(object))
        }
        var packages: [PackageReference] = []
        for element in project["packages"]?.array ?? [] {
            guard let object = element.object else { continue }
            if object.factory == "local", let path = path(object["path"] ?? object[""]) {
                packages.append(PackageReference(identity: PackageReference.identity(ofLocation: path), path: path))
            } else if let url = object["url"]?.string {
                packages.append(PackageReference(identity: PackageReference.identity(ofLocation: url), url: url))
            }
        }
        return ProjectDescription(kind: .tuistProject, path: projectFolder, name: name, targets: targets, packages: packages)
    }

    /// One target made by `.target(…)`, `Target.target(…)` or `Target(…)`.
    private func target(_ object: ManifestObject) throws(ManifestEvaluator.Unsupported) -> TargetDescription {
        guard ["target", "Target", "init"].contains(object.factory) else {
            throw ManifestEvaluator.Unsupported(reason: "a target made by `.\(object.factory)(…)`", line: object.line, file: object.file)
        }
        guard let name = object["name"]?.string else {
            throw ManifestEvaluator.Unsupported(reason: "a target whose name is not a string", line: object.line, file: object.file)
        }
        let product = object["product"]?.object?.factory ?? object["product"]?.string ?? "app"
        var description = TargetDescription(
            name: name, moduleName: TargetDescription.moduleName(forTargetNamed: object["productName"]?.string ?? name),
            kind: Self.kind(ofProduct: product), sources: try sources(object["sources"], of: name),
            dependencies: try dependencies(object["dependencies"], of: name),
            location: DeclarationLocation(file: object.file ?? RelativePath.join(projectFolder, "Project.swift"), line: object.line))
        description.platforms = Self.platforms(object["destinations"] ?? object["platform"])
        return description
    }

    /// The kind of target a Tuist `Product` builds.
    static func kind(ofProduct product: String) -> TargetKind {
        switch product {
        case "app", "appClip", "watch2App", "macOSApp": return .app
        case "framework", "staticFramework": return .framework
        case "staticLibrary", "dynamicLibrary": return .library
        case "unitTests": return .unitTest
        case "uiTests": return .uiTest
        case "commandLineTool": return .executable
        case "macro": return .macro
        default: return product.hasSuffix("Extension") || product == "xpc" ? .appExtension : .other
        }
    }

    /// The SDKs of a target's `destinations` (`.iOS`, `[.iPhone, .iPad]`, `.macOS`) or `platform`.
    static func platforms(_ value: ManifestValue?) -> [String] {
        let names: [String]
        switch value {
        case .object(let object)?: names = [object.factory]
        case .array(let elements)?: names = elements.compactMap { $0.object?.factory }
        default: return []
        }
        var result: [String] = []
        for name in names {
            let sdk: String? = switch name {
            case "iOS", "iPhone", "iPad": "iphoneos"
            case "macOS", "mac", "macCatalyst": "macosx"
            case "tvOS", "appleTv": "appletvos"
            case "watchOS", "appleWatch": "watchos"
            case "visionOS", "appleVision": "xros"
            default: nil
            }
            if let sdk, !result.contains(sdk) { result.append(sdk) }
        }
        return result
    }

    /// A target's `sources`: a glob, a list of globs, `.glob(…)` with `excluding:`, `.paths([…])`.
    private func sources(_ value: ManifestValue?, of target: String) throws(ManifestEvaluator.Unsupported) -> SourceSet {
        var set = SourceSet()
        // Patterns here are relative to the checked root already.
        func add(_ rooted: String, excluding: [String]) {
            let components = rooted.split(separator: "/")
            let literal = components.prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") && !$0.contains("{") }
            let base = literal.isEmpty ? "." : literal.joined(separator: "/")
            let rest = components.dropFirst(literal.count).joined(separator: "/")
            let excluded = excluding.map { PathGlob($0) }
            if rest.isEmpty {
                // A file or a folder named outright.
                if rooted.hasSuffix(".swift") { set.files.append(base) } else { set.folders.append(SourceSet.Folder(path: base, excludedGlobs: excluded)) }
            } else if ["**", "**/*", "**/*.swift"].contains(rest) {
                set.folders.append(SourceSet.Folder(path: base, excludedGlobs: excluded.isEmpty ? nil : excluded))
            } else {
                set.folders.append(SourceSet.Folder(path: base, globs: [PathGlob(rooted)], excludedGlobs: excluded.isEmpty ? nil : excluded))
            }
        }
        func read(_ value: ManifestValue) throws(ManifestEvaluator.Unsupported) {
            switch value {
            case .string:
                if let rooted = path(value) { add(rooted, excluding: []) }
            case .array(let elements):
                for element in elements { try read(element) }
            case .object(let object) where object.factory == "glob":
                guard let rooted = path(object[""] ?? object["pattern"]) else {
                    throw ManifestEvaluator.Unsupported(reason: "a source glob of \(target) that is not a path", line: object.line, file: object.file)
                }
                add(rooted, excluding: strings(object["excluding"]).compactMap { path(.string($0)) })
            case .object(let object) where ["paths", "sourceFilesList"].contains(object.factory):
                if let list = object[""] ?? object["globs"] { try read(list) }
            case .object(let object) where ["relativeToManifest", "relativeToRoot", "path", "relativeToCurrentFile"].contains(object.factory):
                if let resolved = path(value) { add(resolved, excluding: []) }
            default:
                throw ManifestEvaluator.Unsupported(reason: "sources of \(target) given as \(value.kindDescription)")
            }
        }
        if let value { try read(value) }
        return set
    }

    /// A target's `dependencies`, in the order declared.
    private func dependencies(_ value: ManifestValue?, of target: String) throws(ManifestEvaluator.Unsupported) -> [DeclaredDependency] {
        var result: [DeclaredDependency] = []
        for element in value?.array ?? [] {
            guard let object = element.object else {
                throw ManifestEvaluator.Unsupported(reason: "a dependency of \(target) is \(element.kindDescription)")
            }
            let location = DeclarationLocation(file: object.file ?? RelativePath.join(projectFolder, "Project.swift"), line: object.line)
            switch object.factory {
            case "target":
                let named = object["name"]?.string ?? object[""]?.string ?? object[""]?.object?["name"]?.string
                guard let named else { throw ManifestEvaluator.Unsupported(reason: "a target dependency of \(target) without a name", line: object.line, file: object.file) }
                result.append(DeclaredDependency(kind: .target, name: named, location: location))
            case "project":
                guard let named = object["target"]?.string, let folder = path(object["path"]) else {
                    throw ManifestEvaluator.Unsupported(reason: "a project dependency of \(target) without a target and a path", line: object.line, file: object.file)
                }
                result.append(DeclaredDependency(kind: .target, name: named, project: RelativePath.clean(folder), location: location))
            case "external", "package":
                guard let named = object["name"]?.string ?? object["product"]?.string ?? object[""]?.string else {
                    throw ManifestEvaluator.Unsupported(reason: "a package dependency of \(target) without a name", line: object.line, file: object.file)
                }
                result.append(DeclaredDependency(kind: .product, name: named, location: location))
            default:
                // SDKs, XCTest, prebuilt frameworks and libraries, plugins and macros: nothing of the projects' to import.
                continue
            }
        }
        return result
    }

    /// A path argument as a path relative to the checked root: a string or `.relativeToManifest`
    /// is relative to the manifest's folder, `.relativeToRoot` to the workspace's root.
    private func path(_ value: ManifestValue?) -> String? {
        switch value {
        case .string(let text)?:
            return text.hasPrefix("/") ? text : RelativePath.clean(RelativePath.join(projectFolder, text))
        case .object(let object)?:
            guard let text = (object[""] ?? object["path"])?.string else { return nil }
            return object.factory == "relativeToRoot" ? RelativePath.clean(RelativePath.join(tuistRoot, text))
                : RelativePath.clean(RelativePath.join(projectFolder, text))
        default:
            return nil
        }
    }

    private func strings(_ value: ManifestValue?) -> [String] {
        switch value {
        case .string(let text)?: return [text]
        case .array(let elements)?: return elements.compactMap(\.string)
        default: return []
        }
    }
}
