import Foundation
import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users list` in memory when something fails: a page, the output, the next link, the rate
/// limit, the credentials, the body, the reader or the arguments. Whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct ListFailureTests {
    @Test func list_secondPageFails_keepsFirst_closesJSONArray() async throws {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=1", headers: TestUsers.link(perPage: 1, since: 1), body: TestUsers.page([1]))
        for _ in 1...3 { transport.register("/users?per_page=1&since=1", status: 502, body: "<html>bad gateway</html>") }
        let result = await CLIHarness.run(["list", "--per-page", "1", "--all", "--json"], transport: transport)
        #expect(transport.requests.count == 4)
        #expect(
            result.stderr == """
                Error: GitHub returned HTTP 502 for https://api.github.com/users?per_page=1&since=1
                Resume: gh-users list --since 1 --per-page 1 --all --json

                """)
        #expect(result.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 1)
    }

    @Test func list_json_firstPageFails_printsNothingToStdout() async {
        let transport = StubTransport()
        transport.register("/users", fixture: Fixture.named("error-404-not-found"))
        let result = await CLIHarness.run(["list", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: "Error: GitHub returned HTTP 404 (Not Found) for https://api.github.com/users?since=0&per_page=30\n",
                    status: 1
                )
        )
    }

    @Test func list_whenOutputCannotBeWritten_failsWithExit1() async {
        let transport = StubTransport()
        transport.register("/users", body: TestUsers.page([1]))
        let full = OutputFailed(reason: "No space left on device")
        let result = await CLIHarness.run(["list"], transport: transport, outputFailure: full)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: cannot write the output: No space left on device\n", status: 1))
        #expect(await CLIHarness.run(["--help"], outputFailure: full).status == 1)
    }

    /// Users 1 and 2, the second page linking to `since`: where it was, or before it.
    @Test func list_stuckNextLink_stopsWithAnErrorSayingWhich() async {
        for (since, stderr) in [
            (
                1,
                "Error: https://api.github.com/users?per_page=1&since=1 kept returning the same page; stopped\nResume: gh-users list --since 2 --per-page 1 --all\n"
            ),
            (
                0,
                "Error: the next-page link https://api.github.com/users?per_page=1&since=0 points backwards, to an earlier page; stopped\nResume: gh-users list --since 2 --per-page 1 --all\n"
            ),
        ] as [(Int, String)] {
            let transport = StubTransport()
            transport.register("/users?since=0&per_page=1", headers: TestUsers.link(perPage: 1, since: 1), body: TestUsers.page([1]))
            transport.register("/users?per_page=1&since=1", headers: TestUsers.link(perPage: 1, since: since), body: TestUsers.page([2]))
            let result = await CLIHarness.run(["list", "--per-page", "1", "--all"], transport: transport)
            #expect(result == ProcessResult(stdout: TestUsers.line(1) + TestUsers.line(2), stderr: stderr, status: 1))
        }
    }

    /// A list whose next link leaves the API stops there, never sending the token elsewhere.
    @Test func list_nextLinkOffTheAPI_stops_keepingTheToken() async {
        let transport = StubTransport()
        transport.register(
            "/users?since=0&per_page=1", headers: ["Link": "<https://elsewhere.example/users?per_page=1&since=1>; rel=\"next\""],
            body: TestUsers.page([1]))
        let result = await CLIHarness.run(
            ["list", "--per-page", "1", "--all"], transport: transport, variables: ["GH_TOKEN": "ghp_secret"])
        #expect(
            result
                == ProcessResult(
                    stdout: TestUsers.line(1),
                    stderr: """
                        Error: the next-page link from https://api.github.com/users?since=0&per_page=1 cannot be followed (it points to another host than api.github.com): https://elsewhere.example/users?per_page=1&since=1
                        Resume: gh-users list --since 1 --per-page 1 --all

                        """, status: 1))
        #expect(
            transport.requests.map { "\($0.url!.host!) \($0.value(forHTTPHeaderField: "Authorization") ?? "-")" } == [
                "api.github.com Bearer ghp_secret"
            ])
    }

    @Test func list_rateLimited_withHostileReset_andWithAToken() async {
        let transport = StubTransport()
        transport.register("/users", status: 403, headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1e300"], body: "{}")
        transport.register("/users", status: 403, headers: ["X-RateLimit-Remaining": "0"], body: "{}")
        let anonymous = await CLIHarness.run(["list"], transport: transport, verifyingStubs: false)
        #expect(
            anonymous
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: API rate limit exceeded
                        A login raises the limit to 5,000 requests an hour: run 'gh auth login' or set GH_TOKEN; or add --wait to wait for the reset and go on.

                        """,
                    status: 1
                )
        )
        let withToken = await CLIHarness.run(["list"], transport: transport, variables: ["GH_TOKEN": "tok1"])
        #expect(
            withToken.stderr
                == "Error: API rate limit exceeded\nRequests made with your token count against its own limit; add --wait to wait for the reset and go on.\n"
        )
    }

    /// When the reader goes away list stops quietly, having asked for one page ahead at most.
    @Test func list_readerGone_stopsQuietly_atMostAPageAhead() async {
        let transport = StubTransport()
        let ahead = AsyncGate()
        for since in 0..<6 {
            let query = since == 0 ? "since=0&per_page=1" : "per_page=1&since=\(since)"
            transport.register(
                "/users?\(query)", headers: TestUsers.link(perPage: 1, since: since + 1), body: TestUsers.page([since + 1]),
                gate: since >= 2 ? ahead : nil)
        }
        let result = await CLIHarness.run(
            ["list", "--per-page", "1", "--all"], transport: transport, closeOutputAfter: 1, verifyingStubs: false)
        #expect(result == ProcessResult(stdout: TestUsers.line(1), stderr: "", status: 0))
        // The first page's line went out, so the second page was asked for; writing it found
        // the reader gone. One page beyond it was requested ahead, held at the gate, and
        // cancelled when the listing was dropped; with it cancelled, nothing can ask for more.
        await ahead.cancellations(atLeast: 1)
        #expect(transport.targets == ["/users?since=0&per_page=1", "/users?per_page=1&since=1", "/users?per_page=1&since=2"])
    }

    @Test func list_badCredentials_exits4WithAHint() async {
        let transport = StubTransport()
        transport.register("/users", fixture: Fixture.named("error-401-bad-credentials"))
        let result = await CLIHarness.run(["list"], transport: transport, variables: ["GH_TOKEN": "nope"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: TestUsers.badCredentialsError,
                    status: 4
                )
        )
        #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer nope")
    }

    @Test func list_unexpectedBody_namesURL_detailWithVerbose() async {
        let transport = StubTransport()
        transport.register("/users", body: "<!DOCTYPE html>")
        let quiet = await CLIHarness.run(["list"], transport: transport)
        #expect(
            quiet
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: unexpected response from https://api.github.com/users?since=0&per_page=30\nRun it again with -v to see what was wrong with it.\n",
                    status: 1))
        transport.register("/users", body: "<!DOCTYPE html>")
        let verbose = await CLIHarness.run(["list", "-v"], transport: transport)
        let lines = verbose.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "* no token for api.github.com")
        #expect(lines[1].hasPrefix("* GET https://api.github.com/users?since=0&per_page=30 200 "))
        #expect(
            lines[2...] == [
                "Error: unexpected response from https://api.github.com/users?since=0&per_page=30", "  the body is not valid JSON",
            ])
    }

    /// Valid JSON, nested past what is read (512 levels), is said to be that, not invalid.
    @Test func list_aBodyNestedTooDeeply_saysSo() async {
        let transport = StubTransport()
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        transport.register("/users", body: "[{\"login\":\"a\",\"id\":1,\"nested\":\(deep)}]")
        let verbose = await CLIHarness.run(["list", "-v"], transport: transport)
        let lines = verbose.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst(2) == [
                "Error: unexpected response from https://api.github.com/users?since=0&per_page=30",
                "  the body nests arrays and objects more than 512 levels deep, deeper than is read",
            ])
        #expect(verbose.status == 1)
    }

    @Test func list_usageError_sendsNoRequest() async {
        let transport = StubTransport()
        let result = await CLIHarness.run(["list", "--per-page", "500"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: The value '500' is invalid for '--per-page <n>': expected a whole number from 1 to 100
                        Usage: gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]
                          See 'gh-users list --help' for more information.

                        """,
                    status: 64
                )
        )
        #expect(transport.requests.isEmpty)
    }
}
