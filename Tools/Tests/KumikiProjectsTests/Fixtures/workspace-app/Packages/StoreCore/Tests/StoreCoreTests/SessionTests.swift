@testable import StoreCore
import Testing

@Test func makesASession() {
    _ = Session()
}
