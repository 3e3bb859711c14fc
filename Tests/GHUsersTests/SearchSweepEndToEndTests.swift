import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `search --all` run as the built binary against the stand-in's qualified search, which, as
/// GitHub, serves 1,000 results of a search and answers 422 past them.
@Suite(.timeLimit(.minutes(2)))
struct SearchSweepEndToEndTests {
    private static func server(_ accounts: [FakeGitHub.SearchAccount], searchLimit: Int? = nil) throws -> LoopbackServer {
        var fake = FakeGitHub()
        fake.searchAccounts = accounts
        if let searchLimit {
            let rules = [
                "core": FakeRateLimits.Rule(limit: 5_000, window: 3_600), "search": FakeRateLimits.Rule(limit: searchLimit, window: 3_600),
            ]
            fake.rateLimits = FakeRateLimits(anonymous: rules, authenticated: rules)
        }
        return try fake.start()
    }

    /// The piped line for a stand-in account.
    private static func line(_ account: FakeGitHub.SearchAccount) -> String {
        let login = account.isOrganization ? "org\(account.id)" : "user\(account.id)"
        return "\(login)\t\(account.id)\t\(account.isOrganization ? "Organization" : "User")\tfalse\thttps://github.com/\(login)\n"
    }

    private static func ids(_ stdout: String) -> [Int] {
        stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").dropFirst().first.flatMap { Int($0) } }
    }

    @Test func all_givesEveryOneOf5000Matches_once_oldestFirst() async throws {
        let accounts = FakeGitHub.SearchAccount.spread(count: 5_000)
        let server = try Self.server(accounts)
        defer { server.stop() }
        let result = try await BinaryRunner.run(["-v", "search", "followers:>=0", "--all", "--api-url", server.baseURL.absoluteString])
        #expect(result.status == 0)
        #expect(result.stdout == accounts.map(Self.line).joined())
        let cost = try #require(result.stderr.split(separator: "\n").last)
        let requests = server.requests.count
        #expect(cost == "* search: \(requests) requests over 17 slices (16 cut in two)")
        // At least 50 pages of 100; the probes of the 16 spans cut in two, the empty spans before
        // 2010, and the last, part-filled page of each span add the rest.
        #expect(requests == 78)
        #expect(server.requests.allSatisfy { $0.queryValue("per_page") == "100" && $0.queryValue("sort") == "joined" })
    }

    @Test func qualifiers_narrowTheSweep_limitPast1000Stops() async throws {
        let accounts = FakeGitHub.SearchAccount.spread(count: 3_000)
        let server = try Self.server(accounts)
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let porto = try await BinaryRunner.run(["search", "type:user location:porto", "--all", "--api-url", api])
        #expect(
            porto
                == ProcessResult(
                    stdout: accounts.filter { !$0.isOrganization && $0.location == "porto" }.map(Self.line).joined(), stderr: "", status: 0)
        )
        let limited = try await BinaryRunner.run(["search", "followers:>100", "--limit", "1500", "--api-url", api])
        #expect(
            limited
                == ProcessResult(
                    stdout: accounts.filter { $0.followers > 100 }.prefix(1_500).map(Self.line).joined(), stderr: "", status: 0))
    }

    /// A second too crowded to split is reported, and the run still succeeds.
    @Test func unsplittableSecond_isReported_runStillSucceeds() async throws {
        let crowd = (1...1_200).map { FakeGitHub.SearchAccount(id: $0, created: 1_400_000_000) }
        let accounts = crowd + FakeGitHub.SearchAccount.spread(count: 300, firstID: 2_001)
        let server = try Self.server(accounts)
        defer { server.stop() }
        let result = try await BinaryRunner.run(["search", "followers:>=0", "--all", "--api-url", server.baseURL.absoluteString])
        #expect(
            result
                == ProcessResult(
                    stdout: (accounts.suffix(300) + crowd.prefix(1_000)).map(Self.line).joined(),
                    stderr:
                        "Warning: 200 matching users could not be reached: more than 1000 accounts were created within the second 2014-05-13T16:53:20+00:00, a span that cannot be split further, and GitHub serves only the first 1000 results of a search.\n",
                    status: 0))
    }

    @Test func stoppedSearch_resumes_withNoGapAndNoRepeat() async throws {
        let accounts = FakeGitHub.SearchAccount.spread(count: 2_500)
        let limited = try Self.server(accounts, searchLimit: 20)
        defer { limited.stop() }
        let stopped = try await BinaryRunner.run(["search", "followers:>=0", "--all", "--api-url", limited.baseURL.absoluteString])
        #expect(stopped.status == 1)
        let lines = stopped.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first?.hasPrefix("Error: search rate limit exceeded (0 of 20 left); it resets at ") == true)
        #expect(
            lines.dropFirst().first == "Not sent: an earlier answer left 0 of 20 requests; 'gh-users status' asks GitHub what is left now.")
        let resume = try #require(lines.last)
        let pattern = #"^Resume: gh-users search --resume (\d{8}T\d{6}Z\.\.\d{8}T\d{6}Z@\d+) "#
        let point = try #require(resume.firstMatch(of: try Regex(pattern))?.output[1].substring.map(String.init))
        #expect(resume == "Resume: gh-users search --resume \(point) 'followers:>=0' --all --api-url \(limited.baseURL.absoluteString)")
        // The rest, from a GitHub whose limit has reset.
        let fresh = try Self.server(accounts)
        defer { fresh.stop() }
        let rest = try await BinaryRunner.run([
            "search", "followers:>=0", "--all", "--resume", point, "--api-url", fresh.baseURL.absoluteString,
        ])
        #expect(rest.status == 0 && rest.stderr == "")
        #expect(Self.ids(stopped.stdout) + Self.ids(rest.stdout) == accounts.map(\.id))
        #expect(!stopped.stdout.isEmpty && !rest.stdout.isEmpty)
    }

    @Test func whatASweepCannotDo_isAUsageError() async throws {
        for (arguments, message) in [
            (
                ["search", "x", "--all", "--sort", "followers"],
                "Error: '--sort' cannot be used past 1000 results: the search is split by creation time, so users come oldest first\n"
            ),
            (
                ["search", "x created:>2020-01-01", "--limit", "2000"],
                "Error: past 1000 results the search is split by created:, so the query cannot have a created: of its own\n"
            ),
            (["search", "x", "--resume", "20120304T050607Z..20121231T235959Z@3"], "Error: '--resume' goes with '--all' or '--limit'\n"),
            (
                ["search", "x", "--all", "--resume", "yesterday"],
                "Error: The value 'yesterday' is invalid for '--resume <point>': expected the point a Resume line names, such as 20120304T050607Z..20121231T235959Z@3\n"
            ),
        ] {
            let result = try await BinaryRunner.run(arguments)
            #expect(result.status == 64 && result.stdout == "")
            #expect(result.stderr.hasPrefix(message), "\(arguments)")
        }
    }
}
