import Foundation
import GHTestStubs
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// How the command names itself: `gh users` when gh runs it from its extensions folder, in
/// help, usage lines, hints and warnings; `gh-users` otherwise.
struct ProgramNameTests {
    @Test func argv0_tellsAnExtensionFromAStandaloneRun() {
        let cases: [(String, String)] = [
            ("/home/me/.local/share/gh/extensions/gh-users/gh-users", "gh users"),
            ("/tmp/data/extensions/gh-users/gh-users", "gh users"),
            ("gh-users", "gh-users"),
            ("/usr/local/bin/gh-users", "gh-users"),
            (".build/debug/gh-users", "gh-users"),
            ("/x/extensions/gh-other/gh-users", "gh-users"),
            ("/x/gh-users/gh-users", "gh-users"),
            ("", "gh-users"),
        ]
        for (argv0, expected) in cases {
            #expect(ProgramName(argv0: argv0).description == expected, "case \(String(reflecting: (argv0, expected)))")
        }
    }

    @Test func spell_renamesTheCommand_notPathsOrFiles() {
        let cases: [(String, String)] = [
            (#"eval "$(gh-users completion bash)""#, #"eval "$(gh users completion bash)""#),
            ("gh-users list --limit 10 | gh-users show -", "gh users list --limit 10 | gh users show -"),
            ("as in 'gh-users list': a table", "as in 'gh users list': a table"),
            (
                "kept in $XDG_CACHE_HOME/gh-users (default ~/.cache/gh-users),",
                "kept in $XDG_CACHE_HOME/gh-users (default ~/.cache/gh-users),"
            ),
            ("gh-users completion zsh > ~/.zfunc/_gh-users", "gh users completion zsh > ~/.zfunc/_gh-users"),
            ("> ~/.config/fish/completions/gh-users.fish", "> ~/.config/fish/completions/gh-users.fish"),
            ("gh-users", "gh users"),
        ]
        for (text, expected) in cases {
            #expect(ProgramName.ghExtension.spell(text) == expected, "case \(String(reflecting: (text, expected)))")
            #expect(ProgramName.standalone.spell(text) == text, "case \(String(reflecting: (text, expected)))")
        }
    }

    @Test func asAnExtension_theNextPageHintSaysGhUsers() async {
        let transport = StubTransport()
        transport.register("/users?since=0&per_page=2", headers: TestUsers.link(perPage: 2, since: 2), body: TestUsers.page([1, 2]))
        let result = await CLIHarness.run(
            ["list", "--per-page", "2", "--color", "never"], transport: transport, terminal: true, programName: .ghExtension)
        #expect(result.stderr == "Next page: gh users list --since 2 --per-page 2 --color never\n")
        #expect(result.status == 0)
    }

    @Test func asAnExtension_helpAndUsageErrorsSayGhUsers() async {
        let help = await CLIHarness.run(["show", "--help"], programName: .ghExtension)
        #expect(
            help
                == ProcessResult(
                    stdout: ProgramName.ghExtension.spell(ShowCommand.help.render(globalOptions: GlobalOptions.specs)), stderr: "",
                    status: 0))
        #expect(
            help.stdout.contains("\nUSAGE: gh users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]\n")
        )
        #expect(help.stdout.contains("\n  # The profiles of the first ten users\n  gh users list --limit 10 | gh users show -\n"))
        #expect(!help.stdout.contains("gh-users "))
        let root = await CLIHarness.run([], programName: .ghExtension)
        #expect(root.stdout.contains("  See 'gh users help <subcommand>' for detailed help.\n"))
        #expect(!root.stdout.contains("gh-users "))
        let usage = await CLIHarness.run(["list", "--nope"], programName: .ghExtension)
        #expect(
            usage
                == ProcessResult(
                    stdout: "",
                    stderr: """
                        Error: Unknown option '--nope'
                        Usage: gh users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]
                          See 'gh users list --help' for more information.

                        """,
                    status: 64))
    }

    /// As an extension, the completion scripts say which command prints them.
    @Test func asAnExtension_completionScriptsNameTheirCommand() async {
        for shell in ["bash", "zsh", "fish"] {
            let script = await CLIHarness.run(["completion", shell], programName: .ghExtension).stdout
            #expect(script.contains("# \(shell) completion for gh-users, printed by `gh users completion \(shell)`.\n"), "\(shell)")
        }
    }
}
