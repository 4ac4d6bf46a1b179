/// Runs every enabled rule over a ``ProjectModel``.
public struct Checker: Sendable {
    /// Suffixes of types that a ViewModel should hold through a protocol.
    static let abstractedSuffixes = ["Repository", "UseCase", "Gateway", "Requester", "APIClient"]

    /// Creates a checker.
    public init() {}

    /// Records one finding: rule, message, location, baseline symbol, file.
    typealias Report = (RuleID, String, SourceLocation, String, FileFacts) -> Void

    /// The diagnostics for `model`, sorted by location, suppressions applied.
    public func check(_ model: ProjectModel) -> [Diagnostic] {
        // Files are checked independently, on every core, in one pass that also
        // collects each file's layer edges; only the cycles need the whole project.
        let cycleSeverity = model.configuration.severity(of: .dependencyCycle)
        let severities = RuleID.allCases.map { model.configuration.severity(of: $0) }
        let perFile = Array(model.files.indices).concurrentMap { index in
            let file = model.files[index]
            let fileLayer = model.layer(ofFileAt: index)
            let uses = model.typeUses(ofFileAt: index)
            return (findings: findings(
                        in: file, layer: fileLayer, isTestCode: model.isTestCode(fileAt: index), uses: uses, model, severities: severities),
                    edges: cycleSeverity == .off ? [] : LayerGraph.edges(
                        in: file, layer: fileLayer, uses: uses, model: model, ignoringLinesSuppressing: .dependencyCycle))
        }
        var diagnostics = perFile.flatMap(\.findings)
        if cycleSeverity != .off {
            diagnostics += cycles(in: LayerGraph(model: model, edgesPerFile: perFile.map(\.edges)), severity: cycleSeverity)
        }
        return diagnostics.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }

