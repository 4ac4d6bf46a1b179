import Foundation

protocol CountriesRepository {
    func loadCountries() async throws -> [Country]
}

struct CountriesWebRepository: CountriesRepository {
    func loadCountries() async throws -> [Country] {
        []
    }
}
