@testable import Shop
import XCTest

final class CartTests: XCTestCase {
    func testFormatsYen() {
        XCTAssertEqual(PriceFormatter.format(300), "¥300")
    }
}
