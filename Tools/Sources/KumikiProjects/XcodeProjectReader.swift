/// Reads an Xcode project's `project.pbxproj` into a ``ProjectDescription``: its native
/// targets, the Swift files each compiles (Sources build phases through the group tree, and
/// Xcode 16 synchronized folders with their exception sets), their declared dependencies and
/// which are test bundles.
public struct XcodeProjectReader: Sendable {
    /// The `.xcodeproj` folder, relative to the checked root (or absolute outside it).
    public var projectPath: String
    /// The checked root, absolute and clean: absolute file references inside it are made relative.
    public var root: String

    /// Creates a reader for the project at `projectPath`.
    public init(projectPath: String, root: String) {
        self.projectPath = RelativePath.clean(projectPath)
        self.root = root
    }

    /// The `project.pbxproj` inside the project, as findings name it.
    public var projectFile: String {
        RelativePath.join(projectPath, "project.pbxproj")
    }

    /// Reads the project from the bytes of its `project.pbxproj`.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(ProjectReadError) -> ProjectDescription {
        let plist: PropertyList
        do {
            plist = try PropertyListParser.parse(bytes)
        } catch {
            throw ProjectReadError(file: projectFile, line: error.line, column: error.column, message: "not a valid project file: \(error.message)")
        }
        return try read(plist)
    }

    /// Reads the project from its parsed property list.
    public func read(_ plist: PropertyList) throws(ProjectReadError) -> ProjectDescription {
        guard let objects = plist["objects"]?.dictionary else {
            throw fault(plist.line, "not an Xcode project: there is no 'objects' dictionary")
        }
        guard let rootID = plist["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw fault(plist["rootObject"]?.line ?? plist.line, "not an Xcode project: 'rootObject' names no PBXProject")
        }
        var context = Context(objects: objects, rootID: rootID, reader: self)
        let projectDirectory = RelativePath.join(RelativePath.parent(of: projectPath), project["projectDirPath"]?.string ?? "")
        context.projectDirectory = projectDirectory
        if let mainGroup = project["mainGroup"]?.string {
            context.resolveGroupTree(from: mainGroup)
        }
        let targetIDs = project["targets"]?.array ?? []
        var targets: [TargetDescription] = []
        for element in targetIDs {
            guard let id = element.string, let target = objects[id] else {
                throw fault(element.line, "the project's target list names an object the file does not define")
            }
            targets.append(try context.target(id: id, target))
        }
        let packages = (project["packageReferences"]?.array ?? []).compactMap { $0.string.flatMap(context.packageReference(id:)) }
        let name = RelativePath.lastComponent(of: projectPath).replacingOccurrences(of: ".xcodeproj", with: "")
        return ProjectDescription(
            kind: .xcodeProject, path: projectPath, name: name, targets: targets, packages: packages,
            unresolvedReferences: context.unresolvedReferences())
    }

    fileprivate func fault(_ line: Int?, _ message: String) -> ProjectReadError {
        ProjectReadError(file: projectFile, line: line, message: message)
    }

    /// A path the project gives, relative to the root when it lies inside it.
    fileprivate func rootRelative(_ path: String) -> String {
        path.hasPrefix("/") ? RelativePath.relative(RelativePath.clean(path), to: root) : RelativePath.clean(path)
    }
}

/// The state of one read: the objects, and every group's and file reference's resolved path.
private struct Context {
    let objects: [String: PropertyList]
    let rootID: String
    let reader: XcodeProjectReader
    var projectDirectory = "."
    /// The resolved path of every group and file reference reached from the main group.
    var paths: [String: String] = [:]
    /// References whose source tree is a build setting: their path and source tree.
    var unresolvable: [String: (path: String, sourceTree: String)] = [:]
    /// For each unresolvable reference, the targets that compile it.
    var unresolvableUsers: [String: [String]] = [:]
    /// The native target that produces each product file reference, for frameworks linked from the same project.
    let productOwners: [String: String]
    /// Every synchronized folder, sorted: a target may compile files of folders other targets own.
    let synchronizedGroups: [String]

