struct AppEnvironment {
    let interactor: RealCountriesInteractor
}

struct SystemEventsInteractor {
    let environment: AppEnvironment
}