    /// One file's findings; `fileLayer` is the file's layer by path or target, `uses` its resolved type references,
    /// `severities` the configured severity of each rule, in the order of `RuleID.allCases`.
    private func findings(
        in file: FileFacts, layer fileLayer: String?, isTestCode: Bool, uses: [ProjectModel.TypeUse], _ model: ProjectModel,
        severities: [Severity]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Severities come in as an array, not through `model`: capturing the model (or its
        // configuration) here copied it for every file, +3 M instructions per 2,000 files.
        func report(_ rule: RuleID, _ message: String, at location: SourceLocation, symbol: String, in file: FileFacts) {
            let severity = RuleID.allCases.firstIndex(of: rule).map { severities[$0] } ?? rule.defaultSeverity
            guard severity != .off, !file.suppressions.isSuppressed(rule, line: location.line) else { return }
            diagnostics.append(Diagnostic(ruleID: rule.rawValue, severity: severity, message: message, location: location, symbol: symbol))
        }
        if let error = file.parseError, let location = file.parseErrorLocation {
            report(.parseError, "The file does not parse: \(error)", at: location, symbol: file.path, in: file)
        }
        checkImports(file, fileLayer, model, report)
        checkReferences(file, uses, model, report)
        checkSuperclasses(file, model, report)
        checkSingletons(file, model, report)
        checkViewModelDependencies(file, model, report)
        checkPublished(file, report)
        if !isTestCode {
            for unwrap in file.forceUnwraps {
                report(.forceUnwrap, unwrap.name == "try!"
                    ? "`try!` crashes on error; handle the error or propagate it."
                    : "Force unwrap crashes on nil; bind it with `guard let` and handle the nil case.",
                    at: unwrap.location, symbol: unwrap.enclosingType ?? unwrap.name, in: file)
            }
        }
        return diagnostics
    }

    private func checkImports(_ file: FileFacts, _ fileLayer: String?, _ model: ProjectModel, _ report: Report) {
        let fileLayer = fileLayer ?? file.types.first.flatMap { model.layer(ofType: $0.name) }
        guard let fileLayer, let definition = model.configuration.layers.first(where: { $0.name == fileLayer }) else { return }
        for statement in file.imports {
            if definition.forbiddenImports.contains(statement.module) {
                report(.forbiddenImport,
                       "The \(fileLayer) layer must not import \(statement.module).",
                       statement.location, statement.module, file)
            }
            if let target = model.configuration.layers.first(where: { $0.targets.contains(statement.module) }),
               !model.allows(fileLayer, target.name) {
                report(.layerDependency,
                       "The \(fileLayer) layer must not import \(statement.module) (the \(target.name) layer); "
                           + allowedText(fileLayer, model),
                       statement.location, statement.module, file)
            }
        }
    }

    private func checkReferences(_ file: FileFacts, _ uses: [ProjectModel.TypeUse], _ model: ProjectModel, _ report: Report) {
        var seen: Set<String> = []
        // A file uses few distinct layer pairs; remembering their verdicts saves hashing both names per use.
        var verdicts: [(from: String, to: String, allowed: Bool)] = []
        func allows(_ from: String, _ to: String) -> Bool {
            if let known = verdicts.first(where: { $0.from == from && $0.to == to }) { return known.allowed }
            let allowed = model.allows(from, to)
            verdicts.append((from, to, allowed))
            return allowed
        }
        for use in uses where !allows(use.from, use.to) {
            let (reference, sourceLayer, targetLayer) = (file.references[use.referenceIndex], use.from, use.to)
            // One diagnostic per referenced type per line.
            guard seen.insert("\(reference.name)@\(reference.location.line)").inserted else { continue }
            report(.layerDependency,
                   "\(reference.enclosingType ?? "This code") in the \(sourceLayer) layer must not use \(reference.name) "
                       + "from the \(targetLayer) layer; " + allowedText(sourceLayer, model),
                   reference.location, reference.name, file)
        }
    }

    private func checkSuperclasses(_ file: FileFacts, _ model: ProjectModel, _ report: Report) {
        for type in file.types where type.kind == "class" {
            guard let superclass = type.inherited.first, model.kind(ofType: superclass) == "class" else { continue }
            report(.noProjectSuperclass,
                   "\(type.name) inherits from \(superclass), a class of this project; share code with a protocol, "
                       + "a generic or a collaborator instead of a base class.",
                   type.location, type.name, file)
        }
    }

    private func checkSingletons(_ file: FileFacts, _ model: ProjectModel, _ report: Report) {
        for access in file.singletonAccesses {
            guard let owner = access.enclosingType, owner.hasSuffix("ViewModel") || owner.hasSuffix("UseCase") else { continue }
            report(.noSingletonAccess,
                   "\(owner) reaches \(access.base).\(access.member); inject it through the initializer (a Has* dependency) instead.",
                   access.location, owner, file)
        }
    }

    private func checkViewModelDependencies(_ file: FileFacts, _ model: ProjectModel, _ report: Report) {
        // A type's slots share one owner string: its suffix is tested once per owner, not per slot
        // (`hasSuffix` cost more than the rest of the rule), and a slot outside a ViewModel is not even copied.
        var lastOwner: (name: String, isViewModel: Bool)?
        for index in file.dependencySlots.indices {
            guard let owner = file.dependencySlots[index].enclosingType else { continue }
            if lastOwner.map({ !$0.name.hasSameUTF8(as: owner) }) ?? true {
                lastOwner = (owner, owner.hasSuffix("ViewModel"))
            }
            guard lastOwner?.isViewModel == true else { continue }
            let slot = file.dependencySlots[index]
            guard model.kind(ofType: slot.typeName) == "class",
                  Self.abstractedSuffixes.contains(where: { slot.typeName.hasSuffix($0) })
            else { continue }
            report(.viewModelDependsOnProtocols,
                   "\(owner) depends on the concrete class \(slot.typeName); depend on its protocol "
                       + "(a concrete default argument value is fine).",
                   slot.location, "\(owner).\(slot.typeName)", file)
        }
    }

    private func checkPublished(_ file: FileFacts, _ report: Report) {
        for property in file.publishedProperties where !property.hasRestrictedSetter && !property.isBoundInput {
            report(.publishedPrivateSet,
                   "@Published \(property.name) can be set from outside; make it private(set), or mark a two-way "
                       + "bound input with `// kumiki:bound-input`.",
                   property.location, "\(property.enclosingType ?? "").\(property.name)", file)
        }
    }

    private func allowedText(_ layer: String, _ model: ProjectModel) -> String {
        let allowed = model.configuration.preset.allowedDependencies[layer]?.sorted() ?? []
        return allowed.isEmpty ? "it may depend on no other layer." : "it may depend on \(allowed.joined(separator: ", "))."
    }

    /// Layer cycles, from every observed dependency edge.
    private func cycles(in layers: LayerGraph, severity: Severity) -> [Diagnostic] {
        layers.graph.cycles().map { cycle in
            let edge = DependencyGraph.Edge(from: cycle[0], to: cycle[1 % cycle.count])
            let first = layers.firstLocations[edge] ?? SourceLocation(file: "", line: 1, column: 1)
            return Diagnostic(
                ruleID: RuleID.dependencyCycle.rawValue, severity: severity,
                message: "The layers depend on each other in a cycle: \((cycle + [cycle[0]]).joined(separator: " → ")).",
                location: first, symbol: cycle.sorted().joined(separator: ",")
            )
        }
    }
}
