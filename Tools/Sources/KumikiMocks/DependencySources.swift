import KumikiSourceFiles

/// Other modules' sources (a package's `.build/checkouts`, or folders given), read only for the
/// protocols the mocked ones refine: every file is searched for the names wanted, and only a file
/// that declares one is parsed, so a large checkout costs one pass over its bytes.
struct DependencySources {
    /// One file: its path, the module it belongs to, and its text when given in memory.
    private struct File {
        var path: String
        var module: String
        var bytes: [UInt8]?
    }

    /// What a file that declares a wanted protocol declares.
    struct Found {
        /// The module the file belongs to (`Logging` for `…/swift-log/Sources/Logging/LogHandler.swift`).
        var module: String
        /// The names of the protocols and type aliases it declares.
        var names: Set<String>
        /// Its declarations, its protocols marked as another module's.
        var declarations: SourceDeclarations
    }

    /// Folders below a dependency's root that hold no library sources: another package's tests
    /// may declare protocols of the same names.
    private static let skippedFolders: Set<String> = ["Tests", "Benchmarks", "Examples", "Snippets", "Fixtures", "IntegrationTests", "Plugins"]

    /// The files or folders given, listed only when a protocol is wanted from them.
    private let paths: [String]
    /// The files given in memory.
    private var given: [File] = []

    /// The Swift files under `paths` (files, or folders).
    init(paths: [String]) {
        self.paths = paths
    }

    /// The Swift files under ``paths``, leaving out build folders and folders of tests, then those given in memory.
    private var files: [File] {
        var files: [File] = []
        for path in paths {
            let root = path.hasSuffix("/") ? path : path + "/"
            let found = DirectoryWalker.files(under: root, withSuffix: ".swift")
            if found.isEmpty, path.hasSuffix(".swift") {
                let components = path.split(separator: "/").map(String.init)
                files.append(File(path: path, module: Self.module(of: components, root: components.dropLast().last ?? ""), bytes: nil))
                continue
            }
            for relative in found {
                let components = relative.split(separator: "/").map(String.init)
                guard !components.dropLast().contains(where: { $0.hasPrefix(".build") || Self.skippedFolders.contains($0) }) else { continue }
                let folder = root.split(separator: "/").last.map(String.init) ?? ""
                files.append(File(path: root + relative, module: Self.module(of: components, root: folder), bytes: nil))
            }
        }
        return files + given
    }

    /// Adds files given in memory.
    mutating func add(_ sources: [(path: String, bytes: [UInt8])]) {
        for source in sources {
            let components = source.path.split(separator: "/").map(String.init)
            given.append(File(path: source.path, module: Self.module(of: components, root: components.dropLast().last ?? ""), bytes: source.bytes))
        }
    }

    /// The files that declare a protocol, or a type alias a protocol may be inherited through,
    /// named in `names` (last name components), parsed, in path order.
    func declarations(of names: Set<String>) -> [Found] {
        guard !names.isEmpty, !paths.isEmpty || !given.isEmpty else { return [] }
        let wanted = names.flatMap { [Array("protocol \($0)".utf8), Array("typealias \($0)".utf8)] }
        let found: [Found?] = files.concurrentMap { file in
            guard let bytes = file.bytes ?? (try? SourceFileReader.load(atPath: file.path).get().bytes),
                  wanted.contains(where: { Self.declares($0, in: bytes) })
            else { return nil }
            let settings = PackageSettings.reading(forFiles: [file.path])[file.path] ?? PackageSettings()
            var declarations = MockGenerator.collect(path: file.path, bytes: bytes, settings: settings)
            declarations.diagnostics = []
            declarations.protocols = declarations.protocols.map { declared in
                var declared = declared
                declared.isFromDependency = true
                return declared
            }
            let declared = Set(declarations.protocols.map(\.name)).union(declarations.typeAliases.keys)
            guard !declared.isDisjoint(with: names) else { return nil }
            return Found(module: file.module, names: declared, declarations: declarations)
        }
        return found.compactMap { $0 }.sorted { $0.declarations.protocols.first?.location.file ?? "" < $1.declarations.protocols.first?.location.file ?? "" }
    }

    /// Whether `bytes` hold `pattern` (`protocol Name`) followed by a character no identifier continues with.
    private static func declares(_ pattern: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= pattern.count, let first = pattern.first else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                let next = index + pattern.count
                if next == bytes.count || !isIdentifierByte(bytes[next]) { return true }
            }
            index += 1
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// A file's module, from its path's `components`: the folder below a `Sources` folder, as
    /// SwiftPM lays a package out, else `root`, the module's own folder.
    private static func module(of components: [String], root: String) -> String {
        SwiftPackageLayout.module(ofPath: components.joined(separator: "/")) ?? root
    }
}
