// snippet.hide
import Kumiki

protocol CartRepository: Sendable {}
// snippet.show
@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var lines: [String] = []
    private let repository: any CartRepository

    init(repository: any CartRepository) {
        self.repository = repository
    }
}
