#if canImport(SwiftUI)
import Kumiki
import ShowcaseDomain

/// Contacts for previews: the fixtures, none, a failure, or saved contacts shown offline, for
/// each face of the list.
struct PreviewContactRepository: ContactRepositoryProtocol {
    enum Answer: Sendable {
        case contacts([Contact])
        case saved([Contact], age: Duration)
        case failure(RepositoryError)
    }

    let answer: Answer

    func fetchContacts() -> RepositoryPublisher<CachedValue<[Contact]>> {
        switch answer {
        case .contacts(let contacts):
            return Just(CachedValue(value: contacts, age: .zero, source: .loaded)).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        case .saved(let contacts, let age):
            let saved = CachedValue(value: contacts, age: age, source: .fallback(after: .network(.offline)))
            return Just(saved).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        case .failure(let error):
            return Fail(error: error).eraseToAnyPublisher()
        }
    }
}
#endif
