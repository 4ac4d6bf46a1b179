import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A plain URLSession client for the server's own tests (the app's APIClient is
/// tested in ShowcaseInfrastructureTests).
struct TestClient {
    let baseURL: URL
    private let session = URLSession(configuration: .ephemeral)

    struct Answer {
        let status: Int
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func json() throws -> Any { try JSONSerialization.jsonObject(with: body) }
    }

    func send(_ method: String = "GET", _ pathAndQuery: String, body: String? = nil, userAgent: String = "ShowcaseServerTests") async throws -> Answer {
        guard let url = URL(string: baseURL.absoluteString + pathAndQuery) else { throw URLError(.badURL) }
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.httpMethod = method
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await session.data(for: request)
        return Answer(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
    }
}

/// Sends a request as raw bytes over a socket, with exactly the headers given, and
/// returns the status line: for what URLSession will not send (no User-Agent at all).
func rawStatusLine(port: Int, request: String) throws -> String {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw URLError(.cannotConnectToHost) }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw URLError(.cannotConnectToHost) }
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = recv(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else { throw URLError(.networkConnectionLost) }
    return String(decoding: buffer[0..<count], as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
}

/// A moment in Japan time.
func tokyo(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .current
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? Date()
}
