struct Product {
    let id: String
    let name: String
}
