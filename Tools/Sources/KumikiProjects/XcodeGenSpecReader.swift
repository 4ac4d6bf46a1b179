/// Reads an XcodeGen spec (`project.yml` or `project.json`, already parsed into ``SpecValue``s)
/// into the ``ProjectDescription`` of the Xcode project XcodeGen would generate from it: the
/// targets, the Swift files each compiles, the platforms each is built for and what each depends
/// on. NaroViewer keeps its project this way, with no `.xcodeproj` in its repository.
///
/// It follows XcodeGen's documented spec: `include` (merged in order, each included spec's paths
/// relative to itself unless `relativePaths: false`, `:REPLACE` keys), `targetTemplates` with
/// `${target_name}` and template attributes, multi-platform targets (`platform: [iOS, tvOS]`
/// makes `Name_iOS` and `Name_tvOS`, `${platform}` replaced, one product name), `sources` (a path,
/// or `path` with `excludes`, `includes`, `optional`, `type` and `buildPhase`), `dependencies`
/// (`target`, `package` with `product` or `products`, `transitivelyLinkDependencies`; prebuilt
/// frameworks, Carthage, SDK and bundle dependencies give no module of the project), aggregate
/// targets and `packages`.
public struct XcodeGenSpecReader: Sendable {
    /// The spec file, relative to the checked root.
    public var specPath: String
    /// The checked root, absolute and clean.
    public var root: String

    /// Creates a reader for the spec at `specPath`.
    public init(specPath: String, root: String) {
        self.specPath = RelativePath.clean(specPath)
        self.root = root
    }

    /// The folder the spec's paths are relative to.
    public var specFolder: String {
        RelativePath.parent(of: specPath)
    }

    /// The files a spec is read from: itself and what it includes, for a cache to watch.
    public private(set) var readFiles: [String] = []
    /// The other projects the spec names under `projectReferences`, by name: where `Project/Target` points.
    private var projectReferences: [String: String] = [:]
    /// The project's own `settings`, which every target's build settings start from.
    private var projectSettings: SpecValue?
    /// The project's build configurations with their types (`Debug: debug`); XcodeGen's two when it names none.
    private var configurations: [(name: String, isDebug: Bool)] = [("Debug", true), ("Release", false)]
    /// Whether the project takes settings from configuration files, which Kumiki does not read.
    private var projectHasConfigurationFiles = false

