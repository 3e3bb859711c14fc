import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP cache in the built binary: revalidation, identities, offline fallback, `--offline` and
/// `--no-cache`, against a loopback server that sends ETags and answers 304 (its files:
/// ``CacheFilesEndToEndTests``).
@Suite(.timeLimit(.minutes(1)))
struct CacheEndToEndTests {
    /// A directory for one test's cache and settings, shared by every run in the test.
    final class StateDirectory {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-state-\(UUID().uuidString)")
        var variables: [String: String] {
            ["XDG_CACHE_HOME": url.appendingPathComponent("cache").path, "XDG_CONFIG_HOME": url.appendingPathComponent("config").path]
        }
        var cacheDirectory: URL { url.appendingPathComponent("cache/gh-users") }
        var entries: [URL] {
            ((try? FileManager.default.contentsOfDirectory(at: cacheDirectory, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "entry" }
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func fake() -> FakeGitHub {
        FakeGitHub(userIDs: FakeGitHub.gappedIDs(10), profiles: ["octocat": Fixture.named("user-octocat")])
    }

    private static let octocatLines = """
        login:\toctocat
        id:\t583231
        """

    @Test func secondRun_sendsIfNoneMatch_servesStoredBodyOn304() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let first = try await BinaryRunner.run(["list", "--per-page", "3"], variables: variables)
        let second = try await BinaryRunner.run(["list", "--per-page", "3", "-v"], variables: variables)
        #expect(first == ProcessResult(stdout: [1, 2, 4].map { TestUsers.line($0) }.joined(), stderr: "", status: 0))
        #expect(second.stdout == first.stdout)
        #expect(second.status == 0)
        #expect(
            second.stderr.hasPrefix(
                "* no token for 127.0.0.1:\(server.port)\n* GET \(server.baseURL.absoluteString)/users?since=0&per_page=3 304 "))
        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.first?.header("If-None-Match") == nil)
        #expect(
            requests.last?.header("If-None-Match")
                == FakeGitHub.etag(Data(("[" + [1, 2, 4].map { FakeGitHub.userJSON(id: $0) }.joined(separator: ",") + "]").utf8)))
    }

