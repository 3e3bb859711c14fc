import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary installed with Debian's `gh` as a local extension (`gh extension install .`
/// in a folder named gh-users holding it) and run as `gh users …` against the loopback
/// stand-in. gh's config, data and home are temporary folders, so nothing touches the real
/// ones; gh needs a login to install, which a temporary hosts.yml gives it.
@Suite(.timeLimit(.minutes(1)), .enabled(if: ExternalProgram.gh != nil, "gh is not installed (apt-get install -y gh)"))
struct GhExtensionEndToEndTests {
    @Test func ghUsersList_runsTheExtension_whoseHintsAndUsageSayGhUsers() async throws {
        let gh = try #require(ExternalProgram.gh)
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-gh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let folder = sandbox.appendingPathComponent("gh-users")
        let config = sandbox.appendingPathComponent("gh-config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executableURL, to: folder.appendingPathComponent("gh-users"))
        try Data("github.com:\n    oauth_token: gho_test\n    user: tester\n    git_protocol: https\n".utf8).write(
            to: config.appendingPathComponent("hosts.yml"))
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

        var fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(6), staffIDs: [4])
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let run = environment.merging(["GH_USERS_API_URL": api, "GH_ENTERPRISE_TOKEN": "ghe_test"]) { $1 }
        let list = try await ExternalProgram.run(gh, ["users", "list", "--per-page", "3", "--limit", "4"], environment: run)
        let users = [1, 2, 4, 7].map { TestUsers.line($0, staff: $0 == 4) }.joined()
        #expect(list == ProcessResult(stdout: users, stderr: "", status: 0))
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer ghe_test", "Bearer ghe_test"])

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
                    stderr: "Next page: gh users list --since 2 --per-page 2\n", status: 0))

        let usage = try await ExternalProgram.run(gh, ["users", "show"], environment: run)
        #expect(
            usage
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: Missing expected argument '<login> ...'
                        Usage: gh users show <login> ... [--json | --web] [--concurrency <n>]
                          See 'gh users show --help' for more information.

                        """, status: 64))
    }
}
