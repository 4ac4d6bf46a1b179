import MockFixtureDependencies

/// A protocol refining another module's `Service`, which makes it `Sendable`.
// kumiki:mockable
public protocol BackgroundService: Service {
    /// The service's name.
    var name: String { get }
}
