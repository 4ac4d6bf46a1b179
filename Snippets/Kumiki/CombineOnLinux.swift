// snippet.hide
import Kumiki

struct Contact: Equatable, Sendable {
    let name: String
}

protocol ContactRepositoryProtocol {
    func fetchContacts() -> RepositoryPublisher<[Contact]>
}

@MainActor
final class ContactListViewModel {
    typealias Dependency = HasMainScheduler

    private(set) var state = ListState<Contact, RepositoryError>()
    private let repository: any ContactRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    init(repository: any ContactRepositoryProtocol, dependency: Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

    func viewDidLoad() {
        state.beginRequest()
// snippet.show
// snippet.receive-on-main
repository.fetchContacts()
    .receive(on: dependency.mainScheduler)   // DispatchQueue.main in production
    .sink(
        receiveCompletion: { [weak self] in
            if case .failure(let error) = $0 { self?.state.fail(with: error) }
        },
        receiveValue: { [weak self] in self?.state.finish(with: $0) }
    )
    .store(in: &cancellables)
// snippet.end
// snippet.hide
    }
}

// snippet.operators
let query = PassthroughSubject<String, Never>()
let sort = CurrentValueSubject<String, Never>("new")
let refresh = PassthroughSubject<Void, Never>()
let retry = PassthroughSubject<Void, Never>()

// The same source on both platforms: Combine's operators, or Kumiki's on OpenCombine.
let request = query.combineLatest(sort) { query, sort in "\(query) by \(sort)" }
let reload = refresh.merge(with: retry)
let anySignal = Publishers.MergeMany([refresh, retry, refresh])
// snippet.end
