public struct PriceFormatter {
    public init() {}
}
