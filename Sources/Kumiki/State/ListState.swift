/// The items of a list screen together with the state of the request that
/// fills it: the single source from which every list view flag is derived.
///
/// ```swift
/// @Published private(set) var state = ListState<Contact, RepositoryError>()
///
/// func viewDidLoad() {
///     state.request = .requesting
///     repository.fetchContacts()
///         .receive(on: dependency.mainScheduler)
///         .sink(
///             receiveCompletion: { [weak self] in
///                 if case .failure(let error) = $0 { self?.state.request = .failed(error) }
///             },
///             receiveValue: { [weak self] in self?.state.finish(with: $0) }
///         )
///         .store(in: &cancellables)
/// }
///
/// var flags: AnyPublisher<ListViewFlags, Never> { $state.listViewFlags() }
/// ```
public struct ListState<Item, Failure: Error> {
    /// The items currently on screen.
    public var items: [Item]
    /// The state of the request that fills or refreshes `items`.
    public var request: RequestState<Failure>

    /// Creates a list state; by default empty with no request in flight.
    public init(items: [Item] = [], request: RequestState<Failure> = .none) {
        self.items = items
        self.request = request
    }

    /// What the screen shows for this state.
    public var presentation: ListPresentation<Failure> {
        switch (items.isEmpty, request) {
        case (true, .none): return .noData
        case (true, .requesting): return .fullScreenIndicator
        case (true, .failed(let failure)): return .retry(failure)
        case (false, .none): return .list(.idle)
        case (false, .requesting): return .list(.activity)
        case (false, .failed(let failure)): return .list(.error(failure))
        }
    }

    /// The Boolean view flags for this state.
    public var flags: ListViewFlags {
        presentation.flags
    }

    /// Marks a request as started; the items stay so a refresh keeps the list on screen.
    public mutating func beginRequest() {
        request = .requesting
    }

    /// Replaces the items with a successful response and clears the request state.
    public mutating func finish(with items: [Item]) {
        self.items = items
        request = .none
    }

    /// Appends a page of items from a successful response and clears the request state.
    public mutating func finish(appending page: [Item]) {
        items.append(contentsOf: page)
        request = .none
    }

    /// Records a failed request; the items stay so the list can show an inline error.
    public mutating func fail(with failure: Failure) {
        request = .failed(failure)
    }
}

extension ListState: Equatable where Item: Equatable, Failure: Equatable {}
extension ListState: Sendable where Item: Sendable, Failure: Sendable {}