    /// Entries are kept per token: never revalidated for another token, or for none.
    @Test func entries_arePerToken_neverRevalidatedForOthers() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        for token in ["ghp_first", "ghp_second", "", "ghp_first"] {
            let result = try await BinaryRunner.run(
                ["show", "octocat"], variables: variables.merging(["GH_ENTERPRISE_TOKEN": token]) { $1 })
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix(Self.octocatLines))
        }
        // GraphQL (the extras, with a token) is never cached; the profiles are.
        #expect(server.requests.filter { $0.method == "GET" }.map { $0.header("If-None-Match") != nil } == [false, false, false, true])
        #expect(state.entries.count == 3)
        for entry in state.entries {
            let contents = try String(contentsOf: entry, encoding: .utf8)
            #expect(!contents.contains("ghp_first") && !contents.contains("ghp_second"))
        }
    }

    @Test func serverGone_storedCopyIsServedWithAWarning() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let fresh = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        server.stop()
        let stale = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        #expect(stale.stdout == fresh.stdout)
        #expect(stale.status == 0)
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        let warning = "Warning: cannot reach 127.0.0.1:\(server.baseURL.port ?? 0); showing cached data from \(today) "
        #expect(stale.stderr.hasPrefix(warning), "\(stale.stderr)")
        #expect(stale.stderr.split(separator: "\n").count == 1)
    }

    /// With a login, a gone server leaves the profile to the cache and its extras (never kept)
    /// out: shown without them, a warning for each; `--json` still fails, never short of a field.
    @Test func serverGone_withALogin_showsTheProfileWithoutExtras() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let withLogin = variables.merging(["GH_ENTERPRISE_TOKEN": "ghp_first"]) { $1 }
        let plain = try await BinaryRunner.run(["show", "octocat", "--no-cache"], variables: variables)
        let before = Date()
        let fresh = try await BinaryRunner.run(["show", "octocat"], variables: withLogin)
        let after = Date()
        #expect(fresh.status == 0)
        #expect(server.requests.contains { $0.method == "POST" }, "the extras were asked for")
        server.stop()
        let stale = try await BinaryRunner.run(["show", "octocat"], variables: withLogin)
        let minute = DateFormatter()
        minute.dateFormat = "yyyy-MM-dd HH:mm"
        minute.timeZone = TimeZone(identifier: "UTC")
        let host = "127.0.0.1:\(server.port)"
        let warnings = [before, after].map {
            "Warning: cannot reach \(host); showing cached data from \(minute.string(from: $0))\n"
                + "Warning: showing no status, pinned work or calendar: cannot connect to \(host): connection refused\n"
        }
        #expect(stale.stdout == plain.stdout)
        #expect(warnings.contains(stale.stderr), "\(stale.stderr)")
        #expect(stale.status == 0)
        let json = try await BinaryRunner.run(["show", "octocat", "--json", "login,status"], variables: withLogin)
        #expect(json.stdout == "")
        #expect(json.stderr.hasSuffix("Error: cannot connect to \(host): connection refused\n" + Self.networkAdvice), "\(json.stderr)")
        #expect(json.status == 1)
    }

    /// The same when GitHub answers 5xx to every try: the stored profile, and no extras.
    @Test func serverFailing_withALogin_showsTheProfileWithoutExtras() async throws {
        let state = StateDirectory()
        var fake = Self.fake()
        let script = ResponseScript([:])
        fake.script = script
        let server = try fake.start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString, "GH_USERS_TEST_TIME_SCALE": "0.01"]) {
            $1
        }
        let plain = try await BinaryRunner.run(["show", "octocat", "--no-cache"], variables: variables)
        let withLogin = variables.merging(["GH_ENTERPRISE_TOKEN": "ghp_first"]) { $1 }
        #expect(try await BinaryRunner.run(["show", "octocat"], variables: withLogin).status == 0)
        for path in ["/users/octocat", "/graphql"] { script.append(Array(repeating: HTTPResponseSpec(status: 502), count: 10), for: path) }
        let stale = try await BinaryRunner.run(["show", "octocat"], variables: withLogin)
        let lines = stale.stderr.split(separator: "\n")
        #expect(stale.stdout == plain.stdout)
        #expect(lines.count == 2, "\(stale.stderr)")
        #expect(lines.first?.hasPrefix("Warning: cannot reach 127.0.0.1:\(server.port); showing cached data from ") == true)
        let refused = "GitHub returned HTTP 502 for \(server.baseURL.absoluteString)/graphql"
        #expect(lines.last == "Warning: showing no status, pinned work or calendar: \(refused)"[...])
        #expect(stale.status == 0)
    }

    /// What follows a connection failure.
    private static let networkAdvice = "Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.\n"

    @Test func aStoredTimeNoOneCouldMean_isAnUnknownTime() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let fresh = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        server.stop()
        // The year 506713, as a damaged or planted entry might say.
        let entry = try #require(state.entries.first)
        let contents = try String(contentsOf: entry, encoding: .utf8)
        let stored = try #require(contents.firstRange(of: /"storedAt":[0-9.e+]+/))
        try contents.replacingCharacters(in: stored, with: #""storedAt":15927000000000"#).write(
            to: entry, atomically: true, encoding: .utf8)
        let stale = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        #expect(
            stale
                == ProcessResult(
                    stdout: fresh.stdout,
                    stderr: "Warning: cannot reach 127.0.0.1:\(server.port); showing cached data from an unknown time\n", status: 0))
    }

    /// The times, to the minute (UTC, as the tests run), of the last two minutes: when
    /// something a test stored just now was stored.
    static func recentMinutes() -> [String] {
        let format = Date.VerbatimFormatStyle(
            format:
                "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: TimeZone(identifier: "UTC")!, calendar: Calendar(identifier: .gregorian))
        let now = Date()
        return [now, now.addingTimeInterval(-60), now.addingTimeInterval(-120)].map { $0.formatted(format) }
    }

    /// Whether `stderr` is the one line `--offline` adds to an answer from the cache, naming a
    /// time in the last two minutes: when the copy was stored.
    static func isOfflineNotice(_ stderr: String) -> Bool {
        recentMinutes().contains { stderr == "Offline: showing cached data from \($0)\n" }
    }

    /// `--offline`: a stored time no one could mean is an unknown time, said once a run.
    @Test func offline_absurdStoredTime_isUnknown_saidOnceARun() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let fresh = try await BinaryRunner.run(["list", "--per-page", "1", "--limit", "2"], variables: variables)
        for entry in state.entries {
            let contents = try String(contentsOf: entry, encoding: .utf8)
            let stored = try #require(contents.firstRange(of: /"storedAt":[0-9.e+]+/))
            try contents.replacingCharacters(in: stored, with: #""storedAt":15927000000000"#).write(
                to: entry, atomically: true, encoding: .utf8)
        }
        let offline = try await BinaryRunner.run(["list", "--per-page", "1", "--limit", "2", "--offline"], variables: variables)
        #expect(offline == ProcessResult(stdout: fresh.stdout, stderr: "Offline: showing cached data from an unknown time\n", status: 0))
        #expect(state.entries.count == 2)
    }

    @Test func offline_servesFromCache_andSaysWhatIsMissing() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        let missing = try await BinaryRunner.run(["show", "octocat", "--offline"], variables: variables)
        #expect(
            missing
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: no cached data for \(server.baseURL.absoluteString)/users/octocat
                        Run the command once without --offline to keep a copy.

                        """,
                    status: 1))
        #expect(server.requests.isEmpty)
        let online = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        let offline = try await BinaryRunner.run(["show", "octocat", "--offline"], variables: variables)
        #expect(offline.stdout == online.stdout && offline.status == 0)
        #expect(Self.isOfflineNotice(offline.stderr), "\(offline.stderr)")
        #expect(server.requests.count == 1)
    }

    @Test func noCache_neitherReadsNorWrites() async throws {
        let state = StateDirectory()
        let server = try Self.fake().start()
        defer { server.stop() }
        let variables = state.variables.merging(["GH_USERS_API_URL": server.baseURL.absoluteString]) { $1 }
        _ = try await BinaryRunner.run(["show", "octocat", "--no-cache"], variables: variables)
        #expect(state.entries.isEmpty)
        _ = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        _ = try await BinaryRunner.run(["show", "octocat", "--no-cache"], variables: variables)
        #expect(server.requests.map { $0.header("If-None-Match") != nil } == [false, false, false])
        let settingOff = try await BinaryRunner.run(["config", "set", "cache", "off"], variables: variables)
        #expect(settingOff == ProcessResult(stdout: "", stderr: "", status: 0))
        _ = try await BinaryRunner.run(["show", "octocat"], variables: variables)
        #expect(server.requests.last?.header("If-None-Match") == nil)
    }
}
