import Foundation
import KumikiCheck
import KumikiSourceFiles
import SwiftParser
import SwiftSyntax

/// Generates Sourcery-compatible mocks for the protocols marked `// kumiki:mockable` (or
/// inheriting `AutoMockable`) in a set of Swift sources, in one deterministic file.
///
/// It reads the sources as text with swift-syntax, so a protocol's parents are found
/// wherever they are declared in the scanned files, which a macro attached to the protocol
/// cannot see; a parent another module declares is read from that module's sources (a
/// package's `.build/checkouts`). A file that does not parse is reported with its location and
/// the other files' mocks are still generated.
public struct MockGenerator: Sendable {
    /// What the generated file imports.
    public var imports: [String]
    /// What the generated file imports with `@testable`.
    public var testableImports: [String]
    /// Other modules' sources (files, or folders searched for `.swift` files), read only for the
    /// protocols the mocked ones refine: a package's resolved dependencies, `.build/checkouts`.
    public var dependencies: [String]

    /// Creates a generator whose file imports `imports` and, with `@testable`, `testableImports`,
    /// and which reads the parents other modules declare from `dependencies`.
    public init(imports: [String] = [], testableImports: [String] = [], dependencies: [String] = []) {
        self.imports = imports
        self.testableImports = testableImports
        self.dependencies = dependencies
    }

