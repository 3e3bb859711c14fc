import Foundation
import GHTestSupport
import Testing

@testable import GHUsersCLI

/// Usage lines are made from each command's options, so they cannot drift from what the
/// parser accepts; the root help lists the router's routes.
@Suite(.timeLimit(.minutes(1)))
struct CommandHelpTests {
    private static var everyHelp: [CommandHelp] {
        CommandRouter.standard.routes.flatMap { [$0.help] + $0.subroutes.map(\.help) }
    }

    @Test func everyCommandsOptions_appearInItsUsageLineOnce() {
        for help in Self.everyHelp {
            for option in help.options {
                // Whole options only: `--follow` is not counted inside `--followers-only`.
                let pattern = "(?<![A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: option.label) + "(?![A-Za-z0-9-])"
                let usage = help.usageLine
                let count = try! NSRegularExpression(pattern: pattern).numberOfMatches(
                    in: usage, range: NSRange(usage.startIndex..., in: usage))
                #expect(count == 1, "\(option.label) in \(help.usageLine)")
            }
        }
    }

    /// Every option of every command is listed once: its own under OPTIONS, the global ones under GLOBAL OPTIONS.
    @Test func everyCommandsOptions_areListedOnceInSections() {
        for help in Self.everyHelp + [CommandRouter.standard.rootHelp] {
            let text = help.render(globalOptions: GlobalOptions.specs)
            let own = Self.section("OPTIONS", of: text)
            let global = Self.section("GLOBAL OPTIONS", of: text)
            #expect(help.options.isEmpty == (own == nil), "\(help.commandPath)")
            for option in help.options {
                let row = Self.row(option)
                #expect(text.components(separatedBy: row).count == 2, "\(option.helpLabel) in \(help.commandPath)")
                #expect(own?.contains(row) == true, "\(option.helpLabel) in \(help.commandPath)")
            }
            for option in GlobalOptions.specs {
                let row = Self.row(option)
                #expect(text.components(separatedBy: row).count == 2, "\(option.helpLabel) in \(help.commandPath)")
                #expect(global?.contains(row) == true, "\(option.helpLabel) in \(help.commandPath)")
            }
        }
    }

    /// The start of `option`'s row: its label, then the help on the same line or, for a long
    /// label, the next.
    private static func row(_ option: OptionSpec) -> String {
        "\n  \(option.helpLabel)" + (option.helpLabel.count > 22 ? "\n" : "  ")
    }

    /// The section under `heading`, from the line before its first row to the blank line that
    /// ends it; `nil` when the help has no such section.
    private static func section(_ heading: String, of text: String) -> String? {
        guard let start = text.range(of: "\n\n\(heading):\n") else { return nil }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex
        return "\n" + rest[..<end] + "\n"
    }

    /// The whole help of one command, as a reader sees it: its own options under OPTIONS:, the
    /// global ones once, under GLOBAL OPTIONS:, and the fields --json takes under JSON FIELDS:.
    @Test func cacheHelp_isTheWholeText() async {
        let expected = """
            OVERVIEW: Show or clear the HTTP cache.

            GitHub's answers are kept in $XDG_CACHE_HOME/gh-users (default
            ~/.cache/gh-users), at most 50 MB, least recently used first out. A kept answer
            is revalidated with If-None-Match or If-Modified-Since (a 304 does not count
            against the rate limit), served when GitHub cannot be reached, and served alone
            with --offline. Answers fetched with a token are kept apart from those fetched
            with another token or none. 'info' also says when the oldest and newest answers
            kept were stored or last confirmed current.

            USAGE: gh-users cache info [--json [<fields>]] [--jq <expression>] | clear

            ARGUMENTS:
              info                    Print the cache's location, entries, size and ages.
              clear                   Remove every entry and the rate limits known spent.

            OPTIONS:
              --json [<fields>]       With info: print a JSON object: location, entries,
                                      bytes, capacity_bytes, enabled, oldest_stored_at and
                                      newest_stored_at (RFC 3339, UTC, or null); with
                                      <fields>, only those (see JSON FIELDS).
              --jq <expression>       Filter the JSON through jq's <expression> (needs
                                      --json, and jq installed): strings print as they are,
                                      one result a line.

            GLOBAL OPTIONS:
              --api-url <url>         The GitHub API root, such as https://HOST/api/v3 for
                                      GitHub Enterprise. (default: $GH_USERS_API_URL, else
                                      $GH_HOST's API, else https://api.github.com)
              --color <when>          Colour the output: auto, always or never. auto colours
                                      a terminal unless TERM is dumb; NO_COLOR or CLICOLOR=0
                                      turns it off, CLICOLOR_FORCE on. (default: auto)
              -v, --verbose           Log each request on stderr: method, URL, status, time,
                                      rate limit left.
              --offline               Never use the network: answer from the cache, or fail.
              --no-cache              Neither read nor write the cache for this run.
              --wait                  When a rate limit is spent, wait for it to reset and
                                      go on instead of stopping. (default: the wait setting,
                                      never)
              --no-pager              Do not page the output on a terminal through
                                      $GH_USERS_PAGER or $GH_PAGER, the pager setting or
                                      $PAGER.
              --version               Show the version.
              -h, --help              Show help information.

            JSON FIELDS:
              bytes, capacity_bytes, enabled, entries, location, newest_stored_at,
              oldest_stored_at

              --json <fields> prints only those members, in the order given. The word after
              --json is taken as <fields> when each comma-separated part of it is a field,
              when it holds a comma, or when the command takes no other argument; otherwise
              it is the next argument (show --json octocat). --json=<fields> is always
              taken. --jq runs jq with the expression as one argument, no shell: a string
              result prints as it is, anything else as JSON, one result a line; a listing is
              filtered whole, once its last page is in.

            EXAMPLES:
              # Where the cache is
              gh-users cache info

              # The same, for a script
              gh-users cache info --json

              # Start afresh
              gh-users cache clear

            """
        #expect(await CLIHarness.run(["cache", "--help"]) == ProcessResult(stdout: expected, stderr: "", status: 0))
    }

