import Foundation
import UIKit

protocol ProductRepositoryProtocol {
    func products() async throws -> [Product]
}

final class ProductRepository: ProductRepositoryProtocol {
    private let requester: any ProductRequesterProtocol

    init(requester: any ProductRequesterProtocol = ProductRequester()) {
        self.requester = requester
    }

    func products() async throws -> [Product] {
        try await requester.products()
    }
}
