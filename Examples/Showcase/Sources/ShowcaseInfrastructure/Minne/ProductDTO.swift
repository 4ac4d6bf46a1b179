import ShowcaseDomain

/// A product as the shop API writes it.
public struct ProductDTO: Decodable, Hashable, Sendable {
    /// `id`
    public var id: Int
    /// `name`
    public var name: String
    /// `price`, in yen
    public var price: Int
    /// `creator`
    public var creator: String
    /// `category`
    public var category: String
    /// `description`
    public var description: String
    /// `stock`
    public var stock: Int

    /// A product, as a requester double answers one.
    public init(id: Int, name: String, price: Int, creator: String, category: String, description: String, stock: Int) {
        self.id = id
        self.name = name
        self.price = price
        self.creator = creator
        self.category = category
        self.description = description
        self.stock = stock
    }

    /// The Domain's product.
    public var product: Product {
        Product(id: id, name: name, price: price, creatorName: creator, category: category, description: description, stock: stock)
    }
}
