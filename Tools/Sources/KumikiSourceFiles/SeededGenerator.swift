/// A SplitMix64 random number generator, for the tools that make source files rather than
/// read them (the fuzzer's damaged inputs, the benchmarks' corpora, the robustness tests):
/// the same seed makes the same files on every machine, so a failure found in CI is
/// reproduced locally and figures from different runs measure the same files.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
