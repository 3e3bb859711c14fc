import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary living within the stand-in's rate limits, whose windows last seconds: no
/// request it knows would be refused is sent, `--wait` carries a listing across windows, a
/// stopped listing is finished exactly by the command it prints, and `status` and the
/// no-login notice say where a run stands.
@Suite(.timeLimit(.minutes(1)))
struct RateLimitEndToEndTests {
    private static func fake(users: Int, core: FakeRateLimits.Rule, secondaryEvery: Int? = nil, retryAfter: String? = nil) -> FakeGitHub {
        var fake = FakeGitHub(userIDs: Array(1...users))
        let rules = ["core": core, "search": FakeRateLimits.Rule(limit: 10, window: 60)]
        fake.rateLimits = FakeRateLimits(anonymous: rules, authenticated: rules, secondaryEvery: secondaryEvery, retryAfter: retryAfter)
        return fake
    }

    private static func lines(_ ids: ClosedRange<Int>) -> String {
        ids.map { TestUsers.line($0) }.joined()
    }

    /// Windows of half a second, whose resets fall on the next whole second after that. A test
    /// starts its run just past a whole second (see ``FakeRateLimits/untilJustPastAWholeSecond()``),
    /// and each wait ends just past one, so a window's few requests have at least half a second,
    /// even on a busy machine, and never straddle two windows: each wait is the one the test means.
    private static let shortWindow = FakeRateLimits.Rule(limit: 3, window: 0.5)

