import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GitHubProfileExtras` against the stand-in's GraphQL (in memory) and against answers a stub
/// plays: what it reads compared with what was served, batches, a server without a field, and
/// answers that must not be trusted.
struct GitHubProfileExtrasTests {
    private static let configuration = APIConfiguration(baseURL: URL(string: "http://stand.in")!, token: "t", userAgent: "gh-users/test")

    /// A transport that answers as `fake` and records the queries' variables.
    private final class Recorder: HTTPTransport, @unchecked Sendable {
        let fake: FakeGitHubTransport
        private(set) var queries: [String] = []
        init(_ fake: FakeGitHub) { self.fake = FakeGitHubTransport(fake) }
        func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
            let body = try JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: Any]
            queries.append(body?["query"] as? String ?? "")
            return try await fake.send(request)
        }
    }

    private static func logins(_ names: [String]) -> [Login] { names.compactMap(Login.init) }

    @Test func oneProfile_everyPart_isWhatTheStandInServed() async throws {
        let recorder = Recorder(FakeGitHub())
        let directory = GitHubProfileExtras(configuration: Self.configuration, transport: recorder)
        let found = try await directory.extras(of: Self.logins(["user2", "user7", "org5"]), parts: Set(ProfileExtras.Part.allCases))
        #expect(recorder.queries.count == 1)
        let two = try #require(found[0])
        let served = SyntheticProfile(login: "user2")!
        #expect(two.status == .some(nil))
        #expect(two.pronouns == .some("they/them"))
        #expect(two.badges == [])
        #expect(two.followsYou == false && two.youFollow == false)
        #expect(two.socialAccounts?.map(\.provider) == served.socialAccounts.map { $0.provider.lowercased() })
        #expect(two.socialAccounts?.map(\.url) == served.socialAccounts.map(\.url))
        #expect(two.organizations?.map(\.login) == ["org3", "org8"])
        #expect(two.organizations?.map(\.name) == [nil, "Person 8"])
        #expect(two.pinned?.map(\.name) == ["user2/tool2", "user2/notes", "a1b2c3d2"])
        #expect(two.pinned?.first?.language == PinnedItem.Language(name: "Swift", color: "#F05138"))
        #expect(two.pinned?.map(\.kind) == [.repository, .repository, .gist])
        let calendar = try #require(two.contributions)
        #expect(calendar.days.map(\.date) == served.contributionDays.map(\.day))
        #expect(calendar.days.map(\.count) == served.contributionDays.map(\.count))
        #expect(calendar.total == served.contributionDays.reduce(0) { $0 + $1.count })
        #expect(two.unavailable == [])
        let seven = try #require(found[1])
        #expect(seven.badges == [.staff, .developerProgramMember])
        #expect(seven.status == .some(nil) && seven.pronouns == .some("she/her"))
        // An organization has none of a user's extras.
        #expect(found[2] == nil)
    }

    @Test func aStatus_isReadWithTheEmojiGitHubRendered() async throws {
        let found = try await GitHubProfileExtras(configuration: Self.configuration, transport: FakeGitHubTransport(FakeGitHub()))
            .extras(of: Self.logins(["user5"]), parts: [.status])
        let status = try #require(found.first??.status ?? nil)
        #expect(
            status
                == ProfileStatus(
                    emoji: ":coffee:", renderedEmoji: "\u{2615}", message: "Brewing release 5", limitedAvailability: false,
                    expiresAt: "2026-12-01T00:00:00Z"))
        #expect(found.first??.pinned == nil)
    }

    /// Many profiles share a query per hundred for the cheap parts, and per twenty for the heavy.
    @Test func profiles_shareAQueryPerHundred_orTwentyIfHeavy() async throws {
        let logins = Self.logins((1...150).map { "user\($0)" })
        let recorder = Recorder(FakeGitHub())
        let directory = GitHubProfileExtras(configuration: Self.configuration, transport: recorder)
        let cheap = try await directory.extras(of: logins, parts: ProfileExtras.Part.scalars)
        #expect(recorder.queries.count == 2)
        #expect(cheap.count == 150 && cheap.allSatisfy { $0?.contributions == nil && $0?.followsYou != nil })
        #expect(cheap.map { $0?.followsYou } == (1...150).map { SyntheticProfile(login: "user\($0)")?.followsViewer })
        _ = try await directory.extras(of: Array(logins.prefix(41)), parts: [.contributions])
        #expect(recorder.queries.count == 5)
    }

    /// A server without social accounts is asked again without them, and that is said.
    @Test func serverWithoutSocialAccounts_isAskedWithoutThem() async throws {
        var fake = FakeGitHub()
        fake.graphQLLacks = ["socialAccounts"]
        let recorder = Recorder(fake)
        let found = try await GitHubProfileExtras(configuration: Self.configuration, transport: recorder)
            .extras(of: Self.logins(["user2"]), parts: Set(ProfileExtras.Part.allCases))
        #expect(recorder.queries.count == 2)
        #expect(recorder.queries.last?.contains("socialAccounts") == false)
        let two = try #require(found.first ?? nil)
        #expect(two.unavailable == [.socialAccounts])
        #expect(two.socialAccounts == nil)
        #expect(two.organizations?.count == 2 && two.contributions != nil)
    }

    /// Answers a stub plays for `user2`: each must be an error naming the login (as --full's
    /// records are checked), never extras.
    @Test func untrustworthyRecords_areErrorsNamingTheLogin() async throws {
        for (body, detail) in [
            (#"{"data":{}}"#, "the answer has no u0 for it"),
            (#"{"data":{"u0":{"__typename":"User","login":"someoneelse"}}}"#, "its record is for the login 'someoneelse'"),
            (#"{"data":{"u0":{"__typename":"Bot","login":"user2"}}}"#, "its __typename is 'Bot', not User or Organization"),
            (#"{"data":{"u0":7}}"#, "u0 is not an object"),
        ] as [(String, String)] {
            let transport = StubTransport()
            transport.register("/graphql", method: "POST", body: body)
            let directory = GitHubProfileExtras(configuration: Self.configuration, transport: transport)
            await #expect(throws: GitHubError.unexpectedProfile(login: "user2", url: "http://stand.in/graphql", detail: detail)) {
                _ = try await directory.extras(of: Self.logins(["user2"]), parts: [.pronouns])
            }
        }
    }

    @Test func untrustworthyAnswers_areErrors() async throws {
        for (body, detail) in [
            (#"{"data":null,"errors":[{"message":"Something went wrong"}]}"#, "Something went wrong"),
            (#"[1,2]"#, "the body is not a GraphQL answer"),
        ] as [(String, String)] {
            let transport = StubTransport()
            transport.register("/graphql", method: "POST", body: body)
            let directory = GitHubProfileExtras(configuration: Self.configuration, transport: transport)
            await #expect(throws: GitHubError.unexpectedResponse(url: "http://stand.in/graphql", detail: detail)) {
                _ = try await directory.extras(of: Self.logins(["user2"]), parts: [.pronouns])
            }
        }
    }

    @Test func aQueryCutOffAtTenSeconds_isAskedAgainInHalves() async throws {
        let transport = StubTransport()
        transport.register("/graphql", method: "POST", status: 502, body: "")
        for login in ["user2", "user3"] {
            let user = #"{"data":{"u0":{"__typename":"User","login":"\#(login)","pronouns":"x"}}}"#
            transport.register("/graphql", method: "POST", body: user)
        }
        let found = try await GitHubProfileExtras(configuration: Self.configuration, transport: transport)
            .extras(of: Self.logins(["user2", "user3"]), parts: [.pronouns])
        #expect(found.map { $0?.pronouns } == [.some("x"), .some("x")])
        #expect(transport.requests.count == 3)
    }

    @Test func aHostileAnswer_isHeldToWhatWasAsked() async throws {
        let day = #"{"date":"2026-01-01","contributionCount":3,"contributionLevel":"SECOND_QUARTILE"}"#
        let week = #"{"contributionDays":["# + Array(repeating: day, count: 50).joined(separator: ",") + "]}"
        let nodes = Array(repeating: #"{"provider":"MASTODON","url":"https://x.example"}"#, count: 40).joined(separator: ",")
        let body = """
            {"data":{"u0":{"__typename":"User","login":"USER2","socialAccounts":{"nodes":[\(nodes)]},\
            "contributionsCollection":{"contributionCalendar":{"totalContributions":5,"weeks":[\(Array(repeating: week, count: 100).joined(separator: ","))]}}}}}
            """
        let transport = StubTransport()
        transport.register("/graphql", method: "POST", body: body)
        let found = try await GitHubProfileExtras(configuration: Self.configuration, transport: transport)
            .extras(of: Self.logins(["user2"]), parts: [.socialAccounts, .contributions])
        let extras = try #require(found.first ?? nil)
        #expect(extras.socialAccounts?.count == 10)
        // Seven days a week were read, of which one date: kept once.
        #expect(extras.contributions?.days.count == 1)
    }
}
