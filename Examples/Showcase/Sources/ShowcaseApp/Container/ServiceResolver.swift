import Swinject

/// Resolves services from the container, a missing or failed one as a typed error: what every
/// registration's factory resolves its dependencies through, so the container is a graph
/// (override one registration and everything above it gets the replacement) with no force
/// unwrap and no crash on a wiring mistake.
public struct ServiceResolver {
    let resolver: any Resolver

    /// Resolves from `resolver` (a container, or an assembler's resolver).
    public init(resolver: any Resolver) {
        self.resolver = resolver
    }

    /// The service registered for `type` (and `name`), built from its own dependencies.
    public func resolve<Service>(_ type: Service.Type, name: String? = nil) throws(ShowcaseAppError) -> Service {
        guard let outcome = resolver.resolve(Result<Service, ShowcaseAppError>.self, name: name) else {
            // Named as the catalog names registrations, so the two always agree.
            let service = RegistrationCatalog.serviceName(String(describing: Result<Service, ShowcaseAppError>.self))
            throw .missingRegistration(service + (name.map { " named \($0)" } ?? ""))
        }
        return try outcome.get()
    }
}
