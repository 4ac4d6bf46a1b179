import KumikiProjects

/// Adds and removes a target's dependencies in an Xcode project's `project.pbxproj`, as Xcode
/// does when a package product or a framework is added under Frameworks, Libraries, and Embedded
/// Content: a package product gets its `XCSwiftPackageProductDependency`, an entry in the
/// target's `packageProductDependencies` and a build file in its Frameworks phase (and the
/// package reference, for a local package the project lacks); a framework target of the same
/// project or of a subproject gets a `PBXTargetDependency` through a `PBXContainerItemProxy`, a
/// build file in the Frameworks phase and, for an app, one in Embed Frameworks; a framework
/// another project of the workspace builds is linked through the project's reference to it among
/// the built products. New objects get fresh ids and go where Xcode writes them; every other byte
/// of the file stays as it was.
public struct XcodeProjectEditor: Sendable {
    /// The file's text, with the edits made so far.
    public private(set) var text: String
    /// The `.xcodeproj` folder, relative to the checked root.
    public let projectPath: String
    private let readFile: @Sendable (String) -> String?

    /// An editor of `text`, the `project.pbxproj` of the project at `projectPath` (relative to the
    /// root); `readFile` gives another file's text by its root-relative path (a subproject's
    /// `project.pbxproj`), `nil` when it cannot be read.
    public init(text: String, projectPath: String, readFile: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.text = text
        self.projectPath = RelativePath.clean(projectPath)
        self.readFile = readFile
    }

    /// Adds `dependency` to the target named `target`: a package's product (with `package`, a
    /// local package to reference when the project does not yet), a target of this project, or
    /// (with `dependency.project` naming another `.xcodeproj`) a framework target of a subproject.
    public mutating func add(_ dependency: DeclaredDependency, toTarget target: String, package: PackageReference? = nil) -> ManifestEditOutcome {
        let result = changed { file throws(XcodeProjectFile.Refusal) in
            guard let owner = file.target(named: target) else { throw .init(message: "the project has no target named \(target)") }
            switch dependency.kind {
            case .product:
                return try addProduct(dependency, to: owner, package: package, in: &file)
            case .target, .byName:
                if let other = dependency.project.map(RelativePath.clean), other != projectPath {
                    return try addSubprojectTarget(dependency.name, of: other, to: owner, in: &file)
                }
                return try addTarget(dependency.name, to: owner, in: &file)
            }
        }
        return keep(result)
    }

    /// Removes `dependency` from the target named `target`: every place the project names it
    /// for that target (its target dependency and container proxy, its package product entry,
    /// its build files in the Frameworks and Embed Frameworks phases), and the objects no other
    /// place names any more.
    public mutating func remove(_ dependency: DeclaredDependency, fromTarget target: String) -> ManifestEditOutcome {
        let result = changed { file throws(XcodeProjectFile.Refusal) in
            guard let owner = file.target(named: target) else { throw .init(message: "the project has no target named \(target)") }
            return try remove(dependency, from: owner.id, in: &file)
        }
        return keep(result)
    }

    /// `change` made on the file read afresh: its outcome, and the new text when it changed.
    private func changed(_ change: (inout XcodeProjectFile) throws(XcodeProjectFile.Refusal) -> Bool) -> (ManifestEditOutcome, String?) {
        do {
            var file = try XcodeProjectFile(text)
            return try change(&file) ? (.edited, file.rendered()) : (.unchanged, nil)
        } catch {
            return (.manual(error.message), nil)
        }
    }

    private mutating func keep(_ result: (ManifestEditOutcome, String?)) -> ManifestEditOutcome {
        if let text = result.1 { self.text = text }
        return result.0
    }

    // MARK: - Package products

