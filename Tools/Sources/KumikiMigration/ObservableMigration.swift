import Foundation
import KumikiSourceFiles
import SwiftParser
import SwiftSyntax

/// Moves `ObservableObject` classes, and the views, screens and tests that use them, to
/// Observation (`@Observable`), as `kumiki migrate observable` does.
///
/// A class migrates whole or not at all: every use of it across the project is rewritten in the
/// same run, and a single use with no exact Observation equivalent (`objectWillChange`, a
/// publisher of its own property held by itself, `assign(to: &$x)`, a member of an
/// `ObservableObject` extension, a `$x` whose owner cannot be told) leaves the class and every
/// file using it as they were, with the reason at that line. A second run changes nothing.
public struct ObservableMigration: Sendable {
    /// Whether to mark migrated types `@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)`
    /// where the project deploys lower, instead of refusing.
    public var gatesAvailability: Bool

    /// A migration that refuses projects deploying below Observation unless `gatesAvailability`.
    public init(gatesAvailability: Bool = false) {
        self.gatesAvailability = gatesAvailability
    }

    /// Plans the migration of the classes declared in `selected` (files of the project, as
    /// absolute paths), reading all of `projectFiles` for their uses; paths in the plan are
    /// relative to `root`. Nothing is written.
    public func plan(root: String, projectFiles: [String], selected: Set<String>) throws(MigrationError) -> MigrationPlan {
        let sources = try read(Array(Set(projectFiles).union(selected)).sorted(), root: root)
        let converters = sources.map { SourceLocationConverter(fileName: relative($0.path, to: root), tree: $0.tree) }
        var scanned: [(source: Source, scanner: ObservableDeclarationScanner)] = []
        for (source, converter) in zip(sources, converters) {
            scanned.append((source, ObservableDeclarationScanner(path: relative(source.path, to: root), tree: source.tree, converter: converter)))
        }
        let classes = scanned.flatMap { entry in entry.scanner.classes.map { (entry.source, $0) } }
        var refusals: [MigrationRefusal] = []
        var context = MigrationContext(
            migrating: [:],
            alreadyObservable: Set(classes.filter { $0.1.isObservable }.map(\.1.name)),
            objectOnlyMembers: [:],
            functionTypes: scanned.reduce(into: [String: Set<String>]()) { $0.merge($1.scanner.functionReturnTypes) { $0.union($1) } }
                .compactMapValues { $0.count == 1 ? $0.first : nil },
            environmentObjectTypes: scanned.reduce(into: Set<String>()) { $0.formUnion($1.scanner.environmentObjectTypes) }
        )
        let observableMembers = scanned.reduce(into: Set<String>()) { $0.formUnion($1.scanner.observableMembers) }
        for entry in scanned {
            for (name, location) in entry.scanner.observableObjectMembers where !observableMembers.contains(name) {
                context.objectOnlyMembers[name] = "\(entry.scanner.filePath):\(location.line)"
            }
        }
        let refiningProtocols = Self.protocolsRefiningObservableObject(scanned.map(\.scanner))
        let conformedInExtensions = scanned.flatMap { $0.scanner.extensionConformances }
        let classNames = Set(classes.map(\.1.name))
        for (source, declaration) in classes where declaration.isObservableObject && selected.contains(source.path) {
            let path = declaration.path
            if let inherited = declaration.inheritedTypes.first(where: { refiningProtocols.contains($0) }) {
                refusals.append(MigrationRefusal(className: declaration.name, path: path, line: declaration.line, column: declaration.column,
                                                 reason: "it conforms to \(inherited), a protocol refining ObservableObject; migrate the protocol and its conformers by hand"))
            } else if let base = declaration.inheritedTypes.first, classNames.contains(base) {
                refusals.append(MigrationRefusal(className: declaration.name, path: path, line: declaration.line, column: declaration.column,
                                                 reason: "it inherits from \(base); observation across a class hierarchy is migrated by hand"))
            } else if let extra = conformedInExtensions.first(where: { $0.key == declaration.name && $0.value.contains { refiningProtocols.contains($0.type) || $0.type == "ObservableObject" } }),
                      let place = extra.value.first {
                refusals.append(MigrationRefusal(className: declaration.name, path: path, line: place.line, column: place.column,
                                                 reason: "an extension adds an ObservableObject conformance; migrate it by hand"))
            } else {
                context.migrating[declaration.name] = declaration.publishedProperties
            }
        }
        // Subclasses of a migrating class would stay ObservableObject on an @Observable base.
        for (_, declaration) in classes where declaration.inheritedTypes.first.map({ context.migrating[$0] != nil }) == true {
            guard let base = declaration.inheritedTypes.first else { continue }
            context.migrating[base] = nil
            refusals.append(MigrationRefusal(className: base, path: declaration.path, line: declaration.line, column: declaration.column,
                                             reason: "\(declaration.name) inherits from it; observation across a class hierarchy is migrated by hand"))
        }

        var deployment = DeploymentTargetReader(root: root)
        var gated: [String: Bool] = [:]
        for source in sources {
            gated[source.path] = gatesAvailability && !(deployment.shortfalls(forFileAt: source.path) ?? []).isEmpty
        }
        // A pass rewrites every file for the classes still migrating; a blocker found in it
        // takes its classes out, and the next pass rewrites without them, until none is found.
        let analyses = zip(sources, converters).map { source, converter in
            (declared: DeclaredTypeNames(tree: source.tree, functionTypes: context.functionTypes), usage: WrapperUsage(tree: source.tree),
             converter: converter)
        }
        var rewrites: [(Source, ObservationFileRewriter)] = []
        while true {
            rewrites = zip(sources, analyses).map { source, analysis in
                (source, ObservationFileRewriter(
                    tree: source.tree, declared: analysis.declared, usage: analysis.usage, converter: analysis.converter,
                    context: context, gate: gated[source.path] ?? false
                ))
            }
            var blocked: Set<String> = []
            for (source, rewriter) in rewrites {
                for blocker in rewriter.blockers {
                    for name in blocker.classes.sorted() where context.migrating[name] != nil {
                        blocked.insert(name)
                        refusals.append(MigrationRefusal(
                            className: name, path: relative(source.path, to: root), line: blocker.refusal.line,
                            column: blocker.refusal.column, reason: blocker.refusal.reason
                        ))
                    }
                }
            }
            if blocked.isEmpty { break }
            for name in blocked { context.migrating[name] = nil }
        }

        var files: [MigratedFile] = []
        for (source, rewriter) in rewrites where !rewriter.edits.isEmpty {
            let migrated = String(decoding: SourceEdit.apply(rewriter.edits, to: source.bytes), as: UTF8.self)
            let original = String(decoding: source.bytes, as: UTF8.self)
            guard migrated != original else { continue }
            files.append(MigratedFile(path: relative(source.path, to: root), absolutePath: source.path, original: original, migrated: migrated))
        }
        if !gatesAvailability {
            var shortfalls: [DeploymentShortfall] = []
            for file in files {
                for shortfall in deployment.shortfalls(forFileAt: file.absolutePath) ?? [] where !shortfalls.contains(shortfall) {
                    shortfalls.append(shortfall)
                }
            }
            if !shortfalls.isEmpty { throw .deploymentBelowObservation(shortfalls) }
        }
        return MigrationPlan(
            files: files, migratedClasses: context.migrating.keys.sorted(),
            refusals: refusals.sorted { ($0.path, $0.line, $0.className) < ($1.path, $1.line, $1.className) },
            gatedAvailability: files.contains { gated[$0.absolutePath] == true }
        )
    }

