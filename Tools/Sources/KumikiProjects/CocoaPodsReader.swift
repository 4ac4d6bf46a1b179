/// Reads a CocoaPods setup into the `Pods` project it installs, without running `pod`: one
/// target per pod (a local pod's with the Swift files its podspec compiles, a pod of a spec
/// repository's with none), depending on the pods `Podfile.lock` says it needs, and one aggregate
/// target per target of the `Podfile` (`Pods-Shop`), which re-exports the pods that target can
/// import and is linked into the Xcode target of its name.
public struct CocoaPodsReader: Sendable {
    /// The `Podfile`, relative to the root.
    public var podfilePath: String

    /// Creates a reader for the Podfile at `podfilePath`.
    public init(podfilePath: String) {
        self.podfilePath = RelativePath.clean(podfilePath)
    }

    /// The files a read looks at beside the Podfile (each may be missing), for a cache to watch.
    public func companionFiles(of podfile: Podfile) -> [String] {
        let folder = RelativePath.parent(of: podfilePath)
        var files = [RelativePath.join(folder, "Podfile.lock")]
        for pod in allPods(of: podfile) {
            guard let path = pod.path else { continue }
            files.append(RelativePath.join(path, "\(pod.rootName).podspec"))
            files.append(RelativePath.join(folder, "Pods/Local Podspecs/\(pod.rootName).podspec.json"))
        }
        return files
    }

    /// Reads the setup. `read` gives a file's bytes (relative to the root), `nil` when it is
    /// missing; `list` the names in a folder.
    public func read(
        podfile: Podfile, read: (String) -> [UInt8]?, list: (String) -> [String]
    ) throws(ProjectReadError) -> ProjectDescription {
        let folder = RelativePath.parent(of: podfilePath)
        let lockPath = RelativePath.join(folder, "Podfile.lock")
        let lock = try read(lockPath).map { bytes throws(ProjectReadError) in
            try PodfileLock.read(String(decoding: bytes, as: UTF8.self), file: lockPath)
        } ?? PodfileLock(dependencies: [:])
        // Every pod, named by the Podfile or only by the lock, as one target per root name.
        var order: [String] = []
        var localFolders: [String: String] = [:]
        var lines: [String: Int] = [:]
        for pod in allPods(of: podfile) {
            if !order.contains(pod.rootName) { order.append(pod.rootName) }
            if let path = pod.path { localFolders[pod.rootName] = path }
            if lines[pod.rootName] == nil { lines[pod.rootName] = pod.line }
        }
        for name in lock.dependencies.keys.sorted() where !order.contains(name) { order.append(name) }
        for dependencies in lock.dependencies.values { for name in dependencies where !order.contains(name) { order.append(name) } }
        var targets: [TargetDescription] = []
        for name in order {
            let spec = localFolders[name].flatMap { podspec(named: name, in: $0, podsFolder: RelativePath.join(folder, "Pods"), read: read, list: list) }
            var sources = SourceSet()
            if let path = localFolders[name], let spec, !spec.sourceFiles.isEmpty {
                sources.folders = [SourceSet.Folder(
                    path: path, globs: spec.sourceFiles.map { PathGlob(RelativePath.join(path, $0)) },
                    excludedGlobs: spec.excludedFiles.isEmpty ? nil : spec.excludedFiles.map { PathGlob(RelativePath.join(path, $0)) })]
            }
            let dependencyNames = Array(Set(lock.dependencies[name] ?? []).union(spec?.dependencies ?? [])).sorted()
            let moduleName = spec?.moduleName ?? supportFilesModule(of: name, podsFolder: RelativePath.join(folder, "Pods"), read: read, list: list)
            var target = TargetDescription(
                name: name, moduleName: moduleName, kind: .framework, sources: sources,
                dependencies: dependencyNames.map { DeclaredDependency(kind: .target, name: $0) },
                location: lines[name].map { DeclarationLocation(file: podfilePath, line: $0) })
            target.dependenciesAreKnown = spec != nil || localFolders[name] == nil
            targets.append(target)
        }
        let modules = Dictionary(targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
        // One aggregate per concrete target: what CocoaPods links into the Xcode target of that name.
        for (index, target) in podfile.targets.enumerated() where !target.isAbstract {
            let importable = podfile.importablePods(of: index)
            var aggregate = TargetDescription(
                name: "Pods-\(target.name)", kind: .framework, sources: SourceSet(),
                dependencies: importable.map { pod in
                    DeclaredDependency(kind: .target, name: pod.rootName, location: DeclarationLocation(file: podfilePath, line: pod.line))
                },
                location: DeclarationLocation(file: podfilePath, line: target.line))
            var reexported: [String] = []
            for pod in importable { if let module = modules[pod.rootName], !reexported.contains(module) { reexported.append(module) } }
            aggregate.reexports = reexported
            aggregate.integration = PodIntegration(
                target: target.name, project: podfile.project(ofTarget: index).map { RelativePath.join(folder, $0) })
            targets.append(aggregate)
        }
        return ProjectDescription(kind: .cocoaPods, path: podfilePath, name: "Pods", targets: targets)
    }

    /// Every pod line of the Podfile, in order.
    private func allPods(of podfile: Podfile) -> [Podfile.Pod] {
        podfile.rootPods + podfile.targets.flatMap(\.pods)
    }

    /// A local pod's spec: the JSON CocoaPods keeps for it, else the `.podspec` in its folder.
    private func podspec(
        named name: String, in path: String, podsFolder: String, read: (String) -> [UInt8]?, list: (String) -> [String]
    ) -> Podspec? {
        if let json = read(RelativePath.join(podsFolder, "Local Podspecs/\(name).podspec.json")), let spec = Podspec.read(json: json) {
            return spec
        }
        let candidates = ["\(name).podspec"] + list(path).filter { $0.hasSuffix(".podspec") && $0 != "\(name).podspec" }.sorted()
        for candidate in candidates {
            if let bytes = read(RelativePath.join(path, candidate)), let spec = Podspec.read(ruby: String(decoding: bytes, as: UTF8.self)) {
                return spec
            }
        }
        return nil
    }

    /// The module of a pod of a spec repository: the one the module map CocoaPods wrote for it
    /// declares (`framework module AsyncDisplayKit` for Texture), under `Pods/Target Support Files/<Pod>/`
    /// or, for a pod built for several platforms, `<Pod>-iOS/`; else its name made an identifier.
    private func supportFilesModule(of name: String, podsFolder: String, read: (String) -> [UInt8]?, list: (String) -> [String]) -> String {
        let support = RelativePath.join(podsFolder, "Target Support Files")
        for folder in list(support).filter({ $0 == name || $0.hasPrefix(name + "-") }).sorted() {
            for map in list(RelativePath.join(support, folder)).filter({ $0.hasSuffix(".modulemap") }).sorted() {
                guard let bytes = read(RelativePath.join(support, "\(folder)/\(map)")),
                      let module = Self.declaredModule(inModuleMap: String(decoding: bytes, as: UTF8.self)) else { continue }
                return module
            }
        }
        return TargetDescription.moduleName(forTargetNamed: name)
    }

    /// The module a module map declares first: `framework module Kingfisher {` → `Kingfisher`.
    static func declaredModule(inModuleMap text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "{" })
        guard let index = words.firstIndex(of: "module"), index + 1 < words.count else { return nil }
        let name = words[index + 1]
        return name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(name) : nil
    }
}
