import Foundation
import GHTestSupport
import LoopbackHTTPServer
import Testing

/// The pager, from the built binary in a pseudo-terminal: the pager is a small shell command that
/// marks each line it passes on, so the test sees what went through it.
@Suite(.timeLimit(.minutes(1)))
struct PagerEndToEndTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gh-users-pager-\(UUID().uuidString)")
    private static let marking = "sed 's/^/P:/'"

    private static func fake(users: Int = 4) -> FakeGitHub {
        FakeGitHub(userIDs: Array(1...users))
    }

    private static let table = """
        LOGIN          ID  TYPE  PROFILE URL
        user1           1  User  https://github.com/user1
        user2           2  User  https://github.com/user2

        """

    private static var paged: String {
        table.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "P:" + $0 + "\n" }.joined()
    }

    private func list(_ extra: [String] = [], variables: [String: String], terminal: Bool = true, server: LoopbackServer) async throws
        -> ProcessResult
    {
        try await BinaryRunner.run(
            ["list", "--per-page", "2", "--color", "never", "--api-url", server.baseURL.absoluteString] + extra,
            variables: variables.merging(["XDG_CONFIG_HOME": directory.path]) { $1 }, terminal: terminal)
    }

    private func hint(_ server: LoopbackServer) -> String {
        "Next page: gh-users list --since 2 --per-page 2 --color never --api-url \(server.baseURL.absoluteString)\n"
    }

    @Test func onATerminal_PAGERGetsOutput_hintsStayOnStderr() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await list(variables: ["PAGER": Self.marking], server: server)
        #expect(result == ProcessResult(stdout: Self.paged, stderr: hint(server), status: 0))
    }

    @Test func usersPagerVariable_winsOverPAGER_emptyMeansOff() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let chosen = try await list(variables: ["PAGER": "false", "GH_USERS_PAGER": Self.marking], server: server)
        #expect(chosen == ProcessResult(stdout: Self.paged, stderr: hint(server), status: 0))
        let off = try await list(variables: ["PAGER": Self.marking, "GH_USERS_PAGER": ""], server: server)
        #expect(off == ProcessResult(stdout: Self.table, stderr: hint(server), status: 0))
    }

    /// gh's own variable, as gh reads it: after gh-users' own, before the setting and `PAGER`.
    @Test func ghsPagerVariable_ranksBetweenOursAndTheSetting() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Self.fake().start()
        defer { server.stop() }
        _ = try await BinaryRunner.run(["config", "set", "pager", "false"], variables: ["XDG_CONFIG_HOME": directory.path])
        let chosen = try await list(variables: ["PAGER": "false", "GH_PAGER": Self.marking], server: server)
        #expect(chosen == ProcessResult(stdout: Self.paged, stderr: hint(server), status: 0))
        let off = try await list(variables: ["PAGER": Self.marking, "GH_PAGER": ""], server: server)
        #expect(off == ProcessResult(stdout: Self.table, stderr: hint(server), status: 0))
        let users = try await list(variables: ["GH_PAGER": "false", "GH_USERS_PAGER": Self.marking], server: server)
        #expect(users == ProcessResult(stdout: Self.paged, stderr: hint(server), status: 0))
    }

    @Test func noPager_andSettingOff_printStraightToTheTerminal() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try Self.fake().start()
        defer { server.stop() }
        let flag = try await list(["--no-pager"], variables: ["PAGER": Self.marking], server: server)
        let flagHint =
            "Next page: gh-users list --since 2 --per-page 2 --color never --api-url \(server.baseURL.absoluteString) --no-pager\n"
        #expect(flag == ProcessResult(stdout: Self.table, stderr: flagHint, status: 0))
        for value in ["off", ""] {
            let set = try await BinaryRunner.run(["config", "set", "pager", value], variables: ["XDG_CONFIG_HOME": directory.path])
            #expect(set == ProcessResult(stdout: "", stderr: "", status: 0))
            let setting = try await list(variables: ["PAGER": Self.marking], server: server)
            #expect(setting == ProcessResult(stdout: Self.table, stderr: hint(server), status: 0))
        }
        // The setting may also name the pager; GH_USERS_PAGER still wins over it.
        _ = try await BinaryRunner.run(["config", "set", "pager", "sed 's/^/S:/'"], variables: ["XDG_CONFIG_HOME": directory.path])
        let named = try await list(variables: ["PAGER": Self.marking], server: server)
        #expect(named.stdout == Self.paged.replacingOccurrences(of: "P:", with: "S:"))
        let overridden = try await list(variables: ["GH_USERS_PAGER": Self.marking], server: server)
        #expect(overridden.stdout == Self.paged)
    }

    @Test func piped_orForced_neverPages() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let piped = try await list(variables: ["PAGER": Self.marking], terminal: false, server: server)
        #expect(
            piped
                == ProcessResult(
                    stdout: "user1\t1\tUser\tfalse\thttps://github.com/user1\nuser2\t2\tUser\tfalse\thttps://github.com/user2\n",
                    stderr: "", status: 0))
        let forced = try await list(variables: ["PAGER": Self.marking, "GH_USERS_FORCE_TTY": "60"], terminal: false, server: server)
        #expect(forced == ProcessResult(stdout: Self.table, stderr: hint(server), status: 0))
    }

    @Test func json_isPagedToo_andLESSandLVAreSetUnlessSet() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let json = try await list(
            ["--json", "--limit", "1"], variables: ["PAGER": "head -c 6 | od -An -c | tr -s ' '; cat >/dev/null"], server: server)
        // The next page is asked for as this one was, in JSON.
        let moreHint =
            "Next page: gh-users list --since 1 --per-page 2 --color never --api-url \(server.baseURL.absoluteString) --json --limit 1\n"
        #expect(json == ProcessResult(stdout: " [ \\n { \\n\n", stderr: moreHint, status: 0))
        let report = "printf '%s|%s\\n' \"$LESS\" \"$LV\"; cat >/dev/null"
        let defaults = try await list(variables: ["PAGER": report], server: server)
        #expect(defaults == ProcessResult(stdout: "FRX|-c\n", stderr: hint(server), status: 0))
        let kept = try await list(variables: ["PAGER": report, "LESS": "-S", "LV": "x"], server: server)
        #expect(kept == ProcessResult(stdout: "-S|x\n", stderr: hint(server), status: 0))
    }

    /// A pager that quits early quietly stops the listing that streamed into it.
    @Test func pagerQuittingEarly_stopsTheListingQuietly() async throws {
        let server = try Self.fake(users: 3000).start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["list", "--all", "--color", "never", "--api-url", server.baseURL.absoluteString], variables: ["PAGER": "head -n 2"],
            terminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: "LOGIN            ID  TYPE  PROFILE URL\nuser1             1  User  https://github.com/user1\n",
                    stderr: "", status: 0))
        // Page by page: the listing stopped long before its 30 pages were all fetched.
        #expect(server.requests.count < 30)
    }

    @Test func aPagerThatCannotRun_isAnError() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        // It reads everything first, so the output is written whole and the hint follows.
        let missing =
            "Error: cannot start the pager 'cat >/dev/null; exit 127': command not found; set GH_USERS_PAGER or GH_PAGER, or use --no-pager\n"
        let result = try await list(variables: ["PAGER": "cat >/dev/null; exit 127"], server: server)
        #expect(result == ProcessResult(stdout: "", stderr: hint(server) + missing, status: 1))
        let unknown = try await list(variables: ["PAGER": "no-such-pager-here"], server: server)
        #expect(unknown.status == 1)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.contains("no-such-pager-here: not found"))
        #expect(
            unknown.stderr.hasSuffix(
                "Error: cannot start the pager 'no-such-pager-here': command not found; set GH_USERS_PAGER or GH_PAGER, or use --no-pager\n"
            ))
    }

    @Test func failingPager_isAnError_butQuittingEarlyIsNot() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let failed = try await list(variables: ["PAGER": "false"], server: server)
        #expect(
            failed
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: the pager 'false' exited with status 1, so the output may not have been shown; set GH_USERS_PAGER or GH_PAGER, or use --no-pager\n",
                    status: 1))
        let quit = try await list(variables: ["PAGER": "head -c 1 >/dev/null"], server: server)
        #expect(quit.status == 0 && quit.stdout == "", "\(quit)")
    }

    @Test func thePagerSetting_refusesControlCharacters() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await BinaryRunner.run(
            ["config", "set", "pager", "less\u{1B}[2J"], variables: ["XDG_CONFIG_HOME": directory.path])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: The value 'less\\u{1B}[2J' is invalid for setting 'pager': expected a command such as 'less -S', or off
                        Usage: gh-users config list [--json [<fields>]] [--jq <expression>] | get <key> | set <key> <value> | unset <key>
                          See 'gh-users config --help' for more information.

                        """,
                    status: 64))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/gh-users/config.json"))
    }

    @Test func stderrWaitsForThePagerToExit() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await list(variables: ["PAGER": "cat >/dev/null; echo 'pager done' >&2"], server: server)
        #expect(result == ProcessResult(stdout: "", stderr: "pager done\n" + hint(server), status: 0))
    }

    @Test func showReadingLoginsFromStandardInput_isNotPaged() async throws {
        var fake = Self.fake()
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        let server = try fake.start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let fromInput = try await BinaryRunner.run(
            ["show", "-", "--color", "never", "--api-url", api], variables: ["PAGER": Self.marking], terminal: true, input: "octocat\n")
        let fromArguments = try await BinaryRunner.run(
            ["show", "octocat", "--color", "never", "--api-url", api], variables: ["PAGER": Self.marking], terminal: true)
        #expect(fromInput.status == 0)
        #expect(fromInput.stdout.hasPrefix("The Octocat"))
        #expect(
            fromArguments.stdout
                == fromInput.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "P:" + $0 + "\n" }.joined())
    }

    /// Ctrl-C still waits for the pager, so the shell does not get the terminal back under it.
    @Test func ctrlC_waitsForThePager_beforeTheShellReturns() async throws {
        // The first page's body is held until the run has ended, so the listing cannot end first
        // however late this test gets to send Ctrl-C on a busy machine.
        let gate = ResponseGate()
        var fake = FakeGitHub(userIDs: Array(1...100))
        fake.overrides["/users"] = HTTPResponseSpec(body: Data("[]".utf8), delivery: .holdBody(until: gate, timeout: 50))
        let server = try fake.start()
        defer {
            gate.open()
            server.stop()
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let done = directory.appendingPathComponent("pager-done").path
        // The pager reads everything, outlives the time a run is given to stop after Ctrl-C (2 s,
        // scaled to 0.1 s) five times over, and then says whether gh-users is still its parent,
        // waiting for it (a process that exits hands its children to another at once).
        let pager = "cat >/dev/null; sleep 0.5; [ \"$(ps -o ppid= -p $$ | tr -d ' ')\" = \"$PPID\" ] && touch '\(done)'"
        let running = try BinaryRunner.launch(
            ["list", "--all", "--per-page", "50", "--api-url", server.baseURL.absoluteString],
            // The request's own deadline, scaled with the rest, stays 30 s: the held page must not
            // time out before Ctrl-C comes.
            variables: ["PAGER": pager, "GH_USERS_TEST_TIME_SCALE": "0.05", "GH_USERS_TIMEOUT": "600"], terminal: true)
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        running.interrupt()
        let result = await running.wait()
        #expect(result == ProcessResult(stdout: "", stderr: "", status: 130))
        #expect(FileManager.default.fileExists(atPath: done))
    }

    /// A pager that quits soon after Ctrl-C (the user presses q) ends the output as a reader that
    /// went away would; the run still ends as interrupted.
    @Test func ctrlC_thenPagerQuits_isStillAnInterruptedRun() async throws {
        let server = try FakeGitHub(userIDs: Array(1...3000)).start()
        defer { server.stop() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let quit = directory.appendingPathComponent("quit").path
        try #require(mkfifo(quit, 0o600) == 0)
        // The pager reads nothing, so the output fills its pipe and a page's write waits; it
        // sleeps in a read of a named pipe and quits when the test writes a line there, after
        // Ctrl-C, while that write still waits.
        let running = try BinaryRunner.launch(
            ["list", "--all", "--per-page", "100", "--api-url", server.baseURL.absoluteString],
            variables: ["PAGER": "read line < '\(quit)'"], terminal: true)
        while server.requests.count < 8 { try await Task.sleep(for: .milliseconds(5)) }
        // Where the system can tell, until the write waits for the pager.
        while running.isWaitingToWriteAPipe == false { try await Task.sleep(for: .milliseconds(5)) }
        running.interrupt()
        // The pager opens the pipe for reading as it starts, which on a busy machine may still be
        // to come: until it has, there is no reader to write to.
        var pipe = open(quit, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        let deadline = ContinuousClock.now + .seconds(20)
        while pipe < 0 && errno == ENXIO && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
            pipe = open(quit, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        }
        try #require(pipe >= 0)
        #expect(write(pipe, "q\n", 2) == 2)
        close(pipe)
        let result = await running.wait()
        #expect(result == ProcessResult(stdout: "", stderr: "", status: 130))
    }

    @Test func throughThePager_colourStillSeesTheTerminal() async throws {
        let server = try Self.fake().start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            ["list", "--per-page", "1", "--api-url", server.baseURL.absoluteString], variables: ["PAGER": Self.marking, "TERM": "xterm"],
            terminal: true)
        #expect(
            result.stdout
                == "P:\u{1B}[1mLOGIN\u{1B}[0m          \u{1B}[1mID\u{1B}[0m  \u{1B}[1mTYPE\u{1B}[0m  \u{1B}[1mPROFILE URL\u{1B}[0m\n"
                + "P:\u{1B}[1muser1\u{1B}[0m           1  User  \u{1B}[2mhttps://github.com/user1\u{1B}[0m\n")
        #expect(result.status == 0)
    }
}