    /// Reads the spec.
    ///
    /// - Parameters:
    ///   - spec: the parsed spec file.
    ///   - load: parses another spec file (an `include`), by its root-relative path.
    ///   - fileSystem: where sources are looked up.
    public mutating func read(
        _ spec: SpecValue, load: (String) throws(ProjectReadError) -> SpecValue, fileSystem: ProjectFileSystem
    ) throws(ProjectReadError) -> ProjectDescription {
        readFiles = [specPath]
        guard spec.entries != nil else { throw ProjectReadError(file: specPath, line: spec.location?.line, message: "an XcodeGen spec is a mapping") }
        var visited: Set<String> = [specPath]
        let merged = try resolveIncludes(of: spec, at: specPath, load: load, visited: &visited, depth: 0)
        let name = merged["name"]?.string ?? RelativePath.lastComponent(of: specFolder == "." ? root : specFolder)
        let templates = Dictionary((merged["targetTemplates"]?.entries ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        for entry in merged["projectReferences"]?.entries ?? [] {
            if let path = entry.value["path"]?.string { projectReferences[entry.key] = RelativePath.join(specFolder, path) }
        }
        projectSettings = merged["settings"]
        let namedConfigurations = (merged["configs"]?.entries ?? []).map { ($0.key, $0.value.string?.lowercased() == "debug") }
        if !namedConfigurations.isEmpty { configurations = namedConfigurations }
        projectHasConfigurationFiles = merged["configFiles"] != nil
        var targets: [TargetDescription] = []
        var linksTransitively: [Bool] = []
        let transitiveByDefault = merged["options"]?["transitivelyLinkDependencies"]?.isTrue ?? false
        // `options.deploymentTarget`: each platform's target for every target that sets none.
        var projectDeployment: [String: String] = [:]
        for entry in merged["options"]?["deploymentTarget"]?.entries ?? [] {
            if let version = entry.value.string { projectDeployment[Self.platformName(entry.key)] = version }
        }
        for entry in merged["targets"]?.entries ?? [] {
            let target = try applyTemplates(to: entry.value, named: entry.key, templates: templates)
            for expanded in expandPlatforms(target, named: target["name"]?.string ?? entry.key, at: entry.location) {
                var described = description(of: expanded.spec, named: expanded.name, productName: expanded.productName, platform: expanded.platform,
                                            at: entry.location, fileSystem: fileSystem)
                described.deploymentTargets = deploymentTargets(of: expanded.spec, platforms: described.platforms, project: projectDeployment)
                targets.append(described)
                linksTransitively.append(expanded.spec["transitivelyLinkDependencies"]?.isTrue ?? transitiveByDefault)
            }
        }
        // Aggregate targets build others and compile nothing.
        for entry in merged["aggregateTargets"]?.entries ?? [] {
            let dependencies = (entry.value["targets"]?.elements ?? []).compactMap { element in
                element.string.map { DeclaredDependency(kind: .target, name: $0, location: element.location) }
            }
            targets.append(TargetDescription(name: entry.key, kind: .other, sources: SourceSet(), dependencies: dependencies, location: entry.location))
            linksTransitively.append(false)
        }
        targets = Self.addingTransitiveDependencies(to: targets, where: linksTransitively)
        let packages = (merged["packages"]?.entries ?? []).compactMap(packageReference)
        return ProjectDescription(kind: .xcodeGenSpec, path: specPath, name: name, targets: targets, packages: packages)
    }

    // MARK: - Includes and merging

    /// The spec with what it includes merged under it, in order.
    private mutating func resolveIncludes(
        of spec: SpecValue, at file: String, load: (String) throws(ProjectReadError) -> SpecValue, visited: inout Set<String>, depth: Int
    ) throws(ProjectReadError) -> SpecValue {
        guard depth < 32 else { throw ProjectReadError(file: file, line: spec.location?.line, message: "includes nest more than 32 deep") }
        let folder = RelativePath.parent(of: file)
        var merged = SpecValue.mapping([], at: spec.location)
        let includes: [SpecValue] = spec["include"].map { $0.elements ?? [$0] } ?? []
        for include in includes {
            guard let path = include.string ?? include["path"]?.string else { continue }
            // `enable: false` (or an environment variable that says so, left unresolved here as XcodeGen would resolve it) skips it.
            if let enable = include["enable"]?.string, !SpecValue.scalar(enable, at: nil).isTrue, !enable.contains("$") { continue }
            let included = RelativePath.join(folder, path)
            guard visited.insert(included).inserted else { continue }
            readFiles.append(included)
            let loaded = try load(included)
            var resolved = try resolveIncludes(of: loaded, at: included, load: load, visited: &visited, depth: depth + 1)
            // An included spec's paths are relative to itself unless it says otherwise.
            if include["relativePaths"].map(\.isTrue) ?? true {
                resolved = rebasePaths(of: resolved, from: RelativePath.parent(of: included))
            }
            merged = Self.merge(merged, resolved)
        }
        let own = SpecValue.mapping(spec.entries?.filter { $0.key != "include" } ?? [], at: spec.location)
        return Self.merge(merged, own)
    }

    /// Merges `new` over `base` as XcodeGen does: mappings key by key, lists appended, anything
    /// else replaced; a key written `key:REPLACE` replaces the whole value.
    static func merge(_ base: SpecValue, _ new: SpecValue) -> SpecValue {
        switch (base, new) {
        case (.mapping(var entries, let location), .mapping(let added, _)):
            for entry in added {
                let replaces = entry.key.hasSuffix(":REPLACE")
                let key = replaces ? String(entry.key.dropLast(":REPLACE".count)) : entry.key
                if let index = entries.lastIndex(where: { $0.key == key }) {
                    entries[index].value = replaces ? entry.value : merge(entries[index].value, entry.value)
                } else {
                    entries.append(SpecValue.Entry(key: key, value: entry.value, location: entry.location))
                }
            }
            return .mapping(entries, at: location)
        case (.sequence(let elements, let location), .sequence(let added, _)):
            return .sequence(elements + added, at: location)
        default:
            return new
        }
    }

    /// An included spec with its sources', packages' and project references' paths made relative
    /// to the including spec (the root spec's folder).
    private func rebasePaths(of spec: SpecValue, from folder: String) -> SpecValue {
        let prefix = Self.path(from: specFolder, to: folder)
        guard prefix != "." else { return spec }
        func rebase(_ path: String) -> String {
            path.hasPrefix("/") || path.hasPrefix("$") ? path : RelativePath.join(prefix, path)
        }
        func rebaseSources(_ sources: SpecValue) -> SpecValue {
            switch sources {
            case .scalar(let path, let location): return .scalar(rebase(path), at: location)
            case .sequence(let elements, let location): return .sequence(elements.map(rebaseSources), at: location)
            case .mapping: return replacing("path", in: sources) { .scalar(rebase($0.string ?? ""), at: $0.location) }
            }
        }
        var result = spec
        for section in ["targets", "targetTemplates"] {
            result = replacing(section, in: result) { targets in
                .mapping((targets.entries ?? []).map { entry in
                    SpecValue.Entry(key: entry.key, value: replacing("sources", in: entry.value, with: rebaseSources), location: entry.location)
                }, at: targets.location)
            }
        }
        for section in ["packages", "projectReferences"] {
            result = replacing(section, in: result) { references in
                .mapping((references.entries ?? []).map { entry in
                    SpecValue.Entry(key: entry.key, value: replacing("path", in: entry.value) { .scalar(rebase($0.string ?? ""), at: $0.location) },
                                    location: entry.location)
                }, at: references.location)
            }
        }
        return result
    }

    /// The relative path from the folder `start` to the folder `end` (both relative to the root, clean).
    static func path(from start: String, to end: String) -> String {
        let from = start == "." ? [] : start.split(separator: "/"), to = end == "." ? [] : end.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `mapping` with the value of `key`, if it has one, passed through `transform`.
    private func replacing(_ key: String, in mapping: SpecValue, with transform: (SpecValue) -> SpecValue) -> SpecValue {
        guard case .mapping(var entries, let location) = mapping else { return mapping }
        for index in entries.indices where entries[index].key == key {
            entries[index].value = transform(entries[index].value)
        }
        return .mapping(entries, at: location)
    }

    // MARK: - Targets

    /// A target with its `templates` merged under it (theirs first, in order), `${target_name}` and
    /// the `templateAttributes` replaced.
    private func applyTemplates(to target: SpecValue, named name: String, templates: [String: SpecValue]) throws(ProjectReadError) -> SpecValue {
        var seen: Set<String> = []
        func expanded(_ spec: SpecValue, depth: Int) throws(ProjectReadError) -> SpecValue {
            guard depth < 16 else { throw ProjectReadError(file: specPath, line: spec.location?.line, message: "target templates nest more than 16 deep") }
            var merged = SpecValue.mapping([], at: spec.location)
            for templateName in spec["templates"]?.strings ?? [] {
                guard seen.insert(templateName).inserted, let template = templates[templateName] else { continue }
                merged = Self.merge(merged, try expanded(template, depth: depth + 1))
            }
            return Self.merge(merged, .mapping(spec.entries?.filter { $0.key != "templates" } ?? [], at: spec.location))
        }
        var attributes = ["target_name": name]
        for entry in target["templateAttributes"]?.entries ?? [] { attributes[entry.key] = entry.value.string ?? "" }
        return try expanded(target, depth: 0).mapStrings { Self.substitute(attributes, in: $0) }
    }

    /// `text` with every `${key}` (and `$key` for `platform`) of `values` replaced.
    static func substitute(_ values: [String: String], in text: String) -> String {
        guard text.contains("$") else { return text }
        var result = text
        for (key, value) in values {
            result = result.replacingOccurrences(of: "${\(key)}", with: value)
            if key == "platform" { result = result.replacingOccurrences(of: "$platform", with: value) }
        }
        return result
    }

    /// One spec per platform: a multi-platform target becomes `Name_iOS`, `Name_tvOS`… (its
    /// `platformPrefix` and `platformSuffix` respected), each with `${platform}` replaced.
    private func expandPlatforms(
        _ target: SpecValue, named name: String, at location: DeclarationLocation?
    ) -> [(name: String, productName: String?, platform: String?, spec: SpecValue)] {
        guard let platforms = target["platform"]?.elements?.compactMap(\.string), !platforms.isEmpty else {
            let platform = target["platform"]?.string
            return [(name, nil, platform, platform.map { p in target.mapStrings { Self.substitute(["platform": p], in: $0) } } ?? target)]
        }
        return platforms.map { platform in
            let spec = target.mapStrings { Self.substitute(["platform": platform], in: $0) }
            let prefix = spec["platformPrefix"]?.string ?? ""
            let suffix = spec["platformSuffix"]?.string ?? "_\(platform)"
            return (prefix + name + suffix, name, platform, spec)
        }
    }

    /// What XcodeGen generates for one (expanded) target.
    private func description(
        of spec: SpecValue, named name: String, productName: String?, platform: String?, at location: DeclarationLocation?,
        fileSystem: ProjectFileSystem
    ) -> TargetDescription {
        let type = spec["type"]?.string ?? ""
        let kind: TargetKind = spec["legacy"] != nil || type.isEmpty ? .other
            : TargetKind(xcodeProductType: type)
        var target = TargetDescription(
            name: name, moduleName: moduleName(of: spec, named: name, productName: productName), kind: kind,
            sources: sources(of: spec, fileSystem: fileSystem), dependencies: dependencies(of: spec, platform: platform),
            location: location)
        target.platforms = platforms(of: spec, platform: platform)
        // Each configuration's settings: the project's, then the target's, each base first; XcodeGen's
        // presets set DEBUG in a debug configuration.
        var conditions: [[String]] = []
        for configuration in configurations {
            var set = configuration.isDebug ? ["DEBUG"] : []
            for settings in [projectSettings, spec["settings"]] {
                for scope in Self.scopes(of: settings, configuration: configuration.name) {
                    set += Self.words(scope["SWIFT_ACTIVE_COMPILATION_CONDITIONS"])
                    let flags = Self.words(scope["OTHER_SWIFT_FLAGS"])
                    for (index, word) in flags.enumerated() {
                        if word == "-D", index + 1 < flags.count { set.append(flags[index + 1]) }
                        if word.hasPrefix("-D"), word.count > 2 { set.append(String(word.dropFirst(2))) }
                    }
                }
            }
            conditions.append(set.filter { !$0.contains("$") })
        }
        target.compilationConditions = conditions
        target.compilationConditionsAreComplete = !projectHasConfigurationFiles && spec["configFiles"] == nil
        let scopes = [projectSettings, spec["settings"]].flatMap { Self.scopes(of: $0, configuration: nil) }
        if let header = scopes.lazy.compactMap({ $0["SWIFT_OBJC_BRIDGING_HEADER"]?.string }).last(where: { !$0.contains("$") && !$0.isEmpty }) {
            target.bridgingHeader = RelativePath.join(specFolder, header)
        }
        target.supportsMacCatalyst = (spec["supportedDestinations"]?.strings ?? []).contains { $0.lowercased() == "maccatalyst" }
            || scopes.contains { $0["SUPPORTS_MACCATALYST"]?.isTrue == true }
        return target
    }

    /// The mappings a `settings` value sets in `configuration` (every configuration's when `nil`): the
    /// flat keys and `base`, then that configuration's (or every configuration's) under `configs`.
    private static func scopes(of settings: SpecValue?, configuration: String?) -> [SpecValue] {
        guard let settings else { return [] }
        var result = [settings]
        if let base = settings["base"] { result.append(base) }
        for entry in settings["configs"]?.entries ?? [] where configuration == nil || entry.key == configuration {
            result.append(entry.value)
        }
        return result
    }

    /// The words of a setting's value (a string split at spaces, or a list), `$(inherited)` left out.
    private static func words(_ value: SpecValue?) -> [String] {
        let words = value?.string.map { $0.split(separator: " ").map(String.init) } ?? value?.strings ?? []
        return words.filter { $0 != "$(inherited)" && !$0.isEmpty }
    }

    /// The lowest deployment target of each platform the target is built for: its `deploymentTarget`
    /// (one version for its platform, or one per platform), else the project's `options.deploymentTarget`,
    /// lowered by any `…_DEPLOYMENT_TARGET` its settings give.
    private func deploymentTargets(of spec: SpecValue, platforms: [String], project: [String: String]) -> [String: String] {
        let built = TargetDescription.deploymentSettings.filter { platforms.isEmpty || platforms.contains($0.sdk) }
        var result: [String: String] = [:]
        for (_, platform, _) in built { if let version = project[platform] { result[platform] = version } }
        if let single = spec["deploymentTarget"]?.string, let only = built.first, built.count == 1 {
            result[only.platform] = single
        }
        for entry in spec["deploymentTarget"]?.entries ?? [] {
            let platform = Self.platformName(entry.key)
            if built.contains(where: { $0.platform == platform }), let version = entry.value.string { result[platform] = version }
        }
        let settings = spec["settings"]
        let scopes = [settings, settings?["base"]] + (settings?["configs"]?.entries ?? []).map(\.value)
        for (_, platform, setting) in built {
            for scope in scopes {
                guard let version = scope?[setting]?.string else { continue }
                if let known = result[platform], !TargetDescription.isVersion(version, lowerThan: known) { continue }
                result[platform] = version
            }
        }
        return result
    }

    /// A platform as XcodeGen spells it (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`), in Apple's spelling.
    static func platformName(_ name: String) -> String {
        ["ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"][name.lowercased()] ?? name
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (flat under `settings`, or under `base` or a
    /// configuration), else the multi-platform target's own name, else the target's name.
    private func moduleName(of spec: SpecValue, named name: String, productName: String?) -> String {
        let settings = spec["settings"]
        let scopes = [settings, settings?["base"]] + (settings?["configs"]?.entries ?? []).map(\.value)
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            for scope in scopes {
                guard var value = scope?[key]?.string else { continue }
                for spelling in ["$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}"] {
                    value = value.replacingOccurrences(of: spelling, with: name)
                }
                if !value.isEmpty, !value.contains("$") { return TargetDescription.moduleName(forTargetNamed: value) }
            }
        }
        return TargetDescription.moduleName(forTargetNamed: productName ?? name)
    }

    /// The SDKs of the target's platform, or of its supported destinations.
    private func platforms(of spec: SpecValue, platform: String?) -> [String] {
        let names = (platform.map { [$0] } ?? []) + (spec["supportedDestinations"]?.strings ?? [])
        let sdks: [String: String] = [
            "ios": "iphoneos", "maccatalyst": "iphoneos", "macos": "macosx", "tvos": "appletvos", "watchos": "watchos", "visionos": "xros",
        ]
        var result: [String] = []
        for name in names {
            if let sdk = sdks[name.lowercased()], !result.contains(sdk) { result.append(sdk) }
        }
        if let sdkRoot = spec["settings"]?["SDKROOT"]?.string ?? spec["settings"]?["base"]?["SDKROOT"]?.string {
            result = TargetDescription.platforms(fromSDKs: sdkRoot)
        }
        return result.sorted()
    }

    // MARK: - Sources

    /// The Swift files the target's `sources` compile: a folder whole (less what its `excludes`
    /// match, and less folders with an extension, which XcodeGen adds as one file reference), or
    /// only what its `includes` match; a single `.swift` file; nothing for a folder reference or a
    /// source put in another build phase.
    private func sources(of spec: SpecValue, fileSystem: ProjectFileSystem) -> SourceSet {
        var set = SourceSet()
        let entries: [SpecValue] = spec["sources"].map { $0.elements ?? [$0] } ?? []
        for entry in entries {
            guard let relative = entry.string ?? entry["path"]?.string else { continue }
            if let phase = entry["buildPhase"], phase.string != "sources" { continue }
            let type = entry["type"]?.string
            if type == "folder" { continue }
            let path = RelativePath.join(specFolder, relative)
            switch fileSystem.kind(path) {
            case .missing:
                continue
            case .file:
                if path.hasSuffix(".swift"), !set.files.contains(path) { set.files.append(path) }
            case .folder:
                // A folder of a file type (`Assets.xcassets`, `Foo.bundle`) is one file reference, unless synchronized.
                if type != "syncedFolder", type != "group", Self.isFileWrapper(RelativePath.lastComponent(of: path)) { continue }
                let excludes = (entry["excludes"]?.strings ?? []).map(PathGlob.init)
                let includes = (entry["includes"]?.strings ?? []).map(PathGlob.init)
                set.folders.append(folder(path, excludes: excludes, includes: includes, synchronized: type == "syncedFolder", fileSystem: fileSystem))
            }
        }
        set.folders.sort { $0.path < $1.path }
        return set
    }

    /// A source folder with what it leaves out worked out by walking it: the paths the excludes
    /// match, the folders with an extension below it, and, with includes, only what they match.
    private func folder(
        _ path: String, excludes: [PathGlob], includes: [PathGlob], synchronized: Bool, fileSystem: ProjectFileSystem
    ) -> SourceSet.Folder {
        var excluded: [String] = []
        var only: [String] = []
        // Breadth first without recursion; a folder that is excluded (or included whole) is not walked into.
        var pending = [""]
        var walked = 0
        while let relative = pending.popLast(), walked < 100_000 {
            for name in fileSystem.contents(relative.isEmpty ? path : RelativePath.join(path, relative)) {
                walked += 1
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = RelativePath.join(path, child)
                let isFolder = fileSystem.kind(full) == .folder
                if excludes.contains(where: { $0.matches(child) }) {
                    excluded.append(full)
                    continue
                }
                if !includes.isEmpty, includes.contains(where: { $0.matches(child) }) {
                    only.append(full)
                    continue
                }
                guard isFolder else { continue }
                if !synchronized, Self.isFileWrapper(name) {
                    excluded.append(full)
                    continue
                }
                pending.append(child)
            }
        }
        return SourceSet.Folder(path: path, excluded: excluded.sorted(), only: includes.isEmpty ? nil : only.sorted())
    }

    /// The extensions of folders Xcode treats as one file (a wrapper), not as a group to walk into:
    /// what XcodeGen adds as a single file reference.
    static let wrapperExtensions: Set<String> = [
        "app", "appex", "bundle", "framework", "xcframework", "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
        "scnassets", "playground", "playgroundbook", "xcodeproj", "xcworkspace", "docc", "rcproject", "mlmodelc", "mlpackage",
        "xcstickers", "xpc", "kext", "plugin", "xctest", "dsym", "storyboardc", "swiftcrossimport", "icon", "reality", "systemextension",
        "dext", "intentdefinition", "xcplayground", "wdgt", "octest", "lproj",
    ]

    /// Whether a folder called `name` is a file wrapper (by its extension).
    static func isFileWrapper(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return wrapperExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    // MARK: - Dependencies and packages

    /// With `transitivelyLinkDependencies`, a target also links what its target dependencies
    /// depend on, down through every dependency that does not embed its own (apps and test
    /// bundles do), as XcodeGen writes it into the generated project.
    static func addingTransitiveDependencies(to targets: [TargetDescription], where links: [Bool]) -> [TargetDescription] {
        var result = targets
        for index in targets.indices where links[index] {
            var declared = targets[index].dependencies
            var queue = declared.filter { $0.kind == .target }.map(\.name)
            var visited: Set<String> = [targets[index].name]
            while !queue.isEmpty {
                let name = queue.removeFirst()
                guard visited.insert(name).inserted, let dependency = targets.first(where: { $0.name == name }),
                      dependency.kind != .app, !dependency.kind.isTest
                else { continue }
                for transitive in dependency.dependencies where !declared.contains(where: { $0.kind == transitive.kind && $0.name == transitive.name }) {
                    // Located where the dependency declares it: that is where the project says it.
                    var linked = transitive
                    linked.isTransitive = true
                    declared.append(linked)
                    if transitive.kind == .target { queue.append(transitive.name) }
                }
            }
            result[index].dependencies = declared
        }
        return result
    }

    /// What the target declares it depends on, for its platform: targets (`Project/Target` names a
    /// target of another project), package products, prebuilt and Carthage frameworks.
    private func dependencies(of spec: SpecValue, platform: String?) -> [DeclaredDependency] {
        var declared: [DeclaredDependency] = []
        for entry in spec["dependencies"]?.elements ?? [] {
            let location = entry.location
            if let platform, let only = entry["platforms"]?.strings, !only.isEmpty, !only.contains(platform) { continue }
            if let target = entry["target"]?.string {
                if let slash = target.lastIndex(of: "/") {
                    // A target of a project `projectReferences` names, as the generated project points into it.
                    let name = String(target[target.index(after: slash)...])
                    if let project = projectReferences[String(target[..<slash])] {
                        declared.append(DeclaredDependency(kind: .target, name: name, project: project, location: location))
                    } else {
                        declared.append(DeclaredDependency(kind: .byName, name: name, location: location))
                    }
                } else {
                    declared.append(DeclaredDependency(kind: .target, name: target, location: location))
                }
            } else if let package = entry["package"]?.string {
                let products = entry["products"]?.strings ?? entry["product"].map { $0.strings } ?? [package]
                for product in products {
                    declared.append(DeclaredDependency(kind: .product, name: product, package: package, location: location))
                }
            }
            // `framework:` and `carthage:` link prebuilt binaries, which a generated project links by file
            // reference and Kumiki reads no module of; `sdk:` links a system framework, `bundle:` copies
            // resources. None is a module of the projects read.
        }
        return declared
    }

    /// A `packages` entry: a remote package by `url` or `github`, a local one by `path`.
    private func packageReference(_ entry: SpecValue.Entry) -> PackageReference? {
        if let path = entry.value["path"]?.string {
            let folder = RelativePath.join(specFolder, path)
            let rooted = folder.hasPrefix("/") ? RelativePath.relative(RelativePath.clean(folder), to: root) : folder
            return PackageReference(identity: PackageReference.identity(ofLocation: folder), name: entry.key, path: rooted)
        }
        let url = entry.value["url"]?.string ?? entry.value["github"]?.string.map { "https://github.com/\($0)" }
        guard let url else { return nil }
        return PackageReference(identity: PackageReference.identity(ofLocation: url), name: entry.key, url: url)
    }
}
