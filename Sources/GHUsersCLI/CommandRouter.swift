import GHDomain
import GHText

/// Finds the subcommand in the arguments, handles help, version and usage errors, builds the
/// command once and runs it with the run's ``IOStreams`` and ``Factory``. In order: the
/// arguments are scanned (an unknown option costs no file access), the settings read and
/// applied where no flag was given, the command built and the global options resolved, and
/// only then is anything sent. Help and `--version` read nothing.
struct CommandRouter: Sendable {
    let routes: [CommandRoute]
    let rootHelp: CommandHelp

    /// The routes gh-users ships with, in help order.
    static let standard = CommandRouter(routes: [
        .to(BrowseCommand.self), .to(ListCommand.self), .to(ShowCommand.self), .to(SearchCommand.self), .to(FollowersCommand.self),
        .to(FollowingCommand.self), .to(RelationsCommand.self), .to(OrgsCommand.self), .to(ReposCommand.self), .to(StarredCommand.self),
        .to(TrendingCommand.self),
        FavCommand.route,
        .to(StatusCommand.self), .to(ConfigCommand.self), .to(CacheCommand.self), .to(CompletionCommand.self), .to(VersionCommand.self),
    ])

    /// A router over `routes`; the root help lists them, in order, with `help`.
    init(routes: [CommandRoute]) {
        self.routes = routes
        rootHelp = CommandHelp(
            name: nil,
            abstract: "Browse GitHub users from the command line.",
            discussion: """
                Logs in as gh does: GH_TOKEN (GH_ENTERPRISE_TOKEN for GitHub Enterprise Server),
                else gh's own login from 'gh auth login'. Without one GitHub allows 60 requests an
                hour. 'gh-users status' shows the login and what is left; 'gh-users help
                environment' lists every variable.
                """,
            positionals: "<subcommand> [<options>]",
            subcommands: routes.map { ($0.name, $0.help.abstract) } + [("help", "Show help for a subcommand or a topic.")],
            topics: HelpTopic.all.map { ($0.name, $0.abstract) },
            examples: [
                ("The first page of users", "gh-users list --since 0 --per-page 30"),
                ("A profile", "gh-users show octocat"),
                ("Search with GitHub's qualifiers", "gh-users search 'location:lisbon followers:>100'"),
            ]
        )
    }

    /// Runs the command line `arguments` (without the program name) in `environment`.
    func run(_ arguments: [String], environment: Environment) async -> ExitCode {
        let subcommand: String?
        let rest: [String]
        let invocation: Invocation
        do throws(UsageError) {
            (subcommand, rest) = try splitSubcommand(arguments)
            invocation = Invocation(arguments: arguments, subcommandIndex: try subcommandIndex(arguments))
        } catch {
            return usageError(error, help: rootHelp, environment)
        }
        guard let subcommand else {
            return runRoot(rest, environment: environment)
        }
        if subcommand == "help" {
            return runHelp(rest, environment: environment)
        }
        guard let route = routes.first(where: { $0.name == subcommand }) else {
            return usageError(.unknownSubcommand(subcommand, among: routeNames + ["help"]), help: rootHelp, environment)
        }
        return await run(route, rest, environment: environment, invocation: invocation)
    }

    /// Runs `route` with the arguments after its name; a group first picks its subcommand.
    private func run(_ route: CommandRoute, _ rest: [String], environment: Environment, invocation: Invocation) async -> ExitCode {
        if !route.subroutes.isEmpty {
            let word: String?
            let remaining: [String]
            do throws(UsageError) {
                (word, remaining) = try splitSubcommand(rest)
            } catch {
                return usageError(error, help: route.help, environment)
            }
            guard let word else {
                return runRoot(remaining, help: route.help, environment: environment)
            }
            guard let subroute = route.subroute(named: word) else {
                return usageError(.unknownSubcommand(word, among: route.subroutes.map(\.word)), help: route.help, environment)
            }
            return await run(subroute, remaining, environment: environment, invocation: invocation)
        }
        if asksForHelp(rest) {
            return printHelp(route.help, environment)
        }
        let options = route.help.options + GlobalOptions.specs
        let scanned: ParsedArguments
        do throws(UsageError) {
            scanned = try ArgumentScanner.scan(rest, options: options, takesArguments: !route.help.positionals.isEmpty)
        } catch {
            return usageError(error, help: route.help, environment)
        }
        if scanned.has(GlobalOptions.version.key) {
            return printVersion(environment)
        }
        // `config`, `cache` and `completion` alone: what they do, as `fav` alone shows.
        if scanned.positionals.isEmpty && !route.help.argumentChoices.isEmpty {
            return printHelp(route.help, environment)
        }
        let settings: Settings
        do {
            let file = Factory.settings(in: environment)
            settings = try file.map(Settings.load) ?? Settings()
            if let file, let warning = settings.warning(location: file.location, program: environment.programName) {
                try? environment.standardError.write(warning + "\n")
            }
            if let warning = StateLocations(variables: environment.variables).unusableFoldersWarning() {
                try? environment.standardError.write(TextSanitizer.line(warning) + "\n")
            }
        } catch {
            try? environment.standardError.write(ErrorPresenter().present(error).text)
            return .failure
        }
        let command: any RunnableCommand
        let globals: GlobalOptions
        do throws(UsageError) {
            let parsed = settings.applied(to: scanned, options: options)
            globals = try GlobalOptions.resolve(parsed, environment: environment, settings: settings)
            command = try route.build(parsed)
        } catch {
            return usageError(error, help: route.help, environment)
        }
        let notices = NoticeBoard(
            { line in try? environment.standardError.write(line + "\n") },
            countdown: { line in try? environment.standardError.write("\r\u{1B}[K" + (line ?? "")) })
        let credentials = RunLogin.credentials(globals: globals, variables: environment.variables, notices: notices)
        let io = IOStreams(environment: environment, globals: globals, credentials: credentials)
        // A forced terminal layout is for output that goes elsewhere (`| less -R`): never paged.
        let pager = command.pagesOutput && globals.forcedTerminal == nil ? globals.pager : nil
        // The command checked that `--jq` came with `--json`; without jq, nothing is sent.
        let filter = scanned.values[JSONOptions.jq.key].map { JQFilter(expression: $0, variables: environment.variables) }
        if let filter, filter.program == nil {
            return io.report(JQMissing())
        }
        return await io.paging(through: pager, variables: environment.variables) { io in
            notices.redirect(to: { line in io.printError(line + "\n") }, countdown: { line in io.printError("\r\u{1B}[K" + (line ?? "")) })
            return await io.filtering(through: filter) { io in
                let factory = Factory(
                    environment: environment, globals: globals, io: io, notices: notices, credentials: credentials, invocation: invocation)
                do {
                    return try await command.run(io: io, factory: factory)
                } catch {
                    return io.report(error)
                }
            }
        }
    }

