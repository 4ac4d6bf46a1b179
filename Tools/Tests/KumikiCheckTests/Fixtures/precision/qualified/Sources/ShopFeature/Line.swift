public struct Line {
    public init() {}
}
