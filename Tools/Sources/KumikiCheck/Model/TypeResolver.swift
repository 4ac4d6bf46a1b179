import KumikiSourceFiles

/// What a type reference names, as far as the syntax and the project tell.
enum ResolvedReference: Equatable, Sendable {
    /// No type or typealias of the project has the name (`String`, `URL`): a type from elsewhere.
    case external
    /// A generic parameter, associated type, typealias or local type declared around the reference.
    case local
    /// A declaration of the project, or several that agree on the layer.
    case declaration(TypeTable.Declaration)
    /// Declarations of the name in different layers, all of which the reference could mean.
    case ambiguous([TypeTable.Declaration])
    /// The project declares a type of that name, but none the reference can see: a member of
    /// a project type that the project does not declare in it (a typealias's, an inherited one),
    /// or a top-level type of a module the file does not import.
    case unresolved
}

/// Resolves the type references of one file the way Swift looks names up, as far as syntax
/// allows: a qualified name `A.B` is `B` nested in `A` (or in the module `A`); an unqualified
/// name is looked for among the nested types of the enclosing types and extensions, innermost
/// first, then among the generic parameters and local declarations around it, then at file
/// scope, in the file's own module and in the modules its targets can see.
///
/// References are resolved on demand and remembered, so a qualified name's base is resolved
/// once however many members follow it.
///
/// The model is handed to each call rather than kept: a copy of it in every resolver retained and
/// released each of its buffers once per file, a twentieth of a run over 10,000 small files.
struct TypeResolver {
    private let fileIndex: Int
    private let file: FileFacts
    /// The target the file is judged in (`nil`: no project says which target compiles it).
    private let target: Int?
    /// The modules the file belongs to in that target (empty: none is known, and every module is seen).
    private let ownModules: [String]
    /// The modules whose public declarations the file sees in that target: its own, those it imports in
    /// code the target may compile, and what they re-export; worked out the first time a name needs them
    /// (most files name only their own module's types and the SDK's, and never ask).
    private let importedModulesCache = ImportedModulesCache()
    /// The Objective-C names the target's bridging header shows every one of its Swift files.
    private let objectiveCNames: Set<String>?
    /// The modules the file can see besides its own (`nil` when it sees every module), worked out
    /// the first time a name is declared at top level in several modules.
    private var visibleModules: Set<String>??
    private var resolved: [ResolvedReference?] = []
    /// Whether the file writes a qualified name, whose base its member asks about again.
    private let keepsAnswers: Bool
    /// Whether the file is test code, which names its modules' internal types (`@testable import`).
    private let seesInternals: Bool
    /// Whether declarations of one name in different modules are a collision even when they agree on
    /// the layer: for a caller that asks which declaration a name means, not which layer.
    var distinguishesModules = false

    /// The path of each scope, once asked (empty until a reference sits in a type).
    private var scopePaths: [[String]?] = []
    /// The layer of the code in each outermost type, by the type's name, once worked out.
    private var codeLayers: [String: String?] = [:]

    /// A resolver for the references of `model.files[fileIndex]` as `target` compiles it (`nil`: as
    /// the file's modules, when no project places it in a target).
    init(model: borrowing ProjectModel, fileIndex: Int, target: Int? = nil) {
        self.fileIndex = fileIndex
        file = model.files[fileIndex]
        self.target = target
        let own = target.map { [model.projects.index.targets[$0].description.moduleName] } ?? model.moduleNames(ofFileAt: fileIndex)
        ownModules = own
        objectiveCNames = model.objectiveCNames(ofTarget: target)
        keepsAnswers = file.references.contains { if case .reference = $0.qualifier { true } else { false } }
        seesInternals = model.isTestCode(fileAt: fileIndex)
    }

    /// What `file.references[index]` names.
    mutating func resolve(_ index: Int, in model: borrowing ProjectModel) -> ResolvedReference {
        // Only a file with qualified names (`A.B`, whose base is asked again by its member) keeps
        // the answers: most files are asked about each reference once, and skip the allocation.
        guard keepsAnswers else { return computeResolution(of: index, in: model) }
        if resolved.isEmpty { resolved = Array(repeating: nil, count: file.references.count) }
        if let known = resolved[index] { return known }
        let result = computeResolution(of: index, in: model)
        resolved[index] = result
        return result
    }

