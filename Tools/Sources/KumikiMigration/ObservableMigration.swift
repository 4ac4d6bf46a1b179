import Foundation
import KumikiCheck
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
            alreadyObservable: Self.observedOnlyThroughObservation(classes.map(\.1)),
            objectOnlyMembers: [:],
            functionTypes: scanned.reduce(into: [String: Set<String>]()) { $0.merge($1.scanner.functionReturnTypes) { $0.union($1) } }
                .compactMapValues { $0.count == 1 ? $0.first : nil },
            environmentObjectTypes: scanned.reduce(into: Set<String>()) { $0.formUnion($1.scanner.environmentObjectTypes) }
        )
        context.projectWrappers = scanned.reduce(into: Set<String>()) { $0.formUnion($1.scanner.propertyWrappers) }
        context.identifiers = IdentifierIndex(files: zip(sources, converters).map { ($0.tree, $1) })
        let observableMembers = scanned.reduce(into: Set<String>()) { $0.formUnion($1.scanner.observableMembers) }
        for entry in scanned {
            for (name, location) in entry.scanner.observableObjectMembers where !observableMembers.contains(name) {
                context.objectOnlyMembers[name] = "\(entry.scanner.filePath):\(location.line)"
            }
        }
        let refiningProtocols = Self.protocolsRefiningObservableObject(scanned.map(\.scanner))
        let conformedInExtensions = scanned.flatMap { $0.scanner.extensionConformances }
        let classNames = Set(classes.map(\.1.name))
        // What each class conforms to, in its declaration and its extensions; a class conforming to a
        // protocol that refines ObservableObject is an ObservableObject too.
        func conformances(of declaration: ObservableClassDeclaration) -> [String] {
            declaration.inheritedTypes + conformedInExtensions.filter { $0.key == declaration.name }.flatMap { $0.value.map(\.type) }
        }
        let ancestors = Self.refinedProtocols(scanned.map(\.scanner), among: refiningProtocols)
        var adopters: [String: [ObservableClassDeclaration]] = [:]
        for (_, declaration) in classes {
            for adopted in Set(conformances(of: declaration).filter(refiningProtocols.contains).flatMap { [$0] + (ancestors[$0] ?? []) }) {
                adopters[adopted, default: []].append(declaration)
            }
        }
        let observableObjects = classes.filter { _, declaration in
            declaration.isObservableObject || conformances(of: declaration).contains(where: refiningProtocols.contains)
        }
        for (source, declaration) in observableObjects where selected.contains(source.path) {
            let path = declaration.path
            if let base = declaration.inheritedTypes.first, classNames.contains(base) {
                refusals.append(MigrationRefusal(className: declaration.name, path: path, line: declaration.line, column: declaration.column,
                                                 reason: "it inherits from \(base); observation across a class hierarchy is migrated by hand"))
            } else if let extra = conformedInExtensions.first(where: { $0.key == declaration.name && $0.value.contains { $0.type == "ObservableObject" } }),
                      let place = extra.value.first(where: { $0.type == "ObservableObject" }) {
                refusals.append(MigrationRefusal(className: declaration.name, path: path, line: place.line, column: place.column,
                                                 reason: "an extension adds an ObservableObject conformance; migrate it by hand"))
            } else {
                context.migrating[declaration.name] = declaration.publishedProperties
            }
        }
        // A protocol refining ObservableObject moves with its adopters when every one of them moves.
        let allText = sources.map { String(decoding: $0.bytes, as: UTF8.self) }
        for name in refiningProtocols {
            context.classProtocols.formUnion(Self.needsClass(name, in: allText) ? [name] : [])
        }
        func settleProtocols() -> [MigrationRefusal] {
            var refused: [MigrationRefusal] = []
            var changed = true
            while changed {
                changed = false
                context.migratingProtocols = Set(refiningProtocols.filter { name in
                    guard let list = adopters[name], !list.isEmpty else { return false }
                    return list.allSatisfy { context.migrating[$0.name] != nil }
                })
                for name in refiningProtocols.sorted() where !context.migratingProtocols.contains(name) {
                    let staying = (adopters[name] ?? []).first { context.migrating[$0.name] == nil }?.name
                    for adopter in adopters[name] ?? [] where context.migrating[adopter.name] != nil {
                        context.migrating[adopter.name] = nil
                        changed = true
                        refused.append(MigrationRefusal(
                            className: adopter.name, path: adopter.path, line: adopter.line, column: adopter.column,
                            reason: "it conforms to \(name), a protocol refining ObservableObject that stays so"
                                + (staying.map { " because \($0), which conforms to it too, is not migrated" } ?? "")))
                    }
                }
            }
            return refused
        }
        refusals += settleProtocols()
        // Subclasses of a migrating class would stay ObservableObject on an @Observable base.
        for (_, declaration) in classes where declaration.inheritedTypes.first.map({ context.migrating[$0] != nil }) == true {
            guard let base = declaration.inheritedTypes.first else { continue }
            context.migrating[base] = nil
            refusals.append(MigrationRefusal(className: base, path: declaration.path, line: declaration.line, column: declaration.column,
                                             reason: "\(declaration.name) inherits from it; observation across a class hierarchy is migrated by hand"))
        }

        // Deployment targets as the code is built: the targets that compile each file, for the platforms they build for.
        var notes: [String] = []
        let projects: LoadedProjects
        do {
            projects = try CheckRunner(configuration: Configuration(preset: .mvvmRepository), cacheDirectory: nil,
                                       baseDirectory: URL(fileURLWithPath: root)).readProjects(paths: ["."])
        } catch {
            projects = .none
            notes.append("the projects could not be read (\(error.description)), so no deployment target was checked")
        }
        notes += projects.failures.map { "\($0.error.file) could not be read (\($0.error.message)), so the deployment targets it sets were not checked" }
        var deployment = DeploymentTargetReader(root: root, projects: projects)
        var gated: [String: Bool] = [:]
        for source in sources {
            gated[source.path] = gatesAvailability && !deployment.shortfalls(forFileAt: source.path).isEmpty
        }
        // A pass rewrites every file for the classes still migrating; a blocker found in it
        // takes its classes out, and the next pass rewrites without them, until none is found.
        var members = MemberTypes()
        for entry in scanned { members.merge(entry.scanner.memberTypes) }
        members.functionTypes = context.functionTypes
        let analyses = zip(sources, converters).map { source, converter in
            (declared: DeclaredTypeNames(tree: source.tree, members: members), usage: WrapperUsage(tree: source.tree),
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
            refusals += settleProtocols()
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
                for shortfall in deployment.shortfalls(forFileAt: file.absolutePath) where !shortfalls.contains(shortfall) {
                    shortfalls.append(shortfall)
                }
            }
            if !shortfalls.isEmpty { throw .deploymentBelowObservation(shortfalls) }
        }
        // Notes for the packages the changed files are built in.
        for file in files { _ = deployment.shortfalls(forFileAt: file.absolutePath) }
        notes += deployment.notes
        return MigrationPlan(
            files: files, migratedClasses: context.migrating.keys.sorted(),
            refusals: refusals.sorted { ($0.path, $0.line, $0.className) < ($1.path, $1.line, $1.className) },
            gatedAvailability: files.contains { gated[$0.absolutePath] == true }, notes: notes,
            alreadyObservableClasses: classes.filter { $0.1.isObservable && selected.contains($0.0.path) }.map(\.1.name).sorted()
        )
    }

    /// The `@Observable` classes whose views can drop `@ObservedObject` and the other wrappers:
    /// those that are not also an `ObservableObject` through a superclass. A Core Data object
    /// (`NSManagedObject` is an `ObservableObject`) announces its managed properties only through
    /// `objectWillChange`, which Observation never sees, so its views keep their wrappers.
    static func observedOnlyThroughObservation(_ classes: [ObservableClassDeclaration]) -> Set<String> {
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func isObjectThroughSuperclass(_ declaration: ObservableClassDeclaration) -> Bool {
            var seen: Set<String> = [declaration.name]
            var superclass = declaration.inheritedTypes.first
            while let name = superclass, seen.insert(name).inserted {
                if name == "NSManagedObject" { return true }
                guard let next = byName[name] else { return false }
                if next.isObservableObject { return true }
                superclass = next.inheritedTypes.first
            }
            return false
        }
        return Set(classes.filter { $0.isObservable && !isObjectThroughSuperclass($0) }.map(\.name))
    }

    /// For each of `protocols`, the others of them it refines, directly or through one another.
    private static func refinedProtocols(_ scanners: [ObservableDeclarationScanner], among protocols: Set<String>) -> [String: [String]] {
        let declared = scanners.reduce(into: [String: [String]]()) { $0.merge($1.protocols) { first, _ in first } }
        var result: [String: [String]] = [:]
        for name in protocols {
            var seen: Set<String> = []
            var pending = declared[name] ?? []
            while let next = pending.popLast() {
                guard protocols.contains(next), seen.insert(next).inserted else { continue }
                pending += declared[next] ?? []
            }
            result[name] = seen.sorted()
        }
        return result
    }

    /// Whether code of the project needs the protocol `name` to be a class protocol: a `weak` or
    /// `unowned` reference of its type. `ObservableObject` made it one; `AnyObject` keeps it one.
    private static func needsClass(_ name: String, in texts: [String]) -> Bool {
        let pattern = "(weak|unowned)\\s+(var|let)\\s+\\w+\\s*:\\s*\\(?\\s*(any\\s+)?\(name)\\b"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return true }
        return texts.contains { text in expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
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
            let text = String(decoding: bytes, as: UTF8.self)
            let relevant = ["ObservableObject", "@Published", "Object(", "Object var", "environmentObject", "$"].contains { text.contains($0) }
            // Nesting deep enough to make the parser recurse past its stack, or take exponential time, is never parsed.
            if let excess = bytes.withUnsafeBufferPointer({ NestingGuard.firstExcess(in: $0) }) {
                guard !relevant else { throw .tooDeeplyNested(path: relative(path, to: root), line: excess.line, reason: excess.message) }
                continue
            }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            if tree.hasError {
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
