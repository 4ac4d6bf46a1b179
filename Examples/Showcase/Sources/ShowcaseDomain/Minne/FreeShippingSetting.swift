/// The amount above which a seller's items ship free (minne's free-shipping rewrite); 0 means every item ships free.
public struct FreeShippingSetting: Equatable, Codable, Sendable {
    /// The threshold in yen.
    public var amount: Int

    /// Creates a setting.
    public init(amount: Int) {
        self.amount = amount
    }
}
