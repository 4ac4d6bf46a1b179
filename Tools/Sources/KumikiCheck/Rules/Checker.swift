import KumikiProjects
import KumikiSourceFiles

/// Runs every enabled rule over a ``ProjectModel``.
public struct Checker: Sendable {
    /// Suffixes of types that a ViewModel should hold through a protocol.
    static let abstractedSuffixes = ["Repository", "UseCase", "Gateway", "Requester", "APIClient"]

    /// Creates a checker.
    public init() {}

    /// Records one finding: rule, message, position in the file, baseline symbol, file.
    typealias Report = (RuleID, String, FileFacts.Position, String, FileFacts) -> Void

    /// The diagnostics for `model`, sorted by location, suppressions applied.
    public func check(_ model: ProjectModel) -> [Diagnostic] {
        check(model, reusing: nil).diagnostics
    }

    /// What a check found in each file of a model, kept so that the next check of a model whose
    /// files declare the same types (and re-export the same modules) checks only the files that
    /// changed: every other file's findings and layer edges depend on nothing but those.
    struct FileResults: Sendable {
        /// Each file's findings, in the order of the model's files.
        var findings: [[Diagnostic]]
        /// Each file's layer edges, for the cycle rule.
        var edges: [[LayerGraph.FileEdge]]
        /// Each file's type references that were left out because they did not resolve to one layer.
        var unsettled: [UnsettledReferences]

        /// The unsettled references of every file.
        var totalUnsettled: UnsettledReferences {
            unsettled.reduce(into: UnsettledReferences()) { total, file in
                total.ambiguous += file.ambiguous
                total.unresolved += file.unresolved
            }
        }
    }

