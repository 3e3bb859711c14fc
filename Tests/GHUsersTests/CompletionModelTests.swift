import Testing

@testable import GHUsersCLI

/// `CompletionModel` on its own: a tree built from the router's routes, in which every command
/// has only its own options, groups and actions are subcommands, and arguments take what the
/// usage line and the settings say.
struct CompletionModelTests {
    private let model = CompletionModel(router: .standard)

    private func command(_ path: String) -> CompletionModel.Command? {
        model.commands.first { $0.path == path.split(separator: " ").map(String.init) }
    }

    /// Every route is a subcommand, in order, with only its own options, then help.
    @Test func routes_areSubcommands_inOrder_withOwnOptions() {
        let routes = CommandRouter.standard.routes
        #expect(model.root.subcommands.map(\.name) == routes.map(\.name) + ["help"])
        for (subcommand, route) in zip(model.root.subcommands, routes) {
            // An option the usage line gives to one action (`config list [--json]`) is that action's.
            let ofActions = route.help.options.filter { route.help.positionals.contains("[\($0.label)]") }
            #expect(subcommand.options == route.help.options.filter { !ofActions.contains($0) }, "\(route.name)")
            for option in ofActions {
                let owners = subcommand.subcommands.filter { $0.options.contains(option) }.map(\.name)
                #expect(owners.count == 1, "\(route.name) \(option.label)")
            }
            #expect(subcommand.abstract == route.help.abstract)
        }
        #expect(model.root.options == [])
        #expect(model.globalOptions == GlobalOptions.specs)
    }

    /// fav's subroutes are subcommands, each with its own options, and the aliases known.
    @Test func favSubroutes_areSubcommandsWithOptionsAndAliases() {
        let fav = command("fav")
        #expect(fav?.subcommands.map(\.path) == [["fav", "add"], ["fav", "remove"], ["fav", "list"]])
        #expect(fav?.options == [])
        #expect(fav?.aliases == ["ls": "list", "rm": "remove"])
        #expect(command("fav add")?.options == FavAddCommand.help.options)
        #expect(command("fav add")?.arguments == [.free(label: "login")])
        #expect(command("fav add")?.repeatsLastArgument == true)
        #expect(command("fav list")?.options.map(\.key) == ["--filter", "--this-host", "--json", "--jq"])
        #expect(command("fav list")?.arguments == [])
    }

    /// config's actions are subcommands, taking setting names and their values.
    @Test func configActions_takeSettingNamesAndValues() {
        let keys = SettingKey.allCases.map(\.rawValue)
        #expect(keys.contains("browse.mouse"))
        #expect(command("config")?.subcommands.map(\.name) == ["list", "get", "set", "unset"])
        #expect(command("config list")?.arguments == [])
        #expect(command("config get")?.arguments == [.choices(keys)])
        #expect(command("config unset")?.arguments == [.choices(keys)])
        #expect(command("config get")?.abstract == "get <key>")
        let values = SettingKey.allCases.map { CompletionModel.KeyedChoices(key: $0.rawValue, choices: $0.choices) }
        #expect(command("config set")?.arguments == [.choices(keys), .choicesAfter(values)])
        #expect(values.first { $0.key == "color" }?.choices == ["auto", "always", "never"])
    }

    /// cache's actions are subcommands, described by their argument help.
    @Test func cacheActions_areDescribedByTheirArgumentHelp() {
        #expect(command("cache")?.subcommands.map(\.name) == ["info", "clear"])
        #expect(command("cache info")?.abstract == "Print the cache's location, entries, size and ages")
        #expect(command("cache clear")?.arguments == [])
    }

    /// completion's shell and other arguments come from the usage line.
    @Test func shellAndOtherArguments_comeFromTheUsageLine() {
        #expect(command("completion")?.subcommands == [])
        #expect(command("completion")?.arguments == [.choices(["bash", "zsh", "fish"])])
        #expect(command("show")?.arguments == [.free(label: "login")])
        #expect(command("show")?.repeatsLastArgument == true)
        #expect(command("browse")?.arguments == [.free(label: "login")])
        #expect(command("browse")?.repeatsLastArgument == false)
        #expect(command("list")?.arguments == [])
    }

    @Test func helpTakes_theSubcommandTreeNames_andTheTopics() {
        let help = command("help")
        #expect(help?.subcommands.map(\.name) == CommandRouter.standard.routes.map(\.name) + ["environment"])
        #expect(command("help fav")?.subcommands.map(\.name) == ["add", "remove", "list"])
        #expect(command("help fav")?.aliases == ["ls": "list", "rm": "remove"])
        #expect(command("help config")?.subcommands.map(\.name) == ["list", "get", "set", "unset"])
        #expect(command("help fav list")?.options == [])
        #expect(command("help config set")?.arguments == [])
    }

    /// `argumentAt` counts a subcommand's name as the first argument, and repeats the last.
    @Test func argumentAt_countsFromTheSubcommand_repeatsLast() {
        #expect(command("fav")?.argument(at: 0) == .choices(["add", "remove", "list"]))
        #expect(command("fav")?.argument(at: 1) == nil)
        #expect(command("show")?.argument(at: 5) == .free(label: "login"))
        #expect(command("completion")?.argument(at: 1) == nil)
    }

    @Test func usage_readsAlternativesActionsAndPlaceholders() {
        let cases: [(String, [CompletionUsage.Alternative])] = [
            ("<login> ...", [CompletionUsage.Alternative(text: "<login> ...", action: nil, placeholders: ["login"], repeats: true)]),
            ("[<login>]", [CompletionUsage.Alternative(text: "[<login>]", action: nil, placeholders: ["login"], repeats: false)]),
            ("", []),
            (
                "info | set <key> <value>",
                [
                    CompletionUsage.Alternative(text: "info", action: "info", placeholders: [], repeats: false),
                    CompletionUsage.Alternative(text: "set <key> <value>", action: "set", placeholders: ["key", "value"], repeats: false),
                ]
            ),
        ]
        for (positionals, expected) in cases {
            #expect(CompletionUsage(positionals).alternatives == expected, "case \(String(reflecting: (positionals, expected)))")
        }
    }

    @Test func summary_isTheFirstSentence_withoutDefaultOrStop() {
        let cases: [(String, String)] = [
            ("Users per request, 1 to 100. (default: 30)", "Users per request, 1 to 100"),
            ("Sort by followers. Then more.", "Sort by followers"),
            ("With --sort: asc or desc.", "With --sort: asc or desc"),
            ("Show this:", "Show this"),
        ]
        for (help, expected) in cases {
            #expect(CompletionModel.summary(help) == expected, "case \(String(reflecting: (help, expected)))")
        }
    }
}
