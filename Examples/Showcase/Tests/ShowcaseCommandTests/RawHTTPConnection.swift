import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection that writes requests byte for byte and reads whatever comes back, so a test
/// sees what a minimal HTTP/1.0 client (ApacheBench, `nc`) sees: the status line as sent, and
/// whether the server closes the connection.
final class RawHTTPConnection {
    /// What the socket delivered before the deadline, and whether the server closed it.
    struct Reply {
        var text: String
        var closedByServer: Bool
    }

    private let socketDescriptor: Int32

    /// Connects to `port` on the loopback address.
    init(port: UInt16) throws {
        #if canImport(Glibc)
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socketDescriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socketDescriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socketDescriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit {
        close(socketDescriptor)
    }

    /// Sends `request` exactly as given.
    func send(_ request: String) {
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes { write(socketDescriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            sent += written
        }
    }

    /// Reads until the server closes the connection, `enough` says the reply is complete, or
    /// `timeout` passes with nothing more to read.
    func read(timeout: TimeInterval, until enough: (String) -> Bool = { _ in false }) -> Reply {
        var received = [UInt8]()
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { break }
            var descriptor = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining * 1_000) + 1)
            if ready <= 0 { break }
            let count = buffer.withUnsafeMutableBytes { recv(socketDescriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                return Reply(text: String(decoding: received, as: UTF8.self), closedByServer: true)
            }
            received += buffer[..<count]
            if enough(String(decoding: received, as: UTF8.self)) { break }
        }
        return Reply(text: String(decoding: received, as: UTF8.self), closedByServer: false)
    }
}
