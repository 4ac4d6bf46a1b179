import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// A novel's detail screen: its details (loaded by code when opened from the reading
/// list or a link), the reading URL, and adding it to or removing it from the reading list.
@MainActor
public final class NovelDetailViewModel: ObservableObject {
    /// What this screen needs besides its use case and repository.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The novel's details: loaded at once when the caller handed the novel over, otherwise
    /// loading, loaded or failed (opened from the reading list or a link).
    @Published public private(set) var details: LoadState<Novel, RepositoryError>
    /// Whether it is on the reading list.
    @Published public private(set) var isInReadingList = false
    /// Why the last reading-list change failed; cleared by the next one that succeeds.
    @Published public private(set) var readingListErrorMessage: String?
    /// Where to go.
    @Published public private(set) var transitionItem: NovelDetailTransitionItem?

    /// The code of the novel shown.
    public let ncode: String
    private let useCase: any NovelDetailUseCaseProtocol
    private let readingList: any ReadingListRepositoryProtocol
    private let dependency: Dependency
    private var cancellables: Set<AnyCancellable> = []
    private var load: AnyCancellable?
    private var isObserving = false

    /// Creates the detail screen for `ncode`; pass `novel` when the caller already has it.
    public init(
        ncode: String,
        novel: Novel? = nil,
        useCase: any NovelDetailUseCaseProtocol,
        readingList: any ReadingListRepositoryProtocol,
        dependency: Dependency = CoreDependencies()
    ) {
        self.ncode = ncode.uppercased()
        self.details = novel.map { .loaded($0) } ?? .idle
        self.useCase = useCase
        self.readingList = readingList
        self.dependency = dependency
    }

    /// The novel; `nil` while it loads or when it failed to.
    public var novel: Novel? { details.value }
    /// Whether the details are loading.
    public var isLoading: Bool { details.isLoading }
    /// What went wrong, for an inline message (with a retry when the details failed to load).
    public var errorMessage: String? {
        readingListErrorMessage ?? details.failure.map { $0.isNotFound ? "この作品は見つかりませんでした" : FailureMessage($0, headline: "作品を読み込めませんでした").text }
    }

    /// Where the novel is read: `https://ncode.syosetu.com/{ncode}/`.
    public var readingURL: URL? {
        novel?.readingURL
    }

    /// The screen appeared.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("narou_novel", parameters: ["ncode": ncode]))
        guard !isObserving else { return }
        isObserving = true
        readingList.entries
            .map { [ncode] entries in entries.contains { $0.ncode == ncode } }
            .removeDuplicates()
            .receive(on: dependency.mainScheduler)
            .sink { [weak self] in self?.isInReadingList = $0 }
            .store(in: &cancellables)
        if novel == nil { loadNovel() }
    }

    /// The retry button.
    public func retryButtonDidTap() {
        loadNovel()
    }

    /// The reading-list button: adds or removes the novel.
    public func readingListButtonDidTap() {
        guard let novel else { return }
        do {
            if readingList.contains(novel.ncode) {
                try readingList.remove(novel.ncode)
            } else {
                try readingList.add(novel)
            }
            readingListErrorMessage = nil
        } catch {
            readingListErrorMessage = FailureMessage(error, headline: "読書リストを更新できませんでした").text
        }
    }

    /// The read button: opens the novel on the web.
    public func readButtonDidTap() {
        guard let readingURL else { return }
        transitionItem = .readOnWeb(readingURL)
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }

    /// Receives on the main scheduler before tracking, so `.loading` is set the moment the
    /// load starts rather than one scheduler hop later.
    private func loadNovel() {
        load = AnyPublisher<Novel, RepositoryError> { [useCase, ncode] () async throws(RepositoryError) -> Novel in
            try await useCase.novel(ncode)
        }
        .receive(on: dependency.mainScheduler)
        .trackLoadState()
        .sink { [weak self] in self?.details = $0 }
    }
}
