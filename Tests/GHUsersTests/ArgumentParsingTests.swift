import GHDomain
import Testing

@testable import GHUsersCLI

/// argv in, parsed command or usage error out.
struct ArgumentParsingTests {
    private func parseList(_ arguments: [String]) throws -> ListCommand {
        try ListCommand(parsing: ArgumentScanner.scan(arguments, options: ListCommand.help.options + GlobalOptions.specs))
    }

    private func parseShow(_ arguments: [String]) throws -> ShowCommand {
        try ShowCommand(parsing: ArgumentScanner.scan(arguments, options: ShowCommand.help.options + GlobalOptions.specs))
    }

    @Test(
        arguments: [
            ([], 0, 30, ListingExtent.onePage, false),
            (["--since", "46", "--per-page", "100"], 46, 100, .onePage, false),
            (["--since=7", "--per-page=1", "--json"], 7, 1, .onePage, true),
            (["--limit", "250"], 0, 30, .limit(250), false),
            (["--all", "--json", "-v"], 0, 30, .all, true),
            (["--since", "1", "--since", "2"], 2, 30, .onePage, false),
            (["--api-url", "http://127.0.0.1:1", "--color", "never", "--per-page", "5"], 0, 5, .onePage, false),
        ] as [([String], Int, Int, ListingExtent, Bool)])
    func list_parses(_ arguments: [String], _ since: Int, _ perPage: Int, _ extent: ListingExtent, _ json: Bool) throws {
        let command = try parseList(arguments)
        #expect(command.since == since)
        #expect(command.perPage == perPage)
        #expect(command.extent == extent)
        #expect(command.json == json)
    }

    @Test(arguments: [
        (["--foo"], "Unknown option '--foo'"),
        (["-x"], "Unknown option '-x'"),
        (["--since"], "Missing value for '--since <id>'"),
        (["--since", "--json"], "Missing value for '--since <id>'"),
        (["--since", "-1"], "The value '-1' is invalid for '--since <id>': expected a whole number of at least 0"),
        (["--since", "abc"], "The value 'abc' is invalid for '--since <id>': expected a whole number of at least 0"),
        (
            ["--since", "99999999999999999999999"],
            "The value '99999999999999999999999' is invalid for '--since <id>': expected a whole number of at least 0"
        ),
        (["--per-page", "0"], "The value '0' is invalid for '--per-page <n>': expected a whole number from 1 to 100"),
        (["--per-page", "101"], "The value '101' is invalid for '--per-page <n>': expected a whole number from 1 to 100"),
        (["--per-page", "1.5"], "The value '1.5' is invalid for '--per-page <n>': expected a whole number from 1 to 100"),
        (["--limit", "0"], "The value '0' is invalid for '--limit <n>': expected a whole number of at least 1"),
        (["--limit", "5", "--all"], "'--limit' and '--all' cannot be used together"),
        (["--json=yes"], "The flag '--json' does not take a value"),
        (["octocat"], "Unexpected argument 'octocat'"),
    ])
    func list_rejects(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try parseList(arguments) }
    }

    @Test func show_parsesLoginsInOrder_andOptions() throws {
        let command = try parseShow(["octocat", "--json", "dependabot[bot]", "--concurrency", "16", "--", "-x-"])
        #expect(command.logins.map(\.rawValue) == ["octocat", "dependabot[bot]", "-x-"])
        #expect(command.json)
        #expect(command.concurrency == 16)
    }

    @Test(arguments: [
        ([], "Missing expected argument '<login> ...'"),
        (["a/b"], "'a/b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, optionally followed by [bot]"),
        (["ok", "a b"], "'a b' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, optionally followed by [bot]"),
        (["\u{1B}[2J"], "'\\u{1B}[2J' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, optionally followed by [bot]"),
        (["a", "--concurrency", "17"], "The value '17' is invalid for '--concurrency <n>': expected a whole number from 1 to 16"),
    ])
    func show_rejects(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(message)) { try parseShow(arguments) }
    }
}
