struct CountriesRepository {
    func store() -> DBModel.CountryDetails {
        let details = DBModel.CountryDetails()
        let schema: [Any.Type] = [DBModel.Country.self, DBModel.CountryDetails.self]
        _ = schema
        _ = \DBModel.CountryDetails.neighbors
        return details
    }

    func preview() -> CountryDetails? { nil } // finding
}

extension DBModel.CountryDetails {
    var summary: String { capital }
    static func empty() -> CountryDetails { CountryDetails() }
}

let previewScreen: CountryDetails? = nil // finding
