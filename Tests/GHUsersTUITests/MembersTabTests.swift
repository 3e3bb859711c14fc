import Foundation
import GHData
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersTUI

/// An organization's card has a Members tab, listed from `GET /orgs/{org}/members`; a user's has not.
struct MembersTabTests {
    private static func profile(type: String) -> UserProfile {
        UserProfile(summary: UserSummary(login: "github", id: 9919, type: type, siteAdmin: false, avatarURL: "", htmlURL: ""))
    }

    /// Only an organization's card has members, once its profile says it is one.
    @Test func onlyAnOrganizationsCard_hasMembers() {
        var card = ProfileScreen(login: Login("github")!)
        #expect(card.availableTabs == [.repositories, .starred, .followers, .following, .organizations])
        card.profile = Self.profile(type: "User")
        #expect(card.availableTabs == [.repositories, .starred, .followers, .following, .organizations])
        card.profile = Self.profile(type: "Organization")
        #expect(card.availableTabs == [.repositories, .starred, .followers, .following, .organizations, .members])
        #expect(ProfileTab.members.title == "Members" && ProfileTab.members.source(Login("github")!) == .members(Login("github")!))
    }

    @Test func membersTab_asksForTheMembers_andFollowsTheCursor() async throws {
        let transport = StubTransport()
        let next = "https://api.github.com/orgs/github/members?per_page=100&page=2"
        transport.register("/orgs/github/members?per_page=100", headers: ["Link": "<\(next)>; rel=\"next\""], body: TestJSON.users([1, 2]))
        transport.register("/orgs/github/members?per_page=100&page=2", body: TestJSON.users([3]))
        let configuration = APIConfiguration(baseURL: BrowseServicesTests.base, token: nil, userAgent: "gh-users-tests")
        var services = BrowseServicesTests.services(transport)
        services.members = GitHubUserRepository(configuration: configuration, transport: transport)
        let first = try await services.page(.members(Login("github")!), at: nil)
        let cursor = try #require(first.next)
        let second = try await services.page(.members(Login("github")!), at: cursor)
        #expect((first.items + second.items).map(\.identity) == [.account(1), .account(2), .account(3)])
        #expect(transport.unusedStubs.isEmpty)
        let without = BrowseServicesTests.services(StubTransport())
        await #expect(throws: BrowseFailure.self) { try await without.page(.members(Login("github")!), at: nil) }
    }
}

/// Bodies for these tests.
private enum TestJSON {
    static func users(_ ids: [Int]) -> String { "[" + ids.map { FakeGitHub.userJSON(id: $0) }.joined(separator: ",") + "]" }
}
