import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The token in the built binary against hostile answers: never sent along a redirect to another
/// origin, and redacted when a server echoes it back.
@Suite(.timeLimit(.minutes(1)))
struct TokenSafetyEndToEndTests {
    @Test func token_isNotSentAlongARedirectToAnotherOrigin() async throws {
        let elsewhere = try FakeGitHub(profiles: ["octocat": Fixture.named("user-octocat")]).start()
        defer { elsewhere.stop() }
        let target = elsewhere.baseURL.absoluteString + "/users/octocat"
        // GraphQL (the profile's extras) is answered at the origin; the profile is redirected.
        let graphQL = FakeGitHub()
        let origin = try LoopbackServer { request in
            request.path == "/graphql" ? graphQL.respond(to: request) : HTTPResponseSpec(status: 302, headers: [("Location", target)])
        }
        defer { origin.stop() }
        let result = try await BinaryRunner.run(
            ["show", "octocat", "--api-url", origin.baseURL.absoluteString], variables: ["GH_ENTERPRISE_TOKEN": "ghp_secret"])
        #expect(result.status == 0)
        #expect(origin.requests.allSatisfy { $0.header("Authorization") == "Bearer ghp_secret" })
        #expect(elsewhere.requests.count == 1)
        #expect(elsewhere.requests.first?.header("Authorization") == nil)
    }

    @Test func token_echoedByTheServer_isRedactedOnStderr() async throws {
        let echo = HTTPResponseSpec.text(#"{"message":"token ghp_secret is not allowed here"}"#, status: 422)
        let server = try FakeGitHub(userIDs: FakeGitHub.gappedIDs(6), script: ResponseScript(["/users": [echo]])).start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["list", "--api-url", api, "-v"], variables: ["GH_ENTERPRISE_TOKEN": "ghp_secret"])
        #expect(
            result.stderr.hasSuffix(
                "Error: GitHub returned HTTP 422 for \(api)/users?since=0&per_page=30: token [REDACTED] is not allowed here\n"))
        #expect(!result.stderr.contains("ghp_secret"))
        #expect(result.status == 1)
    }
}
