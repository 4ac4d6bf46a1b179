/// Decides what happens to an error no screen handles itself: log it, count
/// it, show a generic alert, force a sign-out on an expired session.
///
/// ViewModels reach it through ``HasErrorHandler`` so every screen treats
/// stray errors the same way and tests can assert that one was raised.
public protocol ErrorHandling: Sendable {
    /// Handles `error`, raised at the given source location.
    func handle(_ error: any Error, file: String, function: String, line: UInt)
}

extension ErrorHandling {
    /// Handles `error`, capturing the caller's source location.
    public func handle(
        _ error: any Error,
        file: String = #fileID,
        function: String = #function,
        line: UInt = #line
    ) {
        handle(error, file: file, function: function, line: line)
    }
}