    /// Checks `model`; with `previous`, the results of a model with the same files in the same
    /// places and the same declarations, checks again only the files at `previous.changed`.
    func check(_ model: ProjectModel, reusing previous: (results: FileResults, changed: Set<Int>)?) -> (diagnostics: [Diagnostic], results: FileResults) {
        // Files are checked independently, on every core, in one pass that also
        // collects each file's layer edges; only the cycles need the whole project.
        let cycleSeverity = model.configuration.severity(of: .dependencyCycle)
        let severities = RuleID.allCases.map { model.configuration.severity(of: $0) }
        let dependencies = model.projects.hasCheckedProject ? TargetDependencies(model: model) : nil
        let visible = dependencies.map { dependencies in
            Array(model.projects.index.targets.indices).concurrentMap { dependencies.visibleModules(of: $0) }
        }
        let conventions = ConventionFacts(model: model)
        func checkFile(_ index: Int) -> (findings: [Diagnostic], edges: [LayerGraph.FileEdge], unsettled: UnsettledReferences) {
            let file = model.files[index]
            let fileLayer = model.layer(ofFileAt: index)
            let resolution = model.resolveReferences(ofFileAt: index)
            let uses = resolution.uses
            var found = findings(
                in: file, at: index, layer: fileLayer, isTestCode: model.isTestCode(fileAt: index), uses: uses, model, conventions,
                severities: severities)
            if let dependencies, let visible, severities[RuleID.allCases.firstIndex(of: .undeclaredDependency) ?? 0] != .off {
                found += undeclaredDependencies(in: file, at: index, model, dependencies, visible: visible)
            }
            return (findings: found,
                    edges: cycleSeverity == .off ? [] : LayerGraph.edges(
                        in: file, layer: fileLayer, uses: uses, model: model, ignoringLinesSuppressing: .dependencyCycle),
                    unsettled: UnsettledReferences(ambiguous: resolution.ambiguous.count, unresolved: resolution.unresolved.count))
        }
        var results: FileResults
        if let previous, previous.results.findings.count == model.files.count {
            results = previous.results
            for index in previous.changed.sorted() where model.files.indices.contains(index) {
                (results.findings[index], results.edges[index], results.unsettled[index]) = checkFile(index)
            }
        } else {
            let perFile = Array(model.files.indices).concurrentMap(checkFile)
            results = FileResults(findings: perFile.map(\.findings), edges: perFile.map(\.edges), unsettled: perFile.map(\.unsettled))
        }
        var diagnostics = results.findings.flatMap { $0 }
        if cycleSeverity != .off {
            diagnostics += cycles(in: LayerGraph(model: model, edgesPerFile: results.edges), root: model.compositionRoot, severity: cycleSeverity)
        }
        if let dependencies, model.configuration.severity(of: .unusedDependency) != .off {
            diagnostics += unusedDependencies(model, dependencies)
        }
        let projectErrorSeverity = model.configuration.severity(of: .projectError)
        if projectErrorSeverity != .off {
            diagnostics += model.projects.failures.map { failure in
                Diagnostic(
                    ruleID: RuleID.projectError.rawValue, severity: projectErrorSeverity,
                    message: "This project cannot be read, so the files it would place in targets are placed by their paths and checked: "
                        + failure.error.message,
                    location: SourceLocation(file: failure.error.file, line: failure.error.line ?? 1, column: failure.error.column ?? 1),
                    symbol: failure.error.file)
            }
        }
        return (diagnostics.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }, results)
    }

    /// One file's findings; `fileLayer` is the file's layer by path or target, `uses` its resolved type references,
    /// `severities` the configured severity of each rule, in the order of `RuleID.allCases`.
    private func findings(
        in file: FileFacts, at fileIndex: Int, layer fileLayer: String?, isTestCode: Bool, uses: [ProjectModel.TypeUse],
        _ model: ProjectModel, _ conventions: ConventionFacts, severities: [Severity]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Severities come in as an array, not through `model`: capturing the model (or its
        // configuration) here copied it for every file, +3 M instructions per 2,000 files.
        func report(_ rule: RuleID, _ message: String, at position: FileFacts.Position, symbol: String, in file: FileFacts) {
            let severity = RuleID.allCases.firstIndex(of: rule).map { severities[$0] } ?? rule.defaultSeverity
            guard severity != .off, !file.suppressions.isSuppressed(rule, line: position.line) else { return }
            diagnostics.append(Diagnostic(
                ruleID: rule.rawValue, severity: severity, message: message, location: file.location(of: position), symbol: symbol))
        }
        if let error = file.parseError, let position = file.parseErrorPosition {
            report(.parseError, "The file does not parse: \(error)", at: position, symbol: file.path, in: file)
        }
        checkImports(file, at: fileIndex, fileLayer, isTestCode: isTestCode, model, report)
        checkReferences(file, uses, model, report)
        // The conventions are the app's: test code (what only test targets compile) keeps its own.
        if !isTestCode || model.configuration.option("include_tests", of: .noProjectSuperclass) {
            checkSuperclasses(file, at: fileIndex, model, conventions, report)
        }
        if !isTestCode {
            checkSingletons(file, conventions, report)
            checkViewModelDependencies(file, at: fileIndex, model, report)
            checkPublished(file, isViewModelLayer: fileLayer.map(Self.viewModelLayers.contains) ?? false, conventions, report)
        }
        if !isTestCode {
            for unwrap in file.forceUnwraps {
                report(.forceUnwrap, unwrap.isTry
                    ? "`try!` crashes on error; handle the error or propagate it."
                    : "Force unwrap crashes on nil; bind it with `guard let` and handle the nil case.",
                    at: unwrap.position, symbol: unwrap.enclosingType.map { file[$0] } ?? (unwrap.isTry ? "try!" : "!"), in: file)
            }
        }
        return diagnostics
    }

    private func checkImports(
        _ file: FileFacts, at fileIndex: Int, _ fileLayer: String?, isTestCode: Bool, _ model: ProjectModel, _ report: Report
    ) {
        // A file in no layer imports for the layer its own first type's name places it in; an
        // extension of a type from elsewhere says nothing about the file's imports. Test code is in
        // no layer unless a path or target puts it in one: `MockedRepository` is no Repository.
        let fileLayer = fileLayer ?? (isTestCode ? nil : file.types.first { $0.kind != .extension && !$0.isNested }
            .flatMap { ProjectModel.layer(ofTypeNamed: file[$0.name], in: model.configuration) })
        guard let fileLayer, let definition = model.configuration.layers.first(where: { $0.name == fileLayer }) else { return }
        // The file's own modules and targets, worked out only for a file of an isolated layer.
        var own: (modules: [String], targets: [String])?
        let judging = file.conditionalRegions.isEmpty ? [] : model.judgingTargets(ofFileAt: fileIndex)
        for statement in file.imports {
            let module = file[statement.module]
            // An import in a branch that no target compiling the file ever builds is nobody's.
            if !judging.isEmpty, judging.allSatisfy({ model.outcome(at: statement.position, ofFileAt: fileIndex, target: $0) == .skipped }) {
                continue
            }
            if definition.forbiddenImports.contains(module) {
                report(.forbiddenImport, "The \(fileLayer) layer must not import \(module).", statement.position, module, file)
            }
            let target = model.layer(ofModule: module)
            if let target, !model.allows(fileLayer, target) {
                report(.layerDependency,
                       "The \(fileLayer) layer must not import \(module) (the \(target) layer); "
                           + (rootText(target, model) ?? allowedText(fileLayer, model)),
                       statement.position, module, file)
            }
            guard definition.isIsolated, target == fileLayer else { continue }
            let mine = own ?? (model.moduleNames(ofFileAt: fileIndex), model.targetNames(ofFileAt: fileIndex))
            own = mine
            guard let importer = mine.targets.first, !mine.modules.contains(module) else { continue }
            let importedTargets = model.targetNames(ofModule: module)
            guard !importedTargets.contains(where: definition.isInterface) else { continue }
            let what = mine.targets.contains(where: definition.isInterface) ? "the interface \(importer)" : importer
            report(.featureIsolation,
                   "\(what) must not import \(module): the modules of the \(fileLayer) layer are isolated from each other; "
                       + "ask for what \(module) offers through an interface module (a module named *Interface, or one listed under "
                       + "interfaces:) that both may import, and let the App layer wire the implementation.",
                   statement.position, "\(importer):\(module)", file)
        }
    }

    private func checkReferences(_ file: FileFacts, _ uses: [ProjectModel.TypeUse], _ model: ProjectModel, _ report: Report) {
        var seen: Set<NameOnLine> = []
        // A file uses few distinct layer pairs; remembering their verdicts saves hashing both names per use.
        // The verdicts come from the allowed dependencies alone: a closure that captured `model`
        // copied the whole model for every file.
        let allowedDependencies = model.configuration.allowedDependencies
        var verdicts: [(from: String, to: String, allowed: Bool)] = []
        var disallowed: [ProjectModel.TypeUse] = []
        for use in uses {
            let allowed: Bool
            if let known = verdicts.first(where: { $0.from == use.from && $0.to == use.to }) {
                allowed = known.allowed
            } else {
                allowed = use.from == use.to || (allowedDependencies[use.from]?.contains(use.to) ?? true)
                verdicts.append((use.from, use.to, allowed))
            }
            if !allowed { disallowed.append(use) }
        }
        guard !disallowed.isEmpty else { return }
        // A member written after a type of the same forbidden layer (`Client.Response`) adds nothing to the finding on that type.
        let forbidden = Set(disallowed.map { ReferenceInLayer(reference: $0.referenceIndex, layer: $0.to) })
        for use in disallowed {
            let (reference, sourceLayer, targetLayer) = (file.references[use.referenceIndex], use.from, use.to)
            if case .reference(let base) = reference.qualifier, forbidden.contains(ReferenceInLayer(reference: base, layer: targetLayer)) {
                continue
            }
            // One diagnostic per referenced type and layer per line (a file two targets compile may name two layers' types of one name).
            guard seen.insert(NameOnLine(name: reference.name, line: reference.position.line, layer: targetLayer)).inserted else { continue }
            let name = file[reference.name]
            let owner = reference.enclosingType.map { file[$0] }
            let what: String
            if owner == name {
                // Across layers, code names its own enclosing type only in an extension of a type from elsewhere.
                what = "The extension of \(name) in the \(sourceLayer) layer extends a type of the \(targetLayer) layer"
            } else if let owner, Self.declaration(in: file, named: reference.enclosingType, inherits: reference) {
                what = "\(owner) in the \(sourceLayer) layer conforms to or inherits from \(name) of the \(targetLayer) layer"
            } else {
                let user = owner ?? reference.topLevelDeclaration.map { Self.describe(file.topLevelDeclarations[$0], in: file) }
                    ?? "Top-level code"
                what = "\(user) in the \(sourceLayer) layer must not use \(name) from the \(targetLayer) layer"
            }
            report(.layerDependency, what + "; " + (rootText(targetLayer, model) ?? allowedText(sourceLayer, model)), reference.position, name, file)
        }
    }

    /// A top-level declaration as a finding names it: `The function makeClient(timeout:)`, `The macro #Preview`.
    private static func describe(_ declaration: FileFacts.TopLevelDeclaration, in file: FileFacts) -> String {
        "The \(declaration.kind.rawValue) \(declaration.kind == .macro ? "#" : "")\(file[declaration.name])"
    }

    /// Whether `reference` sits in the inheritance clause of the declaration of `owner` in
    /// `file` (on the declaration's line, among the names it inherits).
    private static func declaration(in file: FileFacts, named owner: FileFacts.Name?, inherits reference: FileFacts.Reference) -> Bool {
        guard let owner else { return false }
        return file.types.contains { type in
            type.name == owner && type.position.line == reference.position.line && type.inherited.contains(reference.name)
        }
    }

    /// `no-project-superclass`: each class that inherits from a class of the project, with what that base
    /// carries (collaborators, state, methods the subclass overrides). A view or cell base that carries only
    /// its look is one finding at the base, not one per subclass. The bases the configuration allows
    /// (`allowed_superclasses`, the families an app deliberately builds on) are neither reported nor report.
    private func checkSuperclasses(
        _ file: FileFacts, at fileIndex: Int, _ model: ProjectModel, _ conventions: ConventionFacts, _ report: Report
    ) {
        for type in file.types where type.kind == .class && !type.isNested {
            let name = file[type.name]
            if !conventions.allowedSuperclasses.isEmpty, conventions.allowedSuperclasses.contains(name) { continue }
            if let subclasses = conventions.subclasses[name], !subclasses.isEmpty, conventions.classes[name]?.position == type.position,
               conventions.carriesOnlyStyling(name, in: model) {
                let kinds = conventions.isViewClass(name, in: model) ? "views" : "classes"
                report(.noProjectSuperclass,
                       "\(name) is the base class of \(subclasses.count) \(kinds) of this project (\(Self.list(subclasses.sorted(), limit: 3))) and "
                           + "carries only their look: no collaborator, no state, no method they override; a shared look needs no "
                           + "class above them: a configuration value, a style protocol or a factory function gives it.",
                       type.position, name, file)
            }
            guard let superclass = type.inherited.first, model.kind(ofType: superclass, in: file) == .class,
                  Self.inheritsProjectClass(type, superclass, in: file, at: fileIndex, model)
            else { continue }
            let base = file[superclass]
            if conventions.allowedSuperclasses.contains(base) || conventions.carriesOnlyStyling(base, in: model) { continue }
            let carried = conventions.inheritance(of: name, from: base, in: model)
            var parts: [String] = []
            if !carried.dependencies.isEmpty { parts.append("collaborators (\(Self.list(carried.dependencies, limit: 3)))") }
            if !carried.state.isEmpty { parts.append("state (\(Self.list(carried.state, limit: 3)))") }
            if !carried.overridden.isEmpty { parts.append("methods \(name) overrides (\(Self.list(carried.overridden, limit: 3)))") }
            let what = parts.isEmpty ? "nothing a protocol or a collaborator could not give: no collaborator, no state, no method \(name) overrides"
                : parts.joined(separator: ", ")
            report(.noProjectSuperclass,
                   "\(name) inherits from \(base), a class of this project that carries \(what); share code with a protocol, "
                       + "a generic or a collaborator instead of a base class.",
                   type.position, name, file)
        }
    }

    /// Whether the first name `type` inherits, `superclass`, resolves to a class of the project where it is
    /// written, as the compiler resolves it: `final class S: Subscription` in a file that imports Combine and
    /// a module declaring a `Subscription` class names either, and no finding rests on a guess.
    private static func inheritsProjectClass(
        _ type: FileFacts.DeclaredType, _ superclass: FileFacts.Name, in file: FileFacts, at fileIndex: Int, _ model: ProjectModel
    ) -> Bool {
        guard let reference = file.references.indices.first(where: { index in
            let candidate = file.references[index]
            return candidate.name == superclass && candidate.enclosingType == type.name && type.position <= candidate.position
        }) else { return true }
        switch model.resolution(ofReference: reference, inFileAt: fileIndex) {
        case .declaration(let declaration): return declaration.kind == .class
        case .ambiguous, .local: return false
        // Written bare, no project class of that name is visible where it is written (its module is not
        // imported), so the compiler took another module's type: a protocol of a system module the file
        // imports. Written through a module the syntax cannot tell (`App.BaseViewController`), it is the
        // project's class of that name.
        case .external, .unresolved: return file.references[reference].qualifier != .none
        }
    }

    /// Up to `limit` names, and how many more.
    private static func list(_ names: [String], limit: Int) -> String {
        let shown = names.prefix(limit).joined(separator: ", ")
        return names.count > limit ? "\(shown) and \(names.count - limit) more" : shown
    }

    /// `no-singleton-access`: a ViewModel or UseCase reading a static stored instance: a member named for one
    /// (`.shared`, `.default`, `.standard`, `.current`) or one the project declares of its own type. A call
    /// (`AVCaptureDevice.default(for:)`) makes a value and reaches no singleton.
    private func checkSingletons(_ file: FileFacts, _ conventions: ConventionFacts, _ report: Report) {
        for access in file.singletonAccesses {
            guard let ownerName = access.enclosingType,
                  file.withBytes(of: ownerName, { $0.hasSuffix("ViewModel") || $0.hasSuffix("UseCase") })
            else { continue }
            let member = file[access.member]
            guard FileAnalyzer.singletonMembers.contains(member) || conventions.staticInstances.contains("\(file[access.base]).\(member)")
            else { continue }
            let owner = file[ownerName]
            report(.noSingletonAccess,
                   "\(owner) reaches \(file[access.base]).\(file[access.member]); inject it through the initializer (a Has* dependency) instead.",
                   access.position, owner, file)
        }
    }

    private func checkViewModelDependencies(_ file: FileFacts, at fileIndex: Int, _ model: ProjectModel, _ report: Report) {
        // A type's slots share one owner: its suffix is tested once per owner, not per slot
        // (`hasSuffix` cost more than the rest of the rule).
        var lastOwner: (name: FileFacts.Name, isViewModel: Bool)?
        var resolver: TypeResolver?
        for slot in file.dependencySlots {
            guard let owner = slot.enclosingType else { continue }
            if lastOwner?.name != owner {
                lastOwner = (owner, file.withBytes(of: owner) { $0.hasSuffix("ViewModel") })
            }
            guard lastOwner?.isViewModel == true, model.kind(ofType: slot.typeName, in: file) == .class else { continue }
            let typeName = file[slot.typeName]
            guard Self.abstractedSuffixes.contains(where: { typeName.hasSuffix($0) }) else { continue }
            // The class of that name must be the type the slot names where it is written, not a
            // protocol nested beside it or a class of another module.
            if let reference = slot.reference {
                if resolver == nil { resolver = TypeResolver(model: model, fileIndex: fileIndex) }
                guard case .declaration(let declaration)? = resolver?.resolve(reference, in: model), declaration.kind == .class else { continue }
            }
            report(.viewModelDependsOnProtocols,
                   "\(file[owner]) depends on the concrete class \(typeName); depend on its protocol "
                       + "(a concrete default argument value is fine).",
                   slot.position, "\(file[owner]).\(typeName)", file)
        }
    }

    /// The layers whose `@Observable` classes are ViewModels whatever their names.
    static let viewModelLayers: Set<String> = ["ViewModel", "Presentation", "Feature"]

    /// `published-private-set` and `observable-private-set`: an output a view observes that code outside
    /// can set. A property a view binds two-way (`$model.name`, `Bindable(model).name`, a `Binding` whose
    /// setter assigns it) is an input, set from outside by design.
    private func checkPublished(_ file: FileFacts, isViewModelLayer: Bool, _ conventions: ConventionFacts, _ report: Report) {
        for property in file.publishedProperties where !property.hasRestrictedSetter && !property.isBoundInput {
            let name = file[property.name]
            let typeName = property.enclosingType.map { file[$0] } ?? ""
            if conventions.isBoundTwoWay(name, of: typeName) { continue }
            let symbol = "\(typeName).\(name)"
            if property.isObservationTracked {
                // An @Observable model elsewhere (shared app state, a Domain object) may well be set from outside.
                guard isViewModelLayer || typeName.hasSuffix("ViewModel") else { continue }
                report(.observablePrivateSet,
                       "\(name) of @Observable \(property.enclosingType.map { file[$0] } ?? "") can be set from outside; make it "
                           + "private(set), mark a two-way bound input with `// kumiki:bound-input`, or keep it out of "
                           + "observation with @ObservationIgnored.",
                       property.position, symbol, file)
            } else {
                report(.publishedPrivateSet,
                       "@Published \(name) can be set from outside; make it private(set), or mark a two-way "
                           + "bound input with `// kumiki:bound-input`.",
                       property.position, symbol, file)
            }
        }
    }

    /// `undeclared-dependency` for one file: each import of a module of the projects read that
    /// one of the file's targets does not declare (nor receives re-exported from what it declares).
    private func undeclaredDependencies(
        in file: FileFacts, at fileIndex: Int, _ model: ProjectModel, _ dependencies: TargetDependencies, visible: [Set<String>]
    ) -> [Diagnostic] {
        let index = model.projects.index
        let targets = model.targets(ofFileAt: fileIndex).filter { index.targets[$0].description.dependenciesAreKnown }
        guard !targets.isEmpty else { return [] }
        let severity = model.configuration.severity(of: .undeclaredDependency)
        var diagnostics: [Diagnostic] = []
        // An import a target's builds may skip, or that only some builds compile, is never reported for it.
        let outcomes = file.conditionalRegions.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: targets.map {
            ($0, model.regionOutcomes(ofFileAt: fileIndex, target: $0))
        })
        for statement in file.imports {
            let module = file[statement.module]
            guard index.knowsModule(module), !file.suppressions.isSuppressed(.undeclaredDependency, line: statement.position.line) else { continue }
            let region = outcomes.isEmpty ? nil : file.conditionalRegion(at: statement.position)
            let missing = targets.filter { target in
                if let region, outcomes[target]?[region] != .compiled { return false }
                return index.knowsModule(module, from: target) && !visible[target].contains(module)
            }
            guard !missing.isEmpty else { continue }
            let names = missing.map { index.displayName(ofTarget: $0) }
            let first = missing[0]
            let found = dependencies.indirectRoute(from: first, to: module)
            let route = found.map { route in
                "it links today only through \(route.dependency) (\(route.chain.dropFirst().joined(separator: " → "))), which breaks the day "
                    + "that dependency goes; "
            } ?? ""
            let subject = names.count == 1 ? "the target \(names[0]) does" : "the targets \(names.joined(separator: ", ")) do"
            diagnostics.append(Diagnostic(
                ruleID: RuleID.undeclaredDependency.rawValue, severity: severity,
                message: "This file imports \(module), but \(subject) not declare it; \(route)\(dependencies.declaration(for: module, in: first)).",
                location: file.location(of: statement.position), symbol: "\(names.joined(separator: ",")):\(module)", chain: found?.chain,
                edits: missing.compactMap { dependencies.edit(adding: module, to: $0) }))
        }
        return diagnostics
    }

    /// `unused-dependency`: each declared dependency on a library target or product that no file
    /// of its target imports, for targets whose files were all analysed.
    private func unusedDependencies(_ model: ProjectModel, _ dependencies: TargetDependencies) -> [Diagnostic] {
        let index = model.projects.index
        let severity = model.configuration.severity(of: .unusedDependency)
        var diagnostics: [Diagnostic] = []
        var filesOfTarget: [Int: [Int]] = [:]
        for file in model.files.indices { for target in model.targets(ofFileAt: file) { filesOfTarget[target, default: []].append(file) } }
        for (targetIndex, target) in index.targets.enumerated() {
            let description = target.description
            // A pod may be linked for its Objective-C code, which Swift reaches through a bridging header, not an import.
            guard index.projects[target.project].isChecked, index.projects[target.project].kind != .cocoaPods,
                  description.dependenciesAreKnown, description.kind != .uiTest,
                  model.isFullyAnalysed.indices.contains(targetIndex), model.isFullyAnalysed[targetIndex]
            else { continue }
            // What its Objective-C code imports is used too (`#import <SPMySQL/SPMySQL.h>` in a `.m` file).
            let imported = dependencies.imported[targetIndex].union(model.projects.objectiveCModules[targetIndex] ?? [])
            // A dependency linked only because another dependency needs it is not the target's to remove.
            for dependency in index.dependencies[targetIndex] where !dependency.declared.isTransitive
                && !dependency.targets.contains(where: { index.projects[index.targets[$0].project].kind == .cocoaPods }) {
                // Apps, extensions, executables, plugins and macros are built, embedded or hosted, not imported; an
                // Objective-C static library is linked; neither gives Swift a module to import.
                // A framework only named among the built products, which no project read builds, is not known to be unused;
                // one an app only embeds ships for its extensions or at run time.
                if dependency.targets.isEmpty, dependency.declared.isBuiltProduct { continue }
                if dependency.declared.isEmbeddedOnly { continue }
                if !dependency.targets.isEmpty, !dependency.targets.contains(where: { target in
                    index.targets[target].description.kind.isImportedByDependents && !index.targets[target].description.isLinkOnly
                }) {
                    continue
                }
                guard dependencies.provided(by: dependency).isDisjoint(with: imported),
                      !mayBeUsedWithoutImport(dependency, by: targetIndex, importing: imported, model, files: filesOfTarget)
                else { continue }
                let location = dependency.declared.location ?? description.location
                    ?? DeclarationLocation(file: index.projects[target.project].path, line: 1)
                if model.projects.manifestSuppressions[location.file]?.isSuppressed(.unusedDependency, line: location.line) == true { continue }
                diagnostics.append(Diagnostic(
                    ruleID: RuleID.unusedDependency.rawValue, severity: severity,
                    message: "The target \(index.displayName(ofTarget: targetIndex)) declares a dependency on \(dependency.declared.name), but none of its files imports it; remove the dependency, or keep it with `// kumiki:disable:next unused-dependency` if it is needed only to be linked.",
                    location: SourceLocation(file: location.file, line: location.line, column: location.column),
                    symbol: "\(description.name):\(dependency.declared.name)",
                    // In an Xcode project, a target no read project has by that name (a subproject's
                    // target renamed since the reference was made) may still be what the target links:
                    // --fix leaves it to the user.
                    edits: index.projects[target.project].kind == .xcodeProject && dependency.declared.kind != .product
                        && dependency.targets.isEmpty ? nil : [DependencyEdit(
                        action: .remove, projectKind: index.projects[target.project].kind, project: index.projects[target.project].path,
                        target: description.name, dependency: dependency.declared,
                        location: dependency.declared.location.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) })]))
            }
        }
        return diagnostics
    }

    /// Whether a dependency no file of `target` imports may still be used, so that removing it could
    /// break the build: what it provides is unknown (a product of an unresolved package) while the target
    /// imports a module nobody read, it runs rather
    /// than being imported (a target with a `main.swift`), it only adds members and conformances to
    /// other modules' types (a `Live` module registering implementations, a module of extensions that
    /// code reaches as members), or a module the target imports depends on it, so its types and members
    /// reach the target's code without an import of their own.
    private func mayBeUsedWithoutImport(
        _ dependency: ProjectIndex.ResolvedDependency, by target: Int, importing imported: Set<String>, _ model: ProjectModel,
        files: [Int: [Int]]
    ) -> Bool {
        let index = model.projects.index
        // A module the target imports declares the same dependency (an app a test imports with `@testable`): what
        // reaches the target through it may come from there.
        var reached: Set<Int> = []
        for module in imported {
            for importedTarget in index.targets(ofModule: module) where importedTarget != target {
                reached.insert(importedTarget)
                reached.formUnion(index.reachableTargets(from: importedTarget))
            }
        }
        if reached.contains(where: { other in index.dependencies[other].contains { $0.declared.name == dependency.declared.name } }) {
            return true
        }
        if dependency.targets.isEmpty {
            // Its modules are unknown: it may be what an import of a module nobody read names (`Hub` of `Transformers`),
            // or what another unresolved product the target imports re-exports (`RxRelay` through `RxCocoa`).
            return imported.contains { module in !index.knowsModule(module) && !Self.platformModules.contains(module) }
        }
        for provider in dependency.targets {
            let providerFiles = files[provider] ?? []
            if providerFiles.contains(where: { model.files[$0].path.hasSuffix("/main.swift") || model.files[$0].path == "main.swift" }) {
                return true
            }
            // Extensions of types its own files do not declare add members other code reaches without naming the module.
            var own: Set<String> = [], extended: Set<String> = []
            for file in providerFiles {
                let facts = model.files[file]
                for type in facts.types where !type.isNested {
                    if type.kind == .extension { extended.insert(facts[type.name]) } else { own.insert(facts[type.name]) }
                }
            }
            if !extended.subtracting(own).isEmpty { return true }
        }
        let provided = Set(dependency.targets)
        for module in imported {
            for importedTarget in index.targets(ofModule: module) where importedTarget != target {
                if !index.reachableTargets(from: importedTarget).isDisjoint(with: provided) { return true }
            }
        }
        return false
    }

    /// Modules of Apple's SDKs, the toolchain and the C libraries under it: an import of one of them
    /// says nothing of which product a target uses.
    static let platformModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit", "Combine",
        "Observation", "SwiftData", "CoreData", "CoreGraphics", "CoreImage", "CoreText", "CoreLocation", "MapKit", "AVFoundation", "AVKit",
        "Photos", "PhotosUI", "WebKit", "StoreKit", "UserNotifications", "UserNotificationsUI", "os", "OSLog", "Security",
        "LocalAuthentication", "CryptoKit", "Network", "Dispatch", "XCTest", "Testing", "WidgetKit", "AppIntents", "Intents", "IntentsUI",
        "CloudKit", "GameKit", "SafariServices", "MessageUI", "QuartzCore", "ImageIO", "UniformTypeIdentifiers", "MobileCoreServices",
        "BackgroundTasks", "ActivityKit", "CoreMotion", "HealthKit", "EventKit", "EventKitUI", "Contacts", "ContactsUI", "QuickLook",
        "QuickLookThumbnailing", "PDFKit", "AuthenticationServices", "Accelerate", "Metal", "MetalKit", "SceneKit", "SpriteKit", "ARKit",
        "RealityKit", "Vision", "VisionKit", "NaturalLanguage", "Speech", "CoreML", "CoreBluetooth", "CoreNFC", "CoreHaptics",
        "AudioToolbox", "CoreAudio", "MediaPlayer", "Darwin", "Glibc", "Musl", "ObjectiveC", "System", "RegexBuilder", "Distributed",
        "Synchronization", "CoreTelephony", "SystemConfiguration", "Carbon", "ServiceManagement", "IOKit", "ScreenCaptureKit", "TipKit",
        "Charts", "GameController", "LinkPresentation", "NotificationCenter", "CoreSpotlight", "FileProvider", "FileProviderUI",
        "DeveloperToolsSupport", "CarPlay", "ClockKit", "WatchConnectivity", "HomeKit", "Matter", "MatterSupport", "PushKit", "CallKit",
        "NetworkExtension", "ExtensionFoundation", "ExtensionKit", "CoreServices", "CoreFoundation", "CoreVideo", "CoreMedia",
        "VideoToolbox", "AppTrackingTransparency", "AdSupport", "StoreKitTest", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing",
        "CoreTransferable", "SymbolKit", "Translation", "AppKitUI", "PassKit", "Social", "Accounts", "GLKit", "OpenGLES", "ReplayKit",
        "CoreWLAN", "DiskArbitration", "Quartz", "QuartzComposer", "AddressBook", "ImageCaptureCore", "MultipeerConnectivity",
    ]

    /// A reference to a type of a layer.
    private struct ReferenceInLayer: Hashable {
        var reference: Int
        var layer: String
    }

    /// A referenced name on a line, which the layer-direction rule reports once.
    private struct NameOnLine: Hashable {
        var name: FileFacts.Name
        var line: Int
        var layer: String
    }

    private func allowedText(_ layer: String, _ model: ProjectModel) -> String {
        let allowed = model.configuration.allowedDependencies[layer]?.sorted() ?? []
        return allowed.isEmpty ? "it may depend on no other layer." : "it may depend on \(allowed.joined(separator: ", "))."
    }

    /// What a finding says when the layer used is the composition root: the top layer, which no layer
    /// may depend on (as `kumiki adopt` writes App). Its own message, since the fix is never to allow it.
    private func rootText(_ target: String, _ model: ProjectModel) -> String? {
        guard model.compositionRoot == target else { return nil }
        return "nothing may depend on \(target): it is the app's composition root, which builds the other layers and wires them "
            + "together; pass what this code needs in from there instead."
    }

    /// Layer cycles, from every observed dependency edge. A use of the composition root closes no
    /// cycle: it is a finding of its own, whose fix is never to reverse the root's uses.
    private func cycles(in layers: LayerGraph, root: String?, severity: Severity) -> [Diagnostic] {
        var graph = layers.graph
        if let root {
            for node in graph.edges.keys { graph.edges[node]?.remove(root) }
        }
        return graph.cycles().map { cycle in
            // Each step is an edge some code makes: the message names the first use of each.
            let steps = cycle.indices.map { index in
                let edge = DependencyGraph.Edge(from: cycle[index], to: cycle[(index + 1) % cycle.count])
                return Diagnostic.Step(
                    from: edge.from, to: edge.to, location: layers.firstLocations[edge] ?? SourceLocation(file: "", line: 1, column: 1))
            }
            let uses = steps.map { "\($0.from) → \($0.to) at \($0.location.file):\($0.location.line)" }
            return Diagnostic(
                ruleID: RuleID.dependencyCycle.rawValue, severity: severity,
                message: "The layers depend on each other in a cycle: \((cycle + [cycle[0]]).joined(separator: " → ")) "
                    + "(\(uses.joined(separator: "; "))).",
                location: steps[0].location, symbol: DependencyGraph.symbol(ofCycle: cycle), steps: steps
            )
        }
    }
}
