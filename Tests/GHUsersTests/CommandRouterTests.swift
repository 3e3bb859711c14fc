import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// Help, version, usage errors and global options, as the whole command line sees them.
@Suite(.timeLimit(.minutes(1)))
struct CommandRouterTests {
    @Test func helpForms_printTheSameHelpToStdout() async throws {
        for name: String in ["list", "show"] {
            let route = try #require(CommandRouter.standard.routes.first { $0.name == name })
            let expected = route.help.render(globalOptions: GlobalOptions.specs)
            #expect(expected.hasPrefix("OVERVIEW: "))
            #expect(expected.contains("\nUSAGE: gh-users \(name) "))
            #expect(expected.contains("\nOPTIONS:\n"))
            #expect(expected.contains("\nGLOBAL OPTIONS:\n  --api-url <url>"))
            #expect(expected.contains("\nEXAMPLES:\n"))
            for arguments in [[name, "--help"], [name, "-h"], ["help", name], [name, "--per-page", "nonsense", "-h"]] {
                #expect(await CLIHarness.run(arguments) == ProcessResult(stdout: expected, stderr: "", status: 0))
            }
        }
    }

    @Test func rootHelp_listsTheSubcommands() async {
        let expected = CommandRouter.standard.rootHelp.render(globalOptions: GlobalOptions.specs)
        #expect(
            expected.contains(
                "\nSUBCOMMANDS:\n  browse                  Browse GitHub users interactively, full screen.\n  list                    List GitHub users"
            ))
        for arguments in [[], ["--help"], ["-h"], ["help"]] {
            #expect(await CLIHarness.run(arguments) == ProcessResult(stdout: expected, stderr: "", status: 0))
        }
    }

    @Test func version_printsTheVersion() async {
        #expect(
            await CLIHarness.run(["--version"]) == ProcessResult(stdout: "gh-users version 0.1.0 (2026-11-28)\n", stderr: "", status: 0))
    }

    @Test func usageErrors_exit64_withTheUsageOnStderr() async {
        let cases: [([String], String)] = [
            (
                ["frob"],
                "Error: Unknown subcommand 'frob'\nUsage: gh-users <subcommand> [<options>]\n  See 'gh-users --help' for more information.\n"
            ),
            (
                ["help", "frob"],
                "Error: Unknown subcommand 'frob'\nUsage: gh-users <subcommand> [<options>]\n  See 'gh-users --help' for more information.\n"
            ),
            (
                ["--bogus"],
                "Error: Unknown option '--bogus'\nUsage: gh-users <subcommand> [<options>]\n  See 'gh-users --help' for more information.\n"
            ),
            (
                ["list", "--color", "sometimes"],
                "Error: The value 'sometimes' is invalid for '--color <when>': expected one of auto, always, never\nUsage: gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]\n  See 'gh-users list --help' for more information.\n"
            ),
            (
                ["--api-url", "ftp://x", "list"],
                "Error: The value 'ftp://x' is invalid for '--api-url <url>': expected an http or https URL such as https://api.github.com\nUsage: gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]\n  See 'gh-users list --help' for more information.\n"
            ),
            (
                ["--json", "login", "list"],
                "Error: Unknown subcommand 'login'\nA command's options go after its name: '--json login' after 'list'.\nUsage: gh-users <subcommand> [<options>]\n  See 'gh-users --help' for more information.\n"
            ),
            // A subcommand goes before `--`: a word after it is none.
            (
                ["--", "list"],
                "Error: Unexpected argument 'list'\nUsage: gh-users <subcommand> [<options>]\n  See 'gh-users --help' for more information.\n"
            ),
        ]
        for (arguments, stderr) in cases {
            let transport = StubTransport()
            #expect(
                await CLIHarness.run(arguments, transport: transport) == ProcessResult(stdout: "", stderr: stderr, status: 64),
                "case \(String(reflecting: (arguments, stderr)))")
            #expect(transport.requests.isEmpty, "case \(String(reflecting: (arguments, stderr)))")
        }
    }

    @Test func badTimeoutInTheEnvironment_isAUsageError() async {
        let cases: [String] = ["0.5", "0", "601", "soon"]
        for value in cases {
            let result = await CLIHarness.run(["list"], variables: ["GH_USERS_TIMEOUT": value])
            // A mistake in the environment: no Usage lines, which would not help.
            #expect(
                result
                    == ProcessResult(
                        stdout: "", stderr: "Error: GH_USERS_TIMEOUT must be a whole number of seconds from 1 to 600, not '\(value)'\n",
                        status: 64),
                "case \(String(reflecting: value))")
        }
    }

    @Test func badAPIURLInTheEnvironment_isAUsageError() async {
        let result = await CLIHarness.run(["list"], variables: ["GH_USERS_API_URL": "localhost:8080"])
        #expect(
            result
                == ProcessResult(stdout: "", stderr: "Error: GH_USERS_API_URL is not an http or https URL: 'localhost:8080'\n", status: 64))
    }

    /// A token with a control character is a usage error naming its variable, and nothing is sent.
    @Test func tokenWithAControlCharacter_namesItsVariable() async {
        for name: String in ["GH_TOKEN", "GITHUB_TOKEN"] {
            let transport = StubTransport()
            let result = await CLIHarness.run(["list"], transport: transport, variables: [name: "ghp_abc\r\nX-Injected: 1"])
            #expect(
                result
                    == ProcessResult(
                        stdout: "", stderr: "Error: \(name) holds a control character (such as a line break); set it to the token alone\n",
                        status: 64))
        }
    }

    /// A GitHub token goes only to GitHub, and an enterprise token only elsewhere.
    @Test func gitHubAndEnterpriseTokens_goOnlyToTheirHosts() async {
        let transport = StubTransport()
        transport.register("/users", body: "[]")
        transport.register("/api/v3/users", body: "[]")
        transport.register("/api/v3/users", body: "[]")
        let tokens = ["GH_TOKEN": "ghp_dotcom", "GH_ENTERPRISE_TOKEN": "ghe_token"]
        _ = await CLIHarness.run(["list"], transport: transport, variables: tokens, verifyingStubs: false)
        _ = await CLIHarness.run(
            ["list", "--api-url", "https://ghe.example/api/v3"], transport: transport, variables: tokens, verifyingStubs: false)
        _ = await CLIHarness.run(
            ["list", "--api-url", "https://ghe.example/api/v3"], transport: transport, variables: ["GH_TOKEN": "ghp_dotcom"])
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer ghp_dotcom", "Bearer ghe_token", nil])
    }

    @Test func anAPIURLWithAnInvalidHostOrPort_isAUsageError() async {
        let cases: [String] = ["http://host:0", "http://host:65536", "http://bad_host", "http://-host", "https://h.example:99999/api"]
        for url in cases {
            let result = await CLIHarness.run(["list", "--api-url", url])
            #expect(result.status == 64, "case \(String(reflecting: url))")
            #expect(
                result.stderr.hasPrefix("Error: The value '\(url)' is invalid for '--api-url <url>': expected an http or https URL"),
                "case \(String(reflecting: url))")
        }
    }

    @Test func globalOptions_workBeforeOrAfterTheSubcommand() async {
        let cases: [[String]] = [
            ["--api-url", "https://ghe.example.com/api/v3", "-v", "list", "--per-page", "1"],
            ["list", "--per-page", "1", "--api-url=https://ghe.example.com/api/v3", "--verbose"],
            ["-v", "list", "--api-url", "https://ghe.example.com/api/v3", "--per-page", "1"],
            // A command's own option before its name, with its value.
            ["--per-page", "1", "-v", "--api-url", "https://ghe.example.com/api/v3", "list"],
        ]
        for arguments in cases {
            let transport = StubTransport()
            transport.register("/api/v3/users?since=0&per_page=1", body: TestUsers.page([1]))
            let result = await CLIHarness.run(arguments, transport: transport)
            #expect(result.stdout == TestUsers.line(1), "case \(String(reflecting: arguments))")
            #expect(
                result.stderr.hasPrefix(
                    "* no token for ghe.example.com\n* GET https://ghe.example.com/api/v3/users?since=0&per_page=1 200 "),
                "case \(String(reflecting: arguments))")
            #expect(result.status == 0, "case \(String(reflecting: arguments))")
        }
    }

    @Test func apiURL_fromTheEnvironment_isUsed_andTheFlagWins() async {
        let transport = StubTransport()
        transport.register("/env/users", body: "[]")
        transport.register("/flag/users", body: "[]")
        _ = await CLIHarness.run(
            ["list"], transport: transport, variables: ["GH_USERS_API_URL": "http://127.0.0.1:9/env"], verifyingStubs: false)
        _ = await CLIHarness.run(
            ["list", "--api-url", "http://127.0.0.1:9/flag"], transport: transport,
            variables: ["GH_USERS_API_URL": "http://127.0.0.1:9/env"])
        #expect(transport.requests.map { $0.url!.path } == ["/env/users", "/flag/users"])
    }

    @Test func token_GH_TOKENWinsOverGITHUB_TOKEN_emptyIsNone() async {
        let transport = StubTransport()
        for _ in 0..<3 { transport.register("/users", body: "[]") }
        _ = await CLIHarness.run(
            ["list"], transport: transport, variables: ["GH_TOKEN": "one", "GITHUB_TOKEN": "two"], verifyingStubs: false)
        _ = await CLIHarness.run(["list"], transport: transport, variables: ["GH_TOKEN": "", "GITHUB_TOKEN": "two"], verifyingStubs: false)
        _ = await CLIHarness.run(["list"], transport: transport, variables: ["GH_TOKEN": "", "GITHUB_TOKEN": ""])
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer one", "Bearer two", nil])
    }

    @Test func colour_followsFlagEnvironmentAndTerminal() throws {
        let cases: [([String], [String: String], Bool, Bool)] = [
            ([], [:], true, true),
            ([], ["TERM": "dumb"], true, false),
            ([], ["NO_COLOR": "1"], true, false),
            ([], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true, false),
            ([], ["CLICOLOR_FORCE": "1"], false, true),
            ([], ["CLICOLOR_FORCE": "0"], false, false),
            // CLICOLOR=0 turns colour off, unless CLICOLOR_FORCE turns it on.
            ([], ["CLICOLOR": "0"], true, false),
            ([], ["CLICOLOR": "1"], true, true),
            ([], ["CLICOLOR": "0", "CLICOLOR_FORCE": "1"], true, true),
            (["--color", "never"], [:], true, false),
            (["--color", "always"], ["NO_COLOR": "1"], false, true),
            ([], [:], false, false),
        ]
        for (flags, variables, terminal, expected) in cases {
            let environment = Environment(
                variables: variables, standardOutput: CapturedOutput(), standardError: CapturedOutput(),
                outputIsTerminal: terminal, makeTransport: { _ in StubTransport() }
            )
            let parsed = try ArgumentScanner.scan(flags, options: GlobalOptions.specs)
            #expect(
                try GlobalOptions.resolve(parsed, environment: environment).useColor == expected,
                "case \(String(reflecting: (flags, variables, terminal, expected)))")
        }
    }

    @Test func typos_areAnsweredWithTheClosestName() async {
        let cases: [([String], String, String, String)] = [
            (["serch", "tom"], "Unknown subcommand 'serch'. Did you mean 'search'?", "<subcommand> [<options>]", "--help"),
            (["flollowers", "x"], "Unknown subcommand 'flollowers'. Did you mean 'followers'?", "<subcommand> [<options>]", "--help"),
            (["help", "cahce"], "Unknown subcommand 'cahce'. Did you mean 'cache'?", "<subcommand> [<options>]", "--help"),
            (["fav", "lst"], "Unknown subcommand 'lst'. Did you mean 'list'?", "fav <subcommand>", "fav --help"),
            (
                ["list", "--limt", "5"], "Unknown option '--limt'. Did you mean '--limit'?",
                "list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]", "list --help"
            ),
            (["zzzz"], "Unknown subcommand 'zzzz'", "<subcommand> [<options>]", "--help"),
            // An unknown option's value is never taken for the subcommand.
            (["--colour", "never", "list"], "Unknown option '--colour'. Did you mean '--color'?", "<subcommand> [<options>]", "--help"),
            (["fav", "--colour", "never", "list"], "Unknown option '--colour'. Did you mean '--color'?", "fav <subcommand>", "fav --help"),
            (["hlep"], "Unknown subcommand 'hlep'. Did you mean 'help'?", "<subcommand> [<options>]", "--help"),
            (
                ["help", "config", "bogus"], "Unexpected argument 'bogus'",
                "config list [--json [<fields>]] [--jq <expression>] | get <key> | set <key> <value> | unset <key>",
                "config --help"
            ),
        ]
        for (arguments, message, usage, helpCommand) in cases {
            #expect(
                await CLIHarness.run(arguments)
                    == ProcessResult(
                        stdout: "",
                        stderr: "Error: \(message)\nUsage: gh-users \(usage)\n  See 'gh-users \(helpCommand)' for more information.\n",
                        status: 64), "case \(String(reflecting: (arguments, message, usage, helpCommand)))")
        }
    }

    /// A command without its action, or help for an action, prints the command's help.
    @Test func commandWithoutItsAction_printsTheCommandsHelp() async throws {
        let cases: [([String], String)] = [
            (["config"], "config"), (["cache"], "cache"), (["completion"], "completion"), (["help", "config", "set"], "config"),
            (["help", "cache", "clear"], "cache"), (["help", "fav", "ls"], "fav list"),
        ]
        for (arguments, name) in cases {
            let route = try #require(
                CommandRouter.standard.routes.first { $0.name == name }
                    ?? CommandRouter.standard.routes.flatMap(\.subroutes).first { $0.name == name },
                "case \(String(reflecting: (arguments, name)))")
            #expect(
                await CLIHarness.run(arguments)
                    == ProcessResult(stdout: route.help.render(globalOptions: GlobalOptions.specs), stderr: "", status: 0),
                "case \(String(reflecting: (arguments, name)))")
        }
    }

    @Test func helpHelp_isTheOverview() async {
        let expected = CommandRouter.standard.rootHelp.render(globalOptions: GlobalOptions.specs)
        #expect(await CLIHarness.run(["help", "help"]) == ProcessResult(stdout: expected, stderr: "", status: 0))
    }

    @Test func suggestion_isTheClosest_onlyWhenItLooksLikeATypo() {
        let cases: [(String, [String], String?)] = [
            ("serch", ["search", "list"], "search"), ("--limt", ["--limit", "--all"], "--limit"), ("lsit", ["list"], "list"),
            ("ls", ["list"], nil), ("xyz", ["search"], nil), ("search", ["search"], nil), ("reops", ["repos", "show"], "repos"),
            ("folowing", ["followers", "following"], "following"), ("lis", ["list"], "list"), ("--limitt", ["--limit"], "--limit"),
            ("--per-pagge", ["--per-page", "--page"], "--per-page"), ("--pag", ["--per-page"], nil),
        ]
        for (word, candidates, expected) in cases {
            #expect(Suggestion.closest(to: word, among: candidates) == expected, "case \(String(reflecting: (word, candidates, expected)))")
        }
    }
}
