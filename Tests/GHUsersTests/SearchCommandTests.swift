import Foundation
import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users search` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct SearchCommandTests {
    @Test func search_onATerminal_saysHowManyMatch_thenTheTable() async {
        let transport = StubTransport()
        transport.register("/search/users?q=tom%20location%3Alisbon&per_page=3", body: TestUsers.searchPage([1, 2, 4], total: 1234))
        let result = await CLIHarness.run(
            ["search", "tom location:lisbon", "--limit", "3", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        Showing 3 of 1,234 users

                        LOGIN          ID  TYPE  PROFILE URL
                        user1           1  User  https://github.com/user1
                        user2           2  User  https://github.com/user2
                        user4           4  User  https://github.com/user4

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    /// A `total_count` past what 64 bits hold loses the total, not the page; the scanner and
    /// JSONDecoder (the second body, with a member sent twice, is left to it) agree.
    @Test func search_hugeTotal_keepsThePage_totalUnknown() async {
        for head: String in [
            #"{"total_count":99999999999999999999999,"incomplete_results":false,"items":"#,
            #"{"total_count":99999999999999999999999,"incomplete_results":false,"incomplete_results":false,"items":"#,
        ] {
            let body = head + TestUsers.page([1, 2]) + "}"
            func run(_ arguments: [String], terminal: Bool = false) async -> ProcessResult {
                let transport = StubTransport()
                transport.register("/search/users?q=tom&per_page=30", body: body)
                return await CLIHarness.run(["search", "tom", "--color", "never"] + arguments, transport: transport, terminal: terminal)
            }
            #expect(await run([]) == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2), stderr: "", status: 0))
            let table = await run([], terminal: true)
            #expect(table.stdout.hasPrefix("Showing 2 users\n\nLOGIN "))
            #expect(table.status == 0)
            let json = await run(["--json"])
            #expect(json.stdout.hasPrefix("{\n  \"total_count\": null,\n  \"incomplete_results\": false,\n  \"items\": [\n"))
            #expect(json.status == 0)
        }
    }

    @Test func search_nonIntegerTotal_isAnUnexpectedResponse() async {
        let transport = StubTransport()
        transport.register("/search/users?q=tom&per_page=30", body: #"{"total_count":"many","incomplete_results":false,"items":[]}"#)
        let result = await CLIHarness.run(["search", "tom"], transport: transport)
        #expect(result.stderr.hasPrefix("Error: unexpected response from https://api.github.com/search/users?q=tom"))
        #expect(result.status == 1)
    }

    @Test func search_piped_followsPages_stopsMidPageAtLimit() async {
        let transport = StubTransport()
        transport.register(
            "/search/users?q=tom&sort=followers&order=desc&per_page=100",
            headers: TestUsers.pageLink("/search/users?q=tom&sort=followers&order=desc&per_page=100", page: 2),
            body: TestUsers.searchPage(Array(1...100), total: 5000))
        transport.register(
            "/search/users?q=tom&sort=followers&order=desc&per_page=100&page=2",
            headers: TestUsers.pageLink("/search/users?q=tom&sort=followers&order=desc&per_page=100", page: 3),
            body: TestUsers.searchPage(Array(101...200), total: 5000))
        let result = await CLIHarness.run(
            ["search", "tom", "--sort", "followers", "--order", "desc", "--limit", "150"], transport: transport)
        #expect(result == ProcessResult(stdout: (1...150).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        #expect(transport.requests.count == 2)
    }

    /// `search --json` is one object with the total, and items capped at the limit.
    @Test func search_json_isOneObject_itemsCappedAtTheLimit() async throws {
        let transport = StubTransport()
        transport.register(
            "/search/users?q=tom&per_page=2", headers: TestUsers.pageLink("/search/users?q=tom&per_page=2", page: 2),
            body: TestUsers.searchPage([1, 2], total: 3))
        // The page after it is never asked for: the harness fails the test on a request no stub answers.
        let result = await CLIHarness.run(["search", "tom", "--limit", "2", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        {
                          "total_count": 3,
                          "incomplete_results": false,
                          "items": [
                        \(TestUsers.json(1, indent: "    ")),
                        \(TestUsers.json(2, indent: "    "))
                          ]
                        }

                        """,
                    stderr: "",
                    status: 0
                ))
        #expect(transport.requests.count == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(parsed?["total_count"] as? Int == 3)
    }

    @Test func search_incompleteResults_warnOnStderr() async {
        let transport = StubTransport()
        transport.register("/search/users", body: TestUsers.searchPage([1], total: 1, incomplete: true))
        let result = await CLIHarness.run(["search", "tom"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: TestUsers.line(1),
                    stderr: "Warning: GitHub's search timed out before it finished, so some matches may be missing.\n",
                    status: 0))
    }

    @Test func search_withNoMatches_onATerminal_saysSo() async {
        let transport = StubTransport()
        transport.register("/search/users", body: TestUsers.searchPage([], total: 0))
        let result = await CLIHarness.run(["search", "zzzz"], transport: transport, terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "No users match \"zzzz\".\n", status: 0))
    }

    @Test func search_422_namesQueryAndReason_printsNothing() async {
        let transport = StubTransport()
        let body =
            #"{"message":"Validation Failed","errors":[{"message":"The listed users cannot be searched.","resource":"Search","field":"q","code":"invalid"}]}"#
        transport.register("/search/users", status: 422, body: body)
        let result = await CLIHarness.run(["search", "user:nobody-xyz", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: "Error: invalid search query \"user:nobody-xyz\": Validation Failed: The listed users cannot be searched.\n",
                    status: 1))
    }

    @Test func search_limitUsedUp_namesItAndWhenItResets() async {
        let transport = StubTransport()
        let reset = Int(CLIHarness.now.timeIntervalSince1970) + 60
        transport.register(
            "/search/users", status: 403,
            headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(reset)", "X-RateLimit-Resource": "search"],
            body: #"{"message":"API rate limit exceeded for 203.0.113.9."}"#)
        let result = await CLIHarness.run(["search", "tom"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: search rate limit exceeded; it resets at 12:01 local time (in 1 minute)
                        Without a token GitHub allows 10 searches a minute, with one 30: run 'gh auth login' or set GH_TOKEN; or add --wait to wait for the reset and go on.

                        """,
                    status: 1))
    }

    @Test func search_emptyQuery_isAUsageError_sendsNothing() async {
        let transport = StubTransport()
        let result = await CLIHarness.run(["search", " "], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: The search query is empty
                        Usage: gh-users search <query> [--sort <key>] [--order <order>] [--limit <n> | --all] [--resume <point>] [--json [<fields>]] [--jq <expression>] [--full]
                          See 'gh-users search --help' for more information.

                        """,
                    status: 64))
        #expect(transport.requests.isEmpty)
    }
}

extension SearchCommandTests {
    /// search on a terminal counts what came when GitHub sent fewer than it counted.
    @Test func search_fewerSentThanCounted_countsWhatCame() async {
        let transport = StubTransport()
        transport.register("/search/users", body: TestUsers.searchPage([1, 2], total: 100, incomplete: true))
        let result = await CLIHarness.run(["search", "tom", "--limit", "100", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        Showing 2 of 100 users

                        LOGIN          ID  TYPE  PROFILE URL
                        user1           1  User  https://github.com/user1
                        user2           2  User  https://github.com/user2

                        """,
                    stderr: "Warning: GitHub's search timed out before it finished, so some matches may be missing.\n",
                    status: 0))
    }

    @Test func search_onATerminal_withAnEmptyPage_printsNoCount() async {
        let transport = StubTransport()
        transport.register("/search/users", body: TestUsers.searchPage([], total: 7))
        let result = await CLIHarness.run(["search", "tom"], transport: transport, terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "No users match \"tom\".\n", status: 0))
    }

    @Test func hourlyLimit_onUserNamedSearch_isNotSearchLimit() async {
        let transport = StubTransport()
        transport.register(
            "/users/search/repos", status: 403,
            headers: [
                "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(Int(CLIHarness.now.timeIntervalSince1970) + 60)",
                "X-RateLimit-Resource": "core",
            ],
            body: #"{"message":"API rate limit exceeded"}"#)
        let result = await CLIHarness.run(["repos", "search"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: API rate limit exceeded; it resets at 12:01 local time (in 1 minute)
                        A login raises the limit to 5,000 requests an hour: run 'gh auth login' or set GH_TOKEN; or add --wait to wait for the reset and go on.

                        """,
                    status: 1))
    }

    @Test func search_422OnALaterPage_stillNamesTheQuery() async {
        let transport = StubTransport()
        transport.register(
            "/search/users?q=a%2Bb%20c&per_page=100",
            headers: ["Link": "<https://api.github.com/search/users?q=a%2Bb+c&per_page=100&page=2>; rel=\"next\""],
            body: TestUsers.searchPage(Array(1...100), total: 300))
        transport.register("/search/users?q=a%2Bb+c&per_page=100&page=2", status: 422, body: #"{"message":"Validation Failed"}"#)
        let result = await CLIHarness.run(["search", "a+b c", "--limit", "200"], transport: transport)
        #expect(result.stdout == (1...100).map { TestUsers.line($0) }.joined())
        #expect(
            result.stderr == """
                Error: invalid search query "a+b c": Validation Failed
                Stopped after 100 users. GitHub numbers these pages and they shift as the list changes, so this listing cannot resume part-way: run the same command again to start over.

                """)
        #expect(result.status == 1)
    }
}
