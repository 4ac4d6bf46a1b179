import Foundation
import Kumiki
import ShowcaseDomain
import ShowcasePresentation

/// The Narou ranking screen (NaroViewer's `RankingViewModel` done with
/// error handling): the four rankings, the stored one shown at once, the fresh one
/// when it arrives, and every failure visible with a retry.
///
/// The use case is injected; the ViewModel never reaches a container or a singleton
/// (NaroViewer's `AppBuilder.shared` made its ViewModel untestable).
@MainActor
public final class RankingViewModel: ObservableObject {
    /// What this screen needs besides its use case.
    public typealias Dependency = HasAnalyticsTracker & HasMainScheduler

    /// The ranking shown.
    @Published public private(set) var selectedType: RankingType = .daily
    /// The rows, merged with novel details; `nil` before anything arrived.
    @Published public private(set) var ranking: Ranking?
    /// Whether a load is in flight.
    @Published public private(set) var isLoading = false {
        didSet {
            guard !isLoading else { return }
            let waiters = refreshWaiters
            refreshWaiters = []
            waiters.forEach { $0.resume() }
        }
    }
    /// What went wrong when nothing can be shown, for the retry view.
    @Published public private(set) var errorMessage: String?
    /// Where to go.
    @Published public private(set) var transitionItem: RankingTransitionItem?
    /// How many rows a scrolling list shows: a page more each time its end comes near, so
    /// a 300-row ranking does not build 300 rows up front.
    @Published public private(set) var displayedCount = RankingViewModel.pageSize

    /// The rows a scrolling list adds at a time.
    public static let pageSize = 50
    /// How close to the last shown row a shown row must be to show the next page.
    public static let prefetchDistance = 10

    private let useCase: any RankingUseCaseProtocol
    private let dependency: Dependency
    private let now: @Sendable () -> Date
    private var load: AnyCancellable?
    private var hasAppeared = false
    /// Pull-to-refresh calls waiting for the load in flight to end.
    private var refreshWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates the ranking screen's ViewModel; `now` dates the "how old" notice.
    public init(useCase: any RankingUseCaseProtocol, dependency: Dependency = CoreDependencies(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.useCase = useCase
        self.dependency = dependency
        self.now = now
    }

    /// A line above the list when it is not the current, fresh ranking: the previous
    /// period (the current one is not produced yet), or a stored copy shown because the
    /// network failed, and its age.
    public var notice: String? {
        guard let ranking else { return nil }
        var parts: [String] = []
        if ranking.period.isPreviousPeriod {
            parts.append("最新の\(ranking.period.type.title)ランキングはまだ集計中のため、前回分を表示しています")
        }
        if case .stale = ranking.freshness {
            parts.append("通信できないため、\(AgeText.adverb(for: ranking.age(at: now())))取得したランキングを表示しています")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "。")
    }

    /// The rows a scrolling list shows: the first ``displayedCount`` of the ranking.
    public var displayedEntries: ArraySlice<RankingEntry> {
        (ranking?.entries ?? []).prefix(displayedCount)
    }

    /// Row `index` came on screen: near the end of the shown rows, the next page shows.
    public func entryDidAppear(at index: Int) {
        let total = ranking?.entries.count ?? 0
        guard displayedCount < total, index >= displayedCount - Self.prefetchDistance else { return }
        displayedCount = min(total, displayedCount + Self.pageSize)
    }

    /// Pull to refresh: reloads the selected ranking and returns once the load has
    /// finished, so the refresh indicator stays for exactly as long as the load.
    public func refresh() async {
        loadRanking()
        guard isLoading else { return }
        await withCheckedContinuation { refreshWaiters.append($0) }
    }

    /// The screen appeared: loads the selected ranking once.
    public func onAppear() {
        dependency.analyticsTracker.post(tag: .screen("narou_ranking", parameters: ["type": selectedType.rawValue]))
        guard !hasAppeared else { return }
        hasAppeared = true
        loadRanking()
    }

    /// Another ranking was chosen: shows its stored copy at once and loads it.
    public func rankingTypeDidChange(_ type: RankingType) {
        guard type != selectedType else { return }
        selectedType = type
        loadRanking()
    }

    /// Whether the screen offers a retry: the load failed, or only a stored copy could be shown.
    public var canRetry: Bool {
        guard !isLoading else { return false }
        if errorMessage != nil { return true }
        if case .stale = ranking?.freshness { return true }
        return false
    }

    /// The retry button.
    public func retryButtonDidTap() {
        loadRanking()
    }

    /// Row `index` was tapped; rows of deleted novels do not navigate.
    public func entryDidSelect(at index: Int) {
        guard let entries = ranking?.entries, entries.indices.contains(index), let novel = entries[index].novel else { return }
        transitionItem = .novelDetail(novel)
    }

    /// The view navigated.
    public func transitionDidFinish() {
        transitionItem = nil
    }

    private func loadRanking() {
        let type = selectedType
        // The stored copy shows at once, with the inline activity indicator, until the fresh one arrives.
        ranking = useCase.storedRanking(of: type)
        displayedCount = Self.pageSize
        isLoading = true
        errorMessage = nil
        // A new load replaces the one in flight: switching rankings quickly shows only the last.
        load = AnyPublisher<Ranking, RepositoryError> { [useCase] () async throws(RepositoryError) -> Ranking in
            try await useCase.ranking(of: type)
        }
        .receive(on: dependency.mainScheduler)
        .sink(
            receiveCompletion: { [weak self] completion in
                guard let self else { return }
                self.isLoading = false
                if case .failure(let error) = completion {
                    self.ranking = nil
                    self.errorMessage = FailureMessage(error, headline: "\(type.title)ランキングを読み込めませんでした").text
                }
            },
            receiveValue: { [weak self] ranking in
                // Together with the ranking: the completion arrives in a later main-queue turn,
                // and a frame drawn in between would show the fresh list as still updating.
                self?.ranking = ranking
                self?.isLoading = false
            }
        )
    }
}
