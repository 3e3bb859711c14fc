import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// Bare `--json` prints every member GitHub sent, in the order it sent them, as `gh api` does;
/// a field list narrows it to those named, in the order named.
@Suite(.timeLimit(.minutes(1)))
struct BareJSONEndToEndTests {
    /// The stand-in's user 1 as it lists it, member by member, in its order.
    private static let user1 = """
          {
            "login": "user1",
            "id": 1,
            "node_id": "MDQ6VXNlcj1=",
            "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4",
            "gravatar_id": "",
            "url": "https://api.github.com/users/user1",
            "html_url": "https://github.com/user1",
            "followers_url": "https://api.github.com/users/user1/followers",
            "following_url": "https://api.github.com/users/user1/following{/other_user}",
            "repos_url": "https://api.github.com/users/user1/repos",
            "type": "User",
            "site_admin": false
          }
        """

    @Test func list_bareJSON_printsEveryMemberSent_inOrder() async throws {
        let server = try FakeGitHub(userIDs: [1]).start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "--json", "--api-url", server.baseURL.absoluteString])
        #expect(result == ProcessResult(stdout: "[\n\(Self.user1)\n]\n", stderr: "", status: 0))
    }

    @Test func list_fieldList_printsOnlyThose_inTheOrderNamed() async throws {
        let server = try FakeGitHub(userIDs: [1]).start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "--json", "type,login", "--api-url", server.baseURL.absoluteString])
        let expected = """
            [
              {
                "type": "User",
                "login": "user1"
              }
            ]

            """
        #expect(result == ProcessResult(stdout: expected, stderr: "", status: 0))
    }

    /// A member GitHub sends that gh-users has never heard of is printed too, where it was sent;
    /// a member sent twice is printed once, as the first (what every other output shows).
    @Test func show_bareJSON_printsUnknownMembers() async throws {
        let body = #"{"login":"octocat","future_member":{"a":[1, 2]},"id":1,"login":"other","plan":null}"#
        let server = try FakeGitHub(
            userIDs: [],
            overrides: [
                "/users/octocat": HTTPResponseSpec(status: 200, headers: [("Content-Type", "application/json")], body: Data(body.utf8))
            ]
        ).start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["show", "octocat", "--json", "--api-url", server.baseURL.absoluteString])
        let expected = """
            {
              "login": "octocat",
              "future_member": {"a":[1,2]},
              "id": 1,
              "plan": null
            }

            """
        #expect(result == ProcessResult(stdout: expected, stderr: "", status: 0))
    }
}
