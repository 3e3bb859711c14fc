import Foundation

/// A random number generator that replays: tests that feed random input draw from it, name
/// its seed in every failure, and take `GH_USERS_TEST_SEED` to repeat a failed run exactly.
/// (SplitMix64: small, fast and good enough for test input.)
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator seeded from `GH_USERS_TEST_SEED` when it is set, else from the system.
    public init() {
        let fromEnvironment = ProcessInfo.processInfo.environment["GH_USERS_TEST_SEED"].flatMap { UInt64($0) }
        self.init(seed: fromEnvironment ?? UInt64.random(in: 0...UInt64.max))
    }

    /// A generator that always gives the same sequence for `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// `(repeat with GH_USERS_TEST_SEED=…)`, for failure messages.
    public var replay: String { "(repeat with GH_USERS_TEST_SEED=\(seed))" }
}
