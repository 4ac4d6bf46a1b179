/// The Narou novel API's answer: `[{"allcount": N}, {novel}, {novel}, …]`, an array whose
/// first element is unlike the others.
public struct NarouNovelResponse: Decodable, Hashable, Sendable {
    /// How many novels match in all.
    public var allCount: Int
    /// The novels on this page.
    public var novels: [NarouNovelItem]

    private struct Count: Decodable {
        let allcount: Int
    }

    /// Reads the count, then the novels.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        allCount = try container.decode(Count.self).allcount
        var novels: [NarouNovelItem] = []
        while !container.isAtEnd {
            novels.append(try container.decode(NarouNovelItem.self))
        }
        self.novels = novels
    }
}