    private mutating func computeResolution(of index: Int, in model: borrowing ProjectModel) -> ResolvedReference {
        let reference = file.references[index]
        guard let entry = file.withBytes(of: reference.name, { model.declarationEntryIndex(named: $0) }) else { return .external }
        switch reference.qualifier {
        case .none:
            return resolveUnqualified(reference, among: entry, in: model)
        case .selfType:
            guard let path = innermostTypePath(from: reference.scope, in: model) else { return .unresolved }
            return nested(in: path, among: entry, in: model)
        case .reference(let base) where base < index:
            switch resolve(base, in: model) {
            case .declaration(let declaration):
                return nested(in: declaration.enclosing + [name(ofDeclarationAt: base)], among: entry, in: model)
            case .external:
                // `Module.Type`: the base is no type of the project, so it may name a module.
                let module = file[file.references[base].name]
                // A module of the project's declares the type or not; another module's (`SwiftUI.Animation`) is from elsewhere.
                guard isModule(module, in: model), model.isModuleName(module) else { return .external }
                return agreeing(model.topLevelDeclarations(ofEntry: entry).filter {
                    model.moduleNames(ofFileAt: $0.file).contains(module) && canSee($0, in: model)
                }, in: model)
            case .local:
                return .local
            case .ambiguous, .unresolved:
                return .unresolved
            }
        case .reference:
            return .unresolved
        }
    }

    /// The name of the declaration the reference at `index` resolved to: the reference's own name.
    private func name(ofDeclarationAt index: Int) -> String {
        file[file.references[index].name]
    }

    /// An unqualified name: the scopes around the reference from the innermost out, then file scope and the modules.
    private mutating func resolveUnqualified(_ reference: FileFacts.Reference, among entry: Int, in model: borrowing ProjectModel) -> ResolvedReference {
        var scopeIndex = reference.scope
        var visited = 0
        while let current = scopeIndex, file.scopes.indices.contains(current), visited <= file.scopes.count {
            visited += 1
            let scope = file.scopes[current]
            if scope.shadows.contains(reference.name) { return .local }
            // A name no type nests needs no path: most references are to top-level types.
            if scope.kind != .local, !scope.isLocal, model.hasNestedDeclarations(ofEntry: entry) {
                // The type's nested types, then those of each type it is written inside (`extension A.B`
                // sees B's, then A's).
                var path = self.path(ofScope: current, in: model)
                while !path.isEmpty {
                    let found = nested(in: path, among: entry, in: model)
                    if found != .unresolved { return found }
                    // What the type inherits as members: a protocol's associated types and typealiases
                    // (`Content` in a `ViewModifier`), a superclass's nested types.
                    if let inherited = inheritedMember(named: reference.name, ofTypeAt: path, among: entry, in: model) { return inherited }
                    path.removeLast()
                }
            } else if scope.kind != .local, !scope.isLocal, model.hasInheritedMemberTypes {
                let name = file[reference.name]
                if self.path(ofScope: current, in: model).contains(where: { model.inheritsMemberType(named: name, into: $0) }) { return .local }
            }
            scopeIndex = scope.parent
        }
        return topLevel(model.topLevelDeclarations(ofEntry: entry), named: reference.name, in: model)
    }

    /// A member type the type at `path` inherits rather than declares: `.local` for one its
    /// conformances provide (an associated type, a protocol's typealias), else a nested type of a
    /// class of the project it inherits from; `nil` when it inherits none of that name.
    private func inheritedMember(
        named name: FileFacts.Name, ofTypeAt path: [String], among entry: Int, in model: borrowing ProjectModel
    ) -> ResolvedReference? {
        guard let last = path.last else { return nil }
        let text = file[name]
        if model.inheritsMemberType(named: text, into: last) { return .local }
        for ancestor in model.ancestors(of: last) {
            let found = nested(in: [ancestor], among: entry, in: model)
            if found != .unresolved { return found }
        }
        return nil
    }

    /// Whether code in this file can name `declaration` as the compiler builds it for the judging target:
    /// a `private` or `fileprivate` one only in its own file; one the target compiles, in code the target's
    /// builds do not skip; one of another module only when it is `public` (or `package`) and this file
    /// imports that module (test code sees the internals of what it imports, as `@testable import` gives them).
    /// With no target known, an `internal` one is seen in its modules alone and a public one everywhere.
    private func canSee(_ declaration: TypeTable.Declaration, in model: borrowing ProjectModel) -> Bool {
        if declaration.file == fileIndex { return isCompiled(declaration, in: model) }
        if declaration.access.isFileScoped { return false }
        guard let target else {
            if declaration.access.isVisibleOutsideModule || ownModules.isEmpty || seesInternals { return true }
            let modules = model.moduleNames(ofFileAt: declaration.file)
            return modules.isEmpty || modules.contains(where: ownModules.contains)
        }
        if model.target(target, compilesFileAt: declaration.file) { return isCompiled(declaration, in: model) }
        guard declaration.access.isVisibleOutsideModule || seesInternals else { return false }
        let modules = model.moduleNames(ofFileAt: declaration.file)
        let imported = importedModules(in: model)
        return modules.isEmpty || modules.contains(where: imported.contains)
    }

