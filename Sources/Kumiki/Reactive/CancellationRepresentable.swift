/// An error type with a case of its own for "the work was cancelled", so that
/// bridges between publishers and `async` code keep their typed throws when a
/// task or a subscription is cancelled.
///
/// ``NetworkError`` (`.cancelled`) and ``RepositoryError`` (`.network(.cancelled)`)
/// conform; conform your own feature errors to use `Publisher.firstValue()`
/// with them.
public protocol CancellationRepresentable: Error {
    /// The error that stands for cancelled work.
    static var cancellation: Self { get }
}

extension NetworkError: CancellationRepresentable {
    /// ``NetworkError/cancelled``.
    public static var cancellation: NetworkError { .cancelled }
}

extension RepositoryError: CancellationRepresentable {
    /// `.network(.cancelled)`.
    public static var cancellation: RepositoryError { .network(.cancelled) }
}
