#if os(Linux)
    import Foundation
    import GHTestSupport
    import LoopbackHTTPServer
    import Testing

    /// The built binary where libcurl cannot be loaded: `LD_LIBRARY_PATH` puts a file that is no
    /// library first, as `libcurl.so.4`. gh-users no longer has the dynamic loader load libcurl
    /// before `main` (CCurlOnDemand), so it starts, does what needs no request, answers from
    /// its cache, and says why it cannot send anything. Before, the loader refused to start it.
    @Suite(.timeLimit(.minutes(1)))
    struct NoLibcurlEndToEndTests {
        /// A folder holding a `libcurl.so.4` that is not a library, removed with the value.
        final class BrokenLibcurl {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-no-libcurl-\(UUID().uuidString)")
            init() throws {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("not a library\n".utf8).write(to: folder.appendingPathComponent("libcurl.so.4"))
            }
            var variables: [String: String] { ["LD_LIBRARY_PATH": folder.path] }
            /// Why, as dlopen says it and gh-users passes it on.
            var reason: String { "cannot load libcurl.so.4: \(folder.path)/libcurl.so.4: file too short" }
            deinit { try? FileManager.default.removeItem(at: folder) }
        }

        @Test func version_namesNoTransport_andWhy() async throws {
            let libcurl = try BrokenLibcurl()
            let result = try await BinaryRunner.run(["version"], variables: libcurl.variables)
            let header = "gh-users version 0.1.0 (2026-11-28)\ncommit:     unknown\nbuilt:      unknown\n"
            let stated = header + "transport:  none (\(libcurl.reason))\nlibcurl:    none\n"
            #expect(result == ProcessResult(stdout: stated, stderr: "", status: 0))
            // For a host GitHub does not run, the release cannot be asked either.
            let server = try FakeGitHub(userIDs: [1]).start()
            defer { server.stop() }
            let variables = libcurl.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
            let enterprise = try await BinaryRunner.run(["version"], variables: variables)
            let serverLine = "server:     127.0.0.1:\(server.port) (release unknown: no transport)\n"
            #expect(enterprise == ProcessResult(stdout: stated + serverLine, stderr: "", status: 0))
            #expect(server.requests.isEmpty)
        }

        @Test func aRequest_failsWithWhatToInstall() async throws {
            let libcurl = try BrokenLibcurl()
            let server = try FakeGitHub(userIDs: [1, 2]).start()
            defer { server.stop() }
            let variables = libcurl.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
            let result = try await BinaryRunner.run(["list", "--limit", "2"], variables: variables)
            #expect(result == ProcessResult(stdout: "", stderr: Self.error(libcurl.reason) + "\n", status: 1))
            #expect(server.requests.isEmpty)
        }

        /// `-v` says so before the failure.
        @Test func verbose_saysThereIsNoTransport() async throws {
            let libcurl = try BrokenLibcurl()
            let server = try FakeGitHub(userIDs: [1, 2]).start()
            defer { server.stop() }
            let api = server.baseURL.absoluteString
            let result = try await BinaryRunner.run(["-v", "show", "user1", "--api-url", api], variables: libcurl.variables)
            let lines = result.stderr.split(separator: "\n").map {
                $0.replacingOccurrences(of: #" \d+ms"#, with: " Nms", options: .regularExpression)
            }
            #expect(
                lines == [
                    "* no token for 127.0.0.1:\(server.port)", "* no transport: \(libcurl.reason)",
                    "* GET \(api)/users/user1 failed Nms", Self.error(libcurl.reason),
                ])
            #expect(result.stdout == "")
            #expect(result.status == 1)
        }

        /// A profile fetched before is shown from the cache, with the warning a lost network gives.
        @Test func aCachedAnswer_isStillServed() async throws {
            let libcurl = try BrokenLibcurl()
            let state = CacheEndToEndTests.StateDirectory()
            let server = try FakeGitHub(userIDs: [1, 2], profiles: ["octocat": Fixture.named("user-octocat")]).start()
            defer { server.stop() }
            let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
            let before = Date()
            let fresh = try await BinaryRunner.run(["show", "octocat"], variables: variables)
            let after = Date()
            #expect(fresh.status == 0)
            let cached = try await BinaryRunner.run(["show", "octocat"], variables: variables.merging(libcurl.variables) { $1 })
            let minute = DateFormatter()
            minute.dateFormat = "yyyy-MM-dd HH:mm"
            minute.timeZone = TimeZone(identifier: "UTC")
            // The answer was stored between `before` and `after`, which may be a minute apart.
            let warnings = [before, after].map {
                "Warning: cannot reach 127.0.0.1:\(server.port); showing cached data from \(minute.string(from: $0))\n"
            }
            #expect(cached.stdout == fresh.stdout)
            #expect(warnings.contains(cached.stderr), "\(cached.stderr)")
            #expect(cached.status == 0)
            #expect(server.requests.count == 1)
        }

        /// The error every request fails with, for `reason`.
        static func error(_ reason: String) -> String {
            "Error: cannot send requests: \(reason); install libcurl 7.68 or later (libcurl.so.4, in the libcurl4 package on Debian and Ubuntu)"
        }

        /// A libcurl that loads but that URLSession cannot use either: too old for gh-users and
        /// without a function FoundationNetworking calls, or failing to initialise. No transport
        /// is chosen, rather than one that would end the process at its first call (the old-libcurl
        /// shim makes this machine's libcurl so).
        @Test(.enabled(if: OldLibcurlShim.isAvailable, "no C compiler (cc) to build the old-libcurl shim"))
        func libcurlURLSessionCannotUse_isNoTransport() async throws {
            let cases: [(variables: [String: String], reason: String, version: String)] = [
                (
                    ["GH_USERS_SHIM_CURL_VERSION": "7.58.0", "GH_USERS_SHIM_CURL_HIDE": "curl_url,curl_url_get,curl_url_set"],
                    "libcurl 7.58.0 is older than 7.68.0, the oldest gh-users uses; libcurl.so.4 has no curl_url, which URLSession needs",
                    "7.58.0"
                ),
                (
                    ["GH_USERS_SHIM_CURL_INIT_FAILS": "1"], "curl_global_init failed",
                    try await OldLibcurlEndToEndTests.thisMachinesLibcurl()
                ),
            ]
            let server = try FakeGitHub(userIDs: [1, 2]).start()
            defer { server.stop() }
            let header = "gh-users version 0.1.0 (2026-11-28)\ncommit:     unknown\nbuilt:      unknown\n"
            for (shim, reason, version) in cases {
                let variables = try OldLibcurlShim.variables().merging(shim) { $1 }
                let stated = try await BinaryRunner.run(["version"], variables: variables)
                let expected = header + "transport:  none (\(reason))\nlibcurl:    \(version)\n"
                #expect(stated == ProcessResult(stdout: expected, stderr: "", status: 0))
                for transport in ["curl", "urlsession"] {
                    let api = ["GH_USERS_API_URL": server.baseURL.absoluteString, "GH_USERS_TRANSPORT": transport]
                    let listed = try await BinaryRunner.run(["list", "--limit", "2"], variables: variables.merging(api) { $1 })
                    #expect(listed == ProcessResult(stdout: "", stderr: Self.error(reason) + "\n", status: 1), "\(transport)")
                }
            }
            #expect(server.requests.isEmpty)
        }

        /// `--offline` with a cache makes no transport, so libcurl is not even loaded: the dynamic
        /// loader's log (`LD_DEBUG=files`, to a file) names it for a run that sends, not for this one.
        @Test func offline_doesNotLoadLibcurl() async throws {
            let state = CacheEndToEndTests.StateDirectory()
            let server = try FakeGitHub(userIDs: [1, 2]).start()
            defer { server.stop() }
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-ld-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: log, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: log) }
            func loadsLibcurl(_ arguments: [String], run: String) async throws -> (ProcessResult, Bool) {
                let variables = state.variables.merging([
                    "GH_USERS_API_URL": server.baseURL.absoluteString, "LD_DEBUG": "files",
                    "LD_DEBUG_OUTPUT": log.appendingPathComponent(run).path,
                ]) { $1 }
                let result = try await BinaryRunner.run(arguments, variables: variables)
                let files = try FileManager.default.contentsOfDirectory(atPath: log.path).filter { $0.hasPrefix(run + ".") }
                let text = try files.map { try String(contentsOf: log.appendingPathComponent($0), encoding: .utf8) }.joined()
                return (result, text.contains("libcurl.so.4"))
            }
            let (online, onlineLoads) = try await loadsLibcurl(["list", "--limit", "2"], run: "online")
            #expect(online.status == 0)
            #expect(onlineLoads, "a run that sends loads libcurl")
            let (offline, offlineLoads) = try await loadsLibcurl(["--offline", "list", "--limit", "2"], run: "offline")
            #expect(offline.stdout == online.stdout)
            #expect(offline.stderr.hasPrefix("Offline: showing cached data from "), "\(offline.stderr)")
            #expect(offline.stderr.split(separator: "\n").count == 1)
            #expect(offline.status == 0)
            #expect(!offlineLoads, "--offline loads no libcurl")
            // Nor to say, with -v, what transport a run that sends nothing would use.
            let (verbose, verboseLoads) = try await loadsLibcurl(["--offline", "-v", "list", "--limit", "2"], run: "verbose")
            #expect(verbose.stdout == online.stdout)
            #expect(verbose.status == 0)
            #expect(!verboseLoads, "--offline -v loads no libcurl")
            #expect(server.requests.count == 1)
        }

        /// Commands that send nothing work as they do with libcurl.
        @Test func favorites_andSettings_work() async throws {
            let libcurl = try BrokenLibcurl()
            let state = CacheEndToEndTests.StateDirectory()
            let variables = state.variables.merging(libcurl.variables) { $1 }
            let set = try await BinaryRunner.run(["config", "set", "per-page", "50"], variables: variables)
            #expect(set == ProcessResult(stdout: "", stderr: "", status: 0))
            let get = try await BinaryRunner.run(["config", "get", "per-page"], variables: variables)
            #expect(get == ProcessResult(stdout: "50\n", stderr: "", status: 0))
            let favorites = try await BinaryRunner.run(["fav", "list"], variables: variables)
            #expect(favorites == ProcessResult(stdout: "", stderr: "", status: 0))
        }
    }
#endif
