struct Country: Equatable {
    let name: String
    let population: Int
}
