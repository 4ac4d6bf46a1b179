import Foundation

final class RankingViewModel {
    private let useCase: RankingUseCase
    private let client = NarouAPIClient()

    init(useCase: RankingUseCase) {
        self.useCase = useCase
    }
}
