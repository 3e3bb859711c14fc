import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `--full` with the built binary against the stand-in: GraphQL batches of 100, what an
/// organization or a vanished login gives, and the REST requests without a token.
@Suite(.timeLimit(.minutes(1)))
struct FullProfilesEndToEndTests {
    private static let token = ["GH_ENTERPRISE_TOKEN": "ghp_test"]

    /// `octocat`'s followers are `count` users with gapped ids; `organizations` of them are listed
    /// as organizations and `gone` are known to neither API any more.
    private static func fake(followers count: Int, organizations: Set<Int> = [], gone: Set<String> = []) -> FakeGitHub {
        var fake = FakeGitHub()
        fake.followers["octocat"] = FakeGitHub.gappedIDs(count)
        fake.listedOrganizationIDs = organizations
        fake.goneLogins = gone
        fake.syntheticProfiles = true
        return fake
    }

    private static func json(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    /// The number of logins each GraphQL request asked for.
    private static func batches(_ server: LoopbackServer) -> [Int] {
        server.requests.filter { $0.path == "/graphql" }.map { request in
            ((try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])?["variables"] as? [String: String])?.count ?? -1
        }
    }

    @Test func exactlyAHundredFollowers_areOnePageAndOneQuery() async throws {
        let server = try Self.fake(followers: 100).start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--all", "--full", "--json", "--api-url", server.baseURL.absoluteString], variables: Self.token)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let rows = try Self.json(result.stdout)
        #expect(rows.compactMap { $0["id"] as? Int } == FakeGitHub.gappedIDs(100))
        // REST's twenty members, and whether each follows the caller and the caller them.
        #expect(rows.allSatisfy { $0.count == 22 })
        for row in rows {
            let profile = try #require(SyntheticProfile(login: row["login"] as? String ?? ""))
            #expect(row["follows_you"] as? Bool == profile.followsViewer && row["you_follow"] as? Bool == profile.viewerFollows)
        }
        #expect(server.requests.map(\.path) == ["/users/octocat/followers", "/graphql"])
        #expect(Self.batches(server) == [100])
    }

