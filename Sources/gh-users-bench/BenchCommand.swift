import Foundation
import GHDomain

/// What `gh-users-bench` was asked to do, parsed from its arguments.
enum BenchCommand: Equatable {
    /// Run the scenarios and print the table.
    case run(BenchOptions)
    /// Only start a bench server and keep it running, for profiling and manual checks.
    case serve(ServeOptions)
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
                                                         [--enterprise <version> [--private] [--https]]

        Times the release-built gh-users, run as a child process, against a loopback GitHub
        stand-in. Each scenario gets one warm-up run, then its measured runs.

        OPTIONS:
          --runs <n>       Measured runs for every scenario (default: 10 paging and profiles,
                           5 followers-full and scale-10k, 3 scale-100k, 20 startup and hello).
          --only <names>   Comma-separated scenarios, named as the table names them: paging,
                           profiles, followers-full, search-all, json-100k, cache-100k, startup,
                           browse-keys, browse-first-rows and others; an unknown name is refused
                           with the list of all of them.
          --check          Exit 1 when a target is missed (a wrong run always exits 2).
          --binary <path>  The gh-users to time (default: the one beside this executable).

        serve: starts the bench server, prints its URL, and runs until killed.
          --users <n>      Users that /users pages through (default: 10000).
          --latency <ms>   Delay before every answer (default: 0).
          --rate-limit <n>/<seconds>
                           Allow each caller (each token, or none) n requests of each
                           resource (core, search, graphql) per window of this many seconds,
                           with GitHub's headers and its 403 past the limit (default: none).
          --enterprise <version>
                           Play a GitHub Enterprise Server of this release (such as 3.14.2): REST
                           under /api/v3, GraphQL at /api/graphql, the release in every answer's
                           X-GitHub-Enterprise-Version and in GET /api/v3/meta's installed_version.
                           Before 3.9 it has no social accounts (GraphQL's undefinedField for
                           socialAccounts, 404 for /users/{login}/social_accounts).
          --private        With --enterprise: private mode, 401 to every request without a token.
          --https          With --enterprise: serve through nghttpx over TLS with a throwaway
                           certificate, and print the GH_HOST and SSL_CERT_FILE that reach it.
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchCommand {
        var rest = arguments[...]
        if rest.first == "serve" {
            rest = rest.dropFirst()
            var serve = ServeOptions()
            while let option = rest.popFirst() {
                switch option {
                case "--users": serve.users = try number(option, rest.popFirst(), in: 0...10_000_000)
                case "--latency": serve.latencyMilliseconds = try number(option, rest.popFirst(), in: 0...60_000)
                case "--rate-limit":
                    let parts = try value(option, rest.popFirst()).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                    guard parts.count == 2 else { throw UsageError(description: "--rate-limit takes <n>/<seconds>, such as 60/3600") }
                    serve.rateLimit = .init(
                        limit: try number(option, parts[0], in: 1...1_000_000), seconds: try number(option, parts[1], in: 1...86_400))
                case "--enterprise":
                    let version = try value(option, rest.popFirst())
                    guard ServerVersion(version) != nil else {
                        throw UsageError(description: "--enterprise takes a release, such as 3.14.2")
                    }
                    serve.enterpriseVersion = version
                case "--private": serve.privateMode = true
                case "--https": serve.https = true
                case "-h", "--help": return .help
                default: throw UsageError(description: "unknown option '\(option)' for serve")
                }
            }
            if serve.enterpriseVersion == nil, let alone = serve.privateMode ? "--private" : serve.https ? "--https" : nil {
                throw UsageError(description: "\(alone) needs --enterprise <version>")
            }
            return .serve(serve)
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