    /// The protocols that refine `ObservableObject`, directly or through one another.
    private static func protocolsRefiningObservableObject(_ scanners: [ObservableDeclarationScanner]) -> Set<String> {
        let protocols = scanners.reduce(into: [String: [String]]()) { $0.merge($1.protocols) { first, _ in first } }
        var refining: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, inherited) in protocols where !refining.contains(name)
                && inherited.contains(where: { $0 == "ObservableObject" || refining.contains($0) }) {
                refining.insert(name)
                changed = true
            }
        }
        return refining
    }

    /// A file read and parsed.
    struct Source {
        let path: String
        let bytes: [UInt8]
        let tree: SourceFileSyntax
    }

    /// Reads and parses `paths`; a file that does not parse stops the run only when it could
    /// hold a use of a class being migrated (it mentions `ObservableObject`, `@Published`, a
    /// wrapper or a `$`), since its rewrite could not be trusted.
    private func read(_ paths: [String], root: String) throws(MigrationError) -> [Source] {
        var sources: [Source] = []
        for path in paths {
            let bytes: [UInt8]
            switch SourceFileReader.load(atPath: path) {
            case .success(let contents): bytes = contents.bytes
            case .failure(let refusal): throw .unreadable(path: relative(path, to: root), reason: refusal.description)
            }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if tree.hasError {
                let text = String(decoding: bytes, as: UTF8.self)
                let relevant = ["ObservableObject", "@Published", "Object(", "Object var", "environmentObject", "$"].contains { text.contains($0) }
                guard !relevant else {
                    let location = SourceLocationConverter(fileName: path, tree: tree).location(for: Self.firstError(in: Syntax(tree)).positionAfterSkippingLeadingTrivia)
                    throw .unparsable(path: relative(path, to: root), line: location.line, column: location.column)
                }
                continue
            }
            sources.append(Source(path: path, bytes: bytes, tree: tree))
        }
        return sources
    }

    /// The innermost first node holding a parse error.
    private static func firstError(in node: Syntax) -> Syntax {
        var current = node
        while let child = current.children(viewMode: .all).first(where: { $0.hasError || $0.is(UnexpectedNodesSyntax.self) || ($0.as(TokenSyntax.self)?.presence == .missing) }) {
            current = child
        }
        return current
    }

    private func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
