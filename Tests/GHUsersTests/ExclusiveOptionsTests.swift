import GHTestSupport
import Testing

@testable import GHUsersCLI

/// Every clash a command declares in ``CommandHelp/exclusive`` is refused by the scanner, before
/// anything is read or sent: one `Error:` line naming the two options (in the declared order,
/// whichever order they are typed in), the usage reminder, exit 64.
struct ExclusiveOptionsTests {
    /// Every runnable route, a group's subcommands included.
    private static var routes: [CommandRoute] {
        CommandRouter.standard.routes.flatMap { $0.subroutes.isEmpty ? [$0] : $0.subroutes }
    }

    /// The tokens that give `key` on a command line: the flag, or the option with a value.
    private static func tokens(_ key: String, in help: CommandHelp) -> [String] {
        guard let option = help.options.first(where: { $0.key == key }) else {
            Issue.record("\(help.commandPath) declares a clash with '\(key)', which it does not take")
            return []
        }
        return option.kind == .flag ? [key] : [key, "1"]
    }

    /// The pairs of options a declaration refuses, in the order its error names them.
    private static func pairs(_ conflict: ExclusiveOptions) -> [(String, String)] {
        let keys = conflict.keys
        guard conflict.isGroup else { return keys.dropFirst().map { (keys[0], $0) } }
        return keys.indices.flatMap { first in keys[(first + 1)...].map { (keys[first], $0) } }
    }

    /// Every declared clash is a usage error naming both options, in the declared order.
    @Test func everyDeclaredClash_isAUsageErrorNamingBoth() async {
        var checked = 0
        for route in Self.routes {
            for conflict in route.help.exclusive {
                for (first, second) in Self.pairs(conflict) {
                    let given = Self.tokens(first, in: route.help) + Self.tokens(second, in: route.help)
                    let reversed = Self.tokens(second, in: route.help) + Self.tokens(first, in: route.help)
                    let expected = ProcessResult(
                        stdout: "",
                        stderr: "Error: '\(first)' and '\(second)' cannot be used together"
                            + (conflict.reason.map { ": \($0)" } ?? "") + "\n" + route.help.usageReminder,
                        status: 64)
                    for arguments in [given, reversed] {
                        let argv = route.name.split(separator: " ").map(String.init) + arguments
                        let result = await CLIHarness.run(argv)
                        #expect(result == expected, "case \(argv)")
                        checked += 1
                    }
                }
            }
        }
        // list, search, repos, trending, show, browse, followers, following, relations, follow,
        // orgs, starred and members declare clashes.
        #expect(checked >= 96, "only \(checked) command lines checked")
    }

    @Test func errors_sayWhatEachCommandsOwnCheckSaid() async {
        let cases: [([String], String)] = [
            (["show", "a", "--web", "--json"], "'--web' and '--json' cannot be used together"),
            (["repos", "a", "--limit", "3", "--web"], "'--web' and '--limit' cannot be used together"),
            (["trending", "--period", "day", "--created-after", "2026-01-01"], "'--created-after' and '--period' cannot be used together"),
            (["browse", "--since", "3", "--favorites"], "'--favorites' and '--since' cannot be used together"),
            (
                ["followers", "a", "--limit", "3", "--changes"],
                "'--changes' and '--limit' cannot be used together: the changes need the whole list"
            ),
            (["following", "a", "--all", "--history"], "'--history' and '--all' cannot be used together"),
            (["follow", "--resume", "2", "--json"], "'--json' and '--resume' cannot be used together"),
            (["follow", "--dry-run", "--journal"], "'--dry-run' and '--journal' cannot be used together"),
            (["follow", "--undo", "2", "--journal"], "'--journal' and '--undo' cannot be used together"),
            (["search", "q", "--all", "--limit", "2000"], "'--limit' and '--all' cannot be used together"),
        ]
        for (arguments, message) in cases {
            let result = await CLIHarness.run(arguments)
            #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: "), "case \(arguments)")
            #expect(result.stdout == "" && result.status == 64, "case \(arguments)")
        }
    }

    @Test func optionsApartFromOneMayGoTogether() throws {
        let parsed = try ArgumentScanner.scan(
            ["--sort", "pushed", "--limit", "3", "--json"], options: ReposCommand.help.options, exclusive: ReposCommand.help.exclusive)
        #expect(parsed.values == ["--sort": "pushed", "--limit": "3"])
        #expect(parsed.flags == ["--json"])
    }

    /// The usage line shows a group in the options' order, and not options merely apart.
    @Test func usageLine_showsAGroup_onlyForExclusiveOptions() {
        #expect(ShowCommand.help.usage == "show <login> ... [--json [<fields>] | --web] [--jq <expression>] [--concurrency <n>]")
        #expect(
            ReposCommand.help.usage
                == "repos <login> [--sort <key>] [--limit <n> | --all] [--json [<fields>]] [--jq <expression>] [--web]")
    }
}
