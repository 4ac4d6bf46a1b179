public struct Novel: Equatable {
    public let title: String
}