    init(objects: [String: PropertyList], rootID: String, reader: XcodeProjectReader) {
        self.objects = objects
        self.rootID = rootID
        self.reader = reader
        // Once per project, not per target: a project of 5,000 files has some 15,000 objects.
        var owners: [String: String] = [:]
        var groups: [String] = []
        for (id, object) in objects {
            switch object["isa"]?.string {
            case "PBXNativeTarget":
                if let product = object["productReference"]?.string, let name = object["name"]?.string { owners[product] = name }
            case "PBXFileSystemSynchronizedRootGroup":
                groups.append(id)
            default:
                break
            }
        }
        productOwners = owners
        synchronizedGroups = groups.sorted()
    }

    /// Works out the path of every group, folder and file reference under the main group.
    mutating func resolveGroupTree(from mainGroup: String) {
        // Depth first with a stack of (object, parent's path), never visiting an object twice:
        // a damaged project may list a group among its own children.
        var stack: [(id: String, parent: String?)] = [(mainGroup, projectDirectory)]
        var visited: Set<String> = []
        while let (id, parent) = stack.popLast() {
            guard visited.insert(id).inserted, let object = objects[id] else { continue }
            let path = self.path(of: object, parent: parent, id: id)
            if let path { paths[id] = path }
            for child in (object["children"]?.array ?? []).reversed() {
                if let childID = child.string { stack.append((childID, path)) }
            }
        }
    }

    /// The path of a group or reference whose parent group's path is `parent` (`nil` when the
    /// parent itself could not be placed).
    private mutating func path(of object: PropertyList, parent: String?, id: String) -> String? {
        let ownPath = object["path"]?.string
        let sourceTree = object["sourceTree"]?.string ?? "<group>"
        switch sourceTree {
        case "<group>":
            guard let parent else { return nil }
            return ownPath.map { RelativePath.join(parent, $0) } ?? parent
        case "SOURCE_ROOT":
            return ownPath.map { RelativePath.join(projectDirectory, $0) } ?? projectDirectory
        case "<absolute>":
            return ownPath.map(reader.rootRelative)
        default:
            unresolvable[id] = (ownPath ?? object["name"]?.string ?? id, sourceTree)
            return nil
        }
    }

    /// The resolved path of a reference that no group reached (it can still be placed by an
    /// absolute or project-relative source tree).
    private mutating func orphanPath(of id: String) -> String? {
        if let known = paths[id] { return known }
        guard let object = objects[id], unresolvable[id] == nil else { return nil }
        let sourceTree = object["sourceTree"]?.string ?? "<group>"
        if sourceTree == "<group>" {
            unresolvable[id] = (object["path"]?.string ?? object["name"]?.string ?? id, "<group> (in no group)")
            return nil
        }
        let path = self.path(of: object, parent: nil, id: id)
        if let path { paths[id] = path }
        return path
    }

