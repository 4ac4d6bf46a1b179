// snippet.hide
import Kumiki

protocol CartRepository: Sendable {}
// snippet.show
import Observation

@MainActor
@Observable
final class CartViewModel {
    private(set) var lines: [String] = []
    @ObservationIgnored private let repository: any CartRepository

    init(repository: any CartRepository) {
        self.repository = repository
    }
}