    /// The GraphQL budget is kept like REST's: no query known to fail is sent, and `--wait` waits it out.
    @Test func graphQLBudget_isKeptLikeREST() async throws {
        var fake = Self.fake(followers: 150)
        // GraphQL's windows last two seconds, to the next whole second after that; the first run
        // starts just past a whole second, so its two batches, which follow each other at once,
        // fall in one window even on a busy machine (half a second was straddled under load).
        let rules = ["core": FakeRateLimits.Rule(limit: 100, window: 60), "graphql": FakeRateLimits.Rule(limit: 1, window: 2)]
        fake.rateLimits = FakeRateLimits(anonymous: rules, authenticated: rules)
        let server = try fake.start()
        defer { server.stop() }
        let arguments = ["followers", "octocat", "--all", "--full", "--json", "--api-url", server.baseURL.absoluteString]
        // Both runs share a cache folder, where the first leaves the spent window for the second.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-full-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let variables = Self.token.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        try await FakeRateLimits.untilJustPastAWholeSecond()
        let stopped = try await BinaryRunner.run(arguments, variables: variables)
        #expect(stopped.status == 1)
        #expect(try Self.json(stopped.stdout).count == 100)
        let lines = stopped.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        // The window is short: by the time the error is said it may have reset.
        let said = lines.first ?? ""
        #expect(
            said.hasPrefix("Error: GraphQL rate limit exceeded (0 of 1 left); it resets at ")
                || said.hasPrefix("Error: GraphQL rate limit exceeded (0 of 1 left); it has already reset (at "), "\(lines)")
        #expect(
            lines.dropFirst().first == "Not sent: an earlier answer left 0 of 1 requests; 'gh-users status' asks GitHub what is left now.")
        #expect(
            lines.dropFirst(2).first
                == "Requests made with your token count against its own limit; add --wait to wait for the reset and go on.")
        #expect(lines.last?.hasPrefix("Stopped after 100 followers.") == true)
        #expect(Self.batches(server) == [100])
        #expect(fake.rateLimits?.refusals == 0)
        let waited = try await BinaryRunner.run(arguments + ["--wait"], variables: variables)
        #expect(waited.status == 0)
        #expect(try Self.json(waited.stdout).count == 150)
        #expect(
            waited.stderr.split(separator: "\n").allSatisfy {
                $0.hasPrefix("Waiting ") && $0.hasSuffix("for the graphql rate limit to reset (0 of 1 left)")
            })
        #expect(fake.rateLimits?.refusals == 0)
    }

    /// A hundred and one are two pages and two queries, of a hundred and of one.
    @Test func hundredAndOne_areTwoPagesAndTwoQueries() async throws {
        let server = try Self.fake(followers: 150).start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--limit", "101", "--full", "--json", "--api-url", server.baseURL.absoluteString],
            variables: Self.token)
        #expect(result.status == 0)
        let rows = try Self.json(result.stdout)
        #expect(rows.count == 101)
        #expect(rows.last?["name"] as? String == SyntheticProfile(login: "user\(FakeGitHub.gappedIDs(101).last!)")?.name)
        #expect(server.requests.filter { $0.path == "/users/octocat/followers" }.count == 2)
        #expect(Self.batches(server) == [100, 1])
    }

    /// An organization row and a vanished login keep their rows, with what can be had.
    @Test func organizationAndVanishedLogin_keepTheirRows() async throws {
        // Followers 1, 2, 4, 7: 4 is an organization, 7 has gone.
        let server = try Self.fake(followers: 4, organizations: [4], gone: ["user7"]).start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let table = try await BinaryRunner.run(
            ["-v", "followers", "octocat", "--full", "--color", "never", "--api-url", api], variables: Self.token, terminal: true)
        #expect(
            table.stdout == """
                LOGIN          ID  TYPE          NAME      LOCATION  FOLLOWERS    REPOS  PROFILE URL
                user1           1  User          Person 1  -                 3        1  https://github.com/user1
                user2           2  User          Person 2  City 2            6        2  https://github.com/user2
                org4            4  Organization  Person 4  City 4            -        4  https://github.com/org4
                user7           7  User          -         -                 -        -  https://github.com/user7

                """)
        #expect(table.stderr.contains("* user7: GitHub no longer knows this login; its profile is left out\n"))
        #expect(table.status == 0)
        let rows = try Self.json(
            try await BinaryRunner.run(["followers", "octocat", "--full", "--json", "--api-url", api], variables: Self.token).stdout)
        #expect(rows[2]["bio"] as? String == nil && rows[2]["followers"] == nil && rows[2]["public_repos"] as? Int == 4)
        #expect(Set(rows[2].keys).isDisjoint(with: ["company", "hireable", "public_gists", "followers", "following"]))
        // The vanished login keeps every member its listing sent.
        #expect(
            Set(rows[3].keys) == [
                "login", "id", "node_id", "avatar_url", "gravatar_id", "url", "html_url", "followers_url", "following_url", "repos_url",
                "type", "site_admin",
            ])
    }

    /// Without a token each profile is a REST request, said once, and the rows are the same as GraphQL's.
    @Test func withoutToken_RESTProfiles_matchGraphQLRows() async throws {
        let server = try Self.fake(followers: 12).start()
        defer { server.stop() }
        // REST's members (GraphQL adds whether each follows the caller, which REST cannot say).
        let members = ProfileFields.rest.joined(separator: ",")
        let arguments = ["followers", "octocat", "--full", "--json", members, "--api-url", server.baseURL.absoluteString]
        let rest = try await BinaryRunner.run(arguments)
        #expect(rest.stderr == "--full without a token: 1 request per user\n")
        #expect(rest.status == 0)
        #expect(server.requests.filter { $0.path.hasPrefix("/users/user") }.count == 12)
        #expect(Self.batches(server).isEmpty)
        let graphQL = try await BinaryRunner.run(arguments, variables: Self.token)
        #expect(graphQL.stderr == "")
        #expect(Self.batches(server) == [12])
        // Byte for byte: GraphQL's values are written back as REST sends them.
        #expect(graphQL.stdout == rest.stdout)
    }

    @Test func theTable_marksWhoFollowsWhom_fromTheSameQuery() async throws {
        var fake = Self.fake(followers: 0)
        fake.followers["octocat"] = [3, 4, 12, 5]
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["followers", "octocat", "--full", "--color", "never", "--api-url", server.baseURL.absoluteString],
            variables: Self.token.merging(["GH_USERS_FORCE_TTY": "100"]) { $1 })
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        LOGIN                      ID  TYPE  NAME      LOCATION  FOLLOWERS    REPOS  PROFILE URL
                        user3 follows you           3  User  -         -                 9        3  https://github.com/use…
                        user4 you follow            4  User  Person 4  City 4           12        4  https://github.com/use…
                        user12 mutual              12  User  -         City 2           36       12  https://github.com/use…
                        user5                       5  User  Person 5  -                15        5  https://github.com/use…

                        """, stderr: "", status: 0))
        #expect(Self.batches(server) == [4])
    }

    /// The members of REST's `GET /users/{login}` a full row prints.
    private enum ProfileFields {
        static let rest = [
            "login", "id", "avatar_url", "html_url", "type", "site_admin", "name", "company", "blog", "location", "email", "hireable",
            "bio",
            "twitter_username", "public_repos", "public_gists", "followers", "following", "created_at", "updated_at",
        ]
    }

    @Test func relationsAndSearch_takeFullToo() async throws {
        var fake = Self.fake(followers: 5)
        fake.following["octocat"] = [2, 4, 30]
        fake.searchUserIDs = [11, 16]
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let mutual = try await BinaryRunner.run(["relations", "octocat", "--mutual", "--full", "--api-url", api], variables: Self.token)
        #expect(
            mutual.stdout
                == "user2\t2\tUser\tfalse\thttps://github.com/user2\tPerson 2\tCity 2\t6\t2\nuser4\t4\tUser\tfalse\thttps://github.com/user4\tPerson 4\tCity 4\t12\t4\n"
        )
        let search = try await BinaryRunner.run(["search", "x", "--full", "--json", "--api-url", api], variables: Self.token)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
        #expect((object["items"] as? [[String: Any]])?.compactMap { $0["following"] as? Int } == [11, 16])
    }
}