    private func addProduct(
        _ dependency: DeclaredDependency, to owner: (id: String, object: PropertyList), package: PackageReference?, in file: inout XcodeProjectFile
    ) throws(XcodeProjectFile.Refusal) -> Bool {
        let existing = file.list(owner.id, "packageProductDependencies")
        if existing.contains(where: { file.string($0, "productName") == dependency.name }) { return false }
        let seed = "\(projectPath)|\(dependency.name)|\(owner.object["name"]?.string ?? owner.id)"
        // The package the product comes from: none where Xcode writes none (a package the
        // workspace or, before Xcode 15, a folder reference brings).
        let packageReference: (id: String, comment: String?)?
        switch referencedPackage(named: dependency.package, at: package?.path, in: file) {
        case .reference(let id):
            packageReference = (id, packageComment(id, in: file))
        case .folder:
            packageReference = nil
        case .none:
            if let package, let path = package.path {
                packageReference = try addLocalPackage(package, at: path, seed: seed, in: &file)
            } else if let name = dependency.package {
                throw .init(message: "the project references no package \(name); add it in Xcode (File › Add Package Dependencies…)")
            } else {
                packageReference = nil
            }
        }
        let productID = file.newID(seed + "|product")
        var fields: [(String, FieldValue)] = []
        if let packageReference { fields.append(("package", .reference(packageReference.id, packageReference.comment))) }
        fields.append(("productName", .string(dependency.name)))
        file.addObject(id: productID, isa: "XCSwiftPackageProductDependency", comment: dependency.name, fields: fields)
        file.append("\(productID) /* \(dependency.name) */", toList: "packageProductDependencies", of: owner.id)
        let buildFile = file.newID(seed + "|link")
        try link(buildFile, named: dependency.name, field: ("productRef", .reference(productID, dependency.name)), into: owner.id, in: &file)
        return true
    }

    /// How the project references a package.
    private enum PackageSource {
        /// By the package reference of this id.
        case reference(String)
        /// By a folder reference in its groups (a local package before Xcode 15): products name no package.
        case folder
        /// Not at all.
        case none
    }

    /// How the project references the package called `name` (its identity, or its folder's name) or at `path`.
    private func referencedPackage(named name: String?, at path: String?, in file: XcodeProjectFile) -> PackageSource {
        let directory = file.projectDirectory(projectPath: projectPath)
        for id in file.project["packageReferences"]?.strings ?? [] {
            guard let object = file.objects[id] else { continue }
            if let url = object["repositoryURL"]?.string {
                if let name, PackageReference.identity(ofLocation: url) == name.lowercased() { return .reference(id) }
            } else if let relative = object["relativePath"]?.string {
                let resolved = RelativePath.join(directory, relative)
                if let path, RelativePath.clean(path) == resolved { return .reference(id) }
                if let name, RelativePath.lastComponent(of: resolved).lowercased() == name.lowercased() { return .reference(id) }
            }
        }
        // Before Xcode 15, a local package is a folder reference in the project's groups.
        if let path {
            let paths = file.referencePaths(directory: directory)
            let isFolder: (PropertyList) -> Bool = { ["wrapper", "folder"].contains($0["lastKnownFileType"]?.string ?? "") }
            if paths.contains(where: { id, resolved in resolved == RelativePath.clean(path) && file.objects[id].map(isFolder) == true }) {
                return .folder
            }
        }
        return .none
    }

    /// References the local package at `path` (root-relative): an `XCLocalSwiftPackageReference`
    /// in the project's `packageReferences` (Xcode 15's format and later), else, as earlier Xcode
    /// did, a folder reference in the main group, whose products name no package.
    private func addLocalPackage(
        _ package: PackageReference, at path: String, seed: String, in file: inout XcodeProjectFile
    ) throws(XcodeProjectFile.Refusal) -> (id: String, comment: String?)? {
        let directory = file.projectDirectory(projectPath: projectPath)
        let relative = Fixer.relativePath(from: directory, to: RelativePath.clean(path))
        let hasLocalReferences = (file.project["packageReferences"]?.strings ?? []).contains { file.string($0, "isa") == "XCLocalSwiftPackageReference" }
        if file.objectVersion >= 60 || hasLocalReferences {
            let id = file.newID(seed + "|package")
            let comment = "XCLocalSwiftPackageReference \"\(relative)\""
            file.addObject(id: id, isa: "XCLocalSwiftPackageReference", comment: comment, fields: [("relativePath", .string(relative))])
            file.append("\(id) /* \(comment) */", toList: "packageReferences", of: file.rootID)
            return (id, comment)
        }
        guard let mainGroup = file.project["mainGroup"]?.string else { throw .init(message: "the project has no main group") }
        let id = file.newID(seed + "|folder")
        let last = RelativePath.lastComponent(of: relative)
        let name = last == "." || last == ".." ? (package.name ?? package.identity) : last
        file.addObject(id: id, isa: "PBXFileReference", comment: name, fields: [
            ("lastKnownFileType", .plain("wrapper")), ("name", .string(name)), ("path", .string(relative)), ("sourceTree", .string("<group>")),
        ])
        // Among the group's files, before the products group Xcode keeps last.
        let children = file.list(mainGroup, "children")
        if let products = file.project["productRefGroup"]?.string, let position = children.firstIndex(of: products), position > 0 {
            file.insert("\(id) /* \(name) */", after: children[position - 1], inList: "children", of: mainGroup)
        } else {
            file.append("\(id) /* \(name) */", toList: "children", of: mainGroup)
        }
        return nil
    }

