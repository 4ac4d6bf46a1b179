struct RankingAPIClient {}