    mutating func target(id: String, _ target: PropertyList) throws(ProjectReadError) -> TargetDescription {
        guard let name = target["name"]?.string else { throw reader.fault(target.line, "a target has no name") }
        let isa = target["isa"]?.string ?? ""
        let kind = isa == "PBXNativeTarget" ? TargetKind(xcodeProductType: target["productType"]?.string ?? "") : .other
        var files: [String] = []
        var objectiveCSources: [String] = []
        var folders: [SourceSet.Folder] = []
        var dependencies: [DeclaredDependency] = []
        // The frameworks the Embed Frameworks phase names, added once every phase is read: one also linked or
        // declared is that dependency; one only embedded is marked so.
        var embedded: [DeclaredDependency] = []
        var linked: Set<String> = []
        func add(_ dependency: DeclaredDependency) {
            // A framework linked by name is the target dependency of that name, when one is declared.
            if !dependencies.contains(where: { ($0.kind == dependency.kind || dependency.kind == .byName) && $0.name == dependency.name }) {
                dependencies.append(dependency)
            }
        }
        // Declared dependencies first, so a framework that is also linked is placed at its declaration.
        for element in target["dependencies"]?.array ?? [] {
            guard let dependencyID = element.string, let dependency = objects[dependencyID] else { continue }
            if let targetID = dependency["target"]?.string, let name = objects[targetID]?["name"]?.string {
                add(DeclaredDependency(kind: .target, name: name, location: location(element.line)))
            } else if let productRef = dependency["productRef"]?.string, let product = productDependency(productRef, line: element.line) {
                add(product)
            } else if let proxyID = dependency["targetProxy"]?.string, let proxy = objects[proxyID] {
                if proxy["containerPortal"]?.string == rootID, let remote = proxy["remoteGlobalIDString"]?.string,
                   let name = objects[remote]?["name"]?.string {
                    add(DeclaredDependency(kind: .target, name: name, location: location(element.line)))
                } else if let name = proxy["remoteInfo"]?.string {
                    // A target of a subproject, whose `.xcodeproj` the proxy's container names; else known by name only.
                    if let subproject = subprojectPath(ofProxy: proxy) {
                        add(DeclaredDependency(kind: .target, name: name, project: subproject, location: location(element.line)))
                    } else {
                        add(DeclaredDependency(kind: .byName, name: name, location: location(element.line)))
                    }
                }
            }
        }
        for element in target["packageProductDependencies"]?.array ?? [] {
            if let id = element.string, let dependency = productDependency(id, line: element.line) { add(dependency) }
        }
        for phaseElement in target["buildPhases"]?.array ?? [] {
            guard let phaseID = phaseElement.string, let phase = objects[phaseID] else { continue }
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase":
                for buildFile in phase["files"]?.array ?? [] {
                    guard let buildFileID = buildFile.string, let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
                    files += swiftFiles(of: reference, compiledBy: name)
                    if let path = paths[reference], Self.objectiveCSuffixes.contains(where: path.hasSuffix) { objectiveCSources.append(path) }
                }
            case "PBXFrameworksBuildPhase":
                for buildFile in phase["files"]?.array ?? [] {
                    guard let buildFileID = buildFile.string, let object = objects[buildFileID] else { continue }
                    if let reference = object["fileRef"]?.string, let product = productDependency(ofFile: reference, line: buildFile.line) {
                        linked.insert(product.name)
                        add(product)
                    } else if let productRef = object["productRef"]?.string, let dependency = productDependency(productRef, line: buildFile.line) {
                        add(dependency)
                    }
                }
            case "PBXCopyFilesBuildPhase":
                // Embed Frameworks (destination 10): a framework an app embeds is one it links, whichever phase lists it.
                guard phase["dstSubfolderSpec"]?.string == "10" else { continue }
                for buildFile in phase["files"]?.array ?? [] {
                    guard let buildFileID = buildFile.string, let reference = objects[buildFileID]?["fileRef"]?.string,
                          var product = productDependency(ofFile: reference, line: buildFile.line)
                    else { continue }
                    product.isEmbeddedOnly = true
                    embedded.append(product)
                }
            default:
                continue
            }
        }
        for dependency in embedded where !linked.contains(dependency.name) {
            if let known = dependencies.firstIndex(where: { $0.name == dependency.name }) {
                dependencies[known].isEmbeddedOnly = true
            } else {
                add(dependency)
            }
        }
        let ownGroups = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        for groupID in ownGroups.sorted() {
            guard let folder = paths[groupID] ?? orphanPath(of: groupID) else { continue }
            let excluded = exceptions(of: groupID, for: id).map { RelativePath.join(folder, $0) }
            folders.append(SourceSet.Folder(path: folder, excluded: excluded))
        }
        // A synchronized folder that belongs to another target, with an exception set for this one:
        // the files it lists are exactly the ones this target also compiles.
        for groupID in synchronizedGroups where !ownGroups.contains(groupID) {
            let listed = exceptions(of: groupID, for: id)
            guard !listed.isEmpty, let folder = paths[groupID] ?? orphanPath(of: groupID) else { continue }
            for entry in listed {
                let path = RelativePath.join(folder, entry)
                if path.hasSuffix(".swift") { files.append(path) } else { folders.append(SourceSet.Folder(path: path)) }
            }
        }
        folders.sort { $0.path < $1.path }
        var description = TargetDescription(
            name: name, moduleName: moduleName(of: target, named: name), kind: kind,
            sources: SourceSet(files: files, folders: folders), dependencies: dependencies, location: location(target.line))
        description.platforms = platforms(of: target)
        if kind == .unitTest { description.host = host(of: target, dependencies: dependencies) }
        description.deploymentTargets = deploymentTargets(of: target, platforms: description.platforms)
        let settings = BuildSettings(target: target, objects: objects, rootID: rootID)
        (description.compilationConditions, description.compilationConditionsAreComplete) = settings.compilationConditions()
        description.supportsMacCatalyst = settings.values(of: "SUPPORTS_MACCATALYST").contains { $0.first == "YES" }
        description.objectiveCSources = objectiveCSources
        if let header = settings.values(of: "SWIFT_OBJC_BRIDGING_HEADER").lazy.compactMap(\.first).first(where: { !$0.isEmpty }) {
            description.bridgingHeader = bridgingHeaderPath(header)
        }
        return description
    }

    /// A bridging header setting as a root-relative path: relative to the project's folder (Xcode's
    /// `SRCROOT`), with `$(SRCROOT)`, `$(PROJECT_DIR)` and `$(SOURCE_ROOT)` resolved; `nil` for one naming another setting.
    private func bridgingHeaderPath(_ setting: String) -> String? {
        var path = setting
        for spelling in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}"] {
            if path.hasPrefix(spelling) { path = String(path.dropFirst(spelling.count)).drop { $0 == "/" }.description }
        }
        guard !path.contains("$") else { return nil }
        return path.hasPrefix("/") ? reader.rootRelative(path) : RelativePath.join(projectDirectory, path)
    }

    /// The dependency a framework file reference in a Link Binary or Embed Frameworks phase stands
    /// for: a target of this project that produces it, a target of a subproject (through a
    /// `PBXReferenceProxy`), or a built product named like a target of another project of the
    /// workspace (`DcCore.framework` in `BUILT_PRODUCTS_DIR`), known then by its product's module name.
    private func productDependency(ofFile reference: String, line: Int) -> DeclaredDependency? {
        if let product = targetName(producing: reference) {
            return DeclaredDependency(kind: .target, name: product, location: location(line))
        }
        guard let object = objects[reference] else { return nil }
        let path = object["path"]?.string ?? object["name"]?.string ?? ""
        guard path.hasSuffix(".framework") || path.hasSuffix(".a") || path.hasSuffix(".dylib") else { return nil }
        if object["isa"]?.string == "PBXReferenceProxy", let proxyID = object["remoteRef"]?.string, let proxy = objects[proxyID],
           let name = proxy["remoteInfo"]?.string {
            return DeclaredDependency(kind: .target, name: name, project: subprojectPath(ofProxy: proxy), location: location(line))
        }
        // A product built elsewhere in the workspace: Xcode finds it by name and builds its target first.
        guard object["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", path.hasSuffix(".framework") else { return nil }
        let name = RelativePath.lastComponent(of: path).replacingOccurrences(of: ".framework", with: "")
        // What `pod install` links (`Pods_Shop.framework`) is the Podfile's to declare.
        guard !name.hasPrefix("Pods_"), !name.hasPrefix("Pods-") else { return nil }
        var dependency = DeclaredDependency(kind: .byName, name: name, location: location(line))
        dependency.isBuiltProduct = true
        return dependency
    }

    /// The root-relative path of the subproject a `PBXContainerItemProxy` points into, when its
    /// container is a `.xcodeproj` file reference of this project.
    private func subprojectPath(ofProxy proxy: PropertyList) -> String? {
        guard let portal = proxy["containerPortal"]?.string, portal != rootID, let path = paths[portal], path.hasSuffix(".xcodeproj") else { return nil }
        return path
    }

    /// The lowest deployment target of each platform `platforms` names, across the target's
    /// configurations, a target's setting taking the place of the project's of the same configuration.
    /// A platform the target is not built for has none, whatever its settings say (an iPhone app's
    /// `MACOSX_DEPLOYMENT_TARGET` builds nothing); with no platform known, every setting counts.
    private func deploymentTargets(of target: PropertyList, platforms: [String]) -> [String: String] {
        func configurations(ofList list: String?) -> [String: PropertyList] {
            var result: [String: PropertyList] = [:]
            for id in list.flatMap({ objects[$0]?["buildConfigurations"]?.strings }) ?? [] {
                guard let configuration = objects[id] else { continue }
                result[configuration["name"]?.string ?? id] = configuration["buildSettings"]
            }
            return result
        }
        let own = configurations(ofList: target["buildConfigurationList"]?.string)
        let project = configurations(ofList: objects[rootID]?["buildConfigurationList"]?.string)
        var result: [String: String] = [:]
        for (sdk, platform, setting) in TargetDescription.deploymentSettings where platforms.isEmpty || platforms.contains(sdk) {
            for name in Set(own.keys).union(project.keys) {
                guard let value = (own[name]?[setting] ?? project[name]?[setting])?.string?.filter({ $0 != "\"" && $0 != " " }),
                      !value.isEmpty, !value.contains("$")
                else { continue }
                if let known = result[platform], !TargetDescription.isVersion(value, lowerThan: known) { continue }
                result[platform] = value
            }
        }
        return result
    }

    /// The app that hosts a test bundle: the one its `TEST_HOST` or `BUNDLE_LOADER` names
    /// (`$(BUILT_PRODUCTS_DIR)/Shop.app/Shop`), matched to a target by its name or product name,
    /// else the app target it depends on; `nil` for a bundle that runs on its own.
    private func host(of target: PropertyList, dependencies: [DeclaredDependency]) -> String? {
        let configurations = target["buildConfigurationList"]?.string.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []
        let settings = configurations.compactMap { objects[$0]?["buildSettings"] }
        let values = settings.flatMap { [$0["TEST_HOST"]?.string, $0["BUNDLE_LOADER"]?.string] }.compactMap { $0 }.filter { !$0.isEmpty }
        guard !values.isEmpty else { return nil }
        var apps: [(name: String, product: String?)] = []
        for (_, object) in objects where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string,
                  TargetKind(xcodeProductType: object["productType"]?.string ?? "") == .app else { continue }
            let productConfigurations = object["buildConfigurationList"]?.string.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []
            let product = productConfigurations.lazy.compactMap { self.objects[$0]?["buildSettings"]?["PRODUCT_NAME"]?.string }.first
            apps.append((name, product?.replacingOccurrences(of: "$(TARGET_NAME)", with: name)))
        }
        for value in values {
            // The bundle's name is the path component that ends in `.app`.
            guard let bundle = value.split(separator: "/").first(where: { $0.hasSuffix(".app") }) else { continue }
            let product = String(bundle.dropLast(4))
            if let app = apps.first(where: { $0.product == product }) ?? apps.first(where: { $0.name == product }) { return app.name }
        }
        let appNames = Set(apps.map(\.name))
        return dependencies.first { $0.kind == .target && appNames.contains($0.name) }?.name
    }

    /// The platforms a target builds for: its `SUPPORTED_PLATFORMS`, else its `SDKROOT`, in any
    /// configuration, else the project's.
    private func platforms(of target: PropertyList) -> [String] {
        func settings(ofList list: String?) -> [PropertyList] {
            (list.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []).compactMap { objects[$0]?["buildSettings"] }
        }
        let own = settings(ofList: target["buildConfigurationList"]?.string)
        let project = settings(ofList: objects[rootID]?["buildConfigurationList"]?.string)
        for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
            for scope in [own, project] {
                let found = scope.flatMap { TargetDescription.platforms(fromSDKs: $0[key]?.string ?? "") }
                if !found.isEmpty { return Array(Set(found)).sorted() }
            }
        }
        return []
    }

    /// The `membershipExceptions` of the synchronized folder `groupID` for the target `targetID`.
    private func exceptions(of groupID: String, for targetID: String) -> [String] {
        (objects[groupID]?["exceptions"]?.array ?? []).flatMap { element -> [String] in
            guard let set = element.string.flatMap({ objects[$0] }),
                  set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                  set["target"]?.string == targetID
            else { return [] }
            return set["membershipExceptions"]?.strings ?? []
        }
    }

    /// The suffixes of the Objective-C and C files a Sources phase compiles.
    static let objectiveCSuffixes = [".m", ".mm", ".c", ".cc", ".cpp"]

    /// The Swift files a build file's reference stands for: the file, or a variant group's files.
    private mutating func swiftFiles(of reference: String, compiledBy target: String) -> [String] {
        guard let object = objects[reference] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" {
            return (object["children"]?.array ?? []).flatMap { child in child.string.map { swiftFiles(of: $0, compiledBy: target) } ?? [] }
        }
        guard let path = paths[reference] ?? orphanPath(of: reference) else {
            if unresolvable[reference] != nil { unresolvableUsers[reference, default: []].append(target) }
            return []
        }
        return path.hasSuffix(".swift") ? [path] : []
    }

    /// The name of the native target whose product is the file reference `reference`, if any.
    private func targetName(producing reference: String) -> String? {
        productOwners[reference]
    }

    /// A dependency on a Swift package product (`XCSwiftPackageProductDependency`).
    private func productDependency(_ id: String, line: Int) -> DeclaredDependency? {
        guard let object = objects[id], var name = object["productName"]?.string else { return nil }
        // Build-tool plugins are listed as `plugin:Name`; they are run, not imported.
        if name.hasPrefix("plugin:") { return nil }
        if name.isEmpty { name = id }
        let package = object["package"]?.string.flatMap(packageReference(id:))
        return DeclaredDependency(kind: .product, name: name, package: package?.name ?? package?.identity, location: location(line))
    }

    /// A package the project references, local or remote.
    func packageReference(id: String) -> PackageReference? {
        guard let object = objects[id] else { return nil }
        if let relative = object["relativePath"]?.string {
            let path = RelativePath.join(projectDirectory, relative)
            return PackageReference(identity: PackageReference.identity(ofLocation: path), path: reader.rootRelative(path))
        }
        if let url = object["repositoryURL"]?.string {
            return PackageReference(identity: PackageReference.identity(ofLocation: url), url: url)
        }
        return nil
    }

    /// The module a target's files form: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, when a
    /// configuration sets it to something without unknown build settings; else the target's name.
    private func moduleName(of target: PropertyList, named name: String) -> String {
        let configurations = target["buildConfigurationList"]?.string.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            for id in configurations {
                guard var value = objects[id]?["buildSettings"]?[key]?.string else { continue }
                for spelling in ["$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}"] {
                    value = value.replacingOccurrences(of: spelling, with: name)
                }
                value = value.trimmingCharacters(in: .whitespaces)
                if !value.isEmpty, !value.contains("$") { return TargetDescription.moduleName(forTargetNamed: value) }
            }
        }
        return TargetDescription.moduleName(forTargetNamed: name)
    }

    private func location(_ line: Int) -> DeclarationLocation {
        DeclarationLocation(file: reader.projectFile, line: line)
    }

    /// The references that could not be placed and that some target compiles, for `kumiki layers`.
    func unresolvedReferences() -> [UnresolvedReference] {
        unresolvableUsers.compactMap { id, targets in
            unresolvable[id].map { UnresolvedReference(path: $0.path, sourceTree: $0.sourceTree, targets: Array(Set(targets)).sorted()) }
        }
        .sorted { ($0.path, $0.sourceTree) < ($1.path, $1.sourceTree) }
    }
}