    /// How Xcode comments a reference to a package: `XCRemoteSwiftPackageReference "swift-algorithms"`.
    private func packageComment(_ id: String, in file: XcodeProjectFile) -> String? {
        guard let object = file.objects[id], let isa = object["isa"]?.string else { return nil }
        if let url = object["repositoryURL"]?.string {
            var name = RelativePath.lastComponent(of: url)
            if name.hasSuffix(".git") { name.removeLast(4) }
            return "\(isa) \"\(name)\""
        }
        return object["relativePath"]?.string.map { "\(isa) \"\($0)\"" }
    }

    // MARK: - Framework targets

    private func addTarget(_ name: String, to owner: (id: String, object: PropertyList), in file: inout XcodeProjectFile) throws(XcodeProjectFile.Refusal) -> Bool {
        guard let dependency = file.target(named: name) else { throw .init(message: "the project has no target named \(name)") }
        let product = dependency.object["productReference"]?.string
        let declared = file.list(owner.id, "dependencies").contains { id in
            file.string(id, "target") == dependency.id || file.string(file.string(id, "targetProxy"), "remoteGlobalIDString") == dependency.id
        }
        if declared || (product.map { isLinked($0, into: owner.id, in: file) } ?? false) { return false }
        let seed = "\(projectPath)|\(name)|\(owner.object["name"]?.string ?? owner.id)"
        let proxy = file.newID(seed + "|proxy")
        file.addObject(id: proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", fields: [
            ("containerPortal", .reference(file.rootID, "Project object")), ("proxyType", .plain("1")),
            ("remoteGlobalIDString", .plain(dependency.id)), ("remoteInfo", .string(name)),
        ])
        let targetDependency = file.newID(seed + "|dependency")
        file.addObject(id: targetDependency, isa: "PBXTargetDependency", comment: "PBXTargetDependency", fields: [
            ("target", .reference(dependency.id, name)), ("targetProxy", .reference(proxy, "PBXContainerItemProxy")),
        ])
        file.append("\(targetDependency) /* PBXTargetDependency */", toList: "dependencies", of: owner.id)
        let kind = TargetKind(xcodeProductType: dependency.object["productType"]?.string ?? "")
        guard let product, kind == .framework || kind == .library else { return true }
        let productName = file.string(product, "path") ?? name
        try link(file.newID(seed + "|link"), named: productName, field: ("fileRef", .reference(product, productName)), into: owner.id, in: &file)
        if isApp(owner.object), kind == .framework, !isStatic(dependency.object, in: file) {
            try embed(file.newID(seed + "|embed"), product: product, named: productName, into: owner.id, in: &file)
        }
        return true
    }

    private func addSubprojectTarget(
        _ name: String, of subproject: String, to owner: (id: String, object: PropertyList), in file: inout XcodeProjectFile
    ) throws(XcodeProjectFile.Refusal) -> Bool {
        let paths = file.referencePaths(directory: file.projectDirectory(projectPath: projectPath))
        let references = file.project["projectReferences"]?.array ?? []
        let subprojectName = RelativePath.lastComponent(of: subproject)
        let (remote, target) = try remoteTarget(name, in: subproject)
        guard let reference = references.first(where: { $0["ProjectRef"]?.string.flatMap { paths[$0] } == subproject }),
              let portal = reference["ProjectRef"]?.string
        else {
            return try addBuiltProduct(of: target, in: remote, subproject: subproject, to: owner, in: &file)
        }
        let declared = file.list(owner.id, "dependencies").contains { id in
            let proxy = file.string(id, "targetProxy")
            return file.string(proxy, "containerPortal") == portal
                && (file.string(proxy, "remoteGlobalIDString") == target.id || file.string(proxy, "remoteInfo") == name)
        }
        if declared { return false }
        let seed = "\(projectPath)|\(subproject)|\(name)|\(owner.object["name"]?.string ?? owner.id)"
        let proxy = file.newID(seed + "|proxy")
        file.addObject(id: proxy, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", fields: [
            ("containerPortal", .reference(portal, subprojectName)), ("proxyType", .plain("1")),
            ("remoteGlobalIDString", .plain(target.id)), ("remoteInfo", .string(name)),
        ])
        let targetDependency = file.newID(seed + "|dependency")
        file.addObject(id: targetDependency, isa: "PBXTargetDependency", comment: "PBXTargetDependency", fields: [
            ("name", .string(name)), ("targetProxy", .reference(proxy, "PBXContainerItemProxy")),
        ])
        file.append("\(targetDependency) /* PBXTargetDependency */", toList: "dependencies", of: owner.id)
        let kind = TargetKind(xcodeProductType: target.object["productType"]?.string ?? "")
        guard let remoteProduct = target.object["productReference"]?.string, kind == .framework || kind == .library else { return true }
        let productPath = remote.string(remoteProduct, "path") ?? "\(name).framework"
        // The subproject's products are reference proxies in the group the project reference names.
        let group = reference["ProductGroup"]?.string
        let proxies = group.map { file.list($0, "children") } ?? []
        var product = proxies.first { id in
            file.string(file.string(id, "remoteRef"), "remoteGlobalIDString") == remoteProduct || file.string(id, "path") == productPath
        }
        if product == nil {
            guard let group else { throw .init(message: "the reference to \(subprojectName) has no product group") }
            let remoteRef = file.newID(seed + "|product-proxy")
            file.addObject(id: remoteRef, isa: "PBXContainerItemProxy", comment: "PBXContainerItemProxy", fields: [
                ("containerPortal", .reference(portal, subprojectName)), ("proxyType", .plain("2")),
                ("remoteGlobalIDString", .plain(remoteProduct)), ("remoteInfo", .string(name)),
            ])
            let id = file.newID(seed + "|reference-proxy")
            file.addObject(id: id, isa: "PBXReferenceProxy", comment: productPath, fields: [
                ("fileType", .string(remote.string(remoteProduct, "explicitFileType") ?? "wrapper.framework")), ("path", .string(productPath)),
                ("remoteRef", .reference(remoteRef, "PBXContainerItemProxy")), ("sourceTree", .plain("BUILT_PRODUCTS_DIR")),
            ])
            file.append("\(id) /* \(productPath) */", toList: "children", of: group)
            product = id
        }
        guard let product else { return true }
        if isLinked(product, into: owner.id, in: file) { return true }
        try link(file.newID(seed + "|link"), named: productPath, field: ("fileRef", .reference(product, productPath)), into: owner.id, in: &file)
        if isApp(owner.object), kind == .framework, !isStatic(target.object, in: remote) {
            try embed(file.newID(seed + "|embed"), product: product, named: productPath, into: owner.id, in: &file)
        }
        return true
    }

    /// The target `name` of the project at `path` (root-relative `.xcodeproj`), read from its file.
    private func remoteTarget(_ name: String, in path: String) throws(XcodeProjectFile.Refusal) -> (XcodeProjectFile, (id: String, object: PropertyList)) {
        let remoteFile = RelativePath.join(path, "project.pbxproj")
        guard let remoteText = readFile(remoteFile) else { throw .init(message: "cannot read \(remoteFile)") }
        let remote: XcodeProjectFile
        do {
            remote = try XcodeProjectFile(remoteText)
        } catch {
            throw .init(message: "\(remoteFile): \(error.message)")
        }
        guard let target = remote.target(named: name) else { throw .init(message: "\(RelativePath.lastComponent(of: path)) has no target named \(name)") }
        return (remote, target)
    }

    /// Links a framework another project of the workspace builds, as Xcode does when it is picked
    /// among the workspace's products: through the project's reference to it among the built
    /// products (`Core.framework` in `BUILT_PRODUCTS_DIR`), which Xcode resolves as an implicit
    /// dependency. Without that reference the project has no way to name it, and the change is the user's.
    private func addBuiltProduct(
        of target: (id: String, object: PropertyList), in remote: XcodeProjectFile, subproject: String,
        to owner: (id: String, object: PropertyList), in file: inout XcodeProjectFile
    ) throws(XcodeProjectFile.Refusal) -> Bool {
        let name = target.object["name"]?.string ?? ""
        let productPath = target.object["productReference"]?.string.flatMap { remote.string($0, "path") } ?? "\(name).framework"
        let builtProducts = file.objects.filter { _, object in
            object["isa"]?.string == "PBXFileReference" && object["sourceTree"]?.string == "BUILT_PRODUCTS_DIR"
                && object["path"]?.string.map(RelativePath.lastComponent(of:)) == productPath
        }
        guard let product = builtProducts.keys.sorted().first else {
            throw .init(message: "\(RelativePath.lastComponent(of: projectPath)) references neither \(RelativePath.lastComponent(of: subproject)) as a subproject nor \(productPath) among its built products; add \(name) in Xcode")
        }
        if isLinked(product, into: owner.id, in: file) { return false }
        let seed = "\(projectPath)|\(subproject)|\(name)|\(owner.object["name"]?.string ?? owner.id)"
        try link(file.newID(seed + "|link"), named: productPath, field: ("fileRef", .reference(product, productPath)), into: owner.id, in: &file)
        let kind = TargetKind(xcodeProductType: target.object["productType"]?.string ?? "")
        if isApp(owner.object), kind == .framework, !isStatic(target.object, in: remote) {
            try embed(file.newID(seed + "|embed"), product: product, named: productPath, into: owner.id, in: &file)
        }
        return true
    }

    // MARK: - Build phases

    /// Puts the build file `id` (`field` names what it builds) into the target's Frameworks phase,
    /// adding the phase after the Sources phase when the target has none.
    private func link(
        _ id: String, named name: String, field: (String, FieldValue), into target: String, in file: inout XcodeProjectFile
    ) throws(XcodeProjectFile.Refusal) {
        file.addObject(id: id, isa: "PBXBuildFile", comment: "\(name) in Frameworks", fields: [field])
        let element = "\(id) /* \(name) in Frameworks */"
        if let phase = file.phases(of: target, isa: "PBXFrameworksBuildPhase").first {
            file.append(element, toList: "files", of: phase)
            return
        }
        let phase = file.newID(id + "|phase")
        file.addObject(id: phase, isa: "PBXFrameworksBuildPhase", comment: "Frameworks", fields: [
            ("buildActionMask", .plain("2147483647")), ("files", .list([element])), ("runOnlyForDeploymentPostprocessing", .plain("0")),
        ])
        insertPhase(phase, comment: "Frameworks", into: target, after: "PBXSourcesBuildPhase", in: &file)
    }

    /// Puts a build file for the framework `product` into the target's Embed Frameworks phase
    /// (a copy phase into Frameworks), adding the phase at the end when there is none.
    private func embed(_ id: String, product: String, named name: String, into target: String, in file: inout XcodeProjectFile) throws(XcodeProjectFile.Refusal) {
        let phases = file.phases(of: target, isa: "PBXCopyFilesBuildPhase") { $0["dstSubfolderSpec"]?.string == "10" }
        // An app that embeds it already (to link it by autolinking alone) keeps the one copy.
        if phases.contains(where: { phase in file.list(phase, "files").contains { file.string($0, "fileRef") == product } }) { return }
        let existing = phases.first
        let phaseName = existing.flatMap { file.string($0, "name") } ?? "Embed Frameworks"
        file.addObject(id: id, isa: "PBXBuildFile", comment: "\(name) in \(phaseName)", fields: [
            ("fileRef", .reference(product, name)),
            ("settings", .dictionary([("ATTRIBUTES", .list(["CodeSignOnCopy", "RemoveHeadersOnCopy"]))])),
        ])
        let element = "\(id) /* \(name) in \(phaseName) */"
        if let existing {
            file.append(element, toList: "files", of: existing)
            return
        }
        let phase = file.newID(id + "|phase")
        file.addObject(id: phase, isa: "PBXCopyFilesBuildPhase", comment: phaseName, fields: [
            ("buildActionMask", .plain("2147483647")), ("dstPath", .string("")), ("dstSubfolderSpec", .plain("10")), ("files", .list([element])),
            ("name", .string(phaseName)), ("runOnlyForDeploymentPostprocessing", .plain("0")),
        ])
        insertPhase(phase, comment: phaseName, into: target, after: nil, in: &file)
    }

    /// Lists the new phase among the target's build phases: after its phase of class `after`, else last.
    private func insertPhase(_ phase: String, comment: String, into target: String, after isa: String?, in file: inout XcodeProjectFile) {
        let element = "\(phase) /* \(comment) */"
        if let isa, let anchor = file.list(target, "buildPhases").first(where: { file.string($0, "isa") == isa }) {
            file.insert(element, after: anchor, inList: "buildPhases", of: target)
        } else {
            file.append(element, toList: "buildPhases", of: target)
        }
    }

    /// Whether a build file of the target's Frameworks phases builds `reference`.
    private func isLinked(_ reference: String, into target: String, in file: XcodeProjectFile) -> Bool {
        file.phases(of: target, isa: "PBXFrameworksBuildPhase").contains { phase in
            file.list(phase, "files").contains { file.string($0, "fileRef") == reference }
        }
    }

    private func isApp(_ target: PropertyList) -> Bool {
        TargetKind(xcodeProductType: target["productType"]?.string ?? "") == .app
    }

    /// Whether a framework target builds a static framework (`MACH_O_TYPE = staticlib` in a configuration), which is linked, not embedded.
    private func isStatic(_ target: PropertyList, in file: XcodeProjectFile) -> Bool {
        if target["productType"]?.string == "com.apple.product-type.framework.static" { return true }
        let configurations = target["buildConfigurationList"]?.string.map { file.list($0, "buildConfigurations") } ?? []
        return configurations.contains { file.objects[$0]?["buildSettings"]?["MACH_O_TYPE"]?.string == "staticlib" }
    }

    // MARK: - Removal

    private func remove(_ dependency: DeclaredDependency, from target: String, in file: inout XcodeProjectFile) throws(XcodeProjectFile.Refusal) -> Bool {
        var removedObjects: Set<String> = []
        var found = false
        func drop(_ element: String, from key: String, of object: String) throws(XcodeProjectFile.Refusal) {
            try file.remove(element, fromList: key, of: object)
            found = true
        }
        let frameworksPhases = file.phases(of: target, isa: "PBXFrameworksBuildPhase")
            + file.phases(of: target, isa: "PBXCopyFilesBuildPhase") { $0["dstSubfolderSpec"]?.string == "10" }
        if dependency.kind == .product {
            let products = file.list(target, "packageProductDependencies").filter { file.string($0, "productName") == dependency.name }
            for product in products {
                try drop(product, from: "packageProductDependencies", of: target)
                removedObjects.insert(product)
            }
            for id in file.list(target, "dependencies") where products.contains(file.string(id, "productRef") ?? "") {
                try drop(id, from: "dependencies", of: target)
                removedObjects.insert(id)
            }
            for phase in frameworksPhases {
                for buildFile in file.list(phase, "files") where products.contains(file.string(buildFile, "productRef") ?? "") {
                    try drop(buildFile, from: "files", of: phase)
                    removedObjects.insert(buildFile)
                }
            }
        } else {
            let name = dependency.name
            var products: Set<String> = []
            for id in file.list(target, "dependencies") {
                let proxy = file.string(id, "targetProxy")
                let named = file.string(file.string(id, "target"), "name") == name || file.string(id, "name") == name
                    || file.string(proxy, "remoteInfo") == name
                guard named else { continue }
                try drop(id, from: "dependencies", of: target)
                removedObjects.insert(id)
                if let proxy { removedObjects.insert(proxy) }
                if let local = file.string(id, "target"), let product = file.string(local, "productReference") { products.insert(product) }
            }
            if let local = file.target(named: name), let product = local.object["productReference"]?.string { products.insert(product) }
            for phase in frameworksPhases {
                for buildFile in file.list(phase, "files") {
                    guard let reference = file.string(buildFile, "fileRef") else { continue }
                    let builds = products.contains(reference) || file.string(file.string(reference, "remoteRef"), "remoteInfo") == name
                        || (file.string(reference, "sourceTree") == "BUILT_PRODUCTS_DIR"
                            && file.string(reference, "path").map { RelativePath.lastComponent(of: $0) == "\(name).framework" } == true)
                    guard builds else { continue }
                    try drop(buildFile, from: "files", of: phase)
                    removedObjects.insert(buildFile)
                }
            }
        }
        guard found else {
            throw .init(message: "the target \(file.string(target, "name") ?? target) does not name \(dependency.name) in this project file")
        }
        // An object goes with the last place that names it (a product two targets link stays for
        // the other); a container proxy goes once its target dependency has.
        var pending = removedObjects
        var progress = true
        while progress {
            progress = false
            for id in pending.sorted() where !file.isReferenced(id) {
                try file.removeObject(id)
                pending.remove(id)
                progress = true
            }
        }
        return true
    }
}
