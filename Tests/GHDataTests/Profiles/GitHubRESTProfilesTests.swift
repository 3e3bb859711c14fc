import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import GHWire
import Testing

@testable import GHData

/// `GitHubRESTProfiles`: a profile request per user, each row its summary as listed with its
/// profile's members as sent.
struct GitHubRESTProfilesTests {
    private static let configuration = APIConfiguration(baseURL: APIConfiguration.defaultBaseURL, token: nil, userAgent: "test")

    private static func listed(_ login: String, _ id: Int) -> Sent<UserSummary> {
        Sent(
            UserSummary(
                login: login, id: id, type: "User", siteAdmin: false, avatarURL: "https://a.test/\(id)", htmlURL: "https://h.test/\(id)"))
    }

    /// Each row is the user as listed, with the profile's members as sent, and a 404 is no profile.
    @Test func eachRow_isTheUserAsListed_withProfileAsSent() async throws {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        transport.register("/users/gone", fixture: Fixture.named("error-404-not-found"))
        transport.register("/users/taken", body: #"{"login":"taken","id":999}"#)
        let repository = GitHubUsers(configuration: Self.configuration, transport: transport)
        let users = [Self.listed("octocat", 583231), Self.listed("gone", 2), Self.listed("taken", 3)]
        let profiles = try await GitHubRESTProfiles(repository: repository).profiles(of: users)
        #expect(profiles.map { $0?.value.summary } == [users[0].value, nil, nil])
        let row = try #require(profiles[0])
        #expect(row.name == "The Octocat" && row.followers == 4752)
        func text(_ member: String) -> String? { row.source.value(of: member).map { String(decoding: $0, as: UTF8.self) } }
        #expect(text("avatar_url") == "\"https://a.test/583231\"")
        #expect(text("hireable") == "null")
        #expect(text("created_at") == "\"2011-01-25T18:44:36Z\"")
        #expect(text("node_id") == nil)
    }

    @Test func anotherFailure_isThrown() async throws {
        let transport = StubTransport()
        transport.register("/users/octocat", status: 500, body: "")
        let repository = GitHubUsers(configuration: Self.configuration, transport: transport)
        await #expect(throws: GitHubError.serverError(status: 500, url: "https://api.github.com/users/octocat")) {
            try await GitHubRESTProfiles(repository: repository).profiles(of: [Self.listed("octocat", 1)])
        }
    }
}
