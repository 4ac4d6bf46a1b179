public struct Analytics {
    public init() {}
}
