import Foundation

/// What `gh-users-bench` was asked to do, parsed from its arguments.
enum BenchCommand: Equatable {
    static func == (left: BenchCommand, right: BenchCommand) -> Bool {
        switch (left, right) {
        case (.run(let a), .run(let b)): return a == b
        case (.help, .help): return true
        case (.serve(let a, let b, let c), .serve(let d, let e, let f)):
            return a == d && b == e && c?.limit == f?.limit && c?.seconds == f?.seconds
        default: return false
        }
    }

    /// Run the scenarios and print the table.
    case run(BenchOptions)
    /// Only start a bench server and keep it running, for profiling and manual checks.
    case serve(users: Int, latencyMilliseconds: Int, rateLimit: (limit: Int, seconds: Int)?)
    /// Print the usage text.
    case help

    /// A command line the benchmark does not understand.
    struct UsageError: Error, CustomStringConvertible {
        /// What was wrong.
        var description: String
    }

    /// The usage text.
    static let usage = """
        USAGE: swift run -c release gh-users-bench [--runs <n>] [--only <names>] [--check] [--binary <path>]
               swift run -c release gh-users-bench serve [--users <n>] [--latency <ms>] [--rate-limit <n>/<seconds>]

        Times the release-built gh-users, run as a child process, against a loopback GitHub
        stand-in. Each scenario gets one warm-up run, then its measured runs.

        OPTIONS:
          --runs <n>       Measured runs for every scenario (default: 10 paging and profiles,
                           5 followers-full and scale-10k, 3 scale-100k, 20 startup and hello).
          --only <names>   Comma-separated scenarios: paging, profiles, waiting, followers-full,
                           search-all, scale-10k, json-100k, tsv-100k, scale-100k, startup, hello,
                           browse-keys, browse-first-rows, browse-memory.
          --check          Exit 1 when a target is missed (a wrong run always exits 2).
          --binary <path>  The gh-users to time (default: the one beside this executable).

        serve: starts the bench server, prints its URL, and runs until killed.
          --users <n>      Users that /users pages through (default: 10000).
          --latency <ms>   Delay before every answer (default: 0).
          --rate-limit <n>/<seconds>
                           Allow each caller (each token, or none) n requests of each
                           resource (core, search, graphql) per window of this many seconds,
                           with GitHub's headers and its 403 past the limit (default: none).
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchCommand {
        var rest = arguments[...]
        if rest.first == "serve" {
            rest = rest.dropFirst()
            var users = 10_000
            var latency = 0
            var rateLimit: (limit: Int, seconds: Int)?
            while let option = rest.popFirst() {
                switch option {
                case "--users": users = try number(option, rest.popFirst(), in: 0...10_000_000)
                case "--latency": latency = try number(option, rest.popFirst(), in: 0...60_000)
                case "--rate-limit":
                    let parts = try value(option, rest.popFirst()).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                    guard parts.count == 2 else { throw UsageError(description: "--rate-limit takes <n>/<seconds>, such as 60/3600") }
                    rateLimit = (try number(option, parts[0], in: 1...1_000_000), try number(option, parts[1], in: 1...86_400))
                case "-h", "--help": return .help
                default: throw UsageError(description: "unknown option '\(option)' for serve")
                }
            }
            return .serve(users: users, latencyMilliseconds: latency, rateLimit: rateLimit)
        }
        var options = BenchOptions()
        while let option = rest.popFirst() {
            switch option {
            case "--runs": options.runs = try number(option, rest.popFirst(), in: 1...1000)
            case "--check": options.check = true
            case "--binary": options.binary = try value(option, rest.popFirst())
            case "--only": options.only = try value(option, rest.popFirst()).split(separator: ",").map(String.init)
            case "-h", "--help": return .help
            default: throw UsageError(description: "unknown option '\(option)'")
            }
        }
        return .run(options)
    }

    private static func value(_ option: String, _ value: String?) throws(UsageError) -> String {
        guard let value else { throw UsageError(description: "\(option) needs a value") }
        return value
    }

    private static func number(_ option: String, _ text: String?, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(try value(option, text)), range.contains(number) else {
            throw UsageError(description: "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
