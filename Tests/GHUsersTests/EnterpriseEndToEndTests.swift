import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary against the stand-in playing a GitHub Enterprise Server: its release read
/// from the answers' `X-GitHub-Enterprise-Version` or, once, from `/meta`, and private mode,
/// which refuses every request without a token.
@Suite(.timeLimit(.minutes(1)))
struct EnterpriseEndToEndTests {
    private static func server(_ enterprise: FakeGitHub.Enterprise, rateLimits: Bool = false) throws -> (FakeGitHub, LoopbackServer) {
        var fake = FakeGitHub(userIDs: [1, 2, 3])
        fake.enterprise = enterprise
        if rateLimits {
            let rules = ["core": FakeRateLimits.Rule(limit: 60, window: 3600), "search": FakeRateLimits.Rule(limit: 10, window: 60)]
            fake.rateLimits = FakeRateLimits(anonymous: rules, authenticated: rules)
        }
        return (fake, try fake.start())
    }

    /// status names the release from the answer's header, with no request of its own.
    @Test func status_namesReleaseFromHeader_withNoOwnRequest() async throws {
        let (_, server) = try Self.server(.init(version: "3.14.2"))
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["status", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "ghe_x"])
        #expect(
            result
                == ProcessResult(
                    stdout: """
                        host:\t127.0.0.1:\(server.port)
                        api:\t\(api) (from --api-url)
                        server:\tGitHub Enterprise Server 3.14.2
                        login:\tthe token in GH_ENTERPRISE_TOKEN
                        limits:\tnone: 127.0.0.1:\(server.port) has no rate limits turned on

                        """, stderr: "", status: 0))
        #expect(server.requests.map(\.path) == ["/rate_limit"])
        let json = try await BinaryRunner.run(
            ["status", "--json", "host,server_version", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "ghe_x"])
        #expect(
            json
                == ProcessResult(
                    stdout: "{\n  \"host\": \"127.0.0.1:\(server.port)\",\n  \"server_version\": \"3.14.2\"\n}\n", stderr: "", status: 0))
    }

    @Test func version_asksMetaOnce_whenNoAnswerNamedTheRelease() async throws {
        let (_, server) = try Self.server(.init(version: "3.8.1", sendsVersionHeader: false))
        defer { server.stop() }
        let result = try await BinaryRunner.run(["version", "--api-url", server.baseURL.absoluteString])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout.hasSuffix("\nserver:     GitHub Enterprise Server 3.8.1\n"))
        #expect(server.requests.map(\.path) == ["/meta"])
        // github.com is never asked: it has no release to name.
        let dotcom = try await BinaryRunner.run(["version"])
        #expect(!dotcom.stdout.contains("server:"))
    }

    @Test func version_saysWhyReleaseIsUnknown_andSucceeds() async throws {
        let closed = try ClosedPort()
        let result = try await BinaryRunner.run(
            ["version", "--api-url", closed.baseURL.absoluteString], variables: ["GH_USERS_TEST_TIME_SCALE": "0.01"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(
            result.stdout.hasSuffix(
                "\nserver:     127.0.0.1:\(closed.port) (release unknown: cannot connect to 127.0.0.1:\(closed.port): connection refused)\n"
            ))
    }

    /// In private mode the advice names the enterprise token and gh's login, and a token gets in.
    @Test func privateMode_adviceNamesWaysIn_andATokenGetsIn() async throws {
        let (_, server) = try Self.server(.init(version: "3.14.2", privateMode: true), rateLimits: true)
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let host = "127.0.0.1:\(server.port)"
        let refused = try await BinaryRunner.run(["list", "--limit", "1", "--api-url", api])
        #expect(
            refused
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: \(host) refused a request without a login (HTTP 401: Must authenticate to access this API.)
                        \(host) answers only with a login (a GitHub Enterprise Server in private mode): set GH_ENTERPRISE_TOKEN, or run 'gh auth login --hostname \(host)'.

                        """, status: 4))
        let allowed = try await BinaryRunner.run(["list", "--limit", "1", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "ghe_x"])
        #expect(allowed == ProcessResult(stdout: TestUsers.line(1), stderr: "", status: 0))
    }

    /// In private mode a terminal hears nothing of requests allowed without a token.
    @Test func privateMode_saysNothingOfAnonymousRequests() async throws {
        let (_, server) = try Self.server(.init(version: "3.14.2", privateMode: true), rateLimits: true)
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-private-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let host = "127.0.0.1:\(server.port)"
        let process = try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path,
            arguments: ["list", "--limit", "1", "--no-pager", "--color", "never", "--api-url", server.baseURL.absoluteString],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "TZ": "UTC", "HOME": home.path],
            rows: 24, columns: 250)
        #expect(await process.waitForExit(timeout: .seconds(20)) == 4)
        #expect(
            process.screen.lines().filter { !$0.isEmpty } == [
                "Error: \(host) refused a request without a login (HTTP 401: Must authenticate to access this API.)",
                "\(host) answers only with a login (a GitHub Enterprise Server in private mode): set GH_ENTERPRISE_TOKEN, or run 'gh auth login --hostname \(host)'.",
            ])
    }
}
