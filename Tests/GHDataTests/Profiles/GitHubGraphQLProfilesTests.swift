import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import GHWire
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GitHubGraphQLProfiles` over a stub: the queries it sends, and how each answer becomes rows
/// named and valued as REST's `GET /users/{login}`.
struct GitHubGraphQLProfilesTests {
    private static let configuration = APIConfiguration(
        baseURL: APIConfiguration.defaultBaseURL, token: "ghp_test", userAgent: "gh-users/test")

    private static func listed(_ id: Int, type: String = "User") -> Sent<UserSummary> {
        let login = type == "User" ? "user\(id)" : "org\(id)"
        return Sent(
            UserSummary(
                login: login, id: id, type: type, siteAdmin: false, avatarURL: "https://avatars.test/\(id)",
                htmlURL: "https://github.com/\(login)"))
    }

    /// A `User` as GraphQL answers the query's fragment.
    private static func user(_ id: Int, email: String = "", hireable: Bool = false, website: String? = nil) -> String {
        """
        {"__typename":"User","login":"user\(id)","databaseId":\(id),"name":"Person \(id)","company":null,\
        "websiteUrl":\(website.map { "\"\($0)\"" } ?? "null"),"location":"Lisbon","email":"\(email)","isHireable":\(hireable),\
        "bio":null,"twitterUsername":null,"repositories":{"totalCount":\(id % 50)},"gists":{"totalCount":3},\
        "followers":{"totalCount":\(id * 3)},"following":{"totalCount":7},"createdAt":"2011-01-25T18:44:36Z","updatedAt":"2026-11-02T08:30:00Z"}
        """
    }

    /// An answer with `data` members and, optionally, errors.
    private static func answer(_ members: [(String, String)], errors: String? = nil) -> String {
        let data = members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
        return "{\"data\":{\"rateLimit\":{\"cost\":1,\"remaining\":4999,\"resetAt\":\"2026-11-21T13:00:00Z\"},\(data)}"
            + (errors.map { ",\"errors\":\($0)" } ?? "") + "}"
    }

    private static func variables(_ request: URLRequest) throws -> [String: String] {
        let body = try #require(try JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any])
        return try #require(body["variables"] as? [String: String])
    }

    private static func text(_ profile: Sent<UserProfile>?, _ member: String) -> String? {
        profile?.source.value(of: member).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A hundred users are one query, each row named and valued as REST.
    @Test func hundredUsers_areOneQuery_rowsValuedAsREST() async throws {
        let transport = StubTransport()
        let users = (1...100).map { Self.listed($0) }
        transport.register(
            "/graphql", method: "POST",
            body: Self.answer(
                users.indices.map {
                    (
                        "u\($0)",
                        Self.user($0 + 1, email: $0 == 0 ? "" : "a@b.c", hireable: $0 == 1, website: $0 == 1 ? "https://x.example" : nil)
                    )
                }))
        let profiles = try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: users)
        let request = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(request.url?.absoluteString == "https://api.github.com/graphql")
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer ghp_test")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try Self.variables(request) == Dictionary(uniqueKeysWithValues: users.indices.map { ("l\($0)", "user\($0 + 1)") }))
        #expect(profiles.count == 100)
        let first = try #require(profiles[0])
        #expect(first.summary.value == users[0].value)
        #expect(first.name == "Person 1" && first.company == nil && first.location == "Lisbon")
        // GraphQL's hidden email (""), missing website (null) and "not hireable" (false) are REST's null, "" and null.
        #expect(first.email == nil && first.blog == "" && first.hireable == nil)
        #expect(first.publicRepos == 1 && first.publicGists == 3 && first.followers == 3 && first.following == 7)
        #expect(first.createdAt == Timestamp("2011-01-25T18:44:36Z"))
        let members = [
            "login", "id", "name", "company", "blog", "location", "email", "hireable", "bio", "twitter_username", "public_repos",
            "public_gists", "followers", "following", "created_at", "updated_at",
        ]
        #expect(
            members.map { Self.text(first, $0) ?? "-" } == [
                "\"user1\"", "1", "\"Person 1\"", "null", "\"\"", "\"Lisbon\"", "null", "null", "null", "null", "1", "3", "3", "7",
                "\"2011-01-25T18:44:36Z\"", "\"2026-11-02T08:30:00Z\"",
            ])
        #expect(Self.text(profiles[1], "email") == "\"a@b.c\"")
        #expect(Self.text(profiles[1], "hireable") == "true" && profiles[1]?.hireable == true)
        #expect(Self.text(profiles[1], "blog") == "\"https://x.example\"")
    }

    @Test func hundredAndOneUsers_areQueriesOfAHundredAndOfOne() async throws {
        let transport = StubTransport()
        let users = (1...101).map { Self.listed($0) }
        transport.register("/graphql", method: "POST", body: Self.answer((0..<100).map { ("u\($0)", Self.user($0 + 1)) }))
        transport.register("/graphql", method: "POST", body: Self.answer([("u0", Self.user(101))]))
        let profiles = try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: users)
        #expect(try transport.requests.map { try Self.variables($0).count } == [100, 1])
        #expect(try Self.variables(transport.requests[1]) == ["l0": "user101"])
        #expect(profiles.map { $0?.summary.id } == Array(1...101))
    }

    /// An organization is asked through `repositoryOwner`, and what it has not is left out.
    @Test func organization_isAskedThroughRepositoryOwner() async throws {
        let transport = StubTransport()
        let organization = """
            {"__typename":"Organization","login":"org5","databaseId":5,"name":"Org","websiteUrl":"https://org.example",\
            "location":null,"email":null,"description":"We build things","twitterUsername":"org5","repositories":{"totalCount":42},\
            "createdAt":"2009-07-21T21:03:50Z","updatedAt":"2021-02-25T15:26:21Z"}
            """
        transport.register("/graphql", method: "POST", body: Self.answer([("o0", organization)]))
        let profiles = try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: [
            Self.listed(5, type: "Organization")
        ])
        let query = try #require(try JSONSerialization.jsonObject(with: transport.requests[0].httpBody ?? Data()) as? [String: Any])
        #expect((query["query"] as? String)?.contains("o0: repositoryOwner(login: $l0)") == true)
        let row = try #require(profiles.first ?? nil)
        #expect(row.bio == "We build things" && row.publicRepos == 42 && row.blog == "https://org.example")
        for member in ["company", "hireable", "public_gists", "followers", "following"] {
            #expect(Self.text(row, member) == nil, "\(member) is not made up")
        }
        #expect(row.followers == nil && row.company == nil)
    }

    /// A login GitHub no longer knows, or now another account's, has no profile, and the others do.
    @Test func goneOrReassignedLogin_hasNoProfile_othersDo() async throws {
        let transport = StubTransport()
        let errors = """
            [{"type":"NOT_FOUND","path":["u0"],"locations":[{"line":3,"column":3}],"message":"Could not resolve to a User with the login of 'user1'."}]
            """
        transport.register(
            "/graphql", method: "POST",
            body: Self.answer(
                [("u0", "null"), ("u1", Self.user(99).replacingOccurrences(of: "\"user99\"", with: "\"USER2\"")), ("u2", Self.user(3))],
                errors: errors))
        let profiles = try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: [
            Self.listed(1), Self.listed(2), Self.listed(3),
        ])
        #expect(profiles.map { $0?.summary.id } == [nil, nil, 3])
    }

    @Test func rateLimit_isGitHubsRateLimitedError_withItsReset() async throws {
        let transport = StubTransport()
        transport.register(
            "/graphql", method: "POST",
            headers: [
                "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1795266000",
                "X-RateLimit-Resource": "graphql",
            ],
            body: #"{"errors":[{"type":"RATE_LIMITED","message":"API rate limit exceeded for user ID 1."}]}"#)
        let window = RateLimitSnapshot(remaining: 0, limit: 5000, resetAt: Date(timeIntervalSince1970: 1_795_266_000), resource: "graphql")
        await #expect(throws: GitHubError.rateLimited(window: window, sent: true)) {
            try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: [Self.listed(1)])
        }
    }

    /// Any other error is an unexpected response, saying what GitHub said.
    @Test func otherError_isUnexpectedResponse_quotingGitHub() async throws {
        let transport = StubTransport()
        transport.register(
            "/graphql", method: "POST",
            body: #"{"errors":[{"path":["query","u0","nope"],"message":"Field 'nope' doesn't exist on type 'User'"}]}"#)
        await #expect(
            throws: GitHubError.unexpectedResponse(
                url: "https://api.github.com/graphql", detail: "Field 'nope' doesn't exist on type 'User'")
        ) {
            try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: [Self.listed(1)])
        }
    }

    @Test func withoutAToken_GitHubs401_isBadCredentials() async throws {
        let transport = StubTransport()
        transport.register(
            "/graphql", method: "POST", status: 401,
            body:
                #"{"message":"This endpoint requires you to be authenticated.","documentation_url":"https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql"}"#
        )
        let configuration = APIConfiguration(baseURL: APIConfiguration.defaultBaseURL, token: nil, userAgent: "gh-users/test")
        await #expect(throws: GitHubError.badCredentials(message: "This endpoint requires you to be authenticated.")) {
            try await GitHubGraphQLProfiles(configuration: configuration, transport: transport).profiles(of: [Self.listed(1)])
        }
        #expect(transport.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test func anEnterpriseServer_isAskedAtApiGraphQL() async throws {
        let transport = StubTransport()
        transport.register("/api/graphql", method: "POST", body: Self.answer([("u0", Self.user(1))]))
        let configuration = APIConfiguration(baseURL: URL(string: "https://ghe.example/api/v3")!, token: "t", userAgent: "gh-users/test")
        _ = try await GitHubGraphQLProfiles(configuration: configuration, transport: transport).profiles(of: [Self.listed(1)])
        #expect(transport.requests.first?.url?.absoluteString == "https://ghe.example/api/graphql")
        #expect(
            APIConfiguration(baseURL: URL(string: "https://api.octo.ghe.com")!, token: nil, userAgent: "").graphQLURL.absoluteString
                == "https://api.octo.ghe.com/graphql")
    }

    @Test func theRowKeepsItsSummaryAsListed_membersAsSent() async throws {
        let transport = StubTransport()
        // As listed: an odd but valid form of the id, and no `site_admin`.
        transport.register(
            "/users/octocat/followers",
            body: #"[{"login":"user1","id":1,"avatar_url":"https://a.test/1","html_url":"https://h.test/1","type":"User"}]"#)
        transport.register("/graphql", method: "POST", body: Self.answer([("u0", Self.user(1))]))
        let listed = try await GitHubUsers(configuration: Self.configuration, transport: transport).followers(
            of: Login("octocat")!, perPage: 30
        ).items
        let row = try #require(
            try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: listed).first ?? nil)
        #expect(Self.text(row, "avatar_url") == "\"https://a.test/1\"")
        #expect(Self.text(row, "site_admin") == nil)
        #expect(Self.text(row, "name") == "\"Person 1\"")
    }
}
