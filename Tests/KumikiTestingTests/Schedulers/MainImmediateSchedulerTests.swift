import Foundation
import Kumiki
import KumikiTesting
import Testing

// A reading-list screen written the way the guides say: a Requester over an
// APIClient, a Repository with a Paginator and a CachedResource, and a
// main-actor ViewModel that receives on `dependency.mainScheduler`.

private struct Book: Codable, Equatable, Sendable {
    let id: Int
    let title: String
}

private struct BooksPage: Codable, Equatable, Sendable {
    let books: [Book]
    let nextPage: Int?
}

private struct GetBooks: Endpoint {
    typealias Success = BooksPage
    let page: Int
    var path: String { "/books" }
    var queryItems: [URLQueryItem] { [URLQueryItem(name: "page", value: "\(page)")] }
}

private struct GetShelfName: Endpoint {
    typealias Success = String
    var path: String { "/shelf/name" }
}

private struct GetBookCount: Endpoint {
    typealias Success = Int
    var path: String { "/books/count" }
}

private struct BookRequester {
    let apiClient: any APIClientProtocol
    func books(page: Int) -> NetworkPublisher<BooksPage> { apiClient.request(GetBooks(page: page)) }
    func shelfName() -> NetworkPublisher<String> { apiClient.request(GetShelfName()) }
    func count() async throws(NetworkError) -> Int { try await apiClient.send(GetBookCount()) }
}

private final class BookRepository: Sendable {
    let books: Paginator<Book, Int>
    let count: CachedResource<Int>
    private let requester: BookRequester

    init(requester: BookRequester) {
        self.requester = requester
        books = Paginator { page in
            let response = try await requester.books(page: page ?? 1).firstValue()
            return Page(items: response.books, nextCursor: response.nextPage)
        }
        count = CachedResource { try await requester.count() }
    }

    func shelfName() -> RepositoryPublisher<String> {
        requester.shelfName().mapError(RepositoryError.network).eraseToAnyPublisher()
    }
}

@MainActor
private final class ReadingListViewModel: ObservableObject {
    typealias Dependency = HasMainScheduler

    @Published private(set) var list = ListState<Book, RepositoryError>()
    @Published private(set) var count: Int?
    @Published private(set) var shelfName = ""
    /// Outputs set off the main queue; must stay 0.
    private(set) var offMainQueueDeliveries = 0

    private let repository: BookRepository
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []

    init(repository: BookRepository, dependency: Dependency) {
        self.repository = repository
        self.dependency = dependency
    }

    func onAppear() {
        repository.books.statePublisher.listState()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.deliver { $0.list = $1 }($0) }
            .store(in: &cancellables)
        repository.count.publisher()
            .receive(on: dependency.mainScheduler)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.deliver { $0.count = $1 }($0) })
            .store(in: &cancellables)
        repository.shelfName()
            .receive(on: dependency.mainScheduler)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.deliver { $0.shelfName = $1 }($0) })
            .store(in: &cancellables)
        repository.books.nextPagePublisher()
            .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            .store(in: &cancellables)
    }

    private func deliver<T>(_ set: @escaping (ReadingListViewModel, T) -> Void) -> (T) -> Void {
        { [weak self] value in
            guard let self else { return }
            if DispatchQueue.getSpecific(key: mainQueueKey) != true { offMainQueueDeliveries += 1 }
            set(self, value)
        }
    }
}

@Suite("mainImmediate")
@MainActor
struct MainImmediateSchedulerTests {
    private func makeClient() -> StubAPIClient {
        let client = StubAPIClient()
        client.stub(GetBooks.self) { endpoint in
            BooksPage(books: [Book(id: endpoint.page, title: "組木の本 \(endpoint.page)")], nextPage: nil)
        }
        client.stub(GetShelfName.self, value: "積読")
        client.stub(GetBookCount.self, value: 12)
        return client
    }

    @Test("a main-actor ViewModel over APIClient.request, Paginator and CachedResource, tested as the guides say")
    func followsTheGuides() async throws {
        let repository = BookRepository(requester: BookRequester(apiClient: makeClient()))
        let viewModel = ReadingListViewModel(
            repository: repository,
            dependency: CoreDependencies(mainScheduler: .mainImmediate)
        )
        let lists = viewModel.$list.record()
        let counts = viewModel.$count.record()
        let names = viewModel.$shelfName.record()
        viewModel.onAppear()

        #expect(viewModel.list.flags == ListViewFlags(showsFullScreenIndicator: true), "synchronous on the main queue")
        #expect(try await counts.next(2).value(timeout: .seconds(10)) == [nil, 12])
        #expect(try await names.next(2).value(timeout: .seconds(10)) == ["", "積読"])
        for _ in 0..<1_000 where viewModel.list.items.isEmpty {
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(viewModel.list == ListState(items: [Book(id: 1, title: "組木の本 1")], request: .none))
        let flags = try lists.availableElements.get().map(\.flags)
        #expect(flags.first == ListViewFlags(showsNoDataView: true), "the ViewModel's own initial value")
        #expect(flags.dropFirst().allSatisfy { $0 == ListViewFlags(showsFullScreenIndicator: true) || $0 == ListViewFlags(showsList: true) })
        #expect(viewModel.offMainQueueDeliveries == 0)
    }

    @Test("work scheduled on the main queue runs at once; from another thread it runs on the main queue")
    func hopsOnlyWhenNeeded() async {
        let scheduler = AnySchedulerOf<DispatchQueue>.mainImmediate
        var ranAtOnce = false
        scheduler.schedule { ranAtOnce = true }
        #expect(ranAtOnce)

        let ranOnMainQueue = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                scheduler.schedule {
                    continuation.resume(returning: DispatchQueue.getSpecific(key: mainQueueKey) == true)
                }
            }
        }
        #expect(ranOnMainQueue)
    }
}

/// Marks the main queue, to tell it apart from the thread that drains it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
