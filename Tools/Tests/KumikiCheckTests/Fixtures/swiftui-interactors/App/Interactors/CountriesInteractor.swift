import SwiftUI

protocol CountriesInteractor {
    func load() async -> [Country]
}

struct RealCountriesInteractor: CountriesInteractor {
    let repository: any CountriesRepository

    func load() async -> [Country] {
        (try? await repository.loadCountries()) ?? []
    }

    func preview() -> CountriesListView {
        CountriesListView(interactor: self)
    }
}
