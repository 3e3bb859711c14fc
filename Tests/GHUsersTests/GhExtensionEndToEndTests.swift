import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary installed with Debian's `gh` as a local extension (`gh extension install .`
/// in a folder named gh-users holding it) and run as `gh users …` against the loopback
/// stand-in. gh's config, data and home are temporary folders, so nothing touches the real
/// ones. gh passes an extension no token and no host: gh-users finds gh's login for the
/// stand-in's host in that hosts.yml itself.
@Suite(.timeLimit(.minutes(1)), .enabled(if: ExternalProgram.gh != nil, "gh is not installed (apt-get install -y gh)"))
struct GhExtensionEndToEndTests {
    /// `gh users list` runs the extension, whose hints and usage say `gh users`.
    @Test func ghUsersList_runsTheExtension_sayingGhUsers() async throws {
        let gh = try #require(ExternalProgram.gh)
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-gh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let folder = sandbox.appendingPathComponent("gh-users")
        let config = sandbox.appendingPathComponent("gh-config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // gh-users reads gh's hosts.yml only from a folder others cannot write in, whatever the
        // umask another test may have set meanwhile.
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // A link to the built binary: a copy would be some 80 MB written for every run.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("gh-users"), withDestinationURL: BinaryRunner.executableURL)
        var fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(6), staffIDs: [4])
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        let hourly = ["core": FakeRateLimits.Rule(limit: 5000, window: 3600)]
        fake.rateLimits = FakeRateLimits(anonymous: [:], authenticated: hourly)
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        // gh's own login for github.com (it needs one to install) and for the stand-in's host.
        try Data(
            """
            github.com:
                oauth_token: gho_test
                user: tester
                git_protocol: https
            127.0.0.1:\(server.port):
                users:
                    tester:
                        oauth_token: gho_loopback
                git_protocol: https
                user: tester

            """.utf8
        ).write(to: config.appendingPathComponent("hosts.yml"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.appendingPathComponent("hosts.yml").path)
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": sandbox.path, "TZ": "UTC", "LANG": "C.UTF-8", "GH_CONFIG_DIR": config.path,
            "XDG_CONFIG_HOME": sandbox.appendingPathComponent("config").path, "XDG_DATA_HOME": sandbox.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": sandbox.appendingPathComponent("cache").path, "XDG_STATE_HOME": sandbox.appendingPathComponent("state").path,
            "GH_NO_UPDATE_NOTIFIER": "1", "GH_PROMPT_DISABLED": "1",
        ]
        let install = try await ExternalProgram.run(gh, ["extension", "install", "."], environment: environment, directory: folder)
        #expect(install == ProcessResult(stdout: "", stderr: "", status: 0))
        let link = sandbox.appendingPathComponent("data/gh/extensions/gh-users").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == folder.path)

        let run = environment.merging(["GH_USERS_API_URL": api]) { $1 }
        let list = try await ExternalProgram.run(gh, ["users", "list", "--per-page", "3", "--limit", "4"], environment: run)
        let users = [1, 2, 4, 7].map { TestUsers.line($0, staff: $0 == 4) }.joined()
        #expect(list == ProcessResult(stdout: users, stderr: "", status: 0))
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer gho_loopback", "Bearer gho_loopback"])
        #expect(fake.rateLimits?.served == 2)
        let status = try await ExternalProgram.run(gh, ["users", "status", "--json"], environment: run)
        #expect(status.status == 0 && status.stderr == "")
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(fields["token_source"] as? String == config.path + "/hosts.yml")
        #expect(fields["host"] as? String == "127.0.0.1:\(server.port)")
        let core = (fields["rate_limits"] as? [String: [String: Any]])?["core"]
        #expect(core?["limit"] as? Int == 5000 && core?["remaining"] as? Int == 4998)

        let laidOut = run.merging(["GH_USERS_FORCE_TTY": "100"]) { $1 }
        let table = try await ExternalProgram.run(gh, ["users", "list", "--per-page", "2", "--color", "never"], environment: laidOut)
        #expect(
            table
                == ProcessResult(
                    stdout: """
                        LOGIN          ID  TYPE  PROFILE URL
                        user1           1  User  https://github.com/user1
                        user2           2  User  https://github.com/user2

                        """,
                    stderr: "Next page: gh users list --since 2 --per-page 2 --color never\n", status: 0))

        let usage = try await ExternalProgram.run(gh, ["users", "show"], environment: run)
        #expect(
            usage
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: Missing expected argument '<login> ...'
                        Usage: gh users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]
                          See 'gh users show --help' for more information.

                        """, status: 64))
    }
}
