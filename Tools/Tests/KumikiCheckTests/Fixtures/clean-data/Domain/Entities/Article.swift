public struct Article: Equatable {
    public let id: Int
    public let title: String
}
