/// Every rule `kumiki check` knows, with its default severity and documentation.
public enum RuleID: String, CaseIterable, Codable, Sendable {
    /// A layer depends (by import or by naming a type) on a layer it must not.
    case layerDependency = "layer-dependency"
    /// A layer imports a framework it must not (UIKit outside the View layer, networking in Domain).
    case forbiddenImport = "forbidden-import"
    /// A class inherits from a class defined in the project (no BaseViewController).
    case noProjectSuperclass = "no-project-superclass"
    /// A ViewModel or UseCase reaches a singleton (`X.shared`) instead of having it injected.
    case noSingletonAccess = "no-singleton-access"
    /// A ViewModel's stored dependency is a concrete Repository/UseCase class instead of a protocol.
    case viewModelDependsOnProtocols = "viewmodel-depends-on-protocols"
    /// A `@Published` output can be set from outside without being marked as a bound input.
    case publishedPrivateSet = "published-private-set"
    /// A stored output of an `@Observable` ViewModel can be set from outside without being marked as a bound input.
    case observablePrivateSet = "observable-private-set"
    /// Layers (or modules) depend on each other in a cycle.
    case dependencyCycle = "dependency-cycle"
    /// A file imports a module of the checked projects that its own target does not declare.
    case undeclaredDependency = "undeclared-dependency"
    /// A target declares a dependency on a project target or product that none of its files imports.
    case unusedDependency = "unused-dependency"
    /// A module of an isolated layer (a feature) imports another of that layer that is not an interface.
    case featureIsolation = "feature-isolation"
    /// A force unwrap (`!`) or `try!` outside tests (opt-in).
    case forceUnwrap = "force-unwrap"
    /// A file that does not parse as Swift.
    case parseError = "parse-error"
    /// A baseline entry that no longer matches any violation: delete it so the baseline only shrinks.
    case staleBaseline = "stale-baseline"
    /// A project file, workspace, XcodeGen spec or manifest that cannot be read or evaluated: the check goes on without it.
    case projectError = "project-error"

    /// Where the rules are documented on the web, each under its id: Tools/Rules.md in Kumiki's repository.
    public static let documentationBase = "https://github.com/kumiki-swift/kumiki/blob/main/Tools/Rules.md"

    /// The page that documents this rule, with a bad and a good example.
    public var documentationURL: String {
        "\(Self.documentationBase)#\(rawValue)"
    }

    /// The severity when the configuration does not set one.
    public var defaultSeverity: Severity {
        switch self {
        case .layerDependency, .forbiddenImport, .noProjectSuperclass, .dependencyCycle, .parseError, .undeclaredDependency,
             .featureIsolation: return .error
        case .noSingletonAccess, .viewModelDependsOnProtocols, .publishedPrivateSet, .observablePrivateSet, .staleBaseline, .unusedDependency,
             .projectError:
            return .warning
        case .forceUnwrap: return .off
        }
    }

    /// The options the rule takes in the mapping form of `.kumiki.yml`'s `rules` (besides `severity`).
    public var options: [String] {
        switch self {
        case .noProjectSuperclass: return ["include_tests"]
        default: return []
        }
    }

    /// The options the rule takes that list names (`allowed_superclasses: [Remote]`).
    public var listOptions: [String] {
        switch self {
        case .noProjectSuperclass: return ["allowed_superclasses"]
        default: return []
        }
    }

    /// One sentence on what the rule protects.
    public var summary: String {
        switch self {
        case .layerDependency: return "Each layer depends only on the layers below it, by import and by type reference."
        case .forbiddenImport: return "UI frameworks stay in the View layer; Domain imports no UI, networking or persistence framework."
        case .noProjectSuperclass: return "Share code by composition, protocols and generics, not by inheriting from a project class."
        case .noSingletonAccess: return "ViewModels and UseCases receive their collaborators through their initializer."
        case .viewModelDependsOnProtocols: return "ViewModels store Repository and UseCase protocols, so tests can inject doubles."
        case .publishedPrivateSet: return "@Published outputs are private(set) unless a view binds them two-way (// kumiki:bound-input)."
        case .observablePrivateSet:
            return "An @Observable ViewModel's stored outputs are private(set) unless a view binds them two-way (// kumiki:bound-input)."
        case .dependencyCycle: return "Layers and modules form no dependency cycle."
        case .undeclaredDependency: return "Every module a file imports is declared by the file's own target, not reached through another's."
        case .unusedDependency: return "A target declares only the project modules its files import."
        case .featureIsolation: return "Feature modules never import each other; they meet only through interface modules."
        case .forceUnwrap: return "No force unwrap or try! in shipped code."
        case .parseError: return "Every checked file parses."
        case .staleBaseline: return "The baseline lists only violations that still exist."
        case .projectError: return "Every project file, workspace, spec and manifest the check finds can be read."
        }
    }
}
