import SwiftUI

struct CountriesListView {
    let interactor: any CountriesInteractor

    func rows(from repository: CountriesWebRepository) -> [Country] {
        []
    }
}