    /// The `.build/checkouts` folders of the packages `paths` are in (the nearest folder above
    /// each that holds a `Package.swift`), where SwiftPM resolved their dependencies' sources: the
    /// ``dependencies`` `kumiki mocks` reads when it is given none.
    public static func resolvedCheckouts(near paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            var folder = URL(fileURLWithPath: path).standardizedFileURL
            while true {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                    let checkouts = folder.appendingPathComponent(".build/checkouts").path
                    if FileManager.default.fileExists(atPath: checkouts), !found.contains(checkouts) { found.append(checkouts) }
                    break
                }
                guard folder.path != "/" else { break }
                folder.deleteLastPathComponent()
            }
        }
        return found
    }

    /// What a run produced.
    public struct Output: Sendable {
        /// The generated Swift file.
        public var source: String
        /// The names of the mocks in it, in order.
        public var mockNames: [String]
        /// Problems met: files that do not parse and protocols that cannot be mocked.
        public var diagnostics: [MockDiagnostic]
    }

    /// Generates the mocks for the protocols in `sources` (a path, for diagnostics, and the file's
    /// text), reading the parents other modules declare from `dependencySources` as well as from
    /// ``dependencies``.
    public func generate(sources: [(path: String, text: String)], dependencySources: [(path: String, text: String)] = []) -> Output {
        let files = sources.map { (path: $0.path, bytes: Array($0.text.utf8)) }
        var other = DependencySources(paths: dependencies)
        other.add(dependencySources.map { (path: $0.path, bytes: Array($0.text.utf8)) })
        return generate(files: files, dependencies: other)
    }

    /// Generates the mocks for the Swift files at `paths` (files, or folders searched for `.swift` files).
    public func generate(paths: [String]) throws(MockGenerationError) -> Output {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .missingPath(path)
            }
            if isDirectory.boolValue {
                let root = path.hasSuffix("/") ? path : path + "/"
                files += DirectoryWalker.files(under: root, withSuffix: ".swift", prefix: root)
                    .filter { !$0.contains("/.build/") && !$0.contains("/.build-") }
            } else {
                // A path named on the command line is judged with its links resolved.
                if let refusal = FileAdmission.refusal(ofPath: path) { throw .refusedFile(path, reason: refusal) }
                files.append(path)
            }
        }
        var read: [(path: String, bytes: [UInt8])] = []
        for file in Set(files).sorted() {
            switch SourceFileReader.load(atPath: file) {
            case .success(let contents):
                read.append((file, contents.bytes))
            case .failure(.cannotOpen), .failure(.readFailed):
                throw .unreadableFile(file)
            case .failure(let refusal):
                throw .refusedFile(file, reason: refusal.description)
            }
        }
        return generate(files: read, dependencies: DependencySources(paths: dependencies))
    }

    private func generate(files: [(path: String, bytes: [UInt8])], dependencies: DependencySources) -> Output {
        let ordered = files.sorted { $0.path < $1.path }
        var sources = SourceDeclarations()
        let settings = PackageSettings.reading(forFiles: ordered.map(\.path))
        let collectedFiles = ordered.concurrentMap { file in
            Self.collect(path: file.path, bytes: file.bytes, settings: settings[file.path] ?? PackageSettings())
        }
        for (file, collected) in zip(ordered, collectedFiles) {
            var collected = collected
            // The mocks see a module imported without @testable through its public declarations only.
            if let module = SwiftPackageLayout.module(ofPath: file.path), imports.contains(module), !testableImports.contains(module) {
                collected.defaultImplementations = collected.publicDefaultImplementations
            }
            sources.merge(collected)
        }
        var diagnostics = sources.diagnostics
        var lookup: [String: MockableProtocol] = [:]
        var declarations: [MockableProtocol] = []
        // The same protocol under another `#if` condition is another declaration, mocked under its own.
        var seen: [String: MockableProtocol] = [:]
        for declaration in sources.protocols {
            let key = (declaration.condition.map { "#if \($0) " } ?? "") + declaration.name
            if let first = seen[key] {
                if declaration.isMarked {
                    diagnostics.append(MockDiagnostic(
                        location: declaration.location, severity: .warning,
                        message: "protocol \(declaration.name) is also declared at \(first.location); the first declaration is mocked"))
                }
                continue
            }
            seen[key] = declaration
            declarations.append(declaration)
            if lookup[declaration.name] == nil { lookup[declaration.name] = declaration }
        }
        // Parents are also found by their last name component, as an inheritance clause inside
        // the same enclosing type writes them; then among the standard library's, then in other modules' sources.
        for declaration in declarations {
            let short = ResolvedProtocol.shortName(declaration.name)
            if lookup[short] == nil { lookup[short] = declaration }
        }
        for declaration in StandardLibraryPrelude.protocols where lookup[declaration.name] == nil {
            lookup[declaration.name] = declaration
        }
        let candidates = declarations.filter { declaration in
            declaration.name != "AutoMockable"
                && (declaration.isMarked || ResolvedProtocol(declaration, protocols: lookup).inheritedNames.contains("AutoMockable"))
        }
        let read = resolveParents(of: candidates, in: &lookup, sources: sources, dependencies: dependencies)
        var mocks: [ResolvedProtocol] = []
        for declaration in candidates {
            guard var resolved = mock(of: declaration, lookup: lookup, sources: read, diagnostics: &diagnostics) else { continue }
            resolved.makeCompilable()
            mocks.append(resolved)
        }
        mocks.sort { ($0.mockName, $0.declaration.condition ?? "") < ($1.mockName, $1.declaration.condition ?? "") }
        var text = header(for: mocks)
        for mock in mocks {
            let rendered = MockRenderer.render(mock)
            text += "\n" + (mock.declaration.condition.map { "#if \($0)\n\(rendered)\n#endif" } ?? rendered) + "\n"
        }
        return Output(source: text, mockNames: mocks.map(\.mockName), diagnostics: diagnostics)
    }

    /// Reads the parents of `protocols` that the sources do not declare from other modules'
    /// sources, adding them to `lookup`, until every parent is known or none more can be found;
    /// returns what the sources and the files read declare together.
    private func resolveParents(
        of protocols: [MockableProtocol], in lookup: inout [String: MockableProtocol], sources: SourceDeclarations, dependencies: DependencySources
    ) -> SourceDeclarations {
        var known = sources
        // The modules the mocked protocols' files import: a parent's declaration there is the one they mean.
        let imported = Set(protocols.flatMap { $0.imports.map(\.module) })
        var searched: Set<String> = []
        while true {
            let missing = Set(protocols.flatMap { declaration in
                ResolvedProtocol(declaration, protocols: lookup).unknownParents(aliases: known.typeAliases)
            }).subtracting(searched)
            guard !missing.isEmpty else { return known }
            searched.formUnion(missing)
            let found = dependencies.declarations(of: Set(missing.map(ResolvedProtocol.shortName)))
            var added = false
            for name in missing.sorted() {
                let short = ResolvedProtocol.shortName(name)
                let module = name.contains(".") ? String(name.split(separator: ".").first ?? "") : nil
                let matches = found.filter { $0.names.contains(short) }
                // The module the name is written with, then one the mocked protocols import, then the first by path.
                guard let chosen = matches.first(where: { $0.module == module }) ?? matches.first(where: { imported.contains($0.module) })
                        ?? matches.first
                else { continue }
                // A type alias (`_HB_SendableMetatype`) is looked through once known; a protocol is a parent.
                if let declaration = chosen.declarations.protocols.first(where: { $0.name == short }) {
                    lookup[name] = declaration
                    if lookup[short] == nil { lookup[short] = declaration }
                }
                // Another module's implementations reach the mocks only where they are public.
                known.merge(SourceDeclarations(
                    closureAliases: chosen.declarations.closureAliases, typeAliases: chosen.declarations.typeAliases,
                    defaultImplementations: chosen.declarations.publicDefaultImplementations, unstorableTypes: chosen.declarations.unstorableTypes))
                added = true
            }
            if !added { return known }
        }
    }

    /// The mock of `declaration`, or `nil` with the reason in `diagnostics` when it cannot have one that compiles.
    private func mock(
        of declaration: MockableProtocol, lookup: [String: MockableProtocol], sources: SourceDeclarations, diagnostics: inout [MockDiagnostic]
    ) -> ResolvedProtocol? {
        var resolved = ResolvedProtocol(declaration, protocols: lookup)
        if let module = declaration.module, imports.contains(module) || testableImports.contains(module), !sources.topLevelTypeNames.contains(module) {
            resolved.conformance = module + "." + declaration.name
        }
        // An associated type a refinement fixes is a type alias; static state lives in one type, so
        // the rest become type aliases too where a static requirement needs it, or the mark names them.
        resolved.typeAliases = resolved.fixedTypes()
        if !resolved.associatedTypes.isEmpty, resolved.needsStaticState || !declaration.typeAliases.isEmpty {
            let chosen = resolved.concreteTypes()
            if chosen.open == nil { resolved.typeAliases = chosen.aliases }
        }
        if let problem = Self.problem(with: resolved, lookup: lookup, aliases: sources.typeAliases) {
            diagnostics.append(MockDiagnostic(location: declaration.location, severity: .error, message: problem))
            return nil
        }
        resolved.closureAliases = sources.closureAliases
        // The standard library's `Span` is not the one a protocol or the sources name so (a tracer's associated `Span`).
        let shadowed = sources.topLevelTypeNames.union(resolved.associatedTypes.map(\.name))
        resolved.unstorableTypes = sources.unstorableTypes.union(StandardLibraryPrelude.unstorableTypes.subtracting(shadowed))
        let extended = [declaration.name] + resolved.inheritedNames.sorted()
        let implemented = extended.reduce(into: Set<String>()) { $0.formUnion(sources.defaultImplementations[$1] ?? []) }
        if !implemented.isEmpty, resolved.canRunDefaults(aliases: sources.typeAliases) {
            resolved.methods = resolved.methods.map { method in
                var method = method
                method.hasDefault = implemented.contains(method.defaultKey)
                return method
            }
            // A property keeps its stored shape where the test could not tell "unset" from a value it set (optionals).
            resolved.properties = resolved.properties.map { property in
                var property = property
                property.hasDefault = implemented.contains(property.defaultKey) && !property.isAsync && !property.isThrowing
                    && !property.type.isOptional
                return property
            }
        }
        return resolved
    }

    /// The top of the generated file: Foundation, the modules named on the command line, then the
    /// imports of the mocked protocols' files, each under its own `#if`.
    private func header(for mocks: [ResolvedProtocol]) -> String {
        // A public mock conforms to its module's protocol in public, which needs a public import where
        // imports are internal by default (`InternalImportsByDefault`, the Swift 6 default to come);
        // Foundation too when the protocols' files import it, as their types may be Foundation's.
        let importAccess = mocks.contains { $0.declaration.accessLevel == "public" } ? "public "
            : mocks.contains { $0.declaration.accessLevel == "package" } ? "package " : ""
        let foundationAccess = mocks.contains { $0.imports.contains { $0.module == "Foundation" } } ? importAccess : ""
        var text = """
        // Generated by `kumiki mocks`. Do not edit: change the protocols and generate again.
        // swiftlint:disable all

        \(foundationAccess)import Foundation

        """
        for module in imports where module != "Foundation" { text += "\(importAccess)import \(module)\n" }
        for module in testableImports { text += "@testable \(importAccess)import \(module)\n" }
        // The module under test is imported above; the others as the protocols' files import them.
        let named = Set(imports + testableImports)
        var followed: [SourceImport] = []
        for mock in mocks {
            for found in mock.imports where !named.contains(found.module) && Self.isVisible(found, to: mock.declaration.accessLevel) {
                // Foundation heads the file already, whatever condition a protocol's file imports it under.
                if found.path == "Foundation", found.attributes.isEmpty { continue }
                if let index = followed.firstIndex(where: { $0.path == found.path && $0.condition == found.condition }) {
                    followed[index].accessLevel = Self.wider(followed[index].accessLevel, found.accessLevel)
                    followed[index].attributes += found.attributes.filter { !followed[index].attributes.contains($0) }
                } else {
                    followed.append(found)
                }
            }
        }
        var conditions: [String?] = [nil]
        for found in followed where !conditions.contains(found.condition) { conditions.append(found.condition) }
        for condition in conditions {
            let lines = followed.filter { $0.condition == condition }.map { found in
                (found.attributes.map { $0 + " " }.joined()) + (found.accessLevel.map { $0 + " " } ?? importAccess) + "import " + found.path
            }
            guard !lines.isEmpty else { continue }
            text += (condition.map { "#if \($0)\n" } ?? "") + lines.joined(separator: "\n") + "\n" + (condition == nil ? "" : "#endif\n")
        }
        return text
    }

    /// The access levels, widest first.
    private static let accessOrder = ["public", "package", "internal", "fileprivate", "private"]

    /// Whether a protocol of access `level` can name the types `found` imports: an import narrower
    /// than the protocol (`internal import` in a public protocol's file) cannot reach its requirements.
    private static func isVisible(_ found: SourceImport, to level: String) -> Bool {
        guard let written = found.accessLevel, let rank = accessOrder.firstIndex(of: written) else { return true }
        return rank <= (accessOrder.firstIndex(of: level) ?? 2) && rank <= 2
    }

    /// The wider of two import access levels, where `nil` (none written) is the file's default.
    private static func wider(_ first: String?, _ second: String?) -> String? {
        guard let first, let second else { return nil }
        return (accessOrder.firstIndex(of: first) ?? 2) <= (accessOrder.firstIndex(of: second) ?? 2) ? first : second
    }

    /// Why `mock` cannot be generated, if it cannot.
    private static func problem(with mock: ResolvedProtocol, lookup: [String: MockableProtocol], aliases: [String: String]) -> String? {
        let name = mock.declaration.name
        if mock.declaration.accessLevel == "private" || mock.declaration.accessLevel == "fileprivate" {
            return "protocol \(name) is \(mock.declaration.accessLevel), so a mock in another file cannot conform to it"
        }
        if mock.declaration.isUnavailable {
            return "protocol \(name) is declared unavailable, so nothing may conform to it"
        }
        if mock.declaration.isUnsupported || mock.inheritedNames.contains(where: { lookup[$0]?.isUnsupported == true }) {
            return "protocol \(name), or a protocol it inherits, has a #if branch holding other than requirements, so it has no mock"
        }
        if let unknown = mock.unknownParent(aliases: aliases) {
            return "protocol \(name) refines \(unknown), which neither the given sources nor the dependencies' sources (.build/checkouts, "
                + "--dependencies) declare, so a mock cannot know its requirements; give the folder of the module that declares it with --dependencies"
        }
        if !mock.genericParameters.isEmpty, mock.needsStaticState, let open = mock.concreteTypes().open {
            let constraint = open.constraint.map { ": \($0)" } ?? ""
            return "protocol \(name) has associated types and static requirements, so its mock must be one type, and nothing says which type "
                + "meets associatedtype \(open.name)\(constraint); name one in the mark: // kumiki:mockable(typealias: \(open.name) = SomeType)"
        }
        if mock.inheritedNames.contains("RawRepresentable"), mock.rawValueType == nil, !mock.properties.contains(where: { $0.name == "rawValue" }) {
            return "protocol \(name) refines RawRepresentable without fixing RawValue in its where clause, so its mock cannot know the raw type"
        }
        return nil
    }

    /// What one file declares, read as its package compiles it; a file too deeply nested to parse safely is only reported.
    static func collect(path: String, bytes: [UInt8], settings: PackageSettings) -> SourceDeclarations {
        if let excess = bytes.withUnsafeBufferPointer({ NestingGuard.firstExcess(in: $0) }) {
            let location = SourceLocation(file: path, line: excess.line, column: 1)
            return SourceDeclarations(diagnostics: [MockDiagnostic(location: location, severity: .error, message: excess.message + "; the file was not read")])
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var declarations = ProtocolCollector(path: path, tree: tree, settings: settings).declarations
        if tree.hasError, let problem = ParseErrorLocator.firstProblem(in: tree) {
            let location = SourceLocationConverter(fileName: path, tree: tree).location(for: problem.position)
            declarations.diagnostics.insert(MockDiagnostic(
                location: SourceLocation(file: path, line: location.line, column: location.column),
                severity: .error, message: problem.message), at: 0)
        }
        return declarations
    }
}

/// Why `kumiki mocks` could not read its input.
public enum MockGenerationError: Error, Equatable, CustomStringConvertible {
    /// A path given does not exist.
    case missingPath(String)
    /// A file could not be read.
    case unreadableFile(String)
    /// A file is not read: a device, a FIFO, a file of `/proc`, or one over the size every kumiki reader takes.
    case refusedFile(String, reason: String)

    /// The message printed.
    public var description: String {
        switch self {
        case .missingPath(let path): "no such file or folder: \(path)"
        case .unreadableFile(let path): "cannot read \(path)"
        case .refusedFile(let path, let reason): "\(path) is not read: \(reason)"
        }
    }
}
