/// Gives a type the app's handler for errors no screen handles itself.
public protocol HasErrorHandler {
    /// The app-wide error handler.
    var errorHandler: any ErrorHandling { get }
}
