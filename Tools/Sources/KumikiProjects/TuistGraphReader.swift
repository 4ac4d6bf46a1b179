import Foundation

/// Reads the projects of a Tuist workspace from `tuist graph --format json`, for the manifests
/// the static reader cannot evaluate: Tuist's own evaluation, as `dump-package` is SwiftPM's.
///
/// The graph is Tuist's `ProjectAutomation.Graph`: `projects` keyed by absolute path, each with
/// its `name`, `targets` (each a `name`, a `product`, its `sources` as absolute file paths and,
/// where Tuist writes them, its `dependencies` encoded as Swift encodes an enum with associated
/// values: `{"project": {"target": …, "path": …}}`, `{"target": {"name": …}}`, `{"package": {"product": …}}`).
public struct TuistGraphReader: Sendable {
    /// The `tuist` executable: `KUMIKI_TUIST` when set, else the first `tuist` on `PATH`.
    public var executable: String?
    /// How long one graph may take before it is stopped.
    public var timeout: TimeInterval

    /// Creates a reader with the executable found in `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 300) {
        if let named = environment["KUMIKI_TUIST"], !named.isEmpty {
            executable = named
        } else {
            executable = (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/tuist" }.first { access($0, X_OK) == 0 }
        }
        self.timeout = timeout
    }

    /// The graph Tuist prints for the workspace in `folder` (absolute), as JSON.
    public func graph(of folder: String) throws(ProjectReadError) -> Data {
        guard let executable else {
            throw ProjectReadError(file: folder, message: "no `tuist` executable on PATH (set KUMIKI_TUIST to name one)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-tuist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["graph", "--format", "json", "--no-open", "--path", folder, "--output-path", output.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try process.run()
        } catch {
            throw ProjectReadError(file: folder, message: "`\(executable)` could not be started: \(error.localizedDescription)")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw ProjectReadError(file: folder, message: "tuist graph did not finish within \(Int(timeout)) seconds")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ProjectReadError(file: folder, message: "tuist graph exited with status \(process.terminationStatus)")
        }
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent("graph.json").path) else {
            throw ProjectReadError(file: folder, message: "tuist graph wrote no graph.json")
        }
        return data
    }

    /// The projects of `json` whose folders lie inside `root` (absolute), with paths relative to it.
    public static func projects(fromJSON json: Data, root: String) throws(ProjectReadError) -> [ProjectDescription] {
        guard let document = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw ProjectReadError(file: "graph.json", message: "tuist graph printed no JSON object")
        }
        // `projects` is keyed by path; older versions wrote a list.
        var listed: [[String: Any]] = []
        if let keyed = document["projects"] as? [String: Any] {
            for key in keyed.keys.sorted() {
                guard var project = keyed[key] as? [String: Any] else { continue }
                if project["path"] == nil { project["path"] = key }
                listed.append(project)
            }
        } else if let list = document["projects"] as? [[String: Any]] {
            listed = list
        }
        let clean = RelativePath.clean(root)
        func relative(_ path: String) -> String {
            path.hasPrefix("/") ? RelativePath.relative(RelativePath.clean(path), to: clean) : RelativePath.clean(path)
        }
        return listed.compactMap { project -> ProjectDescription? in
            guard let path = project["path"] as? String else { return nil }
            let folder = relative(path)
            guard !folder.hasPrefix("..") else { return nil }
            var targetList: [[String: Any]] = []
            if let keyed = project["targets"] as? [String: Any] {
                targetList = keyed.keys.sorted().compactMap { keyed[$0] as? [String: Any] }
            } else if let list = project["targets"] as? [[String: Any]] {
                targetList = list
            }
            let targets = targetList.compactMap { target -> TargetDescription? in
                guard let name = target["name"] as? String else { return nil }
                let files = (target["sources"] as? [Any] ?? []).compactMap { source -> String? in
                    let file = (source as? String) ?? ((source as? [String: Any])?["path"] as? String)
                    return file.flatMap { $0.hasSuffix(".swift") ? relative($0) : nil }
                }
                var description = TargetDescription(
                    name: name, moduleName: (target["productName"] as? String).map(TargetDescription.moduleName(forTargetNamed:)),
                    kind: kind(ofProduct: target["product"] as? String ?? ""), sources: SourceSet(files: files),
                    dependencies: dependencies(target["dependencies"], relative: relative),
                    dependenciesAreKnown: target["dependencies"] != nil)
                description.location = DeclarationLocation(file: RelativePath.join(folder, "Project.swift"), line: 1)
                return description
            }
            return ProjectDescription(kind: .tuistProject, path: folder, name: project["name"] as? String ?? RelativePath.lastComponent(of: folder),
                                      targets: targets)
        }
    }

    private static func dependencies(_ value: Any?, relative: (String) -> String) -> [DeclaredDependency] {
        (value as? [[String: Any]] ?? []).compactMap { dependency in
            guard let (kind, payload) = dependency.first, let fields = payload as? [String: Any] else { return nil }
            switch kind {
            case "target": return (fields["name"] as? String).map { DeclaredDependency(kind: .target, name: $0) }
            case "project":
                guard let target = fields["target"] as? String else { return nil }
                return DeclaredDependency(kind: .target, name: target, project: (fields["path"] as? String).map(relative))
            case "package", "external": return ((fields["product"] ?? fields["name"]) as? String).map { DeclaredDependency(kind: .product, name: $0) }
            default: return nil
            }
        }
    }

    /// The kind of target a product of the graph (`app`, `framework`, `unit_tests`…) builds.
    static func kind(ofProduct product: String) -> TargetKind {
        switch product.replacingOccurrences(of: "_", with: "").lowercased() {
        case "app", "appclip", "watch2app": return .app
        case "framework", "staticframework": return .framework
        case "staticlibrary", "dynamiclibrary": return .library
        case "unittests": return .unitTest
        case "uitests": return .uiTest
        case "commandlinetool": return .executable
        case "macro": return .macro
        case let other where other.hasSuffix("extension") || other == "xpc": return .appExtension
        default: return .other
        }
    }
}
