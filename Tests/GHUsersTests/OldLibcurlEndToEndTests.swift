#if os(Linux)
    import Foundation
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    /// The built binary on a libcurl that answers as an older one: `CURLOPT_PROTOCOLS_STR` refused
    /// (as libcurl before 7.85 does), with this machine's version or an older one reported
    /// (7.74.0, Debian 11's), through the `LD_PRELOAD` shim in `Shims/`; and a libcurl below the
    /// 7.68 floor (7.58.0, Ubuntu 18.04's), for which URLSession stands in. Every command that
    /// sends a request prints what it prints without the shim.
    @Suite(.timeLimit(.minutes(1)), .enabled(if: OldLibcurlShim.isAvailable, "no C compiler (cc) to build the old-libcurl shim"))
    struct OldLibcurlEndToEndTests {
        /// Each way libcurl can be old: the version reported (`nil`: this machine's) and the
        /// `-v` note gh-users gives for it.
        static let variants: [(version: String?, note: @Sendable (String) -> String)] = [
            (nil, { "* libcurl \($0) does not accept CURLOPT_PROTOCOLS_STR: using CURLOPT_PROTOCOLS to allow only http and https" }),
            (
                "7.74.0",
                { _ in "* libcurl 7.74.0 predates CURLOPT_PROTOCOLS_STR (7.85.0): using CURLOPT_PROTOCOLS to allow only http and https" }
            ),
            ("7.58.0", { _ in "* using URLSession: libcurl 7.58.0 is older than 7.68.0, the oldest gh-users uses" }),
        ]

        private static func fake() -> FakeGitHub {
            var fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(10), staffIDs: [4])
            fake.profiles["octocat"] = Fixture.named("user-octocat")
            fake.searchUserIDs = Array(1...5)
            fake.followers["octocat"] = [1, 2, 3]
            fake.following["octocat"] = [4]
            fake.organizations["octocat"] = [3, 8]
            fake.repositoryCounts["octocat"] = 3
            fake.starredCounts["octocat"] = 2
            fake.searchRepositoryCount = 4
            return fake
        }

        @Test func listAndShow_work() async throws {
            for version: String? in [nil, "7.74.0", "7.58.0"] {
                let server = try Self.fake().start()
                defer { server.stop() }
                let variables = try OldLibcurlShim.variables(reporting: version).merging(["GH_USERS_API_URL": server.baseURL.absoluteString]
                ) {
                    $1
                }
                let list = try await BinaryRunner.run(["list", "--per-page", "3", "--limit", "4"], variables: variables)
                let users = [1, 2, 4, 7].map { TestUsers.line($0, staff: $0 == 4) }.joined()
                #expect(list == ProcessResult(stdout: users, stderr: "", status: 0))
                let show = try await BinaryRunner.run(["show", "octocat"], variables: variables)
                #expect(show == ProcessResult(stdout: ShowCommandTests.octocatLines, stderr: "", status: 0))
                #expect(server.requests.map(\.target) == ["/users?since=0&per_page=3", "/users?per_page=3&since=4", "/users/octocat"])
            }
        }

        @Test func verbose_saysWhatIsDoneDifferently() async throws {
            for index: Int in 0..<3 {
                let (version, note) = Self.variants[index]
                let server = try Self.fake().start()
                defer { server.stop() }
                let api = server.baseURL.absoluteString
                let result = try await BinaryRunner.run(
                    ["-v", "list", "--per-page", "2", "--limit", "2", "--api-url", api],
                    variables: try OldLibcurlShim.variables(reporting: version))
                #expect(result.stdout == [1, 2].map { TestUsers.line($0) }.joined())
                #expect(result.status == 0)
                let log = result.stderr.split(separator: "\n").map {
                    $0.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
                }
                let machine = try await Self.thisMachinesLibcurl()
                #expect(
                    log == [
                        note(machine), "* no token for 127.0.0.1:\(server.port)",
                        "* GET \(api)/users?since=0&per_page=2 200 Nms rate-limit-remaining=4999",
                    ])
            }
        }

        /// Every command that sends requests prints what it prints without the shim.
        /// A case for each library: every command runs twice in each, too many launches for
        /// one test's time limit on a loaded machine if the three shared it.
        @Test(arguments: [nil, "7.74.0", "7.58.0"])
        func everyNetworkCommand_printsAsWithoutTheShim(_ version: String?) async throws {
            let server = try Self.fake().start()
            defer { server.stop() }
            let commands = [
                ["list", "--limit", "5"], ["show", "octocat", "--json"], ["search", "tom", "--limit", "3"], ["followers", "octocat"],
                ["following", "octocat", "--json"], ["orgs", "octocat"], ["repos", "octocat"], ["starred", "octocat", "--json"],
                ["trending", "--limit", "3"], ["fav", "add", "octocat"],
            ]
            let shim = try OldLibcurlShim.variables(reporting: version)
            for command in commands {
                let plain = try await BinaryRunner.run(command + ["--api-url", server.baseURL.absoluteString])
                let shimmed = try await BinaryRunner.run(command + ["--api-url", server.baseURL.absoluteString], variables: shim)
                #expect(plain.status == 0, "\(command): \(plain.stderr)")
                #expect(!plain.stdout.isEmpty || command.first == "fav", "\(command)")
                #expect(shimmed == plain, "\(command)")
            }
        }

        @Test func version_namesTheLibcurlFound_andTheTransportUsed() async throws {
            let header = "gh-users version 0.1.0 (2026-11-28)\ncommit:     unknown\nbuilt:      unknown\n"
            let old = try await BinaryRunner.run(["version"], variables: try OldLibcurlShim.variables(reporting: "7.74.0"))
            #expect(old == ProcessResult(stdout: header + "transport:  curl\nlibcurl:    7.74.0\n", stderr: "", status: 0))
            let tooOld = try await BinaryRunner.run(["version"], variables: try OldLibcurlShim.variables(reporting: "7.58.0"))
            let reason = "libcurl 7.58.0 is older than 7.68.0, the oldest gh-users uses"
            #expect(
                tooOld == ProcessResult(stdout: header + "transport:  URLSession (\(reason))\nlibcurl:    7.58.0\n", stderr: "", status: 0))
        }

        /// The version this machine's libcurl reports, as `gh-users version` prints it.
        static func thisMachinesLibcurl() async throws -> String {
            let version = try await BinaryRunner.run(["version"])
            let line = version.stdout.split(separator: "\n").first { $0.hasPrefix("libcurl:") }
            return String(try #require(line).dropFirst("libcurl:".count)).trimmingCharacters(in: .whitespaces)
        }

    }
#endif
