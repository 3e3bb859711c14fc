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
        /// The system's curl, the yardstick for a network route.
        case curl
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
    /// Variables added to the child's environment (a token).
    var environment: [String: String] = [:]
    /// The network between the program and the server, when it is not bare loopback: a round
    /// trip, and an HTTPS front. `{api}` and `{ca}` in ``arguments`` stand for the route's URL
    /// and the certificate to trust.
    var network: NetworkRoute.Plan?
    /// Whether every run starts with no cache (the folder removed before it, outside its time),
    /// as a first run does.
    var freshCache = false
    /// Another command line timed in alternation with this one, against the same server, that
    /// this one is held to.
    var comparison: Comparison?

    /// A command line timed run for run beside a scenario's (the plain listing a `--full` one
    /// must keep up with), so that the machine's drift touches both alike.
    struct Comparison: Sendable {
        /// The short name its row is shown under.
        var name: String
        /// Its arguments.
        var arguments: [String]
        /// What a correct run prints.
        var expectation: OutputExpectation
        /// How many requests a correct run sends.
        var requests: Int
        /// The least wall time it could take.
        var physicalLimit: Double?
        /// The scenario's median wall time must be at most this many times the comparison's.
        var ratioTarget: Double
    }

    /// The users listed, for scenarios that list users.
    var userCount: Int? {
        switch expectation {
        case .users(let ids), .fullUsers(let ids): return ids.count
        default: return nil
        }
    }

    /// The scenario that times `comparison` alone, for its row in the report.
    var comparisonScenario: Scenario? {
        comparison.map { comparison in
            var scenario = self
            scenario.name = comparison.name
            scenario.arguments = comparison.arguments
            scenario.expectation = comparison.expectation
            scenario.requests = comparison.requests
            scenario.physicalLimit = comparison.physicalLimit
            scenario.wallTarget = nil
            scenario.environment = [:]
            scenario.comparison = nil
            return scenario
        }
    }
}
