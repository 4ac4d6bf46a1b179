public struct Theme {
    public init() {}
}
