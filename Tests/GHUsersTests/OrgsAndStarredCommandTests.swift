import GHTestStubs
import GHTestSupport
import GHUsersCLI
import Testing

/// `gh-users orgs` and `gh-users starred` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct OrgsAndStarredCommandTests {
    private func organizations(_ ids: [Int]) -> String {
        "[" + ids.map { FakeGitHub.organizationJSON(id: $0) }.joined(separator: ",") + "]"
    }

    private func repositories(_ numbers: [Int], owner: String) -> String {
        "[" + numbers.map { FakeGitHub.repositoryJSON(owner: owner, number: $0) }.joined(separator: ",") + "]"
    }

    @Test func orgs_onATerminal_isATable_andSaysWhenThereIsMore() async {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/orgs?per_page=2", headers: TestUsers.pageLink("/users/octocat/orgs?per_page=2", page: 2),
            body: organizations([3, 8]))
        let result = await CLIHarness.run(["orgs", "octocat", "--limit", "2", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        ORGANIZATION          ID  DESCRIPTION
                        org3                   3  Organization 3
                        org8                   8  -

                        """,
                    stderr: "Showing the first 2 organizations; add --limit <n> or --all for more.\n",
                    status: 0))
    }

    /// Two pages of organizations, 3 then 8.
    private func twoPages() -> StubTransport {
        let transport = StubTransport()
        transport.register(
            "/users/octocat/orgs?per_page=100", headers: TestUsers.pageLink("/users/octocat/orgs?per_page=100", page: 2),
            body: organizations([3]))
        transport.register("/users/octocat/orgs?per_page=100&page=2", body: organizations([8]))
        return transport
    }

    @Test func orgs_piped_andJSON_acrossPages() async {
        let piped = await CLIHarness.run(["orgs", "octocat", "--all"], transport: twoPages())
        #expect(piped == ProcessResult(stdout: "org3\t3\tOrganization 3\norg8\t8\t\n", stderr: "", status: 0))
        let json = await CLIHarness.run(["orgs", "octocat", "--all", "--json"], transport: twoPages())
        #expect(
            json
                == ProcessResult(
                    stdout: """
                        [
                          {
                            "login": "org3",
                            "id": 3,
                            "node_id": "MDEyOk9yZ2FuaXphdGlvbj3=",
                            "url": "https://api.github.com/orgs/org3",
                            "repos_url": "https://api.github.com/orgs/org3/repos",
                            "events_url": "https://api.github.com/orgs/org3/events",
                            "hooks_url": "https://api.github.com/orgs/org3/hooks",
                            "issues_url": "https://api.github.com/orgs/org3/issues",
                            "members_url": "https://api.github.com/orgs/org3/members{/member}",
                            "public_members_url": "https://api.github.com/orgs/org3/public_members{/member}",
                            "avatar_url": "https://avatars.githubusercontent.com/u/3?v=4",
                            "description": "Organization 3"
                          },
                          {
                            "login": "org8",
                            "id": 8,
                            "node_id": "MDEyOk9yZ2FuaXphdGlvbj8=",
                            "url": "https://api.github.com/orgs/org8",
                            "repos_url": "https://api.github.com/orgs/org8/repos",
                            "events_url": "https://api.github.com/orgs/org8/events",
                            "hooks_url": "https://api.github.com/orgs/org8/hooks",
                            "issues_url": "https://api.github.com/orgs/org8/issues",
                            "members_url": "https://api.github.com/orgs/org8/members{/member}",
                            "public_members_url": "https://api.github.com/orgs/org8/public_members{/member}",
                            "avatar_url": "https://avatars.githubusercontent.com/u/8?v=4",
                            "description": null
                          }
                        ]

                        """,
                    stderr: "", status: 0))
    }

    @Test func starred_listsReposWithOwners_latestStarredFirst() async {
        let transport = StubTransport()
        transport.register("/users/octocat/starred?per_page=30", body: repositories([1, 2], owner: "someone"))
        let result = await CLIHarness.run(["starred", "octocat"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        someone/repo1\t100000\tSwift\t2026-11-02T12:00:00Z\tRepository number 1\thttps://github.com/someone/repo1
                        someone/repo2\t50000\t\t2026-11-03T12:00:00Z\t\thttps://github.com/someone/repo2

                        """,
                    stderr: "", status: 0))
    }

    @Test func starred_onATerminal_namesEachRepoWithItsOwner() async {
        let transport = StubTransport()
        transport.register("/users/octocat/starred?per_page=30", body: repositories([1, 2], owner: "someone"))
        let result = await CLIHarness.run(["starred", "octocat", "--color", "never"], transport: transport, terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        NAME             STARS  LANGUAGE  UPDATED     DESCRIPTION
                        someone/repo1  100,000  Swift     2026-11-02  Repository number 1
                        someone/repo2   50,000  -         2026-11-03  -

                        """,
                    stderr: "", status: 0))
    }

    @Test func help_saysWhatTheLimitCounts() async {
        for (command, noun) in [("orgs", "organizations"), ("starred", "repositories")] as [(String, String)] {
            let result = await CLIHarness.run([command, "--help"])
            // The help as words, whatever its line breaks.
            let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(result.status == 0)
            #expect(words.contains("--limit <n> Follow next pages until this many \(noun) are listed. --all Follow next pages to the end"))
            #expect(!words.contains("users are listed") && !words.contains("the last user"), "\(result.stdout)")
        }
    }

    @Test func aMissingUser_isNamed() async {
        for (command, path) in [("orgs", "/users/ghost-404/orgs"), ("starred", "/users/ghost-404/starred")] as [(String, String)] {
            let transport = StubTransport()
            transport.register(path, status: 404, body: #"{"message":"Not Found"}"#)
            let result = await CLIHarness.run([command, "ghost-404"], transport: transport)
            #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'ghost-404' not found\n", status: 1))
        }
    }

    @Test func nothingListed_onATerminal_saysSo() async {
        for command: String in ["orgs", "starred"] {
            let transport = StubTransport()
            transport.register(command == "orgs" ? "/users/octocat/orgs" : "/users/octocat/starred", body: "[]")
            let result = await CLIHarness.run([command, "octocat"], transport: transport, terminal: true)
            let hint = command == "orgs" ? "octocat belongs to no public organizations.\n" : "octocat has starred no repositories.\n"
            #expect(result == ProcessResult(stdout: "", stderr: hint, status: 0))
        }
    }
}