    @Test func withWait_listingCrossesWindows_withNoRefusal() async throws {
        let fake = Self.fake(users: 7, core: Self.shortWindow)
        let server = try fake.start()
        defer { server.stop() }
        try await FakeRateLimits.untilJustPastAWholeSecond()
        let result = try await BinaryRunner.run(["list", "--all", "--per-page", "1", "--wait", "--api-url", server.baseURL.absoluteString])
        #expect(result.stdout == Self.lines(1...7))
        #expect(result.status == 0)
        let waits = result.stderr.split(separator: "\n")
        #expect(waits.count == 2, "\(waits)")
        #expect(
            waits.allSatisfy {
                $0.wholeMatch(of: /Waiting [1-3] s for the core rate limit to reset \(0 of 3 left\)/) != nil
            }, "\(waits)")
        #expect(fake.rateLimits?.refusals == 0)
        #expect(fake.rateLimits?.served == 7)
    }

    /// Without `--wait` the listing stops before a request known to fail, and its resume line finishes it exactly.
    @Test func withoutWait_listingStopsBeforeARefusal() async throws {
        let fake = Self.fake(users: 5, core: Self.shortWindow)
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        // The two runs share a cache folder, as one person's runs do: the spent window is
        // remembered there, so the second run does not send a request the first knew would fail.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-spent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let shared = ["XDG_CACHE_HOME": cache.path]
        try await FakeRateLimits.untilJustPastAWholeSecond()
        let stopped = try await BinaryRunner.run(["list", "--all", "--per-page", "1", "--api-url", api], variables: shared)
        #expect(stopped.stdout == Self.lines(1...3))
        #expect(stopped.status == 1)
        let stderr = stopped.stderr.split(separator: "\n").map(String.init)
        #expect(stderr.count == 4, "\(stderr)")
        #expect(stderr.first?.hasPrefix("Error: API rate limit exceeded (0 of 3 left); it resets at ") == true)
        #expect(
            stderr.dropFirst().first == "Not sent: an earlier answer left 0 of 3 requests; 'gh-users status' asks GitHub what is left now.")
        #expect(
            stderr.dropFirst(2).first
                == "A login may raise the limit: run 'gh auth login --hostname 127.0.0.1:\(server.port)' or set GH_ENTERPRISE_TOKEN; or add --wait to wait for the reset and go on."
        )
        let resume = "Resume: gh-users list --since 3 --all --per-page 1 --api-url \(api)"
        #expect(stderr.last == resume)
        // The fourth request was known to fail, so it was never sent.
        #expect(fake.rateLimits?.refusals == 0)
        #expect(server.requests.count == 3)
        // The printed command, run as printed (waiting for the next window), gives exactly the rest.
        let words = resume.dropFirst("Resume: gh-users ".count).split(separator: " ").map(String.init)
        let rest = try await BinaryRunner.run(words + ["--wait"], variables: shared)
        #expect(rest.stdout == Self.lines(4...5))
        #expect(rest.status == 0)
        // It waits for the window the first run left spent, unless that has reset already.
        #expect(
            rest.stderr.isEmpty || rest.stderr.wholeMatch(of: /Waiting [1-3] s for the core rate limit to reset \(0 of 3 left\)\n/) != nil,
            "\(rest.stderr)")
        #expect(fake.rateLimits?.refusals == 0)
    }

    @Test func aStoppedJSONListing_isStillAClosedArray() async throws {
        let fake = Self.fake(users: 5, core: FakeRateLimits.Rule(limit: 2, window: 60))
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["list", "--limit", "4", "--per-page", "1", "--json", "--api-url", api])
        #expect(result.status == 1)
        let array = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(array?.compactMap { $0["id"] as? Int } == [1, 2])
        #expect(result.stderr.hasSuffix("\nResume: gh-users list --since 2 --limit 2 --per-page 1 --json --api-url \(api)\n"))
    }

    @Test func absurdRetryAfter_isReportedAsSent_notWaitedOn() async throws {
        for value: String in ["1000000000000", "-5", "soon"] {
            let fake = Self.fake(users: 3, core: FakeRateLimits.Rule(limit: 60, window: 60), secondaryEvery: 1, retryAfter: value)
            let server = try fake.start()
            defer { server.stop() }
            let result = try await BinaryRunner.run(["list", "--wait", "--api-url", server.baseURL.absoluteString])
            // No line says a wait (every wait for the secondary limit is said, even in a pipe), and
            // the one refusal was not tried again: it was not waited on.
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: """
                            Error: GitHub's secondary rate limit was exceeded (Retry-After: \(value)), and that is no wait to take; not waited on
                            GitHub limits bursts of requests: wait a minute before trying again (for show, a lower --concurrency helps).

                            """, status: 1))
            #expect(fake.rateLimits?.secondaryRefusals == 1)
        }
    }

    /// The secondary limit is waited out as asked, and said even in a pipe.
    @Test func secondaryLimit_isWaitedOut_andSaidEvenInAPipe() async throws {
        let fake = Self.fake(users: 3, core: FakeRateLimits.Rule(limit: 60, window: 60), secondaryEvery: 2, retryAfter: "1")
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(["show", "user1", "user2", "--api-url", server.baseURL.absoluteString])
        #expect(result.status == 1)  // the stand-in has no profiles: each is GitHub's 404
        #expect(
            result.stderr.hasPrefix("Waiting 1 s: GitHub's secondary rate limit was hit (Retry-After: 1)\n")
                || result.stderr.contains("\nWaiting 1 s: GitHub's secondary rate limit was hit (Retry-After: 1)\n"))
        #expect(fake.rateLimits?.secondaryRefusals == 1)
    }

    @Test func status_saysTheHostTheLoginAndEachLimit() async throws {
        let fake = Self.fake(users: 3, core: FakeRateLimits.Rule(limit: 60, window: 3600))
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        _ = try await BinaryRunner.run(["list", "--limit", "1", "--api-url", api])
        let result = try await BinaryRunner.run(["status"], variables: ["GH_USERS_API_URL": api])
        let lines = result.stdout.split(separator: "\n").map {
            $0.replacingOccurrences(
                of: #"resets at \d\d:\d\d \(in \d+ minutes\)"#, with: "resets at HH:MM (in N minutes)", options: .regularExpression
            )
            .replacingOccurrences(
                of: #"resets at \d\d:\d\d \(in (less than a minute|1 minute)\)"#, with: "resets at HH:MM (soon)",
                options: .regularExpression)
        }
        #expect(
            lines == [
                "host:\t127.0.0.1:\(server.port)",
                "api:\t\(api) (from GH_USERS_API_URL)",
                "login:\tnone. 127.0.0.1:\(server.port) allows 60 requests a window without a token. Log in with 'gh auth login --hostname 127.0.0.1:\(server.port)', or set GH_ENTERPRISE_TOKEN.",
                "core:\t59 of 60 left, resets at HH:MM (in N minutes)",
                "search:\t10 of 10 left, resets at HH:MM (soon)",
            ])
        #expect(result.stderr == "" && result.status == 0)
        // /rate_limit itself counts against nothing; /meta, asked once because no answer named a
        // GitHub Enterprise Server release, is the one request counted.
        #expect(fake.rateLimits?.served == 2)
        let refused = try await BinaryRunner.run(["status", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "x"])
        #expect(refused.status == 0)
        #expect(refused.stdout.contains("login:\tthe token in GH_ENTERPRISE_TOKEN\n"))
        #expect(
            try await BinaryRunner.run(["status", "--offline", "--api-url", api]).stderr.hasPrefix(
                "Error: 'status' asks GitHub, so it cannot be used with '--offline'\n"))
    }

    @Test func status_unreachable_stillSaysHostAndLogin_thenWhy() async throws {
        // A port bound but not listening, so no other test's server can take it meanwhile.
        let closed = try ClosedPort()
        let api = closed.baseURL.absoluteString
        let result = try await BinaryRunner.run(
            ["status", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "x", "GH_USERS_TEST_TIME_SCALE": "0.01"])
        #expect(
            result
                == ProcessResult(
                    stdout: "host:\t127.0.0.1:\(closed.port)\napi:\t\(api) (from --api-url)\nlogin:\tthe token in GH_ENTERPRISE_TOKEN\n",
                    stderr: "Error: cannot connect to 127.0.0.1:\(closed.port): connection refused\n"
                        + "Check your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.\n",
                    status: 1))
        let json = try await BinaryRunner.run(
            ["status", "--json", "--api-url", api], variables: ["GH_ENTERPRISE_TOKEN": "x", "GH_USERS_TEST_TIME_SCALE": "0.01"])
        #expect(json.stdout == "" && json.status == 1 && json.stderr == result.stderr)
    }

    /// Without a login a terminal run says so once, but never in a pipe or before JSON.
    @Test func withoutLogin_onlyATerminalRunSaysSo_once() async throws {
        let fake = Self.fake(users: 9, core: FakeRateLimits.Rule(limit: 60, window: 3600))
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-notice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "TZ": "UTC", "HOME": home.path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        ]
        func onATerminal(_ arguments: [String]) async throws -> [String] {
            let process = try PseudoTerminalProcess(
                executable: BinaryRunner.executableURL.path, arguments: arguments + ["--no-pager", "--color", "never", "--api-url", api],
                environment: environment, rows: 24, columns: 250)
            #expect(await process.waitForExit(timeout: .seconds(20)) == 0)
            return process.screen.lines().filter { !$0.isEmpty }
        }
        let port = server.port
        let notice = "Not logged in (59 of 60 left). Log in: gh auth login --hostname 127.0.0.1:\(port)"
        #expect(notice.count <= 80)
        #expect(
            try await onATerminal(["list", "--per-page", "2"]) == [
                notice, "LOGIN          ID  TYPE  PROFILE URL", "user1           1  User  https://github.com/user1",
                "user2           2  User  https://github.com/user2",
                "Next page: gh-users list --since 2 --per-page 2 --no-pager --color never --api-url \(api)",
            ])
        // Once a day per host, remembered in the state folder: the next run says nothing.
        let diary = home.appendingPathComponent(".local/state/gh-users/notices.json")
        #expect(FileManager.default.fileExists(atPath: diary.path))
        let long = try await onATerminal(["list", "--per-page", "2", "--limit", "6"])
        #expect(long.filter { $0.hasPrefix("Not logged in") }.isEmpty)
        // A day later (the diary's time moved back a day), once a run, however many answers follow.
        let dayOld = "{\"login 127.0.0.1:\(port)\":\(Date().timeIntervalSince1970 - 86_401)}"
        try Data(dayOld.utf8).write(to: diary)
        let later = try await onATerminal(["list", "--per-page", "2", "--limit", "6"])
        // Each page is revalidated and answered 304, which GitHub counts without a login: 1 + 3
        // requests before, and this run's first.
        #expect(
            later.filter { $0.hasPrefix("Not logged in") } == [
                "Not logged in (55 of 60 left). Log in: gh auth login --hostname 127.0.0.1:\(port)"
            ])
        try FileManager.default.removeItem(at: diary)
        #expect(try await onATerminal(["list", "--per-page", "1", "--json"]).allSatisfy { !$0.hasPrefix("Not logged in") })
        let piped = try await BinaryRunner.run(["list", "--per-page", "3", "--api-url", api])
        #expect(piped.stderr == "")
    }
}
