import Foundation
import Kumiki
import Testing

enum Route: Equatable, Sendable {
    case product(id: Int)
    case novel(ncode: String)
    case settings
    case search(word: String?)
}

private struct Refused: Error {}

private func makeRouter() -> DeepLinkRouter<Route> {
    var router = DeepLinkRouter<Route>(hosts: ["showcase.example"], schemes: ["https", "showcase"])
    router.add("/minne/products/:id") { .product(id: try $0.int("id")) }
    router.add("/narou/novels/:ncode") { parameters in
        .novel(ncode: try parameters.value("ncode") { $0.range(of: #"^[Nn][0-9]{4}[A-Za-z]{1,2}$"#, options: .regularExpression) != nil ? $0.uppercased() : nil })
    }
    router.add("/minne/settings/free-shipping") { _ in .settings }
    router.add("/narou/search") { .search(word: $0.query["word"]) }
    router.add("/admin") { _ in throw Refused() }
    return router
}

@Suite("DeepLinkRouter")
struct DeepLinkRouterTests {
    @Test("web links and custom-scheme links reach the same routes, with typed parameters", arguments: [
        ("https://showcase.example/minne/products/42", Route.product(id: 42)),
        ("showcase://minne/products/42", .product(id: 42)),
        ("HTTPS://SHOWCASE.EXAMPLE/minne/products/42/", .product(id: 42)),
        ("https://showcase.example/narou/novels/n1234ab", .novel(ncode: "N1234AB")),
        ("showcase://narou/novels/N1234AB?from=push", .novel(ncode: "N1234AB")),
        ("https://showcase.example/minne/settings/free-shipping", .settings),
        ("showcase://narou/search?word=C%2B%2B%20%E7%B5%84%E6%9C%A8", .search(word: "C++ 組木")),
    ])
    func routes(link: String, expected: Route) throws {
        #expect(try makeRouter().route(for: link) == expected)
    }

    @Test("unknown, malformed and hostile links are typed errors, never crashes", arguments: [
        ("ftp://showcase.example/minne/products/1", DeepLinkError.unsupportedScheme("ftp")),
        ("https://evil.example/minne/products/1", .unsupportedHost("evil.example")),
        ("https://showcase.example/minne/products/abc", .invalidParameter(name: "id", value: "abc")),
        ("https://showcase.example/minne/products/99999999999999999999999", .invalidParameter(name: "id", value: "99999999999999999999999")),
        ("https://showcase.example/narou/novels/..%2F..%2Fetc", .invalidParameter(name: "ncode", value: "../../etc")),
        ("https://showcase.example/minne/products", .noRoute(path: "/minne/products")),
        ("https://showcase.example/", .noRoute(path: "/")),
        ("", .malformed("")),
        ("not a link", .malformed("not a link")),
        ("showcase://admin", .rejected("Refused()")),
    ])
    func errors(link: String, expected: DeepLinkError) {
        #expect(throws: expected) { try makeRouter().route(for: link) }
    }

    @Test("a thousand damaged links never crash and always answer a route or a typed error")
    func fuzz() {
        var generator = SplitMix(seed: 2026)
        let pieces = ["showcase://", "https://showcase.example", "/", "minne", "products", "%", "%zz", "42", ":", "?", "#", "narou", "novels", "N1234AB", "\u{0}", "組木", "..", "//"]
        let router = makeRouter()
        for _ in 0..<1_000 {
            let link = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            do {
                _ = try router.route(for: link)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}

/// A deterministic generator, so a failing damaged link can be reproduced.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
