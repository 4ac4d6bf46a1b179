/// Requirements with availability and requirements inside `#if`.
// kumiki:mockable
public protocol Versioned {
    /// Available from given platform versions.
    @available(macOS 10.15, iOS 13, *)
    func modern() -> Int
    /// Not callable from asynchronous code.
    @available(*, noasync)
    func blocking()
    #if DEBUG
    /// Only in debug builds.
    func debugDescription() -> String
    #else
    /// Only in release builds.
    func releaseNumber() -> Int
    #endif
}
