import Foundation

/// SplitMix64: a small deterministic generator, so that a random test prints its seed and a
/// failure can be reproduced by running it again with that seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A seed for one run of a random test: `GHTEXT_SEED` when set, to repeat a failing run, or else a
/// fresh one. The test prints it either way.
func testSeed(_ test: String) -> UInt64 {
    var system = SystemRandomNumberGenerator()
    let seed = ProcessInfo.processInfo.environment["GHTEXT_SEED"].flatMap { UInt64($0) } ?? system.next()
    print("\(test): seed \(seed) (run again with GHTEXT_SEED=\(seed))")
    return seed
}
