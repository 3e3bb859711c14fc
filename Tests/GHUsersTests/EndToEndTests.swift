import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built `gh-users` binary against a loopback server that answers like GitHub.
@Suite(.timeLimit(.minutes(1)))
struct EndToEndTests {
    private static func fake() -> FakeGitHub {
        var fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(10), staffIDs: [4])
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        fake.profiles["shipit%5Bbot%5D"] = Fixture.named("user-bot")
        return fake
    }

    private static let ids = FakeGitHub.gappedIDs(10)  // 1, 2, 4, 7, 11, 16, 17, 19, 22, 26

    private func lines(_ ids: [Int]) -> String {
        ids.map { TestUsers.line($0, staff: $0 == 4) }.joined()
    }

    @Test func list_all_followsLinksAcrossPagesWithIDGaps() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "--per-page", "4", "--all", "--api-url", server.baseURL.absoluteString])
        #expect(result == ProcessResult(stdout: lines(Self.ids), stderr: "", status: 0))
        #expect(server.requests.map(\.target) == ["/users?since=0&per_page=4", "/users?per_page=4&since=7", "/users?per_page=4&since=19"])
    }

    @Test func list_oneRequestByDefault_andLimitMidPage() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let one = try await BinaryRunner.run(["list", "--since", "0", "--per-page", "3", "--api-url", api])
        #expect(one == ProcessResult(stdout: lines([1, 2, 4]), stderr: "", status: 0))
        let limited = try await BinaryRunner.run(["list", "--per-page", "4", "--limit", "6"], variables: ["GH_USERS_API_URL": api])
        #expect(limited == ProcessResult(stdout: lines([1, 2, 4, 7, 11, 16]), stderr: "", status: 0))
        #expect(server.requests.map(\.target) == ["/users?since=0&per_page=3", "/users?since=0&per_page=4", "/users?per_page=4&since=7"])
    }

    @Test func list_json_isOneValidArrayAcrossPages() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run([
            "list", "--per-page", "3", "--limit", "7", "--json", "--api-url", server.baseURL.absoluteString,
        ])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let users = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(users.compactMap { $0["id"] as? Int } == Array(Self.ids.prefix(7)))
        // Every member the stand-in sends for a listed user.
        let sent: Set = [
            "login", "id", "node_id", "avatar_url", "gravatar_id", "url", "html_url", "followers_url", "following_url", "repos_url", "type",
            "site_admin",
        ]
        #expect(users.map { Set($0.keys) } == Array(repeating: sent, count: 7))
        #expect(users.compactMap { $0["site_admin"] as? Bool } == [false, false, true, false, false, false, false])
    }

    @Test func list_onATerminal_printsATableAndHint() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["list", "--per-page", "2", "--color", "never", "--api-url", api], terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout:
                        "LOGIN          ID  TYPE  PROFILE URL\nuser1           1  User  https://github.com/user1\nuser2           2  User  https://github.com/user2\n",
                    stderr: "Next page: gh-users list --since 2 --per-page 2 --color never --api-url \(api)\n",
                    status: 0
                )
        )
        let coloured = try await BinaryRunner.run(["list", "--per-page", "3", "--since", "2", "--api-url", api], terminal: true)
        #expect(coloured.stdout.contains("\u{1B}[1muser4\u{1B}[0m \u{1B}[1;38;5;231;48;5;97mSTAFF\u{1B}[0m"))
    }

    @Test func requests_carryGitHubsHeaders_andTheToken() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        _ = try await BinaryRunner.run(
            ["show", "octocat", "--api-url", server.baseURL.absoluteString], variables: ["GH_ENTERPRISE_TOKEN": "ghp_test"])
        let request = try #require(server.requests.first { $0.path == "/users/octocat" })
        #expect(request.method == "GET")
        #expect(request.header("User-Agent") == "gh-users/0.1.0")
        #expect(request.header("Accept") == "application/vnd.github+json")
        #expect(request.header("X-GitHub-Api-Version") == "2022-11-28")
        #expect(request.header("Authorization") == "Bearer ghp_test")
        // The profile's GraphQL part, sent with it, carries the token too.
        #expect(server.requests.first { $0.path == "/graphql" }?.header("Authorization") == "Bearer ghp_test")
    }

    @Test func show_oneAndSeveral_inOrder_withFailuresNamed() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let one = try await BinaryRunner.run(["show", "shipit[bot]", "--api-url", api])
        let bot = """
            login:\tshipit[bot]
            id:\t32029183
            type:\tBot
            site_admin:\tfalse
            public_repos:\t0
            public_gists:\t0
            followers:\t0
            following:\t0
            created_at:\t2017-09-17T05:44:46Z
            updated_at:\t2017-09-17T05:44:46Z
            avatar_url:\thttps://avatars2.githubusercontent.com/u/12433555?v=4
            html_url:\thttps://github.com/apps/shipit

            """
        #expect(one == ProcessResult(stdout: bot, stderr: "", status: 0))
        let several = try await BinaryRunner.run(["show", "ghost-1", "shipit[bot]", "ghost-2", "--json", "--api-url", api])
        #expect(several.stderr == "Error: user 'ghost-1' not found\nError: user 'ghost-2' not found\n")
        #expect(several.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(several.stdout.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["login"] as? String } == ["shipit[bot]"])
        #expect(server.requests.filter { $0.path == "/users/shipit%5Bbot%5D" }.count == 2)
    }

    @Test func show_notFound_exits1() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["show", "nobody", "--api-url", server.baseURL.absoluteString])
        #expect(result == ProcessResult(stdout: "", stderr: "Error: user 'nobody' not found\n", status: 1))
    }

    @Test func usageErrors_exit64_andSendNothing() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        for arguments in [["list", "--limit", "0"], ["show"], ["show", "a.b"], ["list", "--nope"], ["lsit"]] {
            let result = try await BinaryRunner.run(arguments + ["--api-url", api])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.contains("\nUsage: gh-users "))
        }
        #expect(server.requests.isEmpty)
    }

    @Test func help_isTheSameEveryWay_andVersionWorks() async throws {
        let help = try await BinaryRunner.run(["list", "--help"])
        #expect(help.status == 0 && help.stderr == "" && help.stdout.hasPrefix("OVERVIEW: List GitHub users"))
        #expect(try await BinaryRunner.run(["help", "list"]) == help)
        #expect(try await BinaryRunner.run(["list", "-h"]) == help)
        #expect(
            try await BinaryRunner.run(["--version"])
                == ProcessResult(stdout: "gh-users version 0.1.0 (2026-11-28)\n", stderr: "", status: 0))
    }

    @Test func unreachableHost_namesTheHostAndExits1() async throws {
        let closed = try ClosedPort()
        let api = closed.baseURL.absoluteString
        let port = closed.port
        let result = try await BinaryRunner.run(["list", "--api-url", api])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: cannot connect to 127.0.0.1:\(port): connection refused\nCheck your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.\n",
                    status: 1
                )
        )
    }

    @Test func badCredentials_exit4() async throws {
        let fixture = Fixture.named("error-401-bad-credentials")
        let fake = FakeGitHub(overrides: ["/users": HTTPResponseSpec(status: 401, body: fixture.body)])
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["list", "--api-url", server.baseURL.absoluteString], variables: ["GITHUB_ENTERPRISE_TOKEN": "expired"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: TestUsers.badCredentialsError.replacingOccurrences(
                        of: "GH_TOKEN or GITHUB_TOKEN", with: "GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN"),
                    status: 4
                )
        )
    }

    @Test func verbose_logsEachRequestWithoutTheToken() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(
            ["-v", "list", "--per-page", "5", "--limit", "6", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "ghp_secret"])
        #expect(result.stdout == lines([1, 2, 4, 7, 11, 16]))
        let log = result.stderr.split(separator: "\n").map {
            $0.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
        }
        // Which token goes where, then a line as each exchange ends; the second page is asked for
        // once the first is in.
        #expect(
            log == [
                "* sending the token from GH_ENTERPRISE_TOKEN to \(server.baseURL.host!):\(server.port) only",
                "* GET \(api)/users?since=0&per_page=5 200 Nms rate-limit-remaining=4999",
                "* GET \(api)/users?per_page=5&since=11 200 Nms rate-limit-remaining=4999",
            ]
        )
        #expect(!result.stderr.contains("ghp_secret"))
    }

    /// `-v` says when a github.com token is not sent to another host, and which variable would be.
    @Test func verbose_namesTheTokenWithheldFromAnotherHost() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(
            ["-v", "list", "--per-page", "1", "--api-url", api], variables: ["GH_TOKEN": "ghp_secret"])
        let log = result.stderr.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
        #expect(
            ProcessResult(stdout: result.stdout, stderr: log, status: result.status)
                == ProcessResult(
                    stdout: lines([1]),
                    stderr: """
                        * no token for 127.0.0.1:\(server.port); GH_TOKEN is set but is not sent to 127.0.0.1:\(server.port) (set GH_ENTERPRISE_TOKEN for this host)
                        * GET \(api)/users?since=0&per_page=1 200 Nms rate-limit-remaining=4999

                        """,
                    status: 0))
        #expect(server.requests.first?.header("Authorization") == nil)
    }
}
