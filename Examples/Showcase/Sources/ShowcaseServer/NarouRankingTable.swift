/// The 300 entries of one Narou ranking, derived from the period so the same
/// `rtype` always answers the same list, and different periods differ.
///
/// Three entries name novels that no longer exist (deleted after they ranked),
/// as real rankings do; the novel API knows nothing of them.
enum NarouRankingTable {
    /// Codes of ranked novels that have since been deleted.
    static let deletedNovels = ["N9997ZX", "N9998ZY", "N9999ZZ"]
    static let deletedRanks = [17, 123, 250]

    /// `[{"ncode", "pt", "rank"}]` for `rtype`, drawn from `ncodes`.
    static func entries(for rtype: String, ncodes: [String]) -> [[String: Any]] {
        var generator = SeededGenerator(seed: rtype)
        var pool = ncodes
        pool.shuffle(using: &generator)
        var ranked = Array(pool.prefix(300 - deletedNovels.count))
        for (rank, ncode) in zip(deletedRanks, deletedNovels) {
            ranked.insert(ncode, at: min(rank - 1, ranked.count))
        }
        var points = 60_000 + Int(generator.next() % 40_000)
        return ranked.enumerated().map { index, ncode in
            points -= 10 + Int(generator.next() % 180)
            return ["rank": index + 1, "ncode": ncode, "pt": max(points, 1)]
        }
    }
}

/// A small deterministic generator (64-bit LCG over an FNV-1a seed): the fixture's
/// "random" data must not change between runs or processes.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in seed.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        state = hash
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
