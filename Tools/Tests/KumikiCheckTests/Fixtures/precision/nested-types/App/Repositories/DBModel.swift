enum DBModel {}

extension DBModel {
    final class CountryDetails {
        var capital = ""
        var neighbors: [Country] = []
    }

    final class Country {
        var name = ""
        var details: CountryDetails?
        let byNeighbors = \CountryDetails.neighbors
    }

    static func make() -> CountryDetails { CountryDetails() }
}