    /// Usage lines are the name, the positionals and the options, with exclusive ones together.
    @Test func usageLines_listAll_withExclusiveOptionsTogether() {
        #expect(
            ListCommand.help.usageLine
                == "gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full]")
        #expect(
            ShowCommand.help.usageLine == "gh-users show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]")
        #expect(
            FollowersCommand.help.usageLine
                == "gh-users followers <login> [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--full] [--changes] [--history] [--since <date>]"
        )
        #expect(
            ConfigCommand.help.usageLine
                == "gh-users config list [--json [<fields>]] [--jq <expression>] | get <key> | set <key> <value> | unset <key>")
        #expect(CacheCommand.help.usageLine == "gh-users cache info [--json [<fields>]] [--jq <expression>] | clear")
        #expect(CommandRouter.standard.rootHelp.usageLine == "gh-users <subcommand> [<options>]")
    }

    @Test func theRootHelpListsEveryRoute_inOrder_thenHelp() {
        let router = CommandRouter.standard
        #expect(router.rootHelp.subcommands.map(\.name) == router.routes.map(\.name) + ["help"])
        let text = router.rootHelp.render(globalOptions: GlobalOptions.specs)
        for route in router.routes {
            #expect(text.contains("\n  \(route.name)"), "\(route.name)")
        }
    }
}

/// `help environment`: every variable the tool reads, and the root help says where to find it.
struct HelpEnvironmentTests {
    /// The variable names in the shipped targets' sources: those looked up in a `variables`
    /// dictionary, and string literals that look like gh's, GitHub's, gh-users' or XDG's.
    static func variablesReadBySources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
        let lookup = /(?:variables|environment)\["([A-Z][A-Z0-9_]*)"\]/
        let literal = /"((?:GH|GITHUB|XDG|GH_USERS)_[A-Z0-9_]+|NO_COLOR|CLICOLOR[A-Z_]*)"/
        var names = Set<String>()
        for target in ["GHUsersCLI", "GHData", "GHTerminal", "GHSystem", "GHText", "GHDomain"] {
            let folder = sources.appendingPathComponent(target)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                names.formUnion(text.matches(of: lookup).map { String($0.output.1) })
                names.formUnion(text.matches(of: literal).map { String($0.output.1) })
            }
        }
        #expect(names.count > 20, "the sources were not found at \(sources.path)")
        return names
    }

    @Test func helpEnvironment_listsEveryVariableTheToolReads() async throws {
        let result = await CLIHarness.run(["help", "environment"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(result.stdout.hasPrefix("OVERVIEW: Environment variables gh-users reads.\n"))
        let named =
            [
                "GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN", "GH_HOST", "GH_USERS_API_URL",
                "GH_CONFIG_DIR",
                "GH_PATH", "GH_USERS_TIMEOUT", "GH_USERS_TRANSPORT", "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR", "PAGER", "LESS",
                "LV", "COLUMNS", "NO_COLOR", "CLICOLOR_FORCE",
                "CLICOLOR",
                "TERM", "TERMINFO", "TERMINFO_DIRS", "PATH", "TMPDIR", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "HOME",
            ] + SettingKey.pagerVariables + ForcedTerminal.variables + WebBrowser.variables
        for variable in named {
            #expect(result.stdout.contains("\n  \(variable)") || result.stdout.contains(", \(variable)"), "\(variable)")
        }
        #expect(await CLIHarness.run(["help", "environment", "extra"]).status == 64)
        // Switches for gh-users's own tests are no user's business (docs/CONTRIBUTING.md has them).
        #expect(!result.stdout.contains("GH_USERS_TEST_"))
        // And every other variable the tool's own code reads by name, so a new one cannot go unlisted.
        for variable in try Self.variablesReadBySources() where !variable.hasPrefix("GH_USERS_TEST_") {
            #expect(
                result.stdout.contains("\n  \(variable)") || result.stdout.contains(", \(variable)"), "\(variable) is read but not listed")
        }
        let root = await CLIHarness.run(["--help"])
        #expect(root.stdout.contains("\nHELP TOPICS:\n  environment             Environment variables gh-users reads.\n"))
        #expect(root.stdout.contains("GH_TOKEN"))
    }
}
