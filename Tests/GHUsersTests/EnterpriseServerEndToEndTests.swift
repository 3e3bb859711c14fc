import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary against the stand-in playing a GitHub Enterprise Server where a real one
/// serves (REST under `/api/v3`, GraphQL at `/api/graphql`): its release remembered across runs
/// in the cache folder, so that `version` and what a release lacks cost no `/meta` each run, and
/// a memory that cannot be trusted is ignored.
@Suite(.timeLimit(.minutes(1)))
struct EnterpriseServerEndToEndTests {
    /// A cache folder the runs of one test share, as one person's runs do.
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-ghes-\(UUID().uuidString)")
    private var variables: [String: String] { ["XDG_CACHE_HOME": home.path] }
    private var memory: URL { home.appendingPathComponent("gh-users/server-versions.json") }

    private static func server(_ version: String, privateMode: Bool = false) throws -> LoopbackServer {
        var fake = FakeGitHub(userIDs: [1, 2, 3])
        fake.syntheticProfiles = true
        fake.enterprise = .init(version: version, privateMode: privateMode, servesAPIPaths: true)
        return try fake.start()
    }

    /// What `version` prints for github.com: the lines every run of it starts with.
    private static func versionLines() async throws -> String {
        try await BinaryRunner.run(["version"]).stdout
    }

    /// status names the release, and later runs remember it without asking `/meta`.
    @Test func status_namesTheRelease_laterRunsRememberIt() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try Self.server("3.14.2")
        defer { server.stop() }
        let api = server.baseURL.absoluteString + "/api/v3"
        let host = "127.0.0.1:\(server.port)"
        let status = try await BinaryRunner.run(
            ["status", "--api-url", api], variables: variables.merging(["GH_ENTERPRISE_TOKEN": "ghe_x"]) { $1 })
        #expect(
            status
                == ProcessResult(
                    stdout: """
                        host:\t\(host)
                        api:\t\(api) (from --api-url)
                        server:\tGitHub Enterprise Server 3.14.2
                        login:\tthe token in GH_ENTERPRISE_TOKEN
                        limits:\tnone: \(host) has no rate limits turned on

                        """, stderr: "", status: 0))
        let version = try await BinaryRunner.run(["version", "--api-url", api], variables: variables)
        let lines = try await Self.versionLines()
        #expect(version == ProcessResult(stdout: lines + "server:     GitHub Enterprise Server 3.14.2\n", stderr: "", status: 0))
        #expect(server.requests.map(\.path) == ["/api/v3/rate_limit"])
        // Without the cache there is no memory either: the release is asked for.
        let asked = try await BinaryRunner.run(["version", "--no-cache", "--api-url", api], variables: variables)
        #expect(asked == version)
        #expect(server.requests.map(\.path) == ["/api/v3/rate_limit", "/api/v3/meta"])
    }

    @Test func refusingPrivateServer_isNamedByRememberedRelease() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try Self.server("3.14.2", privateMode: true)
        defer { server.stop() }
        let api = server.baseURL.absoluteString + "/api/v3"
        let host = "127.0.0.1:\(server.port)"
        let list = try await BinaryRunner.run(
            ["list", "--limit", "1", "--api-url", api], variables: variables.merging(["GH_ENTERPRISE_TOKEN": "ghe_x"]) { $1 })
        #expect(list == ProcessResult(stdout: TestUsers.line(1), stderr: "", status: 0))
        let refused = try await BinaryRunner.run(["status", "--api-url", api], variables: variables)
        #expect(
            refused
                == ProcessResult(
                    stdout: """
                        host:\t\(host)
                        api:\t\(api) (from --api-url)
                        server:\tGitHub Enterprise Server 3.14.2
                        login:\tnone. Log in with 'gh auth login --hostname \(host)', or set GH_ENTERPRISE_TOKEN.

                        """,
                    stderr: """
                        Error: \(host) refused a request without a login (HTTP 401: Must authenticate to access this API.)
                        \(host) answers only with a login (a GitHub Enterprise Server in private mode): set GH_ENTERPRISE_TOKEN, or run 'gh auth login --hostname \(host)'.

                        """, status: 4))
        #expect(server.requests.map(\.path) == ["/api/v3/users", "/api/v3/rate_limit"])
    }

    @Test func releaseWithoutSocialAccounts_isAskedOnlyOnce() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try Self.server("3.8.1")
        defer { server.stop() }
        let api = server.baseURL.absoluteString + "/api/v3"
        let arguments = ["show", "user1", "--json", "login,pronouns,social_accounts", "--api-url", api]
        let token = variables.merging(["GH_ENTERPRISE_TOKEN": "ghe_x"]) { $1 }
        let expected = ProcessResult(stdout: "{\n  \"login\": \"user1\",\n  \"pronouns\": \"she/her\"\n}\n", stderr: "", status: 0)
        #expect(try await BinaryRunner.run(arguments, variables: token) == expected)
        let first = server.requests.filter { $0.path == "/api/graphql" }
        // The server said it has no such field, and was asked again without it.
        #expect(first.map { String(decoding: $0.body, as: UTF8.self).contains("socialAccounts") } == [true, false])
        #expect(try await BinaryRunner.run(arguments, variables: token) == expected)
        let second = server.requests.filter { $0.path == "/api/graphql" }.dropFirst(first.count)
        #expect(second.map { String(decoding: $0.body, as: UTF8.self).contains("socialAccounts") } == [false])
        #expect(!server.requests.contains { $0.path.hasSuffix("/meta") || $0.path.hasSuffix("/social_accounts") })
    }

    @Test func aDamagedOrHugeMemory_isIgnored_andReplaced() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try Self.server("3.14.2")
        defer { server.stop() }
        let api = server.baseURL.absoluteString + "/api/v3"
        let lines = try await Self.versionLines()
        let expected = ProcessResult(stdout: lines + "server:     GitHub Enterprise Server 3.14.2\n", stderr: "", status: 0)
        try FileManager.default.createDirectory(
            at: memory.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let entry = #"[{"host":"127.0.0.1:\#(server.port)","version":"3.99.0","seen":0}]"#
        for damaged in [Data("[{\"host\":".utf8), Data(entry.utf8) + Data(repeating: 32, count: 1 << 20)] {
            try damaged.write(to: memory)
            #expect(try await BinaryRunner.run(["version", "--api-url", api], variables: variables) == expected)
        }
        #expect(server.requests.map(\.path) == ["/api/v3/meta", "/api/v3/meta"])
        // The release the server named replaced what could not be read.
        #expect(try await BinaryRunner.run(["version", "--api-url", api], variables: variables) == expected)
        #expect(server.requests.count == 2)
    }
}
