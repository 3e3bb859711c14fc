import Testing

@testable import GHUsersCLI

/// Usage lines are made from each command's options, so they cannot drift from what the
/// parser accepts; the root help lists the router's routes.
struct CommandHelpTests {
    private static var everyHelp: [CommandHelp] {
        CommandRouter.standard.routes.flatMap { [$0.help] + $0.subroutes.map(\.help) }
    }

    @Test func everyOptionOfEveryCommand_appearsInItsUsageLine_once() {
        for help in Self.everyHelp {
            for option in help.options {
                #expect(help.usageLine.components(separatedBy: option.label).count == 2, "\(option.label) in \(help.usageLine)")
            }
        }
    }

    @Test func usageLines_areTheNameThePositionalsAndTheOptions_withExclusiveOnesTogether() {
        #expect(ListCommand.help.usageLine == "gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json]")
        #expect(ShowCommand.help.usageLine == "gh-users show <login> ... [--json | --web] [--concurrency <n>]")
        #expect(FollowersCommand.help.usageLine == "gh-users followers <login> [--limit <n> | --all] [--json]")
        #expect(ConfigCommand.help.usageLine == "gh-users config list | get <key> | set <key> <value> | unset <key>")
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
