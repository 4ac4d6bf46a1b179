import Foundation

final class HTTPClient {
    func get<T: Decodable>(_ type: T.Type) async throws -> T {
        try JSONDecoder().decode(type, from: Data("[]".utf8))
    }
}