    /// The names of the subcommands, for suggestions.
    private var routeNames: [String] { routes.map(\.name) }

    /// Every spelling of every option some command accepts, the global ones first.
    private var knownOptionNames: [String] {
        func names(_ route: CommandRoute) -> [String] {
            route.help.options.flatMap(\.names) + route.subroutes.flatMap(names)
        }
        var seen: Set<String> = []
        return (GlobalOptions.specs.flatMap(\.names) + routes.flatMap(names)).filter { seen.insert($0).inserted }
    }

    /// The subcommand (the first argument that is neither an option nor an option's value)
    /// and every other argument. An option that no command knows is a usage error at once, so
    /// that its value is never taken for the subcommand (`--colour never list`).
    private func splitSubcommand(_ arguments: [String]) throws(UsageError) -> (String?, [String]) {
        guard let index = try subcommandIndex(arguments) else { return (nil, arguments) }
        var rest = arguments
        rest.remove(at: index)
        return (arguments[index], rest)
    }

    /// Where the subcommand is: the first argument that is neither an option nor a global
    /// option's value; an option no command knows is a usage error.
    private func subcommandIndex(_ arguments: [String]) throws(UsageError) -> Int? {
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { break }
            if token.hasPrefix("-") && token.count > 1 {
                let (name, inline) = ArgumentScanner.split(token)
                let known = knownOptionNames
                guard known.contains(name) else {
                    throw UsageError.unknownOption(name, among: known.filter { $0.hasPrefix("--") })
                }
                let takesValue = GlobalOptions.specs.contains { $0.names.contains(name) && $0.kind != .flag }
                index += takesValue && inline == nil ? 2 : 1
                continue
            }
            return index
        }
        return nil
    }

    private func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { GlobalOptions.help.names.contains($0) }
    }

    /// Prints the help of the root, or of a group given without a subcommand.
    private func runRoot(_ arguments: [String], help: CommandHelp? = nil, environment: Environment) -> ExitCode {
        let help = help ?? rootHelp
        do throws(UsageError) {
            let parsed = try ArgumentScanner.scan(arguments, options: GlobalOptions.specs)
            if parsed.has(GlobalOptions.version.key) && !parsed.has(GlobalOptions.help.key) {
                return printVersion(environment)
            }
            return printHelp(help, environment)
        } catch {
            return usageError(error, help: help, environment)
        }
    }

    private func runHelp(_ arguments: [String], environment: Environment) -> ExitCode {
        let names = arguments.filter { !$0.hasPrefix("-") }
        // `help` alone, and `help help`, show the overview, which says what `help` does.
        guard let name = names.first, name != "help" else {
            return printHelp(rootHelp, environment)
        }
        if let topic = HelpTopic.all.first(where: { $0.name == name }), names.count == 1 {
            return write(topic.render(), environment)
        }
        guard var route = routes.first(where: { $0.name == name }) else {
            return usageError(
                .unknownSubcommand(name, among: routeNames + ["help"] + HelpTopic.all.map(\.name)), help: rootHelp, environment)
        }
        for word in names.dropFirst() {
            if route.subroutes.isEmpty {
                // `help config set`: the command's help covers its actions.
                guard route.help.argumentChoices.contains(word) else {
                    return usageError(UsageError.unexpectedArgument(word), help: route.help, environment)
                }
                break
            }
            guard let subroute = route.subroute(named: word) else {
                return usageError(.unknownSubcommand(word, among: route.subroutes.map(\.word)), help: route.help, environment)
            }
            route = subroute
        }
        return printHelp(route.help, environment)
    }

    private func printHelp(_ help: CommandHelp, _ environment: Environment) -> ExitCode {
        write(help.render(globalOptions: GlobalOptions.specs, program: environment.programName), environment)
    }

    private func printVersion(_ environment: Environment) -> ExitCode {
        write(Version.current + "\n", environment)
    }

    /// Writes `text` to stdout: a reader that left is no failure, a write that failed is.
    private func write(_ text: String, _ environment: Environment) -> ExitCode {
        do {
            try environment.standardOutput.write(text)
        } catch {
            let presentation = ErrorPresenter().present(error)
            try? environment.standardError.write(presentation.text)
            return presentation.exitCode
        }
        return .success
    }

    private func usageError(_ error: UsageError, help: CommandHelp, _ environment: Environment) -> ExitCode {
        try? environment.standardError.write(
            ErrorPresenter().present(error).text + (error.showsUsage ? environment.programName.spell(help.usageReminder) : ""))
        return .usage
    }
}
