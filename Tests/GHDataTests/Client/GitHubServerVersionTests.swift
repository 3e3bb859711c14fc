import Foundation
import GHDomain
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHData

@Suite(.timeLimit(.minutes(1)))
struct GitHubServerVersionTests {
    private let root = URL(string: "https://ghe.example.com/api/v3")!

    private func source(_ transport: StubTransport, record: ServerVersionRecord, host: GitHubHost? = nil) -> GitHubServerVersion {
        let reading = ServerVersionReadingTransport(wrapping: transport, record: record)
        return GitHubServerVersion(
            configuration: APIConfiguration(baseURL: root, token: "t", userAgent: "gh-users/9.9"), transport: reading,
            host: host ?? GitHubHost(apiRoot: root), record: record)
    }

    @Test func answersHeader_tellsTheVersion_withNoRequest() async throws {
        let transport = StubTransport()
        transport.register("/api/v3/users", headers: ["X-GitHub-Enterprise-Version": "3.14.2"], body: "[]")
        let record = ServerVersionRecord()
        let users = GitHubUserRepository(
            configuration: APIConfiguration(baseURL: root, token: "t", userAgent: "gh-users/9.9"),
            transport: ServerVersionReadingTransport(wrapping: transport, record: record))
        _ = try await users.users(since: 0, perPage: 1)
        #expect(try await source(transport, record: record).serverVersion() == ServerVersion(major: 3, minor: 14, patch: 2))
        #expect(transport.targets == ["/api/v3/users?since=0&per_page=1"])
    }

    @Test func withoutOne_metaIsAskedOnce_howeverManyWantIt() async throws {
        let transport = StubTransport()
        transport.register("/api/v3/meta", body: #"{"verifiable_password_authentication":true,"installed_version":"3.8.1"}"#)
        let record = ServerVersionRecord()
        let source = source(transport, record: record)
        async let first = source.serverVersion()
        async let second = source.serverVersion()
        let versions = try await [first, second]
        #expect(versions == [ServerVersion(major: 3, minor: 8, patch: 1), ServerVersion(major: 3, minor: 8, patch: 1)])
        #expect(await source.supports(.socialAccounts) == false)
        #expect(transport.targets == ["/api/v3/meta"])
    }

    @Test func hostNamingNoRelease_hasNone_andKeepsEveryFeature() async throws {
        let transport = StubTransport()
        transport.register("/api/v3/meta", status: 404, body: #"{"message":"Not Found"}"#)
        let source = source(transport, record: ServerVersionRecord())
        #expect(try await source.serverVersion() == nil)
        #expect(await source.supports(.socialAccounts))
        let other = StubTransport()
        other.register("/api/v3/meta", body: #"{"installed_version":42}"#)
        #expect(try await self.source(other, record: ServerVersionRecord()).serverVersion() == nil)
    }

    @Test func aHostGitHubRuns_isNeverAsked() async throws {
        let transport = StubTransport()
        let source = source(transport, record: ServerVersionRecord(), host: .dotcom)
        #expect(try await source.serverVersion() == nil)
        #expect(transport.requests.isEmpty)
    }

    /// A host that cannot be asked keeps every feature: the feature's own request says what is wrong.
    @Test func hostThatCannotBeAsked_keepsEveryFeature() async throws {
        let transport = StubTransport()
        transport.register("/api/v3/meta", status: 401, body: #"{"message":"Must authenticate to access this API."}"#)
        let source = source(transport, record: ServerVersionRecord())
        #expect(await source.supports(.socialAccounts))
    }
}