/// The build settings of one target, configuration by configuration: the target's own over the
/// project's of the same configuration, `$(inherited)` standing for the project's value.
private struct BuildSettings {
    /// Each configuration's target settings and project settings.
    let configurations: [(target: PropertyList?, project: PropertyList?)]
    /// Whether a configuration file (`.xcconfig`) is behind any configuration: its settings are not read.
    let hasConfigurationFiles: Bool

    init(target: PropertyList, objects: [String: PropertyList], rootID: String) {
        func configurations(ofList list: String?) -> [String: PropertyList] {
            var result: [String: PropertyList] = [:]
            for id in list.flatMap({ objects[$0]?["buildConfigurations"]?.strings }) ?? [] {
                guard let configuration = objects[id] else { continue }
                result[configuration["name"]?.string ?? id] = configuration
            }
            return result
        }
        let own = configurations(ofList: target["buildConfigurationList"]?.string)
        let project = configurations(ofList: objects[rootID]?["buildConfigurationList"]?.string)
        let names = own.isEmpty ? project.keys.sorted() : own.keys.sorted()
        self.configurations = names.map { (own[$0]?["buildSettings"], project[$0]?["buildSettings"]) }
        hasConfigurationFiles = names.contains { own[$0]?["baseConfigurationReference"] != nil || project[$0]?["baseConfigurationReference"] != nil }
    }

