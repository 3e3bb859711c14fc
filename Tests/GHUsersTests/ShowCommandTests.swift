import Foundation
import GHSystem
import GHTestStubs
import GHTestSupport
import Testing

/// `gh-users show` in memory: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct ShowCommandTests {
    /// `show octocat` piped, from the recorded profile.
    static let octocatLines = """
        login:\toctocat
        id:\t583231
        type:\tUser
        site_admin:\tfalse
        name:\tThe Octocat
        company:\t@github
        blog:\thttps://github.blog
        location:\tSan Francisco
        email:\toctocat@github.com
        public_repos:\t8
        public_gists:\t8
        followers:\t4752
        following:\t9
        created_at:\t2011-01-25T18:44:36Z
        updated_at:\t2022-01-24T15:08:43Z
        avatar_url:\thttps://avatars.githubusercontent.com/u/583231?v=4
        html_url:\thttps://github.com/octocat

        """

    /// What a card on a terminal without a login says on stderr: the parts it could not show.
    static let loginHint = "Log in (gh auth login) to see status, badges, pinned work and contributions.\n"

    @Test func show_piped_printsKeyValueLines_skippingAbsent() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "octocat"], transport: transport)
        #expect(result == ProcessResult(stdout: Self.octocatLines, stderr: "", status: 0))
    }

    @Test func show_onATerminal_printsACard() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "octocat"], transport: transport, variables: ["NO_COLOR": "1"], terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        The Octocat  @octocat
                        User

                          Company   @github
                          Location  San Francisco
                          Blog      https://github.blog
                          Email     octocat@github.com
                          Network   4,752 followers · 9 following · 8 public repos · 8 gists
                          Joined    2011-01-25
                          Profile   https://github.com/octocat
                          Avatar    https://avatars.githubusercontent.com/u/583231?v=4

                        """,
                    stderr: Self.loginHint,
                    status: 0
                )
        )
    }

    @Test func show_staffCard_hasTheBadge_andBioAndTwitter() async {
        let transport = StubTransport()
        transport.register("/users/nickfloyd", fixture: Fixture.named("user-site-admin"))
        let result = await CLIHarness.run(
            ["show", "nickfloyd", "--color", "never"], transport: transport, terminal: true, terminalWidth: 72)
        #expect(
            result.stdout == """
                Nick Floyd  @<GITHUB_LOGIN>  STAFF
                User

                  Loves God, has a brilliant wife, homeschool dad of 9 crazy kids, dev
                  @github | previously dev @invisionapp, @newrelic, author of NLB
                  leanpub.com/nerdlifebalance

                  Company   @github
                  Location  Dallas, TX
                  Blog      http://archcoder.com
                  Twitter   @<GITHUB_LOGIN>
                  Network   62 followers · 43 following · 64 public repos · 23 gists
                  Joined    2009-10-14
                  Profile   https://github.com/<GITHUB_LOGIN>
                  Avatar    https://avatars.githubusercontent.com/u/139819?v=4

                """
        )
        #expect(result.status == 0)
    }

    @Test func show_json_oneLoginIsAnObject_withNullsKept() async throws {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "octocat", "--json"], transport: transport)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {
                  "login": "octocat",
                  "id": 583231,
                  "node_id": "MDQ6VXNlcjU4MzIzMQ==",
                  "avatar_url": "https://avatars.githubusercontent.com/u/583231?v=4",
                  "gravatar_id": "",
                  "url": "https://api.github.com/users/octocat",
                  "html_url": "https://github.com/octocat",
                  "followers_url": "https://api.github.com/users/octocat/followers",
                  "following_url": "https://api.github.com/users/octocat/following{/other_user}",
                  "gists_url": "https://api.github.com/users/octocat/gists{/gist_id}",
                  "starred_url": "https://api.github.com/users/octocat/starred{/owner}{/repo}",
                  "subscriptions_url": "https://api.github.com/users/octocat/subscriptions",
                  "organizations_url": "https://api.github.com/users/octocat/orgs",
                  "repos_url": "https://api.github.com/users/octocat/repos",
                  "events_url": "https://api.github.com/users/octocat/events{/privacy}",
                  "received_events_url": "https://api.github.com/users/octocat/received_events",
                  "type": "User",
                  "site_admin": false,
                  "name": "The Octocat",
                  "company": "@github",
                  "blog": "https://github.blog",
                  "location": "San Francisco",
                  "email": "octocat@github.com",
                  "hireable": null,
                  "bio": null,
                  "twitter_username": null,
                  "public_repos": 8,
                  "public_gists": 8,
                  "followers": 4752,
                  "following": 9,
                  "created_at": "2011-01-25T18:44:36Z",
                  "updated_at": "2022-01-24T15:08:43Z"
                }

                """
        )
    }

    /// Several profiles with `--json` are an array in the given order, naming each failure.
    @Test func show_several_json_inGivenOrder_namesEachFailure() async throws {
        let transport = StubTransport()
        transport.register("/users/shipit%5Bbot%5D", fixture: Fixture.named("user-bot"))
        transport.register("/users/ghost-1", fixture: Fixture.named("error-404-not-found"))
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "shipit[bot]", "ghost-1", "octocat", "--json"], transport: transport)
        #expect(result.stderr == "Error: user 'ghost-1' not found\n")
        #expect(result.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.compactMap { $0["login"] as? String } == ["shipit[bot]", "octocat"])
        #expect(parsed?.first?["name"] is NSNull)
    }

    @Test func show_several_piped_separatedByABlankLine() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "octocat", "octocat"], transport: transport)
        #expect(result == ProcessResult(stdout: Self.octocatLines + "\n" + Self.octocatLines, stderr: "", status: 0))
    }

    @Test func show_notFound_exits1() async {
        let transport = StubTransport()
        transport.register("/users/nobody-here", fixture: Fixture.named("error-404-not-found"))
        let result = await CLIHarness.run(["show", "nobody-here"], transport: transport)
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'nobody-here' not found\n", status: 1))
    }

    @Test func show_badCredentials_stopsAtOnceAndExits4() async {
        let transport = StubTransport()
        transport.register("/users/a", fixture: Fixture.named("error-401-bad-credentials"))
        // The profile's GraphQL part goes out at the same time, unless the run has stopped first.
        transport.register("/graphql", method: "POST", fixture: Fixture.named("error-401-bad-credentials"))
        let result = await CLIHarness.run(
            ["show", "a", "--concurrency", "1"], transport: transport, variables: ["GITHUB_TOKEN": "t"], verifyingStubs: false)
        #expect(transport.unexpectedRequests.isEmpty)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: TestUsers.badCredentialsError,
                    status: 4
                )
        )
    }

    @Test func show_invalidLogin_isAUsageError_andSendsNothing() async {
        let transport = StubTransport()
        let result = await CLIHarness.run(["show", "octocat", "../admin"], transport: transport)
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: '../admin' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]
                        Usage: gh-users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]
                          See 'gh-users show --help' for more information.

                        """,
                    status: 64
                )
        )
        #expect(transport.requests.isEmpty)
    }

    /// show on a terminal cuts a long bio at eight lines, and says where the rest is.
    @Test func show_longBio_cutAtEightLines_pointsToTheRest() async throws {
        let bio = (1...14).map { "line \($0)" }.joined(separator: "\n")
        let profile =
            #"{"login":"verbose","id":9,"type":"User","site_admin":false,"avatar_url":"","html_url":"","bio":"#
            + "\"\(bio.replacingOccurrences(of: "\n", with: "\\n"))\"}"
        let transport = StubTransport()
        transport.register("/users/verbose", body: profile)
        let card = await CLIHarness.run(["show", "verbose", "--color", "never"], transport: transport, terminal: true)
        #expect(
            card.stdout == "verbose\nUser\n\n" + (1...7).map { "  line \($0)\n" }.joined()
                + "  line 8…\n  (the whole bio: --json, or piped)\n")
        let piped = StubTransport()
        piped.register("/users/verbose", body: profile)
        let lines = await CLIHarness.run(["show", "verbose"], transport: piped)
        #expect(lines.stdout.contains("bio:\t" + bio.replacingOccurrences(of: "\n", with: "\\n") + "\n"))
    }
}
