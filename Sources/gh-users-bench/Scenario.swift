import Foundation

/// One thing the benchmark times: a command line, the server it talks to, what its output
/// must be for a run to count, and the figures it is held to.
struct Scenario: Sendable {
    /// Which program a scenario runs.
    enum Program: Sendable {
        /// The release-built `gh-users`.
        case ghUsers
        /// The Foundation "hello world", for reference.
        case hello
    }

    /// The short name shown in the table and accepted by `--only`.
    var name: String
    /// The program to run.
    var program: Program
    /// Its arguments.
    var arguments: [String]
    /// The server it talks to, or `nil` when it needs none.
    var api: BenchAPI?
    /// How many measured runs (after one warm-up run).
    var runs: Int
    /// The least wall time the work could take (round trips × latency), when there is one.
    var physicalLimit: Double?
    /// The median wall time must be at most this, in seconds.
    var wallTarget: Double?
    /// The peak RSS of every run must be at most this, in bytes.
    var rssTarget: Int?
    /// The median CPU time (user + system) must be at most this, in seconds.
    var cpuTarget: Double?
    /// What a correct run prints.
    var expectation: OutputExpectation
    /// How many requests a correct run sends.
    var requests = 0

    /// The users listed, for scenarios that list users.
    var userCount: Int? {
        if case .users(let ids) = expectation { return ids.count }
        return nil
    }
}