    /// The modules whose public declarations the file sees in the judging target.
    private func importedModules(in model: borrowing ProjectModel) -> Set<String> {
        if let known = importedModulesCache.modules { return known }
        let modules = model.importedModules(ofFileAt: fileIndex, target: target, ownModules: ownModules)
        importedModulesCache.modules = modules
        return modules
    }

    /// Whether the judging target's builds may compile the `#if` region `declaration` is declared in.
    private func isCompiled(_ declaration: TypeTable.Declaration, in model: borrowing ProjectModel) -> Bool {
        guard let region = declaration.region else { return true }
        return model.outcome(ofRegion: region, ofFileAt: declaration.file, target: target) != .skipped
    }

    /// Whether `declaration` is in the file's own module: compiled by the judging target, or, with no
    /// target known, in one of the file's modules.
    private func isOwn(_ declaration: TypeTable.Declaration, in model: borrowing ProjectModel) -> Bool {
        if let target { return model.target(target, compilesFileAt: declaration.file) }
        let modules = model.moduleNames(ofFileAt: declaration.file)
        return ownModules.isEmpty ? modules.isEmpty : modules.contains(where: ownModules.contains)
    }

    /// At file scope: the file's own top-level declarations, then its module's, then those of the modules it
    /// imports. Another module's type that an Objective-C name of the bridging header, or a type of a system
    /// module the file imports (Combine's `Subscription`, Foundation's `Timer`), also answers to is ambiguous:
    /// the compiler would ask which one is meant, and no finding rests on a guess.
    private mutating func topLevel(
        _ declared: [TypeTable.Declaration], named name: FileFacts.Name, in model: borrowing ProjectModel
    ) -> ResolvedReference {
        // Only nested types of that name, none around the reference: a type from elsewhere (SwiftUI's `State`).
        guard !declared.isEmpty else { return .external }
        if let inThisFile = declared.first(where: { $0.file == fileIndex && isCompiled($0, in: model) }) { return .declaration(inThisFile) }
        // Declarations this file cannot name (another file's private type, another module's internal one, a
        // type only another target compiles) are not what the name means: the compiler finds it elsewhere.
        let topLevel = declared.allSatisfy({ canSee($0, in: model) }) ? declared : declared.filter { canSee($0, in: model) }
        guard !topLevel.isEmpty else { return .external }
        // Most names are declared once: no list is made for them.
        if topLevel.count == 1, isOwn(topLevel[0], in: model) { return .declaration(topLevel[0]) }
        // Declarations in the file's own module hide those of the modules it imports.
        let own = topLevel.count == 1 ? [] : topLevel.filter { isOwn($0, in: model) }
        if !own.isEmpty { return agreeing(own, in: model) }
        let text = file[name]
        if objectiveCNames?.contains(text) == true || SystemModuleTypes.declaringModule(of: text, among: importedModules(in: model)) != nil {
            return .ambiguous(topLevel)
        }
        guard target == nil else { return agreeing(topLevel, in: model) }
        if visibleModules == nil { visibleModules = .some(ownModules.isEmpty ? nil : model.visibleModules(ofFileAt: fileIndex)) }
        let visibleModules = self.visibleModules ?? nil
        let seen = topLevel.filter { declaration in
            guard let visibleModules else { return true }
            let modules = model.moduleNames(ofFileAt: declaration.file)
            return modules.isEmpty || modules.contains(where: visibleModules.contains)
        }
        return agreeing(seen, in: model)
    }

    /// The declarations nested directly in the type at `path` that this file can name.
    private func nested(in path: [String], among entry: Int, in model: borrowing ProjectModel) -> ResolvedReference {
        let declared = model.nestedDeclarations(ofEntry: entry, in: path)
        return agreeing(declared.allSatisfy({ canSee($0, in: model) }) ? declared : declared.filter { canSee($0, in: model) }, in: model)
    }

