public struct Product {
    public init() {}
}
