import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// `show`'s extras (status, badges, pinned work, the calendar, …) with the built binary against
/// the stand-in: what was served is what is printed, one GraphQL query in flight with the
/// profile, none without a token, a server without a field, hostile text.
@Suite(.timeLimit(.minutes(1)))
struct ProfileExtrasEndToEndTests {
    private static let token = ["GH_ENTERPRISE_TOKEN": "ghp_test"]

    private static func fake() -> FakeGitHub {
        var fake = FakeGitHub()
        fake.syntheticProfiles = true
        return fake
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// One profile with a token prints each extra as served, from one query sent with the profile.
    @Test func oneProfile_withToken_getsExtrasFromOneQuery() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["show", "user2", "--json", "--api-url", server.baseURL.absoluteString], variables: Self.token)
        #expect(result.stderr == "" && result.status == 0)
        let json = try Self.object(result.stdout)
        let served = SyntheticProfile(login: "user2")!
        #expect(json["status"] is NSNull)
        #expect(json["pronouns"] as? String == "they/them")
        #expect(json["badges"] as? [String] == [])
        #expect(json["follows_you"] as? Bool == false && json["you_follow"] as? Bool == false)
        #expect(
            (json["social_accounts"] as? [[String: String]])
                == served.socialAccounts.map { ["provider": $0.provider.lowercased(), "url": $0.url] })
        #expect((json["organizations"] as? [[String: Any]])?.compactMap { $0["login"] as? String } == ["org3", "org8"])
        let pinned = try #require(json["pinned"] as? [[String: Any]])
        #expect(pinned.map { ($0["name_with_owner"] ?? $0["name"]) as? String } == ["user2/tool2", "user2/notes", "a1b2c3d2"])
        #expect(pinned.first?["language"] as? String == "Swift" && pinned.first?["stars"] as? Int == 74)
        #expect(pinned.last?["kind"] as? String == "gist" && pinned.last?["forks"] == nil)
        let contributions = try #require(json["contributions"] as? [String: Any])
        let days = try #require(contributions["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == served.contributionDays.map { $0.day.description })
        #expect(days.map { $0["count"] as? Int } == served.contributionDays.map(\.count))
        #expect(contributions["total"] as? Int == served.contributionDays.reduce(0) { $0 + $1.count })
        // REST's members come first and as sent; the extras never take a REST name.
        #expect(result.stdout.hasPrefix("{\n  \"login\": \"user2\",\n  \"id\": 2,"))
        #expect(Set(server.requests.map(\.path)) == ["/users/user2", "/graphql"])
    }

    @Test func withoutToken_noGraphQL_andAJSONExtraIsAnError() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        // A host of its own, not github.com: its login command names it, and GH_TOKEN is not its token.
        let host = "\(server.baseURL.host ?? ""):\(server.baseURL.port ?? 0)"
        let plain = try await BinaryRunner.run(["show", "user2", "--json", "login,pronouns", "--api-url", api])
        #expect(
            plain
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: --json pronouns needs a login (GitHub's GraphQL API answers only with a token): run gh auth login --hostname \(host), or set GH_ENTERPRISE_TOKEN\n",
                    status: 1))
        #expect(server.requests.isEmpty)
        let bare = try await BinaryRunner.run(["show", "user2", "--json", "login,id", "--api-url", api])
        #expect(bare == ProcessResult(stdout: "{\n  \"login\": \"user2\",\n  \"id\": 2\n}\n", stderr: "", status: 0))
        #expect(server.requests.map(\.path) == ["/users/user2"])
    }

    @Test func severalProfiles_piped_shareOneQueryForCheapParts() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["show", "user5", "user3", "--api-url", server.baseURL.absoluteString, "--no-cache"], variables: Self.token)
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        login:\tuser5
                        id:\t5
                        type:\tUser
                        site_admin:\tfalse
                        name:\tPerson 5
                        blog:\thttps://site5.example
                        public_repos:\t5
                        public_gists:\t5
                        followers:\t15
                        following:\t5
                        created_at:\t2011-01-06T12:00:00Z
                        updated_at:\t2026-11-06T08:30:00Z
                        avatar_url:\thttps://avatars.githubusercontent.com/u/5?v=4
                        html_url:\thttps://github.com/user5
                        status:\t\u{2615} Brewing release 5 until 2026-12-01
                        pronouns:\tthey/them
                        badges:\tBug Bounty Hunter
                        follows_you:\tfalse
                        you_follow:\tfalse

                        login:\tuser3
                        id:\t3
                        type:\tUser
                        site_admin:\tfalse
                        public_repos:\t3
                        public_gists:\t3
                        followers:\t9
                        following:\t3
                        created_at:\t2011-01-04T12:00:00Z
                        updated_at:\t2026-11-04T08:30:00Z
                        avatar_url:\thttps://avatars.githubusercontent.com/u/3?v=4
                        html_url:\thttps://github.com/user3
                        follows_you:\ttrue
                        you_follow:\tfalse

                        """,
                    stderr: "", status: 0))
        let queries = server.requests.filter { $0.path == "/graphql" }
        #expect(queries.count == 1)
        let variables = try #require(try JSONSerialization.jsonObject(with: queries[0].body) as? [String: Any])["variables"]
        #expect(variables as? [String: String] == ["l0": "user5", "l1": "user3"])
    }

    /// A server without social accounts leaves them out, with a note under `-v`.
    @Test func serverWithoutSocialAccounts_leavesThemOut() async throws {
        var fake = Self.fake()
        fake.graphQLLacks = ["socialAccounts"]
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["show", "user2", "--api-url", api, "--no-cache"], variables: Self.token)
        #expect(result.status == 0 && result.stderr == "")
        #expect(!result.stdout.contains("social:") && result.stdout.contains("contributions_last_year:\t"))
        let verbose = try await BinaryRunner.run(["show", "user2", "--api-url", api, "--no-cache", "-v"], variables: Self.token)
        #expect(verbose.status == 0)
        #expect(
            verbose.stderr.contains(
                "\n* this server's GraphQL API does not have social accounts: left out of the profile\n"))
        #expect(server.requests.filter { $0.path == "/graphql" }.count == 4)
    }

    @Test func hostileStatusText_isEscapedOnACard_exactInJSON() async throws {
        var fake = Self.fake()
        let message = "hi\u{1B}]0;pwned\u{07}\u{202E}txt"
        let status = TestJSON.object([
            ("emoji", .string(":x:")), ("emojiHTML", .string("<g-emoji>\u{1B}[2J</g-emoji>")), ("message", .string(message)),
            ("indicatesLimitedAvailability", .bool(true)), ("expiresAt", .null),
        ])
        let user = TestJSON.object([("__typename", .string("User")), ("login", .string("user2")), ("status", status)])
        fake.overrides["/graphql"] = .text(TestJSON.object([("data", .object([("u0", user)]))]).text)
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let card = try await BinaryRunner.run(
            ["show", "user2", "--api-url", api, "--color", "never"], variables: Self.token.merging(["GH_USERS_FORCE_TTY": "80"]) { $1 })
        #expect(card.status == 0)
        // A "rendered" emoji that is no emoji is passed over for the shortcode as written.
        #expect(card.stdout.hasPrefix("Person 2  @user2\nUser\n:x: hi\\u{1B}]0;pwned\\u{7}\\u{202E}txt (busy)\n"), "\(card.stdout)")
        let json = try await BinaryRunner.run(["show", "user2", "--api-url", api, "--json", "status"], variables: Self.token)
        let sent = try #require(try Self.object(json.stdout)["status"] as? [String: Any])
        #expect(sent["emoji"] as? String == ":x:" && sent["message"] as? String == message)
        #expect(sent["limited_availability"] as? Bool == true && sent["expires_at"] is NSNull && sent.count == 4)
    }
}
