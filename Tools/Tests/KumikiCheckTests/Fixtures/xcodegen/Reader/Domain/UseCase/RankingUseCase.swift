protocol RankingUseCase { func ranking() -> [Novel] }
