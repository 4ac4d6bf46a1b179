/// A handmade item in the minne-like shop.
public struct Product: Hashable, Sendable, Codable, Identifiable {
    /// The product's identifier.
    public var id: Int
    /// Its name.
    public var name: String
    /// Its price in yen.
    public var price: Int
    /// The creator's shop name.
    public var creatorName: String
    /// The category it is listed in.
    public var category: String
    /// The creator's description.
    public var description: String
    /// How many are left.
    public var stock: Int

    /// Creates a product.
    public init(id: Int, name: String, price: Int, creatorName: String, category: String, description: String, stock: Int) {
        self.id = id
        self.name = name
        self.price = price
        self.creatorName = creatorName
        self.category = category
        self.description = description
        self.stock = stock
    }
}
