import Foundation

/// Reads a package's `Package.swift` without running `swift`: ``ManifestEvaluator`` evaluates it,
/// and the package it builds is turned into the document `swift package dump-package` would print
/// for the parts Kumiki reads, so both roads end in the same ``SwiftPackageReader``.
package enum StaticManifestReader {
    /// The manifest SwiftPM uses among `manifests` (`Package.swift` and `Package@swift-X.Y.swift`
    /// files): the variant of the highest version the toolchain here reaches, unless `Package.swift`
    /// declares a newer tools version the toolchain also reaches (`toolsVersion` reads it).
    package static func manifestInUse(_ manifests: [String], toolsVersion: (String) -> [Int]? = { _ in nil }) -> String? {
        var best: (path: String, version: [Int])?
        for path in manifests {
            let name = RelativePath.lastComponent(of: path)
            guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { continue }
            let version = name.dropFirst("Package@swift-".count).dropLast(".swift".count).split(separator: ".").compactMap { Int($0) }
            guard !version.isEmpty, compare(version, ManifestHost.swiftVersion) <= 0 else { continue }
            if best.map({ compare(version, $0.version) > 0 }) ?? true { best = (path, version) }
        }
        let regular = manifests.first { RelativePath.lastComponent(of: $0) == "Package.swift" }
        if let regular, let variant = best, let declared = toolsVersion(regular),
           compare(declared, ManifestHost.swiftVersion) <= 0, compare(declared, variant.version) > 0 {
            return regular
        }
        return best?.path ?? regular
    }

    /// The tools version a manifest's first line declares (`// swift-tools-version: 6.1`).
    package static func toolsVersion(of source: String) -> [Int]? {
        guard let firstLine = source.split(separator: "\n", maxSplits: 1).first, firstLine.hasPrefix("//"),
              let range = firstLine.range(of: "swift-tools-version:")
        else { return nil }
        let version = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber || $0 == "." }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    private static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// The dump-shaped document of the package `source` builds, for the package in the absolute folder `directory`.
    package static func document(source: String, packageDirectory directory: String) throws(ManifestEvaluator.Unsupported) -> [String: Any] {
        let package = try ManifestEvaluator.evaluate(source: source, packageDirectory: directory)
        var document: [String: Any] = [:]
        if let name = package["name"]?.string { document["name"] = name }
        var targets: [[String: Any]] = [], products: [[String: Any]] = [], dependencies: [[String: Any]] = []
        for object in try list(package["targets"], "targets") { targets.append(try target(object)) }
        for object in try list(package["products"], "products") { products.append(try product(object)) }
        for object in try list(package["dependencies"], "dependencies") { dependencies.append(try packageDependency(object, in: directory)) }
        document["targets"] = targets
        document["products"] = products
        document["dependencies"] = dependencies
        // As dump-package prints it: where a single target's sources may be depends on it.
        if let version = toolsVersion(of: source) { document["toolsVersion"] = ["_version": version.map(String.init).joined(separator: ".")] }
        try validate(targets: targets, products: products, dependencies: dependencies)
        return document
    }

    /// What SwiftPM refuses while loading a manifest, checked so that a manifest it would refuse
    /// goes to `dump-package`, which says why in swift's own words, instead of being read as if it were fine.
    private static func validate(targets: [[String: Any]], products: [[String: Any]], dependencies: [[String: Any]]) throws(ManifestEvaluator.Unsupported) {
        let names = targets.compactMap { $0["name"] as? String }
        if let duplicate = Dictionary(grouping: names, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw ManifestEvaluator.Unsupported(reason: "two targets are named \(duplicate), which SwiftPM refuses")
        }
        var packages: Set<String> = []
        for dependency in dependencies {
            for entry in dependency.values.compactMap({ ($0 as? [[String: Any]])?.first }) {
                if let identity = entry["identity"] as? String { packages.insert(identity.lowercased()) }
                if let name = entry["nameForTargetDependencyResolutionOnly"] as? String { packages.insert(name.lowercased()) }
            }
        }
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any], let package = product[safe: 1] as? String, !packages.contains(package.lowercased()) {
                    throw ManifestEvaluator.Unsupported(
                        reason: "a product of the unknown package '\(package)', which SwiftPM refuses",
                        swiftPMRefusal: unknownPackageMessage(package, target: target["name"] as? String ?? "", dependencies: dependencies))
                }
                if let named = dependency["target"] as? [Any], let name = named.first as? String, !names.contains(name) {
                    throw ManifestEvaluator.Unsupported(reason: "a dependency on the unknown target '\(name)', which SwiftPM refuses")
                }
            }
        }
        for product in products {
            for target in product["targets"] as? [String] ?? [] where !names.contains(target) {
                throw ManifestEvaluator.Unsupported(reason: "a product of the unknown target '\(target)', which SwiftPM refuses")
            }
        }
    }

    private static func list(_ value: ManifestValue?, _ what: String) throws(ManifestEvaluator.Unsupported) -> [ManifestObject] {
        guard let value else { return [] }
        guard let elements = value.array else { throw ManifestEvaluator.Unsupported(reason: "the package's \(what) are \(value.kindDescription)") }
        var objects: [ManifestObject] = []
        for element in elements {
            guard let object = element.object else {
                throw ManifestEvaluator.Unsupported(reason: "one of the package's \(what) is \(element.kindDescription)")
            }
            objects.append(object)
        }
        return objects
    }

    private static func strings(_ value: ManifestValue?, _ what: String, line: Int) throws(ManifestEvaluator.Unsupported) -> [String]? {
        guard let value else { return nil }
        var strings: [String] = []
        for element in value.array ?? [] {
            guard let text = element.string else { throw ManifestEvaluator.Unsupported(reason: "\(what) holds \(element.kindDescription)", line: line) }
            strings.append(text)
        }
        return strings
    }

    private static func target(_ object: ManifestObject) throws(ManifestEvaluator.Unsupported) -> [String: Any] {
        let types = ["target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro", "plugin": "plugin",
                     "systemLibrary": "system", "binaryTarget": "binary"]
        guard let type = types[object.factory] else {
            throw ManifestEvaluator.Unsupported(reason: "a target made by `.\(object.factory)(…)`", line: object.line)
        }
        guard let name = object["name"]?.string else { throw ManifestEvaluator.Unsupported(reason: "a target without a literal name", line: object.line) }
        var target: [String: Any] = ["name": name, "type": type]
        if let path = object["path"] {
            guard let text = path.string else { throw ManifestEvaluator.Unsupported(reason: "the path of \(name) is \(path.kindDescription)", line: object.line) }
            target["path"] = text
        }
        target["exclude"] = try strings(object["exclude"], "the exclude of \(name)", line: object.line) ?? []
        if let sources = try strings(object["sources"], "the sources of \(name)", line: object.line) { target["sources"] = sources }
        var dependencies: [[String: Any]] = []
        for element in object["dependencies"]?.array ?? [] {
            dependencies.append(try dependency(element, of: name, line: object.line))
        }
        target["dependencies"] = dependencies
        return target
    }

    private static func dependency(_ value: ManifestValue, of target: String, line: Int) throws(ManifestEvaluator.Unsupported) -> [String: Any] {
        if let name = value.string { return ["byName": [name, NSNull()]] }
        guard let object = value.object, let name = object["name"]?.string else {
            throw ManifestEvaluator.Unsupported(reason: "a dependency of \(target) is \(value.kindDescription)", line: line)
        }
        switch object.factory {
        case "target": return ["target": [name, NSNull()]]
        case "byName": return ["byName": [name, NSNull()]]
        case "product":
            let package: Any = object["package"]?.string ?? NSNull()
            return ["product": [name, package, NSNull(), NSNull()]]
        default: throw ManifestEvaluator.Unsupported(reason: "a dependency made by `.\(object.factory)(…)`", line: object.line)
        }
    }

    private static func product(_ object: ManifestObject) throws(ManifestEvaluator.Unsupported) -> [String: Any] {
        let types: [String: [String: Any]] = [
            "library": ["library": ["automatic"]], "executable": ["executable": NSNull()], "plugin": ["plugin": NSNull()],
            "macro": ["macro": NSNull()],
        ]
        guard let type = types[object.factory] else {
            throw ManifestEvaluator.Unsupported(reason: "a product made by `.\(object.factory)(…)`", line: object.line)
        }
        guard let name = object["name"]?.string else { throw ManifestEvaluator.Unsupported(reason: "a product without a literal name", line: object.line) }
        let targets = try strings(object["targets"], "the targets of \(name)", line: object.line) ?? []
        return ["name": name, "type": type, "targets": targets]
    }

    /// SwiftPM's words for a product of a package the manifest does not declare (an identity
    /// that differs from the name used, as a path dependency's folder renamed); `nil` where the
    /// dependencies are of a kind whose wording is not known here (registry, or given a `name:`).
    private static func unknownPackageMessage(_ package: String, target: String, dependencies: [[String: Any]]) -> String? {
        var valid: [String] = []
        for dependency in dependencies {
            if let entry = (dependency["fileSystem"] as? [[String: Any]])?.first, entry["nameForTargetDependencyResolutionOnly"] == nil,
               let identity = entry["identity"] as? String, let path = entry["path"] as? String {
                valid.append("'\(identity)' (at '\(path)')")
            } else if let entry = (dependency["sourceControl"] as? [[String: Any]])?.first, entry["nameForTargetDependencyResolutionOnly"] == nil,
                      let identity = entry["identity"] as? String,
                      let url = ((entry["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first?["urlString"] as? String {
                valid.append("'\(identity)' (from '\(url)')")
            } else {
                return nil
            }
        }
        return "unknown package '\(package)' in dependencies of target '\(target)'; valid packages are: " + valid.joined(separator: ", ")
    }

    private static func packageDependency(_ object: ManifestObject, in directory: String) throws(ManifestEvaluator.Unsupported) -> [String: Any] {
        guard object.factory == "package" else {
            throw ManifestEvaluator.Unsupported(reason: "a package dependency made by `.\(object.factory)(…)`", line: object.line)
        }
        let name = object["name"]?.string
        if let path = object["path"]?.string {
            let absolute = RelativePath.join(directory, path)
            var entry: [String: Any] = ["identity": PackageReference.identity(ofLocation: absolute), "path": absolute]
            if let name { entry["nameForTargetDependencyResolutionOnly"] = name }
            return ["fileSystem": [entry]]
        }
        if let url = object["url"]?.string {
            var entry: [String: Any] = ["identity": PackageReference.identity(ofLocation: url), "location": ["remote": [["urlString": url]]]]
            if let name { entry["nameForTargetDependencyResolutionOnly"] = name }
            return ["sourceControl": [entry]]
        }
        if let id = object["id"]?.string {
            return ["registry": [["identity": id.lowercased()]]]
        }
        throw ManifestEvaluator.Unsupported(reason: "a package dependency without a literal url, path or id", line: object.line)
    }
}

extension Array {
    /// The element at `index`, if there is one.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
