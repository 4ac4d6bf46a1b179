import Foundation

protocol ProductRequesterProtocol {
    func products() async throws -> [Product]
}

struct ProductRequester: ProductRequesterProtocol {
    func products() async throws -> [Product] { [] }
}
