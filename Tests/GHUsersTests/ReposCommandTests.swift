import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users repos` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct ReposCommandTests {
    private func repositories(_ numbers: [Int], owner: String = "octocat") -> String {
        "[" + numbers.map { FakeGitHub.repositoryJSON(owner: owner, number: $0) }.joined(separator: ",") + "]"
    }

    /// repos on a terminal prints name, stars, language, updated and description.
    @Test func repos_onATerminal_printsATableWithDescriptions() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/repos?sort=updated&per_page=2",
            headers: TestUsers.pageLink("/users/octocat/repos?sort=updated&per_page=2", page: 2),
            body: repositories([1, 2]))
        let result = await CLIHarness.run(
            ["repos", "octocat", "--sort", "updated", "--limit", "2", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        NAME     STARS  LANGUAGE  UPDATED     DESCRIPTION
                        repo1  100,000  Swift     2026-11-02  Repository number 1
                        repo2   50,000  -         2026-11-03  -

                        """,
                    stderr: "Showing the first 2 repositories; add --limit <n> or --all for more.\n",
                    status: 0
                ))
    }

    @Test func repos_piped_printsATSVLineEach_acrossPages() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/repos?per_page=100", headers: TestUsers.pageLink("/users/octocat/repos?per_page=100", page: 2),
            body: repositories([1]))
        transport.register("/users/octocat/repos?per_page=100&page=2", body: repositories([2]))
        let result = await CLIHarness.run(["repos", "octocat", "--all"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        repo1\t100000\tSwift\t2026-11-02T12:00:00Z\tRepository number 1\thttps://github.com/octocat/repo1
                        repo2\t50000\t\t2026-11-03T12:00:00Z\t\thttps://github.com/octocat/repo2

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    @Test func repos_json_hasGitHubsFieldNames() async {
        let transport = StubTransport()
        transport.register("/users/octocat/repos", body: repositories([2]))
        let result = await CLIHarness.run(["repos", "octocat", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "id": 9002,
                            "name": "repo2",
                            "full_name": "octocat/repo2",
                            "private": false,
                            "owner": {"login":"octocat","id":2,"avatar_url":"https://avatars.githubusercontent.com/u/2?v=4","type":"User"},
                            "html_url": "https://github.com/octocat/repo2",
                            "description": null,
                            "fork": false,
                            "updated_at": "2026-11-03T12:00:00Z",
                            "stargazers_count": 50000,
                            "watchers_count": 50000,
                            "language": null,
                            "forks_count": 6
                          }
                        ]

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    @Test func repos_ofAMissingUser_isNotFound_exit1() async {
        let transport = StubTransport()
        transport.register("/users/ghost-404/repos", fixture: Fixture.named("error-404-not-found"))
        let result = await CLIHarness.run(["repos", "ghost-404", "--json"], transport: transport)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'ghost-404' not found\n", status: 1))
    }

    /// Two repositories the way GitHub's schema allows them: one with a lower-case `t`, a
    /// fraction and an offset in its date, and no counts; one with a date that is no date and
    /// no page URL.
    private let unusual = """
        [{"id":1,"name":"odd","full_name":"octocat/odd","owner":{"login":"octocat"},"html_url":"https://github.com/octocat/odd",\
        "description":null,"language":null,"updated_at":"2008-01-14t23:30:00.25-05:00"},\
        {"id":2,"name":"odder","full_name":"octocat/odder","owner":null,"description":"No date","language":"C","stargazers_count":3,\
        "updated_at":"soon"}]
        """

    @Test func unusualValues_onATerminal_dashForAbsent_dayInUTC() async {
        let transport = StubTransport()
        transport.register("/users/octocat/repos", body: unusual)
        let result = await CLIHarness.run(["repos", "octocat", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        NAME     STARS  LANGUAGE  UPDATED     DESCRIPTION
                        odd          -  -         2008-01-15  -
                        odder        3  C         -           No date

                        """,
                    stderr: "",
                    status: 0
                ))
    }

    @Test func unusualValues_piped_areAsSent_absentLeftEmpty() async {
        let transport = StubTransport()
        transport.register("/users/octocat/repos", body: unusual)
        let result = await CLIHarness.run(["repos", "octocat"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "odd\t\t\t2008-01-14t23:30:00.25-05:00\t\thttps://github.com/octocat/odd\nodder\t3\tC\tsoon\tNo date\t\n",
                    stderr: "",
                    status: 0
                ))
    }

    @Test func unusualValues_json_areAsSent() async {
        let transport = StubTransport()
        transport.register("/users/octocat/repos", body: unusual)
        let result = await CLIHarness.run(["repos", "octocat", "--json"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "id": 1,
                            "name": "odd",
                            "full_name": "octocat/odd",
                            "owner": {"login":"octocat"},
                            "html_url": "https://github.com/octocat/odd",
                            "description": null,
                            "language": null,
                            "updated_at": "2008-01-14t23:30:00.25-05:00"
                          },
                          {
                            "id": 2,
                            "name": "odder",
                            "full_name": "octocat/odder",
                            "owner": null,
                            "description": "No date",
                            "language": "C",
                            "stargazers_count": 3,
                            "updated_at": "soon"
                          }
                        ]

                        """,
                    stderr: "",
                    status: 0
                ))
    }
}
