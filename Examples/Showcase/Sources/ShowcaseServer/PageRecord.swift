/// One page of a paged list as the backend's JSON has it: the items under the list's own key
/// (`products`, `articles`) and `nextPage`, which is `null` on the last page rather than
/// missing, as the APIs document.
struct PageRecord<Item: Encodable>: Encodable {
    /// The key the items are listed under.
    let key: String
    let items: [Item]
    let nextPage: Int?

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(items, forKey: Key(stringValue: key))
        try container.encode(nextPage, forKey: Key(stringValue: "nextPage"))
    }
}
