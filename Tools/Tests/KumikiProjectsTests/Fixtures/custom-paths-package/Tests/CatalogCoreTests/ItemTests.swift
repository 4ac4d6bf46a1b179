@testable import CatalogCore
import Testing

@Test func makesAnItem() {
    #expect(Item(name: "a").name == "a")
}
