import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// Without a login, the extras REST serves too (social accounts, organizations) come from REST
/// when `--json` names them, and nothing else is spent.
@Suite(.timeLimit(.minutes(1)))
struct ProfileExtrasRESTEndToEndTests {
    /// Without a token, social accounts and organizations named in `--json` come from REST.
    @Test func withoutToken_theseJSONExtras_comeFromREST() async throws {
        var fake = FakeGitHub()
        fake.syntheticProfiles = true
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["show", "user2", "--json", "login,social_accounts,organizations", "--api-url", api])
        let served = try #require(SyntheticProfile(login: "user2"))
        let socials = served.socialAccounts.map {
            "    {\n      \"provider\": \"\($0.provider.lowercased())\",\n      \"url\": \"\($0.url)\"\n    }"
        }
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout.hasPrefix("{\n  \"login\": \"user2\",\n  \"social_accounts\": [\n" + socials.joined(separator: ",\n") + "\n  ],"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let organizations = try #require(object["organizations"] as? [[String: Any]])
        #expect(organizations.map { $0["login"] as? String } == served.organizationIDs.map { "org\($0)" })
        // REST's list has no display names: `name` is left out, not printed as a `null` never sent.
        #expect(organizations.allSatisfy { Set($0.keys) == ["login", "avatar_url"] }, "\(organizations)")
        #expect(Set(server.requests.map(\.path)) == ["/users/user2", "/users/user2/social_accounts", "/users/user2/orgs"])
        #expect(!server.requests.contains { $0.path == "/graphql" })

        // What only GraphQL has still needs a login, and nothing is sent; the advice is this host's.
        let before = server.requests.count
        let host = "\(server.baseURL.host ?? ""):\(server.baseURL.port ?? 0)"
        let refused = try await BinaryRunner.run(["show", "user2", "--json", "social_accounts,status", "--api-url", api])
        #expect(
            refused
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: --json status needs a login (GitHub's GraphQL API answers only with a token): run gh auth login --hostname \(host), or set GH_ENTERPRISE_TOKEN\n",
                    status: 1))
        #expect(server.requests.count == before)
    }
}
