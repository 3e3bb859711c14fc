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

    @Test func everyOptionOfEveryCommand_isListedOnce_itsOwnUnderOptions_theGlobalOnesUnderGlobalOptions() {
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

    @Test func usageLines_areTheNameThePositionalsAndTheOptions_withExclusiveOnesTogether() {
        #expect(ListCommand.help.usageLine == "gh-users list [--since <id>] [--per-page <n>] [--limit <n> | --all] [--json]")
        #expect(ShowCommand.help.usageLine == "gh-users show <login> ... [--json] [--concurrency <n>]")
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
