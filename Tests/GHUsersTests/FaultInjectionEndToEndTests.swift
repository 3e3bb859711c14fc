import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The built binary against a loopback GitHub that misbehaves on purpose. Retry waits and
/// deadlines are scaled down by `GH_USERS_TEST_TIME_SCALE`, so the tests run in parallel and
/// none sits through a real back-off; the messages still give the unscaled times.
@Suite(.timeLimit(.minutes(1)))
struct FaultInjectionEndToEndTests {
    private static let users = FakeGitHub.gappedIDs(6)  // 1, 2, 4, 7, 11, 16
    /// Waits and deadlines at a fiftieth: a 0.5 s back-off takes 10 ms, a 1 s timeout 20 ms.
    private static let fast = ["GH_USERS_TEST_TIME_SCALE": "0.02"]

    private func start(_ script: [String: [HTTPResponseSpec]], userIDs: [Int] = users, latency: TimeInterval = 0) throws -> LoopbackServer {
        var fake = FakeGitHub(userIDs: userIDs, latency: latency, script: ResponseScript(script))
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        return try fake.start()
    }

    private func lines(_ ids: [Int]) -> String {
        ids.map { TestUsers.line($0) }.joined()
    }

    @Test func serverErrors_areRetried_andTheListStillComplete() async throws {
        let server = try start(["/users": [HTTPResponseSpec(status: 502), HTTPResponseSpec(status: 500)]])
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["list", "--api-url", api, "-v"], variables: Self.fast)
        #expect(result.stdout == lines(Self.users))
        #expect(result.status == 0)
        let notices = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("* ") }
        #expect(notices.count == 2)
        #expect(notices.first?.hasPrefix("GitHub returned HTTP 502 for \(api)/users?since=0&per_page=30; retrying in ") == true)
        #expect(notices.last?.hasSuffix("(attempt 3 of 3)") == true)
        #expect(server.requests.count == 3)
    }

    /// A notice between JSON pages on a terminal starts a line of its own, and rubs out nothing.
    @Test func noticeBetweenJSONPages_startsItsOwnLine() async throws {
        let server = try start(["/users?per_page=1&since=1": [HTTPResponseSpec(status: 502)]], userIDs: [1, 2])
        defer { server.stop() }
        let run = try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path,
            arguments: [
                "list", "--all", "--per-page", "1", "--json", "login,id,avatar_url,html_url,type,site_admin", "--api-url",
                server.baseURL.absoluteString,
            ],
            environment: Self.fast.merging(["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "NO_COLOR": "1"]) { $1 }, rows: 40,
            columns: 200)
        #expect(await run.waitForExit(timeout: .seconds(20)) == 0)
        // The first page's element ends mid-line, waiting for the next page's `,`: a retry notice
        // after it goes on a line of its own below it, and the `,` starts the next line. The page
        // is written from a thread of its own, so the notice may also come first. Either way no
        // element's text is lost or joined to the notice.
        let notice = "GitHub returned HTTP 502 for \(server.baseURL.absoluteString)/users?per_page=1&since=1; retrying in "
        let lines = run.screen.lines().filter { !$0.isEmpty }.map {
            $0.hasPrefix(notice) && $0.hasSuffix("s (attempt 2 of 3)") ? "<notice>" : $0
        }
        let first = [
            "  {", #"    "login": "user1","#, #"    "id": 1,"#, #"    "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4","#,
            #"    "html_url": "https://github.com/user1","#, #"    "type": "User","#, #"    "site_admin": false"#,
        ]
        let second = [
            "  {", #"    "login": "user2","#, #"    "id": 2,"#, #"    "avatar_url": "https://avatars.githubusercontent.com/u/2?v=4","#,
            #"    "html_url": "https://github.com/user2","#, #"    "type": "User","#, #"    "site_admin": false"#, "  }", "]",
        ]
        let noticeAfterTheFirst = ["["] + first + ["  }", "<notice>", ","] + second
        let noticeFirst = ["<notice>", "["] + first + ["  },"] + second
        #expect(lines == noticeAfterTheFirst || lines == noticeFirst, "\(lines)")
    }

    /// Server errors fail after three tries, naming the status and the URL.
    @Test func serverErrors_failAfterThreeTries_namingTheURL() async throws {
        let server = try start(["/users": Array(repeating: HTTPResponseSpec.text("<html>oops</html>", status: 502), count: 3)])
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let result = try await BinaryRunner.run(["list", "--api-url", api], variables: Self.fast)
        #expect(
            result == ProcessResult(stdout: "", stderr: "Error: GitHub returned HTTP 502 for \(api)/users?since=0&per_page=30\n", status: 1)
        )
        #expect(server.requests.count == 3)
    }

    @Test func droppedConnections_areRetried() async throws {
        let server = try start(["/users/octocat": [HTTPResponseSpec(delivery: .dropConnection)]])
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["show", "octocat", "--json", "--api-url", server.baseURL.absoluteString], variables: Self.fast)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""login": "octocat""#))
        #expect(server.requests.count == 2)
    }

    @Test func connectionsThatKeepDropping_failNamingTheHost() async throws {
        let server = try start(["/users/octocat": Array(repeating: HTTPResponseSpec(delivery: .dropConnection), count: 3)])
        defer { server.stop() }
        let result = try await BinaryRunner.run(["show", "octocat", "--api-url", server.baseURL.absoluteString], variables: Self.fast)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: cannot connect to 127.0.0.1:\(server.port): "))
        #expect(result.status == 1)
    }

    @Test func secondaryRateLimit_isWaitedOut_saidWithVerbose() async throws {
        let limited = HTTPResponseSpec.text(
            #"{"message":"You have exceeded a secondary rate limit."}"#,
            status: 429,
            headers: [("Retry-After", "1")]
        )
        let server = try start(["/users": [limited]])
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "-v", "--api-url", server.baseURL.absoluteString], variables: Self.fast)
        #expect(result.stdout == lines(Self.users))
        #expect(result.stderr.contains("\nWaiting 1 s: GitHub's secondary rate limit was hit (Retry-After: 1)\n"))
        #expect(result.status == 0)
    }

    /// A secondary rate limit beyond the cap fails at once, saying how long to wait.
    @Test func secondaryLimitPastTheCap_failsSayingHowLong() async throws {
        let server = try start(["/users": [HTTPResponseSpec.text("{}", status: 403, headers: [("Retry-After", "120")])]])
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "--api-url", server.baseURL.absoluteString])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: GitHub's secondary rate limit was exceeded (Retry-After: 120); waiting more than 60 s in all needs --wait
                        GitHub limits bursts of requests: wait a minute before trying again (for show, a lower --concurrency helps), or add --wait.

                        """,
                    status: 1
                )
        )
        #expect(server.requests.count == 1)
    }

    @Test func primaryRateLimit_failsAtOnce_withResetAndHint() async throws {
        let reset = Int(Date().timeIntervalSince1970) + 25 * 60
        let limited = HTTPResponseSpec.text(
            #"{"message":"API rate limit exceeded for 127.0.0.1."}"#,
            status: 403,
            headers: [("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", String(reset)), ("Retry-After", "1")]
        )
        let server = try start(["/users": [limited, limited, limited]])
        defer { server.stop() }
        let result = try await BinaryRunner.run(["list", "--api-url", server.baseURL.absoluteString])
        let clock = Date(timeIntervalSince1970: TimeInterval(reset)).formatted(
            Date.ISO8601FormatStyle().time(includingFractionalSeconds: false))
        let expectedTime = String(clock.prefix(5))
        #expect(result.stdout == "")
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            ["25", "24"].contains {
                lines[0] == "Error: API rate limit exceeded; it resets at \(expectedTime) local time (in \($0) minutes)"
            },
            "\(lines)"
        )
        #expect(
            lines[1]
                == "A login may raise the limit: run 'gh auth login --hostname 127.0.0.1:\(server.port)' or set GH_ENTERPRISE_TOKEN; or add --wait to wait for the reset and go on."
        )
        #expect(server.requests.count == 1)
    }

    /// Unexpected bodies exit 1 naming the URL, with detail under `-v`.
    @Test func unexpectedBodies_exit1NamingTheURL() async throws {
        for (body, detail) in [
            (#"[{"login":"a","id":1"#, "the body is not valid JSON"),
            ("<!DOCTYPE html><title>Unicorn</title>", "the body is not valid JSON"),
            ("", "the body was empty"),
            (#"[{"login":"a","id":"one"}]"#, "[0].id is not Int"),
        ] as [(String, String)] {
            let server = try start(["/users": [.text(body), .text(body)]])
            defer { server.stop() }
            let api = server.baseURL.absoluteString
            let result = try await BinaryRunner.run(["list", "--api-url", api])
            #expect(
                result
                    == ProcessResult(
                        stdout: "",
                        stderr: """
                            Error: unexpected response from \(api)/users?since=0&per_page=30
                            Run it again with -v to see what was wrong with it.

                            """,
                        status: 1))
            let verbose = try await BinaryRunner.run(["list", "--api-url", api, "-v"])
            #expect(verbose.stderr.hasSuffix("Error: unexpected response from \(api)/users?since=0&per_page=30\n  \(detail)\n"))
        }
    }

    @Test func slowAnswer_timesOutNamingTheHost() async throws {
        let server = try start(["/users": [HTTPResponseSpec.text("[]", headers: []).delayed(3)]])
        defer { server.stop() }
        let started = Date()
        let result = try await BinaryRunner.run(
            ["list", "--api-url", server.baseURL.absoluteString], variables: Self.fast.merging(["GH_USERS_TIMEOUT": "1"]) { $1 })
        #expect(Date().timeIntervalSince(started) >= 0.02, "the timeout of 1 s, scaled to 20 ms, was not waited for")
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: 127.0.0.1:\(server.port) did not answer within 1 s\nCheck your network connection, or the --api-url / GH_USERS_API_URL / GH_HOST setting.\n",
                    status: 1
                )
        )
    }

    @Test func readerLeavingEarly_endsQuietly_fetchingNoMore() async throws {
        // Every page after the first is held at a gate until the reader has gone, so no page can
        // outrun the reader into the pipe's buffer, however busy the machine is.
        let fake = FakeGitHub(userIDs: FakeGitHub.gappedIDs(2000))
        let gate = ResponseGate()
        let server = try LoopbackServer { request in
            var response = fake.respond(to: request)
            if request.queryValue("since") != "0" { response.delivery = .holdBody(until: gate, timeout: 10) }
            return response
        }
        defer {
            gate.open()
            server.stop()
        }
        let running = try BinaryRunner.launch(["list", "--all", "--per-page", "10", "--api-url", server.baseURL.absoluteString])
        let first = running.readOutput(atLeast: 1)
        running.closeOutput()
        gate.open()
        let result = await running.wait()
        #expect(first.hasPrefix("user1\t1\tUser\tfalse\thttps://github.com/user1\n"))
        #expect(result.stderr == "")
        #expect(result.status == 0)
        // The first page, the second (asked for while the first printed; printing it found the
        // reader gone), and at most the one asked for ahead as the second was handed over.
        #expect(server.requests.count <= 3)
    }

    /// Ctrl-C stops promptly, leaves whole lines, and says how to resume.
    @Test func ctrlC_leavesWholeLines_andSaysHowToResume() async throws {
        let server = try start([:], userIDs: FakeGitHub.gappedIDs(2000), latency: 0.2)
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let running = try BinaryRunner.launch(["list", "--all", "--per-page", "50", "--api-url", api])
        _ = running.readOutput(atLeast: 1)
        running.interrupt()
        let result = await running.wait()
        #expect(result.status == 130)
        let printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(printed.last == "")
        #expect(printed.dropLast().allSatisfy { $0.split(separator: "\t").count == 5 })
        #expect(server.requests.count < 40)
        // The resume line goes on after the last id printed, with the run's own options.
        let lastID = printed.dropLast().last.map { $0.split(separator: "\t")[1] } ?? "?"
        #expect(result.stderr == "Resume: gh-users list --since \(lastID) --all --per-page 50 --api-url \(api)\n")
    }

    /// Ctrl-C pressed on a terminal (the key, which the terminal turns into SIGINT) is echoed
    /// there as `^C` at the cursor: the resume line goes on the line below it, not after it.
    @Test func ctrlC_onATerminal_resumeLineGoesBelowTheCaret() async throws {
        // Answers a second apart, so that no page is being printed when the key is pressed.
        let server = try start([:], userIDs: FakeGitHub.gappedIDs(2000), latency: 1)
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let run = try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path,
            arguments: ["list", "--all", "--per-page", "3", "--no-pager", "--color", "never", "--api-url", api],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": FileManager.default.temporaryDirectory.path],
            rows: 40, columns: 120)
        #expect(await run.waitUntil(timeout: .seconds(20)) { $0.lines().contains { $0.hasPrefix("user") } })
        run.send("\u{3}")
        #expect(await run.waitForExit(timeout: .seconds(20)) == 130)
        let lines = run.screen.lines().filter { !$0.isEmpty }
        let lastID = lines.dropLast(2).last?.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "?"
        #expect(
            lines.suffix(2) == [
                "^C", "Resume: gh-users list --since \(lastID) --all --per-page 3 --no-pager --color never --api-url \(api)",
            ])
    }
}
