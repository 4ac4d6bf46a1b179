struct RankingAPIClientMock {}
