import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users relations` in memory: whole stdout, stderr and exit status.
struct RelationsCommandTests {
    /// Followers `[1, 2, 3]` then `[4, 5]`, following `[5, 3, 9]`, each list 100 a page.
    private static func transport(followers: [[Int]] = [[1, 2, 3], [4, 5]], following: [[Int]] = [[5, 3, 9]]) -> StubTransport {
        let transport = StubTransport()
        for (list, pages) in [("followers", followers), ("following", following)] {
            let path = "/users/octocat/\(list)?per_page=100"
            for (index, ids) in pages.enumerated() {
                let target = index == 0 ? path : "\(path)&page=\(index + 1)"
                let link = index + 1 < pages.count ? TestUsers.pageLink(path, page: index + 2, last: pages.count) : [:]
                transport.register(target, headers: link, body: TestUsers.page(ids))
            }
        }
        return transport
    }

    @Test func eachRelation_isTheSetDifference_inGitHubsOrder() async {
        let cases: [(String, [Int])] = [
            ("--followers-only", [1, 2, 4]),
            ("--mutual", [3, 5]),
            ("--following-only", [9]),
        ]
        for (flag, ids) in cases {
            let result = await CLIHarness.run(["relations", "octocat", flag], transport: Self.transport())
            #expect(
                result == ProcessResult(stdout: ids.map { TestUsers.line($0) }.joined(), stderr: "", status: 0),
                "case \(String(reflecting: (flag, ids)))")
        }
    }

    @Test func onATerminal_aTable() async {
        let result = await CLIHarness.run(
            ["relations", "octocat", "--mutual", "--color", "never"], transport: Self.transport(), terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN          ID  TYPE  PROFILE URL
                        user3           3  User  https://github.com/user3
                        user5           5  User  https://github.com/user5

                        """, stderr: "", status: 0))
    }

    @Test func json_isOneArrayOfUsersAsSent() async {
        let result = await CLIHarness.run(["relations", "octocat", "--followers-only", "--json"], transport: Self.transport())
        #expect(
            result
                == ProcessResult(
                    stdout: "[\n" + [1, 2, 4].map { TestUsers.json($0) }.joined(separator: ",\n") + "\n]\n", stderr: "", status: 0))
    }

    @Test func emptySide_leavesAllOrNone_andATerminalHearsWhy() async {
        let everyone = await CLIHarness.run(["relations", "octocat", "--followers-only"], transport: Self.transport(following: [[]]))
        #expect(everyone == ProcessResult(stdout: [1, 2, 3, 4, 5].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        let none = await CLIHarness.run(["relations", "octocat", "--mutual"], transport: Self.transport(following: [[]]), terminal: true)
        #expect(none == ProcessResult(stdout: "", stderr: "octocat and no one follow each other.\n", status: 0))
        let nobodyFollows = await CLIHarness.run(["relations", "octocat", "--following-only"], transport: Self.transport(followers: [[]]))
        #expect(nobodyFollows == ProcessResult(stdout: [5, 3, 9].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
    }

    /// A failing page of the list compared with is an error, and nothing is printed.
    @Test func otherListFailing_isAnError_printingNothing() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/following?per_page=100", headers: TestUsers.pageLink("/users/octocat/following?per_page=100", page: 2),
            body: TestUsers.page([5]))
        for _ in 1...3 { transport.register("/users/octocat/following?per_page=100&page=2", status: 502, body: "") }
        transport.register("/users/octocat/followers?per_page=100", body: TestUsers.page([1, 5]))
        // Whether the followers' page was read before the failure is a matter of timing.
        let result = await CLIHarness.run(["relations", "octocat", "--followers-only"], transport: transport, verifyingStubs: false)
        #expect(transport.unexpectedRequests.isEmpty)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: "Error: GitHub returned HTTP 502 for https://api.github.com/users/octocat/following?per_page=100&page=2\n",
                    status: 1))
    }

    @Test func limit_stopsThere_andATerminalHearsOfMore() async {
        let result = await CLIHarness.run(
            ["relations", "octocat", "--followers-only", "--limit", "2"], transport: Self.transport(), terminal: true, verifyingStubs: false
        )
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stderr == "Showing the first 2 users; raise --limit for more.\n")
        #expect(result.status == 0)
    }

    @Test func usageErrors_sendNothing() async {
        let cases: [([String], String)] = [
            (["relations", "octocat"], "Error: Missing one of '--mutual', '--followers-only' or '--following-only'\n"),
            (
                ["relations", "octocat", "--mutual", "--following-only"],
                "Error: '--mutual' and '--following-only' cannot be used together\n"
            ),
            (["relations", "--mutual"], "Error: Missing expected argument '<login>'\n"),
            (
                ["relations", "octocat", "--mutual", "--limit", "0"],
                "Error: The value '0' is invalid for '--limit <n>': expected a whole number of at least 1\n"
            ),
            (["relations", "@me", "--following-only", "--follow"], "Error: '--follow' goes with '--followers-only'\n"),
            (["relations", "@me", "--followers-only", "--unfollow"], "Error: '--unfollow' goes with '--following-only'\n"),
            (
                ["relations", "@me", "--followers-only", "--follow", "--unfollow"],
                "Error: '--follow' and '--unfollow' cannot be used together\n"
            ),
            (["relations", "@me", "--followers-only", "--follow", "--full"], "Error: '--full' and '--follow' cannot be used together\n"),
            (
                ["relations", "@me", "--followers-only", "--follow", "--json"],
                "Error: '--json' prints the plan of '--follow' only with '--dry-run'\n"
            ),
            (["relations", "@me", "--followers-only", "--yes"], "Error: '--yes' needs '--follow' or '--unfollow'\n"),
            (
                ["--offline", "relations", "@me", "--followers-only", "--follow", "--yes"],
                "Error: '--follow' changes GitHub, so it cannot be used with '--offline'\n"
            ),
            (
                ["relations", "@me", "--followers-only", "--follow", "--yes", "--dry-run"],
                "Error: '--yes' and '--dry-run' cannot be used together\n"
            ),
        ]
        for (arguments, error) in cases {
            let result = await CLIHarness.run(arguments)
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: error + """
                            Usage: gh-users relations <login> [--mutual | --followers-only | --following-only] [--limit <n>] [--json [<fields>]] [--jq <expression>] [--full] [--follow | --unfollow] [--yes] [--dry-run]
                              See 'gh-users relations --help' for more information.

                            """, status: 64),
                "case \(String(reflecting: (arguments, error)))")
        }
    }
}
