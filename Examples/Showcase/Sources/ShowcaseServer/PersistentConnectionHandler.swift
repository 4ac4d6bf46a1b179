import NIOCore
import NIOHTTP1

/// Decides, per request, whether the connection outlives the response, the way RFC 9112 §9.3
/// says: an HTTP/1.0 request keeps it only with `Connection: keep-alive`, any request ends it
/// with `Connection: close`.
///
/// It sits below Hummingbird's HTTP types, which carry no version: without it an HTTP/1.0 client
/// (ApacheBench, `curl -0`, `nc`) got an HTTP/1.1 answer on a connection that never closed and
/// waited for the end of a body that had already arrived.
final class PersistentConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// What a request asked of the connection, kept in arrival order because HTTP/1 answers
    /// pipelined requests in the order they came.
    private struct Exchange {
        let version: HTTPVersion
        let keepsConnection: Bool
    }

    private var waiting = CircularBuffer<Exchange>()
    private var answering: Exchange?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            waiting.append(Exchange(version: head.version, keepsConnection: head.isKeepAlive))
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head):
            // A response nobody asked for (a parse error's 400) ends the connection.
            let exchange = waiting.popFirst() ?? Exchange(version: .http1_1, keepsConnection: false)
            answering = exchange
            // An HTTP/1.0 client cannot read chunked framing (RFC 9112 §7.1), so it gets an HTTP/1.0
            // answer, which NIO frames by length or by closing the connection.
            head.version = exchange.version
            head.headers.remove(name: "connection")
            if !exchange.keepsConnection {
                head.headers.add(name: "connection", value: "close")
            } else if exchange.version == .http1_0 {
                head.headers.add(name: "connection", value: "keep-alive")
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            let exchange = answering
            answering = nil
            guard let exchange, !exchange.keepsConnection else {
                context.write(data, promise: promise)
                return
            }
            let written = promise ?? context.eventLoop.makePromise(of: Void.self)
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            context.writeAndFlush(data, promise: written)
        }
    }
}
