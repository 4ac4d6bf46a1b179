import Foundation

/// A project written to a temporary folder for one test, removed when the test ends.
final class ProjectFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kumiki-mcp-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A modules-preset app: Domain, Infrastructure, Presentation and two features, folders under Sources/.
    static func modulesApp() throws -> ProjectFolder {
        try ProjectFolder([
            ".kumiki.yml": "preset: modules\nrules:\n  no-singleton-access: error\n",
            "Sources/ShopDomain/Product.swift": "public struct Product: Sendable { public let id: Int }\n",
            "Sources/ShopDomain/ProductRepositoryProtocol.swift": "public protocol ProductRepositoryProtocol { func products() async throws -> [Product] }\n",
            "Sources/ShopInfrastructure/ProductRepository.swift":
                "import Foundation\nimport ShopDomain\n\npublic final class ProductRepository: ProductRepositoryProtocol {\n    public init() {}\n    public func products() async throws -> [Product] { [] }\n}\n",
            "Sources/ShopPresentation/ProductListViewModel.swift":
                "import ShopDomain\n\npublic final class ProductListViewModel {\n    let repository: any ProductRepositoryProtocol\n    public init(repository: any ProductRepositoryProtocol) { self.repository = repository }\n}\n",
            "Sources/CartFeature/CartScreen.swift": "import ShopPresentation\n\npublic struct CartScreen {}\n",
            "Sources/SearchFeature/SearchScreen.swift": "import ShopPresentation\n\npublic struct SearchScreen {}\n",
        ])
    }
}
