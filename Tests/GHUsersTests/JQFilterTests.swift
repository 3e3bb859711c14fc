import Foundation
import GHSystem
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `--jq`: the JSON through the system's jq, with gh's semantics. The runs need jq; without it
/// they are skipped (install it with `apt-get install -y jq` or `brew install jq`).
@Suite(.timeLimit(.minutes(1)))
struct JQFilterTests {
    /// This process's `PATH`, where the runs look for jq.
    private static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    private static let jqInstalled = ChildProcess.locate("jq", searchPath: path) != nil

    /// `list` of users 1 and 2, a page each, through `filter`, in the built binary (which, as
    /// gh-users does, ignores SIGPIPE when jq stops reading early; this test process does not).
    private func list(_ filter: String, terminal: Bool = false) async throws -> ProcessResult {
        let server = try FakeGitHub(userIDs: [1, 2]).start()
        defer { server.stop() }
        return try await BinaryRunner.run(
            ["list", "--per-page", "1", "--all", "--json", "--jq", filter, "--color", "never", "--api-url", server.baseURL.absoluteString],
            variables: ["PATH": Self.path], terminal: terminal)
    }

    /// Strings print as they are, one result a line, and the listing is filtered whole.
    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func strings_printAsTheyAre_oneResultALine() async throws {
        #expect(try await list(".[].login") == ProcessResult(stdout: "user1\nuser2\n", stderr: "", status: 0))
        #expect(try await list("length") == ProcessResult(stdout: "2\n", stderr: "", status: 0))
    }

    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func otherValues_areJSON_indentedOnlyOnATerminal() async throws {
        #expect(try await list(".[] | {id}") == ProcessResult(stdout: "{\"id\":1}\n{\"id\":2}\n", stderr: "", status: 0))
        #expect(
            try await list("[.[].id]", terminal: true)
                == ProcessResult(stdout: "[\n  1,\n  2\n]\n", stderr: "", status: 0))
    }

    /// jq prints when the listing has ended (its input is one array), so what the listing says
    /// at its end waits for jq's output, on a terminal where both show.
    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func onATerminal_nextPageHint_comesAfterJQsOutput() async throws {
        let server = try FakeGitHub(userIDs: [1, 2, 3]).start()
        defer { server.stop() }
        let api = server.baseURL.absoluteString
        let run = try PseudoTerminalProcess(
            executable: BinaryRunner.executableURL.path,
            arguments: ["list", "--per-page", "2", "--json", "--jq", ".[].login", "--api-url", api],
            environment: ["PATH": Self.path, "TERM": "xterm-256color", "NO_COLOR": "1", "GH_USERS_PAGER": ""], rows: 24, columns: 200)
        #expect(await run.waitForExit(timeout: .seconds(20)) == 0)
        #expect(
            run.screen.lines().filter { !$0.isEmpty }
                == ["user1", "user2", "Next page: gh-users list --since 2 --per-page 2 --json --jq '.[].login' --api-url \(api)"])
    }

    /// The expression is one argument, never a shell's: quotes, `$` and `;` are jq's.
    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func theExpression_isOneArgument_neverAShells() async throws {
        #expect(try await list(#"[.[].id] | "$HOME; \(add)""#) == ProcessResult(stdout: "$HOME; 3\n", stderr: "", status: 0))
        // One that starts with `-` is still an expression, not an option of jq's.
        #expect(try await list("-.[0].id") == ProcessResult(stdout: "-1\n", stderr: "", status: 0))
    }

    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func fieldsAndJQ_together() async throws {
        var fake = FakeGitHub(userIDs: [])
        fake.profiles["octocat"] = Fixture.named("user-octocat")
        let server = try fake.start()
        defer { server.stop() }
        let result = try await BinaryRunner.run(
            [
                "show", "--json", "login,id", "octocat", "--jq", ".login + \" \" + (.id | tostring)", "--api-url",
                server.baseURL.absoluteString,
            ],
            variables: ["PATH": Self.path])
        #expect(result == ProcessResult(stdout: "octocat 583231\n", stderr: "", status: 0))
    }

    /// A reader that goes away (`| head -1`) stops jq and the listing quietly, status 0.
    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func aReaderThatGoesAway_isNoFailure() async throws {
        let server = try FakeGitHub(userIDs: Array(1...3000)).start()
        defer { server.stop() }
        let running = try BinaryRunner.launch(
            ["list", "--all", "--json", "--jq", ".[].login", "--api-url", server.baseURL.absoluteString], variables: ["PATH": Self.path])
        #expect(running.readOutput(atLeast: 6).hasPrefix("user1\n"))
        running.closeOutput()
        let result = await running.wait()
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    /// jq's own message, on standard error, and exit 1.
    @Test(.enabled(if: jqInstalled, "jq is not installed"))
    func aBadExpression_isJQsMessage_andExit1() async throws {
        let result = try await list(".[")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("jq: error"), "\(result.stderr)")
        #expect(result.status == 1)
        let runtime = try await list(".[0] + 1")
        #expect(runtime.stdout == "")
        #expect(runtime.stderr.hasPrefix("jq: error"), "\(runtime.stderr)")
        #expect(runtime.status == 1)
    }

    /// Without jq, gh's advice, exit 1, and nothing sent (the harness fails a request no stub
    /// answers).
    @Test func withoutJQ_saysToInstallIt_andSendsNothing() async {
        let result = await CLIHarness.run(["list", "--json", "--jq", "."], variables: ["PATH": "/nonexistent"])
        #expect(
            result == ProcessResult(stdout: "", stderr: "Error: --jq needs jq installed (apt install jq, brew install jq)\n", status: 1))
    }

    /// Arguments are raw strings, compact when piped, coloured when the output is.
    @Test func arguments_areRawStrings_colouredWhenOutputIs() {
        let filter = JQFilter(expression: ".[]", variables: [:])
        #expect(filter.arguments(terminal: false, color: false) == ["-r", "-M", "-c", ".[]"])
        #expect(filter.arguments(terminal: true, color: true) == ["-r", "-C", ".[]"])
        #expect(JQFilter(expression: "-1", variables: [:]).arguments(terminal: true, color: false) == ["-r", "-M", " -1"])
    }
}
