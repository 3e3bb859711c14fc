import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users followers` and `gh-users following` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct RelationListingTests {
    @Test func followers_all_followsEveryNextLink() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/followers?per_page=100", headers: TestUsers.pageLink("/users/octocat/followers?per_page=100", page: 2),
            body: TestUsers.page(Array(1...100)))
        transport.register("/users/octocat/followers?per_page=100&page=2", body: TestUsers.page([101, 102]))
        let result = await CLIHarness.run(["followers", "octocat", "--all"], transport: transport)
        #expect(result == ProcessResult(stdout: (1...102).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
    }

    /// `followers --all` asks for the pages the first names together, and prints them in order.
    @Test func followers_all_fetchesNamedPagesTogether_inOrder() async {
        let transport = StubTransport()
        let path = "/users/octocat/followers?per_page=100"
        let second = AsyncGate()
        let fourth = AsyncGate()
        transport.register(path, headers: TestUsers.pageLink(path, page: 2, last: 4), body: TestUsers.page(Array(1...100)))
        transport.register(
            path + "&page=2", headers: TestUsers.pageLink(path, page: 3, last: 4), body: TestUsers.page(Array(101...200)), gate: second)
        transport.register(path + "&page=3", headers: TestUsers.pageLink(path, page: 4, last: 4), body: TestUsers.page(Array(201...300)))
        transport.register(path + "&page=4", body: TestUsers.page([301]), gate: fourth)
        // Page 2 is held until page 4 has been asked for: asked for one after another, the
        // listing would wait for ever.
        let opener = Task {
            await fourth.arrivals(atLeast: 1)
            fourth.open()
            second.open()
        }
        let result = await CLIHarness.run(["followers", "octocat", "--all"], transport: transport)
        await opener.value
        #expect(result == ProcessResult(stdout: (1...301).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
    }

    @Test func followers_limit_asksForNoNumberedPageItCannotUse() async {
        let transport = StubTransport()
        let path = "/users/octocat/followers?per_page=100"
        for page in 1...3 {
            let ids = Array((page - 1) * 100 + 1...page * 100)
            transport.register(
                page == 1 ? path : path + "&page=\(page)", headers: TestUsers.pageLink(path, page: page + 1, last: 5),
                body: TestUsers.page(ids))
        }
        // Pages 4 and 5 are not there: asking for them fails the test.
        let result = await CLIHarness.run(["followers", "octocat", "--limit", "250"], transport: transport)
        #expect(result == ProcessResult(stdout: (1...250).map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
    }

    /// followers on a terminal, with more to come, prints the table and how to see more.
    @Test func followers_onATerminal_printsHowToSeeMore() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/followers?per_page=2", headers: TestUsers.pageLink("/users/octocat/followers?per_page=2", page: 2),
            body: TestUsers.page([1, 2]))
        let result = await CLIHarness.run(
            ["followers", "octocat", "--limit", "2", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN          ID  TYPE  PROFILE URL
                        user1           1  User  https://github.com/user1
                        user2           2  User  https://github.com/user2

                        """,
                    stderr: "Showing the first 2 followers; add --limit <n> or --all for more.\n",
                    status: 0
                ))
        #expect(transport.requests.count == 1)
    }

    @Test func following_limitMidPage_stopsThereAndPrintsJSON() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/following?per_page=4", headers: TestUsers.pageLink("/users/octocat/following?per_page=4", page: 2),
            body: TestUsers.page([1, 2, 4]))
        transport.register("/users/octocat/following?per_page=4&page=2", body: TestUsers.page([7, 11, 16]))
        let result = await CLIHarness.run(["following", "octocat", "--limit", "4", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "[\n" + [1, 2, 4, 7].map { TestUsers.json($0) }.joined(separator: ",\n") + "\n]\n", stderr: "", status: 0))
    }

    @Test func followers_ofAMissingUser_isNotFound_exit1() async {
        let transport = StubTransport()
        transport.register("/users/ghost-404/followers", fixture: Fixture.named("error-404-not-found"))
        let result = await CLIHarness.run(["followers", "ghost-404"], transport: transport)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'ghost-404' not found\n", status: 1))
    }

    @Test func following_nobody_onATerminal_saysSo() async {
        let transport = StubTransport()
        transport.register("/users/octocat/following", body: "[]")
        let result = await CLIHarness.run(["following", "octocat"], transport: transport, terminal: true)
        #expect(result == ProcessResult(stdout: "", stderr: "octocat follows no one.\n", status: 0))
    }
}
