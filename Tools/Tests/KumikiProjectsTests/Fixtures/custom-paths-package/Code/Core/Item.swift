public struct Item {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}
