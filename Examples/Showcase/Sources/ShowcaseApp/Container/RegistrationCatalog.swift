import Swinject

/// Every service registered in a container, so all of them can be resolved once at startup
/// (and in a test): a wiring mistake is a typed error before the first screen, not a surprise
/// on the screen that first needs the service.
public final class RegistrationCatalog: Behavior {
    private var entries: [(name: String, check: (any Resolver) -> ShowcaseAppError?)] = []

    /// An empty catalog; add it to a container with `Container(behaviors: [catalog])`.
    public init() {}

    /// The registered services' names, in registration order.
    public var names: [String] { entries.map(\.name) }

    /// Records a registration made through `register(_:name:scope:factory:)`.
    public func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>, withName name: String?
    ) {
        let described = Self.serviceName(String(describing: Type.self)) + (name.map { " named \($0)" } ?? "")
        entries.append((described, { resolver in
            guard let resolved = resolver.resolve(Type.self, name: name) else { return .missingRegistration(described) }
            return (resolved as? any ResolutionOutcome)?.failure
        }))
    }

    /// `any X` for an entry keyed `Result<any X, ShowcaseAppError>`; other keys as they are.
    static func serviceName(_ key: String) -> String {
        let prefix = "Result<", suffix = ", ShowcaseAppError>"
        guard key.hasPrefix(prefix), key.hasSuffix(suffix) else { return key }
        return String(key.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// Resolves every registered service; the first failure, as a typed error.
    public func resolveAll(_ resolver: any Resolver) throws(ShowcaseAppError) {
        for entry in entries {
            if let failure = entry.check(resolver) { throw failure }
        }
    }
}

/// A registration's outcome: the built service, or why it could not be built.
protocol ResolutionOutcome {
    /// Why the service could not be built, if it could not.
    var failure: ShowcaseAppError? { get }
}

extension Result: ResolutionOutcome where Failure == ShowcaseAppError {
    var failure: ShowcaseAppError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
