import Shared

public struct Formatter {
    public init() {}
}
