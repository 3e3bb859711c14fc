/// How to run the scenarios.
struct BenchOptions: Equatable {
    /// Measured runs for every scenario, replacing each one's default.
    var runs: Int?
    /// Exit 1 when a target is missed.
    var check = false
    /// The gh-users binary to time, instead of the one beside this executable.
    var binary: String?
    /// Only these scenarios, by name.
    var only: [String]?
}
