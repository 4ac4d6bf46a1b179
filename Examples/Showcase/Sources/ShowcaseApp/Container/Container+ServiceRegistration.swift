import Swinject

extension Container {
    /// Registers how to build `type`: `factory` resolves what it needs through a
    /// ``ServiceResolver``, and `scope` says how long an instance lives (`.container` for
    /// repositories, stores and caches that screens share; `.transient` for use cases).
    ///
    /// The entry is keyed by `Result<Service, ShowcaseAppError>`, so a dependency that is
    /// missing surfaces where the service is resolved, as a typed error.
    @discardableResult
    public func register<Service>(
        _ type: Service.Type, name: String? = nil, scope: ObjectScope,
        factory: @escaping (ServiceResolver) throws(ShowcaseAppError) -> Service
    ) -> ServiceEntry<Result<Service, ShowcaseAppError>> {
        register(Result<Service, ShowcaseAppError>.self, name: name) { resolver in
            do throws(ShowcaseAppError) {
                return .success(try factory(ServiceResolver(resolver: resolver)))
            } catch {
                return .failure(error)
            }
        }
        .inObjectScope(scope)
    }
}
