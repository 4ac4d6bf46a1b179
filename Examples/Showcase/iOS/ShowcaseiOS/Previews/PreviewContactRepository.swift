import Kumiki
import ShowcaseDomain

/// Contacts for previews: the fixtures, none, or a failure, for each face of the list.
struct PreviewContactRepository: ContactRepositoryProtocol {
    enum Answer: Sendable {
        case contacts([Contact])
        case failure(RepositoryError)
    }

    let answer: Answer

    func fetchContacts() -> RepositoryPublisher<[Contact]> {
        switch answer {
        case .contacts(let contacts):
            return Just(contacts).setFailureType(to: RepositoryError.self).eraseToAnyPublisher()
        case .failure(let error):
            return Fail(error: error).eraseToAnyPublisher()
        }
    }
}