    /// One declaration, or several: resolved when they agree on the layer, ambiguous when they do not.
    private func agreeing(_ candidates: [TypeTable.Declaration], in model: borrowing ProjectModel) -> ResolvedReference {
        guard let first = candidates.first else { return .unresolved }
        // Asked which declaration, not which layer: two modules' types of one name are a collision whatever their layers.
        if distinguishesModules, candidates.count > 1,
           Set(candidates.map { model.moduleNames(ofFileAt: $0.file) }).count > 1
            || candidates.contains(where: { $0.file != first.file && model.moduleNames(ofFileAt: $0.file).isEmpty }) {
            return .ambiguous(candidates)
        }
        // Prefer a declaration that has a layer, so that a type and its extension-only twin agree.
        let layered = candidates.first { $0.layer != nil } ?? first
        return candidates.allSatisfy({ $0.layer == nil || $0.layer == layered.layer }) ? .declaration(layered) : .ambiguous(candidates)
    }

    /// The layer of the code in `scope` of a file that has no layer of its own: the layer of the
    /// outermost type around it (for `extension A.B`, of `A`), as a reference at file scope would
    /// find it, else the one its name places it in; `nil` at file scope.
    ///
    /// An extension compiled into another module than the type it extends is that module's code,
    /// not the type's: `extension Models.Visibility` in a feature module uses what the feature
    /// imports, and the module of `Visibility` never does. Its code has the file's layer (none here).
    mutating func layer(ofCodeIn scope: Int?, in model: borrowing ProjectModel) -> String? {
        var outermost: Int?
        var scopeIndex = scope
        var visited = 0
        while let current = scopeIndex, file.scopes.indices.contains(current), visited <= file.scopes.count {
            visited += 1
            if file.scopes[current].kind != .local, !file.scopes[current].isLocal { outermost = current }
            scopeIndex = file.scopes[current].parent
        }
        guard let outermost, let name = path(ofScope: outermost, in: model).first else { return nil }
        let isExtension = file.scopes[outermost].kind == .extension
        let key = isExtension ? "extension " + name : name
        if let known = codeLayers[key] { return known }
        var layer: String?
        var declaredElsewhere = false
        if let entry = name.withUTF8Bytes({ model.declarationEntryIndex(named: $0) }), let written = file.scopes[outermost].path.first,
           case .declaration(let found) = topLevel(model.topLevelDeclarations(ofEntry: entry), named: written, in: model) {
            layer = found.layer
            // Only a file whose module is known can be in another module than the type.
            let modules = model.moduleNames(ofFileAt: found.file)
            declaredElsewhere = isExtension && !ownModules.isEmpty && !modules.isEmpty && !modules.contains(where: ownModules.contains)
        }
        if declaredElsewhere {
            layer = nil
        } else {
            layer = layer ?? ProjectModel.layer(ofTypeNamed: name, in: model.configuration)
        }
        codeLayers[key] = .some(layer)
        return layer
    }

    /// The path of the innermost type or extension around `scope`, for `Self`.
    private mutating func innermostTypePath(from scope: Int?, in model: borrowing ProjectModel) -> [String]? {
        var scopeIndex = scope
        var visited = 0
        while let current = scopeIndex, file.scopes.indices.contains(current), visited <= file.scopes.count {
            visited += 1
            if file.scopes[current].kind != .local, !file.scopes[current].isLocal { return path(ofScope: current, in: model) }
            scopeIndex = file.scopes[current].parent
        }
        return nil
    }

    /// A type or extension scope's path as text, a leading module name dropped (`extension Foundation.URL`).
    private mutating func path(ofScope index: Int, in model: borrowing ProjectModel) -> [String] {
        if scopePaths.isEmpty { scopePaths = Array(repeating: nil, count: file.scopes.count) }
        if let known = scopePaths[index] { return known }
        var path = file.scopes[index].path.map { file[$0] }
        if path.count > 1, isModule(path[0], in: model), path[0].withUTF8Bytes({ model.declarations(named: $0) }) == nil {
            path.removeFirst()
        }
        scopePaths[index] = path
        return path
    }

    /// Whether `name` is a module the file can name: its own, one it imports or sees, or one of the project's.
    private func isModule(_ name: String, in model: borrowing ProjectModel) -> Bool {
        ownModules.contains(name) || file.imports.contains { file[$0.module] == name } || model.isModuleName(name)
            || importedModules(in: model).contains(name)
    }
}

/// Where a ``TypeResolver`` keeps the modules its file sees once worked out: the resolver is a value
/// asked from non-mutating lookups, and one resolver serves one file on one thread.
private final class ImportedModulesCache {
    var modules: Set<String>?
}
