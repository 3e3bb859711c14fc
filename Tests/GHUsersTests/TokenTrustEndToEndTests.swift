import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// Where a token may never go, tried as an attacker would against the built binary: a
/// github.com token over plain http, a token in gh's `hosts.yml` that is not one, and gh asked
/// for a login from a `hosts.yml` that gh-users refused.
@Suite(.timeLimit(.minutes(1)))
struct TokenTrustEndToEndTests {
    private let folder: URL
    /// The `gh` on PATH, in `folder`.
    private let gh: StandInGh
    private let server: LoopbackServer

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-trust-\(UUID().uuidString)")
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
        try? FileManager.default.removeItem(atPath: hostsPath)
        try #require(
            FileManager.default.createFile(atPath: hostsPath, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]))
    }

    private var variables: [String: String] {
        ["GH_CONFIG_DIR": folder.appendingPathComponent("gh").path, "PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin"]
    }

    private func list(_ extra: [String: String] = [:]) async throws -> ProcessResult {
        try await BinaryRunner.run(
            ["-v", "list", "--limit", "1", "--api-url", server.baseURL.absoluteString], variables: variables.merging(extra) { $1 })
    }

    /// The stderr of a `-v` run with its timings made fixed.
    private func log(_ result: ProcessResult) -> String {
        result.stderr.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
    }

    private var requestLine: String {
        "* GET \(server.baseURL.absoluteString)/users?since=0&per_page=1 200 Nms rate-limit-remaining=4999\n"
    }

    @Test func plainHTTPOnGitHubsHosts_isRefusedBeforeAnyToken() async throws {
        defer { server.stop() }
        for (url, named, suggested) in [
            ("http://api.github.com", "api.github.com", "https://api.github.com"),
            ("HTTP://API.GITHUB.COM/", "api.github.com", "https://API.GITHUB.COM/"),
            ("http://x.github.com:80", "x.github.com", "https://x.github.com"),
            ("http://x.github.com:8080/api", "x.github.com:8080", "https://x.github.com:8080/api"),
            ("http://github.com", "github.com", "https://github.com"),
            ("http://api.octo.ghe.com", "api.octo.ghe.com", "https://api.octo.ghe.com"),
            ("http://api%2Egithub%2Ecom", "api.github.com", "https://api.github.com"),
        ] as [(String, String, String)] {
            try await gh.answer(#"echo "gho_keyring""#)
            try hosts("github.com:\n    oauth_token: gho_file\n")
            let refusal = "\(named) is GitHub's, reached over https only: plain http would send the token in clear text (use \(suggested))"
            let argument = try await BinaryRunner.run(
                ["list", "--api-url", url], variables: variables.merging(["GH_TOKEN": "ghp_secret"]) { $1 })
            #expect(
                argument
                    == ProcessResult(
                        stdout: "",
                        stderr: """
                            Error: The value '\(url)' is invalid for '--api-url <url>': \(refusal)
                            Usage: gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]
                              See 'gh-users list --help' for more information.

                            """, status: 64))
            let variable = try await BinaryRunner.run(["status"], variables: variables.merging(["GH_USERS_API_URL": url]) { $1 })
            #expect(variable == ProcessResult(stdout: "", stderr: "Error: GH_USERS_API_URL '\(url)' is refused: \(refusal)\n", status: 64))
            #expect(gh.log == "")
            #expect(server.requests.isEmpty)
        }
    }

    @Test func aRootThatHidesItsHost_isNotAnAPIRootAtAll() async throws {
        defer { server.stop() }
        for url: String in ["http://api.github.com.", "http://user@api.github.com", "http://api.github.com@127.0.0.1"] {
            let result = try await BinaryRunner.run(["list", "--api-url", url], variables: ["GH_TOKEN": "ghp_secret"])
            #expect(result.status == 64 && result.stdout == "")
            #expect(result.stderr.hasPrefix("Error: The value '\(url)' is invalid for '--api-url <url>': expected an http or https URL"))
        }
    }

    #if os(Linux)
        /// libcurl answers any `*.localhost` name with the loopback address itself, so the stand-in
        /// can play a host whose name is not GitHub's (`github.localhost` with a port is another
        /// host to gh too): plain http there keeps working, with its own kind of token.
        @Test func aHostThatIsNotGitHubs_keepsPlainHTTP_andItsToken() async throws {
            defer { server.stop() }
            let root = "http://api.github.localhost:\(server.port)"
            let result = try await BinaryRunner.run(
                ["list", "--limit", "1", "--api-url", root], variables: ["GH_TOKEN": "ghp_dotcom", "GH_ENTERPRISE_TOKEN": "ghe_local"])
            #expect(result == ProcessResult(stdout: TestUsers.line(1), stderr: "", status: 0))
            #expect(server.requests.map { $0.header("Authorization") } == ["Bearer ghe_local"])
        }
    #endif

    /// A hosts-file token that is not one is not sent, and status and `-v` say why.
    @Test(arguments: [
        ("gho_a b", "a space"),
        ("gho_\u{00A0}x", "a space"),
        ("gho_\u{009B}x", "a control character (such as a line break)"),
        ("'gho_\u{07}x'", "a control character (such as a line break)"),
        ("gho_\u{202E}x", "a character that is not plain ASCII (U+202E)"),
        ("gho_\u{2062}x", "a character that is not plain ASCII (U+2062)"),
    ])
    func badHostsFileToken_isNotSent_andExplained(_ token: String, _ flaw: String) async throws {
        defer { server.stop() }
        try await gh.answer(#"echo "gho_keyring""#)
        try hosts("\(host):\n    oauth_token: \(token)\n")
        let result = try await list()
        let note = "not using the token for \(host) in \(hostsPath): it holds \(flaw)"
        #expect(result.stdout == TestUsers.line(1) && result.status == 0)
        #expect(log(result) == "* \(note)\n* no token for \(host)\n" + requestLine)
        let status = try await BinaryRunner.run(["status", "--api-url", server.baseURL.absoluteString], variables: variables)
        #expect(status.status == 0 && status.stderr == "")
        #expect(status.stdout.contains("\nnote:\t\(note)\n"), "\(status.stdout)")
        // list, then status's /rate_limit and its /meta (no answer named a server release).
        #expect(server.requests.map { $0.header("Authorization") } == [nil, nil, nil])
        #expect(gh.log == "")
    }

    @Test func aHostsFileThatCannotBeRead_meansNoGhLogin() async throws {
        defer { server.stop() }
        try await gh.answer(#"echo "gho_keyring""#)
        let damaged = [
            (Data("\(host): [oops]\n".utf8), "line 1: YAML gh does not write ('[')"),
            (Data(("\(host):\n    user: tester\n" + String(repeating: "#", count: 70_000) + "\n").utf8), "larger than 64 KiB"),
            (Data("\(host):\n    user: ".utf8) + [0xFF, 0x0A], "it is not UTF-8 text"),
        ]
        for (bytes, reason) in damaged {
            try? FileManager.default.removeItem(atPath: hostsPath)
            try #require(FileManager.default.createFile(atPath: hostsPath, contents: bytes, attributes: [.posixPermissions: 0o600]))
            let result = try await list()
            #expect(result.stdout == TestUsers.line(1) && result.status == 0)
            #expect(
                log(result) == "* not reading \(hostsPath): \(reason); so gh's login is not used\n* no token for \(host)\n" + requestLine,
                "\(reason)")
        }
        #expect(server.requests.map { $0.header("Authorization") } == [nil, nil, nil])
        #expect(gh.log == "")
    }
}
