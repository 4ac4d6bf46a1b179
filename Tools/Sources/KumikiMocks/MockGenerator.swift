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
/// cannot see. A file that does not parse is reported with its location and the other
/// files' mocks are still generated.
public struct MockGenerator: Sendable {
    /// What the generated file imports.
    public var imports: [String]
    /// What the generated file imports with `@testable`.
    public var testableImports: [String]

    /// Creates a generator whose file imports `imports` and, with `@testable`, `testableImports`.
    public init(imports: [String] = [], testableImports: [String] = []) {
        self.imports = imports
        self.testableImports = testableImports
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

    /// Generates the mocks for the protocols in `sources` (a path, for diagnostics, and the file's text).
    public func generate(sources: [(path: String, text: String)]) -> Output {
        let files = sources.map { (path: $0.path, bytes: Array($0.text.utf8)) }
        return generate(files: files)
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
        return generate(files: read)
    }

    private func generate(files: [(path: String, bytes: [UInt8])]) -> Output {
        let ordered = files.sorted { $0.path < $1.path }
        let collected = ordered.concurrentMap { file in Self.collect(path: file.path, bytes: file.bytes) }
        var diagnostics = collected.flatMap(\.diagnostics)
        let closureAliases = collected.reduce(into: Set<String>()) { $0.formUnion($1.closureAliases) }
        let defaults = collected.reduce(into: [String: Set<String>]()) { $0.merge($1.defaults) { $0.union($1) } }
        let aliases = collected.reduce(into: [String: String]()) { $0.merge($1.aliases) { first, _ in first } }
        var byName: [String: MockableProtocol] = [:]
        var declarations: [MockableProtocol] = []
        for declaration in collected.flatMap(\.protocols) {
            if let first = byName[declaration.name] {
                if declaration.isMarked {
                    diagnostics.append(MockDiagnostic(
                        location: declaration.location, severity: .warning,
                        message: "protocol \(declaration.name) is also declared at \(first.location); the first declaration is mocked"))
                }
                continue
            }
            byName[declaration.name] = declaration
            declarations.append(declaration)
        }
        // Parents are also found by their last name component, as an inheritance clause inside
        // the same enclosing type writes them.
        var lookup = byName
        for declaration in declarations {
            let short = String(declaration.name.split(separator: ".").last ?? Substring(declaration.name))
            if lookup[short] == nil { lookup[short] = declaration }
        }
        var mocks: [ResolvedProtocol] = []
        for declaration in declarations where declaration.name != "AutoMockable" {
            var resolved = ResolvedProtocol(declaration, protocols: lookup)
            guard declaration.isMarked || resolved.inheritedNames.contains("AutoMockable") else { continue }
            // Static state lives in one type: associated types become type aliases when a static requirement needs it, or the mark names them.
            if !resolved.associatedTypes.isEmpty, resolved.needsStaticState || !declaration.typeAliases.isEmpty {
                let chosen = resolved.concreteTypes()
                if chosen.open == nil { resolved.typeAliases = chosen.aliases }
            }
            if let problem = Self.problem(with: resolved, lookup: lookup, aliases: aliases) {
                diagnostics.append(MockDiagnostic(location: declaration.location, severity: .error, message: problem))
                continue
            }
            if let unknown = resolved.unknownParent(aliases: aliases) {
                // A marker protocol of another module needs nothing, so the mock is still written; one with requirements
                // leaves them unmet, which the compiler names.
                diagnostics.append(MockDiagnostic(
                    location: declaration.location, severity: .warning,
                    message: "protocol \(declaration.name) refines \(unknown), which none of the given sources declares: the mock meets only "
                        + "the requirements it can see; add the sources that declare \(unknown) to the paths if it has requirements"))
            }
            resolved.closureAliases = closureAliases
            let extended = [declaration.name] + resolved.inheritedNames.sorted()
            let implemented = extended.reduce(into: Set<String>()) { $0.formUnion(defaults[$1] ?? []) }
            if !implemented.isEmpty, resolved.canRunDefaults(aliases: aliases) {
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
            resolved.makeCompilable()
            mocks.append(resolved)
        }
        mocks.sort { $0.mockName < $1.mockName }
        // A public mock conforms to its module's protocol in public, which needs a public import where
        // imports are internal by default (`InternalImportsByDefault`, the Swift 6 default to come);
        // Foundation too when the protocols' files import it, as their types may be Foundation's.
        let importAccess = mocks.contains { $0.declaration.accessLevel == "public" } ? "public "
            : mocks.contains { $0.declaration.accessLevel == "package" } ? "package " : ""
        let foundationAccess = mocks.contains { !importAccess.isEmpty && $0.declaration.fileImports.contains("Foundation") } ? importAccess : ""
        var text = """
        // Generated by `kumiki mocks`. Do not edit: change the protocols and generate again.
        // swiftlint:disable all

        \(foundationAccess)import Foundation

        """
        for module in imports where module != "Foundation" { text += "\(importAccess)import \(module)\n" }
        for module in testableImports { text += "@testable \(importAccess)import \(module)\n" }
        for mock in mocks {
            text += "\n" + MockRenderer.render(mock) + "\n"
        }
        return Output(source: text, mockNames: mocks.map(\.mockName), diagnostics: diagnostics)
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
            return "protocol \(name), or a protocol it inherits, has a requirement the generator cannot mock, so it has no mock"
        }
        if !mock.associatedTypes.isEmpty, mock.typeAliases.isEmpty, mock.needsStaticState, let open = mock.concreteTypes().open {
            let constraint = open.constraint.map { ": \($0)" } ?? ""
            return "protocol \(name) has associated types and static requirements, so its mock must be one type, and nothing says which type "
                + "meets associatedtype \(open.name)\(constraint); name one in the mark: // kumiki:mockable(typealias: \(open.name) = SomeType)"
        }
        if mock.inheritedNames.contains("RawRepresentable"), mock.rawValueType == nil, !mock.properties.contains(where: { $0.name == "rawValue" }) {
            return "protocol \(name) refines RawRepresentable without fixing RawValue in its where clause, so its mock cannot know the raw type"
        }
        return nil
    }

    /// The protocols of one file and its problems; a file too deeply nested to parse safely is only reported.
    private static func collect(path: String, bytes: [UInt8])
        -> (protocols: [MockableProtocol], diagnostics: [MockDiagnostic], closureAliases: Set<String>, defaults: [String: Set<String>], aliases: [String: String]) {
        if let excess = bytes.withUnsafeBufferPointer({ NestingGuard.firstExcess(in: $0) }) {
            let location = SourceLocation(file: path, line: excess.line, column: 1)
            return ([], [MockDiagnostic(location: location, severity: .error, message: excess.message + "; the file was not read")], [], [:], [:])
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = ProtocolCollector(path: path, tree: tree)
        var diagnostics = collector.diagnostics
        if tree.hasError, let problem = ParseErrorLocator.firstProblem(in: tree) {
            let location = SourceLocationConverter(fileName: path, tree: tree).location(for: problem.position)
            diagnostics.insert(MockDiagnostic(
                location: SourceLocation(file: path, line: location.line, column: location.column),
                severity: .error, message: problem.message), at: 0)
        }
        return (collector.protocols, diagnostics, collector.closureAliases, collector.defaultImplementations, collector.typeAliases)
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
