import Foundation
import GHSystem
import GHTestStubs
import GHTestSupport
import Testing

/// `gh-users show -`: logins read from standard input, a line each, in memory; whole stdout,
/// stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct ShowStandardInputTests {
    /// `-` reads logins from standard input, the first field of each line, in its place.
    @Test func dash_readsFirstFieldsFromStandardInput_inPlace() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        transport.register("/users/mojombo", fixture: Fixture.named("user-mojombo"))
        // As piped `list` output has it: a login, then tabs; a blank line and a CRLF ending.
        let input = "mojombo\t1\tUser\tfalse\thttps://github.com/mojombo\r\n\n"
        let result = await CLIHarness.run(["show", "octocat", "-", "--json"], transport: transport, input: input)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let logins = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.map { $0["login"] as? String }
        #expect(logins == ["octocat", "mojombo"])
    }

    /// What standard input holds for `show -`, named by what it is, so the test's report stays
    /// short however long the input.
    enum BadInput: String, CaseIterable, CustomTestStringConvertible {
        case nothing = "nothing"
        case blankLines = "blank lines"
        case anInvalidLogin = "an invalid login on line 2"
        case overAMegabyte = "150,000 logins, over 1 MB"

        var text: String {
            switch self {
            case .nothing: ""
            case .blankLines: "\n  \n"
            case .anInvalidLogin: "octocat\na.b\n"
            case .overAMegabyte: String(repeating: "octocat\n", count: 150_000)
            }
        }

        var message: String {
            switch self {
            case .nothing, .blankLines: "no logins on standard input ('-' reads them, one a line)"
            case .anInvalidLogin:
                "line 2 of standard input: 'a.b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
            case .overAMegabyte: "standard input holds more than 1 MB; give fewer logins at a time"
            }
        }

        var testDescription: String { rawValue }
    }

    @Test func dash_noOrBadLogins_isAUsageError_sendsNothing() async {
        for bad in BadInput.allCases {
            let (input, message) = (bad.text, bad.message)
            let transport = StubTransport()
            let result = await CLIHarness.run(["show", "-"], transport: transport, input: input)
            #expect(result == ProcessResult(stdout: "", stderr: "Error: \(message)\n", status: 64), "case \(bad.testDescription)")
            #expect(transport.requests.isEmpty, "case \(bad.testDescription)")
        }
    }

    @Test func dash_givenTwice_isAUsageError() async {
        let result = await CLIHarness.run(["show", "-", "-"], input: "octocat\n")
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: '-' may be given once: standard input is read once\nUsage: gh-users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]\n  See 'gh-users show --help' for more information.\n",
                    status: 64))
    }

    @Test func dash_onATerminal_saysHowToEndTheLogins() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "-"], transport: transport, input: "octocat\n", inputIsTerminal: true)
        #expect(
            result
                == ProcessResult(
                    stdout: ShowCommandTests.octocatLines, stderr: "Reading logins from the terminal, one a line; end with Ctrl-D.\n",
                    status: 0))
    }

    @Test func dash_passesOverAByteOrderMark() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "-"], transport: transport, input: "\u{FEFF}octocat\n")
        #expect(result == ProcessResult(stdout: ShowCommandTests.octocatLines, stderr: "", status: 0))
    }

    @Test func dash_readsLinesEndedTheWindowsWay() async {
        let transport = StubTransport()
        transport.register("/users/octocat", fixture: Fixture.named("user-octocat"))
        let result = await CLIHarness.run(["show", "-", "--json", "login"], transport: transport, input: "\r\noctocat\r\n\r\n")
        #expect(result == ProcessResult(stdout: "{\n  \"login\": \"octocat\"\n}\n", stderr: "", status: 0))
        let bad = await CLIHarness.run(["show", "-"], transport: StubTransport(), input: "octocat\r\nnot a login\r\n")
        #expect(bad.stderr.hasPrefix("Error: line 2 of standard input: "), "\(bad.stderr)")
        #expect(bad.status == 64)
    }

    @Test func dash_whenStandardInputCannotBeRead_saysWhy() async {
        let transport = StubTransport()
        let result = await CLIHarness.run(["show", "-"], transport: transport, inputFailure: POSIXFileError(code: EISDIR, path: nil))
        #expect(
            result
                == ProcessResult(
                    stdout: "", stderr: "Error: cannot read logins from standard input: \(String(cString: strerror(EISDIR)))\n", status: 64)
        )
        #expect(transport.requests.isEmpty)
    }
}
