import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 child channel with ``PersistentConnectionHandler`` where the request's
/// HTTP version is still known, so any HTTP client, HTTP/1.0 ones included, can use the backend.
struct ShowcaseHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    /// How long a connection may stay idle before the server closes it.
    static let idleTimeout = TimeAmount.seconds(60)

    /// The server the backend's `Application` builds with these channels.
    static let server = HTTPServerBuilder { responder in ShowcaseHTTP1Channel(responder: responder) }

    let responder: HTTPChannelHandler.Responder

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>> {
        channel.eventLoop.makeCompletedFuture {
            // Hummingbird answers HTTP errors itself, and Swift HTTP Types have validated the headers.
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(
                withPipeliningAssistance: false,
                withErrorHandling: false,
                withOutboundHeaderValidation: false
            )
            try channel.pipeline.syncOperations.addHandler(PersistentConnectionHandler())
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try channel.pipeline.syncOperations.addHandler(
                HTTPConnectionStateHandler(idleTimeout: .init(Self.idleTimeout), logger: logger)
            )
            return try NIOAsyncChannel(
                wrappingChannelSynchronously: channel,
                configuration: .init(isOutboundHalfClosureEnabled: true)
            )
        }
    }

    func handle(value asyncChannel: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, logger: Logger) async {
        await handleHTTP(asyncChannel: asyncChannel, logger: logger)
    }
}