    /// The words of `key` in each configuration (a string split at spaces, or an array), the target's
    /// `$(inherited)` replaced by the project's words; `nil` where neither sets it.
    func valuesByConfiguration(of key: String) -> [[String]?] {
        configurations.map { configuration in
            let project = configuration.project?[key].map(Self.words)
            guard let own = configuration.target?[key].map(Self.words) else { return project }
            return own.flatMap { word -> [String] in
                word == "$(inherited)" || word == "${inherited}" ? project ?? [] : [word]
            }
        }
    }

    /// The values of `key`, with the configurations that do not set it left out.
    func values(of key: String) -> [[String]] {
        valuesByConfiguration(of: key).compactMap { $0 }
    }

    /// The compilation conditions of each configuration, and whether nothing else may set one.
    func compilationConditions() -> (conditions: [[String]], complete: Bool) {
        var complete = !hasConfigurationFiles
        let active = valuesByConfiguration(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        let flags = valuesByConfiguration(of: "OTHER_SWIFT_FLAGS")
        var result: [[String]] = []
        for (conditions, other) in zip(active, flags) {
            var set = (conditions ?? []).filter { !$0.isEmpty }
            // `-D NAME` or `-DNAME`.
            let words = other ?? []
            for (index, word) in words.enumerated() {
                if word == "-D", index + 1 < words.count { set.append(words[index + 1]) }
                if word.hasPrefix("-D"), word.count > 2 { set.append(String(word.dropFirst(2))) }
            }
            if set.contains(where: { $0.contains("$") }) { complete = false }
            result.append(set.filter { !$0.contains("$") })
        }
        return (result, complete)
    }

    private static func words(_ value: PropertyList) -> [String] {
        if let array = value.array { return array.compactMap(\.string) }
        return (value.string ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map { String($0).replacingOccurrences(of: "\"", with: "") }
    }
}
