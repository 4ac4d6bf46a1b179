import Foundation

struct AppContainer {
    let viewModel = RankingViewModel(useCase: RankingUseCase(gateway: NarouAPIClient(), client: NarouAPIClient()))
}
