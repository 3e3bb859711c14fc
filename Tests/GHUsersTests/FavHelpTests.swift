import GHTestSupport
import Testing

@testable import GHUsersCLI

/// `gh-users fav`'s help, asked for every way: whole stdout, stderr and exit status.
@Suite(.timeLimit(.minutes(1)))
struct FavHelpTests {
    @Test func help_showsTheSubcommands_everyWay() async {
        let expected = FavCommand.help.render(globalOptions: GlobalOptions.specs)
        #expect(expected.contains("\nUSAGE: gh-users fav <subcommand>\n"))
        #expect(
            expected.contains(
                """

                SUBCOMMANDS:
                  add                     Add users to your favorites.
                  remove                  Remove users from your favorites.
                  list                    List your favorite users.

                  See 'gh-users help fav <subcommand>' for detailed help.

                """))
        for arguments in [["fav"], ["fav", "--help"], ["fav", "-h"], ["help", "fav"]] {
            #expect(await CLIHarness.run(arguments) == ProcessResult(stdout: expected, stderr: "", status: 0), "\(arguments)")
        }
    }

    @Test func help_forEachSubcommand_isTheSameEveryWay() async {
        let cases: [String] = ["add", "remove", "list"]
        for word in cases {
            let expected = CommandRouter.standard.routes.first { $0.name == "fav" }?.subroutes.first { $0.word == word }?.help
                .render(globalOptions: GlobalOptions.specs)
            #expect(expected?.hasPrefix("OVERVIEW: ") == true, "case \(String(reflecting: word))")
            #expect(expected?.contains("\nUSAGE: gh-users fav \(word) ") == true, "case \(String(reflecting: word))")
            for arguments in [["fav", word, "--help"], ["fav", word, "-h"], ["help", "fav", word], ["fav", "--help", word]] {
                #expect(
                    await CLIHarness.run(arguments) == ProcessResult(stdout: expected ?? "", stderr: "", status: 0),
                    "case \(String(reflecting: word)): \(arguments)")
            }
        }
    }

    @Test func help_forAnUnknownSubcommandOfFav_isAUsageError() async {
        let result = await CLIHarness.run(["help", "fav", "frob"])
        #expect(
            result
                == ProcessResult(
                    stdout: "",
                    stderr:
                        "Error: Unknown subcommand 'frob'\nUsage: gh-users fav <subcommand>\n  See 'gh-users fav --help' for more information.\n",
                    status: 64
                ))
    }

    @Test func rootHelp_listsFav() async {
        let result = await CLIHarness.run(["--help"])
        #expect(result.stdout.contains("\n  fav                     Keep a list of favorite users.\n"))
    }
}
