import Foundation

/// Turns the JSON `swift package dump-package` prints into a ``ProjectDescription``: every
/// target with the folder SwiftPM compiles (a custom `path:` or the conventional one), its
/// `sources:` and `exclude:`, its declared dependencies, and the package's products and
/// package dependencies.
public struct SwiftPackageReader: Sendable {
    /// The package folder, relative to the checked root (or absolute outside it).
    public var packagePath: String
    /// The checked root, absolute and clean.
    public var root: String

    /// Creates a reader for the package in `packagePath`.
    public init(packagePath: String, root: String) {
        self.packagePath = RelativePath.clean(packagePath)
        self.root = root
    }

    /// The package's `Package.swift`, as findings name it.
    public var manifestFile: String {
        RelativePath.join(packagePath, "Package.swift")
    }

    /// Reads the description from dump-package's JSON; `folderExists` answers for a path
    /// relative to the root, to find each target's conventional folder as SwiftPM does.
    public func read(dumpedJSON: Data, folderExists: (String) -> Bool) throws(ProjectReadError) -> ProjectDescription {
        let document: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: dumpedJSON) as? [String: Any] else {
                throw ProjectReadError(file: manifestFile, message: "swift package dump-package printed no package")
            }
            document = object
        } catch let error as ProjectReadError {
            throw error
        } catch {
            throw ProjectReadError(file: manifestFile, message: "swift package dump-package printed what is not JSON: \(error.localizedDescription)")
        }
        return read(document: document, folderExists: folderExists)
    }

    /// Reads the description from a document of dump-package's shape (`name`, `targets`,
    /// `products`, `dependencies`): what dump-package prints, or what the static reader evaluates.
    public func read(document: [String: Any], folderExists: (String) -> Bool) -> ProjectDescription {
        let name = document["name"] as? String ?? RelativePath.lastComponent(of: packagePath)
        let declared = document["targets"] as? [[String: Any]] ?? []
        let version = ((document["toolsVersion"] as? [String: Any])?["_version"] as? String)?.split(separator: ".").map { Int($0) ?? 0 } ?? []
        // SwiftPM 5.9 lets a package's only target take its whole predefined folder (`Sources/`) when `Sources/<Target>` is not there.
        let soleTarget = declared.count == 1 && version.lexicographicallyPrecedes([5, 9]) == false && !version.isEmpty
        let targets = declared.compactMap { target(from: $0, soleTarget: soleTarget, folderExists: folderExists) }
        let products = (document["products"] as? [[String: Any]] ?? []).compactMap(product(from:))
        let packages = (document["dependencies"] as? [[String: Any]] ?? []).compactMap(packageReference(from:))
        return ProjectDescription(kind: .swiftPackage, path: packagePath, name: name, targets: targets, products: products, packages: packages)
    }

    private func target(from json: [String: Any], soleTarget: Bool, folderExists: (String) -> Bool) -> TargetDescription? {
        guard let name = json["name"] as? String else { return nil }
        let type = json["type"] as? String ?? "regular"
        let kind: TargetKind
        switch type {
        case "regular": kind = .library
        case "executable": kind = .executable
        case "test": kind = .unitTest
        case "plugin": kind = .plugin
        case "macro": kind = .macro
        default: kind = .other
        }
        let folder: String
        if let path = json["path"] as? String {
            folder = RelativePath.join(packagePath, path)
        } else {
            let parents: [String]
            switch kind {
            case .unitTest: parents = ["Tests"]
            case .plugin: parents = ["Plugins"]
            default: parents = ["Sources", "Source", "src", "srcs"]
            }
            let candidates = parents.map { RelativePath.join(packagePath, $0 + "/" + name) }
            let predefined = parents.map { RelativePath.join(packagePath, $0) }
            folder = candidates.first(where: folderExists)
                ?? (soleTarget ? predefined.first(where: folderExists) : nil)
                ?? candidates[0]
        }
        let excluded = (json["exclude"] as? [String] ?? []).map { RelativePath.join(folder, $0) }
        let only = (json["sources"] as? [String]).map { $0.map { RelativePath.join(folder, $0) } }
        let sources = type == "system" || type == "binary"
            ? SourceSet()
            : SourceSet(folders: [SourceSet.Folder(path: folder, excluded: excluded, only: only)])
        let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(dependency(from:))
        return TargetDescription(name: name, kind: kind, sources: sources, dependencies: dependencies)
    }

    private func dependency(from json: [String: Any]) -> DeclaredDependency? {
        if let byName = json["byName"] as? [Any], let name = byName.first as? String {
            return DeclaredDependency(kind: .byName, name: name)
        }
        if let target = json["target"] as? [Any], let name = target.first as? String {
            return DeclaredDependency(kind: .target, name: name)
        }
        if let product = json["product"] as? [Any], let name = product.first as? String {
            guard product.count > 1, let package = product[1] as? String else { return DeclaredDependency(kind: .byName, name: name) }
            return DeclaredDependency(kind: .product, name: name, package: package)
        }
        return nil
    }

    private func product(from json: [String: Any]) -> ProductDescription? {
        guard let name = json["name"] as? String else { return nil }
        let type = json["type"] as? [String: Any] ?? [:]
        let kind: ProductDescription.Kind
        if type["library"] != nil {
            kind = .library
        } else if type["executable"] != nil {
            kind = .executable
        } else if type["plugin"] != nil {
            kind = .plugin
        } else if type["macro"] != nil {
            kind = .macro
        } else {
            return nil
        }
        return ProductDescription(name: name, kind: kind, targets: json["targets"] as? [String] ?? [])
    }

    private func packageReference(from json: [String: Any]) -> PackageReference? {
        for key in ["fileSystem", "sourceControl", "registry"] {
            guard let entries = json[key] as? [[String: Any]], let entry = entries.first else { continue }
            let identity = entry["identity"] as? String ?? ""
            let name = entry["nameForTargetDependencyResolutionOnly"] as? String ?? entry["name"] as? String
            if let path = entry["path"] as? String {
                return PackageReference(identity: identity, name: name, path: RelativePath.relative(RelativePath.clean(path), to: root))
            }
            let location = entry["location"] as? [String: Any]
            if let remote = (location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String {
                return PackageReference(identity: identity, name: name, url: remote)
            }
            if let local = (location?["local"] as? [String])?.first {
                return PackageReference(identity: identity, name: name, path: RelativePath.relative(RelativePath.clean(local), to: root))
            }
            return PackageReference(identity: identity, name: name)
        }
        return nil
    }

    /// A description from the folder convention alone, for when no Swift toolchain can
    /// evaluate the manifest: a target per folder under `Sources/` and `Tests/`, with no known dependencies.
    public func conventionalDescription(subfolders: (String) -> [String], note: String) -> ProjectDescription {
        var targets: [TargetDescription] = []
        for (parent, kind) in [("Sources", TargetKind.library), ("Tests", TargetKind.unitTest)] {
            let folder = RelativePath.join(packagePath, parent)
            for name in subfolders(folder).sorted() {
                targets.append(TargetDescription(
                    name: name, kind: kind, sources: SourceSet(folders: [SourceSet.Folder(path: RelativePath.join(folder, name))]),
                    dependenciesAreKnown: false))
            }
        }
        return ProjectDescription(
            kind: .swiftPackage, path: packagePath, name: RelativePath.lastComponent(of: packagePath == "." ? root : packagePath),
            targets: targets, notes: [note])
    }
}
