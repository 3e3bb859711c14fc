import Foundation
import GHDomain
import GHTestSupport
import GHWire
import LoopbackHTTPServer
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The stand-in's GraphQL against the query gh-users really sends, and against what it must
/// refuse; and the two APIs of the stand-in compared member by member through gh-users' own
/// mapping.
struct GraphQLStandInTests {
    private static let configuration = APIConfiguration(baseURL: URL(string: "http://stand.in")!, token: "t", userAgent: "gh-users/test")

    private static func fake() -> FakeGitHub {
        var fake = FakeGitHub()
        fake.syntheticProfiles = true
        fake.goneLogins = ["user13"]
        return fake
    }

    private static func listed(_ login: String) -> UserSummary {
        let profile = SyntheticProfile(login: login)
        return UserSummary(
            login: login, id: profile?.id ?? 13, type: profile?.type ?? "User", siteAdmin: false, avatarURL: "https://avatars.test",
            htmlURL: "https://github.com/\(login)")
    }

    /// The stand-in's answer to `query` with `variables`, as a JSON object.
    private static func ask(_ query: String, variables: [String: String] = [:], token: Bool = true) throws -> (
        Int, [String: Any], [(String, String)]
    ) {
        let body = try JSONSerialization.data(withJSONObject: ["query": query, "variables": variables])
        let headers: [(name: String, value: String)] = token ? [("Authorization", "Bearer t")] : []
        let answer = fake().respond(to: HTTPRequestRecord(method: "POST", path: "/graphql", query: nil, headers: headers, body: body))
        let object = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any] ?? [:]
        return (answer.status, object, answer.headers.map { ($0.name, $0.value) })
    }

    private static func errorMessages(_ answer: [String: Any]) -> [String] {
        (answer["errors"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    }

    /// The query gh-users sends is answered, with rate-limit headers as GitHub sends them.
    @Test func querySent_isAnswered_withGitHubsRateLimitHeaders() throws {
        let query = GraphQLProfileQuery(["user6", "org5", "user13", "org7"].map(Self.listed))
        let variables = try #require(try JSONSerialization.jsonObject(with: query.body) as? [String: Any])["variables"] as? [String: String]
        let (status, answer, headers) = try Self.ask(query.text, variables: variables ?? [:])
        #expect(status == 200)
        let data = try #require(answer["data"] as? [String: Any])
        #expect((data["u0"] as? [String: Any])?["email"] as? String == "")
        #expect((data["o1"] as? [String: Any])?["description"] as? String == "Organization 5")
        #expect(data["u2"] is NSNull)
        #expect((answer["errors"] as? [[String: Any]])?.first?["type"] as? String == "NOT_FOUND")
        #expect((answer["errors"] as? [[String: Any]])?.first?["path"] as? [String] == ["u2"])
        #expect((data["rateLimit"] as? [String: Any])?["cost"] as? Int == 1)
        #expect(headers.first { $0.0 == "X-RateLimit-Resource" }?.1 == "graphql")
        #expect(
            Set(headers.map(\.0)).isSuperset(of: ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Used"]))
    }

    @Test func whatItDoesNotKnow_isRefusedLoudly_withNoData() {
        let cases: [(query: String, message: String)] = [
            ("query($l: String!) { user(login: $l) { nope } }", "Field 'nope' doesn't exist on type 'User'"),
            ("query($l: String!) { user(login: $l) { followers { totalCount } } }", "You must provide a `first` or `last` value"),
            (
                "query($l: String!) { user(login: $l) { repositories(first: 1) { totalCount } } }",
                "The stand-in counts repositories only as REST does"
            ),
            (
                "query($l: String!) { user(login: $l) { ...unused login } } fragment other on User { login }",
                "Fragment unused was used, but not defined"
            ),
            (
                "query($l: String!) { user(login: $l) { login } } fragment other on User { login }",
                "Fragment other was defined, but not used"
            ),
            ("query($l: String!, $m: String!) { user(login: $l) { login } }", "Variable $m is declared by anonymous query but not used"),
            ("mutation { followUser(input: {}) { clientMutationId } }", "Parse error: unsupported definition 'mutation'"),
            ("query($l: String!) { user(login: $l) { login @include(if: true) } }", "Parse error: directives are not supported"),
            ("query { viewer { login } }", "Field 'viewer' doesn't exist on type 'Query'"),
        ]
        for (query, message) in cases {
            do {
                let (status, answer, _) = try Self.ask(query, variables: ["l": "user4", "m": "x"])
                #expect(status == 200, "case \(String(reflecting: (query, message)))")
                #expect(answer["data"] == nil, "case \(String(reflecting: (query, message)))")
                #expect(
                    Self.errorMessages(answer).first?.hasPrefix(message) == true,
                    "case \(String(reflecting: (query, message))): \(Self.errorMessages(answer))")
            } catch {
                Issue.record(error, "case \(String(reflecting: (query, message)))")
            }
        }
    }

    @Test func withoutAToken_itAnswers401_asGitHubDoes() throws {
        let (status, answer, _) = try Self.ask("query { rateLimit { cost } }", token: false)
        #expect(status == 401)
        #expect(answer["message"] as? String == "This endpoint requires you to be authenticated.")
    }

    /// GraphQL and REST give the same rows, member by member, except what an organization has not in GraphQL.
    @Test func graphQLAndREST_giveTheSameRows_memberByMember() async throws {
        let transport = FakeGitHubTransport(Self.fake())
        let users = ((1...40).map { Self.listed("user\($0)") } + [5, 8, 11].map { Self.listed("org\($0)") }).map { Sent($0) }
        let fromGraphQL = try await GitHubGraphQLProfiles(configuration: Self.configuration, transport: transport).profiles(of: users)
        let repository = GitHubUsers(configuration: Self.configuration, transport: transport)
        let fromREST = try await GitHubRESTProfiles(repository: repository).profiles(of: users)
        let members = [
            "login", "id", "avatar_url", "html_url", "type", "site_admin", "name", "company", "blog", "location", "email", "hireable",
            "bio", "twitter_username", "public_repos", "public_gists", "followers", "following", "created_at", "updated_at",
        ]
        let organizationsLack: Set = ["company", "hireable", "public_gists", "followers", "following"]
        for (user, (graphQL, rest)) in zip(users, zip(fromGraphQL, fromREST)) {
            if user.login == "user13" {
                #expect(graphQL == nil && rest == nil)
                continue
            }
            let graphQLRow = try #require(graphQL)
            let restRow = try #require(rest)
            for member in members {
                let graphQLValue = try graphQLRow.source.value(of: member).map {
                    try JSONSerialization.jsonObject(with: Data($0), options: .fragmentsAllowed) as? NSObject
                }
                let restValue = try restRow.source.value(of: member).map {
                    try JSONSerialization.jsonObject(with: Data($0), options: .fragmentsAllowed) as? NSObject
                }
                if user.type == "Organization" && organizationsLack.contains(member) {
                    #expect(graphQLValue == nil, "\(user.login).\(member) is left out")
                    #expect(restValue != nil)
                } else {
                    #expect(graphQLValue == restValue, "\(user.login).\(member)")
                }
            }
            #expect(graphQLRow.name == restRow.name && graphQLRow.email == restRow.email && graphQLRow.hireable == restRow.hireable)
        }
    }
}
