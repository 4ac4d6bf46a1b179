import Hummingbird
import NIOCore

/// The request context of the fixture backend: Hummingbird's basic context plus
/// the connection, so a fault can drop it without answering.
public struct ShowcaseRequestContext: RequestContext {
    /// Hummingbird's own per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The connection the request arrived on.
    public let channel: any Channel

    /// Creates the context for a request on `source`'s connection.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
