import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary finding its login as gh's libraries do, against the loopback stand-in: gh's
/// hosts.yml in a temporary GH_CONFIG_DIR, and stand-in `gh` programs on PATH that answer
/// `auth token`, hang or print garbage.
@Suite(.timeLimit(.minutes(1)))
struct LoginEndToEndTests {
    private let folder: URL
    /// The `gh` on PATH, in `folder`.
    private let gh: StandInGh
    private let server: LoopbackServer

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-login-\(UUID().uuidString)")
        gh = StandInGh(in: folder)
        for name in ["gh", "bin"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        server = try FakeGitHub(userIDs: [1, 2]).start()
    }

    private var host: String { "127.0.0.1:\(server.port)" }
    private var hostsPath: String { folder.appendingPathComponent("gh/hosts.yml").path }

    private func hosts(_ text: String) throws {
        try #require(
            FileManager.default.createFile(atPath: hostsPath, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]))
    }

    private func list(_ extra: [String: String] = [:]) async throws -> ProcessResult {
        let variables = [
            "GH_CONFIG_DIR": folder.appendingPathComponent("gh").path,
            "PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin",
        ].merging(extra) { $1 }
        return try await BinaryRunner.run(["-v", "list", "--limit", "1", "--api-url", server.baseURL.absoluteString], variables: variables)
    }

    /// The stderr of a `-v` run with its timings made fixed.
    private func log(_ result: ProcessResult) -> String {
        result.stderr.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
    }

    private var requestLine: String {
        "* GET \(server.baseURL.absoluteString)/users?since=0&per_page=1 200 Nms rate-limit-remaining=4999\n"
    }

    @Test func ghsHostsFile_givesTheToken_verboseNamesIt() async throws {
        defer { server.stop() }
        try hosts("\(host):\n    users:\n        tester:\n            oauth_token: gho_file\n    user: tester\n")
        let result = try await list()
        #expect(result.stdout == TestUsers.line(1) && result.status == 0)
        #expect(log(result) == "* sending gh's login for \(host) from \(hostsPath) to \(host) only\n" + requestLine)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer gho_file"])
        #expect(gh.log == "")
    }

    @Test func aKeyringLogin_isAskedOfGh_onlyForAHostItKnows() async throws {
        defer { server.stop() }
        try await gh.answer(#"echo "gho_keyring""#)
        try hosts("github.com:\n    user: tester\n")
        let unknown = try await list()
        #expect(log(unknown) == "* no token for \(host)\n" + requestLine)
        #expect(gh.log == "")
        try hosts("\(host):\n    user: tester\n    git_protocol: https\n")
        let result = try await list()
        #expect(result.stdout == TestUsers.line(1) && result.status == 0)
        #expect(log(result) == "* sending gh's login for \(host) (gh auth token) to \(host) only\n" + requestLine)
        #expect(gh.log == "auth token --hostname \(host)\n")
        #expect(server.requests.map { $0.header("Authorization") } == [nil, "Bearer gho_keyring"])
    }

    @Test func tokenVariable_winsOverGhsLogin_ghNotStarted() async throws {
        defer { server.stop() }
        try await gh.answer(#"echo "gho_keyring""#)
        try hosts("\(host):\n    user: tester\n")
        let result = try await list(["GH_ENTERPRISE_TOKEN": "ghe_variable"])
        #expect(log(result) == "* sending the token from GH_ENTERPRISE_TOKEN to \(host) only\n" + requestLine)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer ghe_variable"])
        #expect(gh.log == "")
    }

    @Test func ghThatHangs_isStoppedAt2s_andGarbage_isNotSent() async throws {
        defer { server.stop() }
        try hosts("\(host):\n    user: tester\n")
        // An hour: the line says it was stopped, and a gh waited for would outlast the run's
        // deadline in BinaryRunner.
        try await gh.answer("exec sleep 3600")
        let hung = try await list()
        #expect(hung.stdout == TestUsers.line(1) && hung.status == 0)
        #expect(
            log(hung)
                == "* not using gh auth token --hostname \(host): it did not finish within 2 s and was stopped\n* no token for \(host)\n"
                + requestLine)
        try await gh.answer("printf 'Bearer x\\r\\nInjected: yes\\n'")
        let garbage = try await list()
        #expect(
            log(garbage)
                == "* not using gh auth token --hostname \(host): it printed something that is not a token\n* no token for \(host)\n"
                + requestLine)
        #expect(server.requests.map { $0.header("Authorization") } == [nil, nil])
    }

    /// A hosts file others can write is not trusted, nor asked of gh, which would read it.
    @Test func hostsFileOthersCanWrite_isNotTrusted_evenViaGh() async throws {
        defer { server.stop() }
        try await gh.answer(#"echo "gho_planted""#)
        try hosts("\(host):\n    oauth_token: gho_planted\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: hostsPath)
        let result = try await list()
        #expect(result.stdout == TestUsers.line(1) && result.status == 0)
        #expect(
            log(result) == "* not reading \(hostsPath): other users can write it; so gh's login is not used\n* no token for \(host)\n"
                + requestLine)
        #expect(server.requests.map { $0.header("Authorization") } == [nil])
        #expect(gh.log == "")
        // status, asked which login is used, says why gh's is not, without -v.
        let status = try await BinaryRunner.run(
            ["status", "--api-url", server.baseURL.absoluteString], variables: ["GH_CONFIG_DIR": folder.appendingPathComponent("gh").path])
        #expect(status.status == 0 && status.stderr == "")
        #expect(
            status.stdout.contains("\nnote:\tnot reading \(hostsPath): other users can write it; so gh's login is not used\n"),
            "\(status.stdout)")
    }

    @Test func helpAndUsageErrors_neverLookForALogin() async throws {
        defer { server.stop() }
        try await gh.answer(#"echo "gho_keyring""#)
        try hosts("\(host):\n    user: tester\n")
        let variables = ["GH_CONFIG_DIR": folder.appendingPathComponent("gh").path, "PATH": folder.appendingPathComponent("bin").path]
        #expect(try await BinaryRunner.run(["list", "--help"], variables: variables).status == 0)
        #expect(try await BinaryRunner.run(["list", "--nope"], variables: variables).status == 64)
        #expect(try await BinaryRunner.run(["config", "list"], variables: variables).status == 0)
        #expect(gh.log == "")
    }

    @Test func ghHost_choosesTheAPI_asGhMapsIt() async throws {
        defer { server.stop() }
        let result = try await BinaryRunner.run(["-v", "list"], variables: ["GH_HOST": "ghe.example.invalid", "GH_TOKEN": "not_sent"])
        #expect(
            log(result) == """
                * no token for ghe.example.invalid; GH_TOKEN is set but is not sent to ghe.example.invalid (set GH_ENTERPRISE_TOKEN for this host)
                * GET https://ghe.example.invalid/api/v3/users?since=0&per_page=30 failed Nms
                Error: cannot connect to ghe.example.invalid: host not found
                Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.

                """)
        #expect(
            try await BinaryRunner.run(["list"], variables: ["GH_HOST": "https://github.com"])
                == ProcessResult(
                    stdout: "",
                    stderr: "Error: GH_HOST is not a host name such as github.com or ghe.example.com: 'https://github.com'\n",
                    status: 64))
    }
}
