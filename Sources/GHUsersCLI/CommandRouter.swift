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
        .to(FollowingCommand.self), .to(OrgsCommand.self), .to(ReposCommand.self), .to(StarredCommand.self), .to(TrendingCommand.self),
        FavCommand.route,
        .to(ConfigCommand.self), .to(CacheCommand.self), .to(CompletionCommand.self),
    ])

    /// A router over `routes`; the root help lists them, in order, with `help`.
    init(routes: [CommandRoute]) {
        self.routes = routes
        rootHelp = CommandHelp(
            name: nil,
            abstract: "Browse GitHub users from the command line.",
            positionals: "<subcommand> [<options>]",
            subcommands: routes.map { ($0.name, $0.help.abstract) } + [("help", "Show help for a subcommand.")],
            examples: [
                ("The first page of users", "gh-users list --since 0 --per-page 30"),
                ("A profile", "gh-users show octocat"),
                ("Search with GitHub's qualifiers", "gh-users search 'location:lisbon followers:>100'"),
            ]
        )
    }

    /// Runs the command line `arguments` (without the program name) in `environment`.
    func run(_ arguments: [String], environment: Environment) async -> ExitCode {
        let (subcommand, rest) = splitSubcommand(arguments)
        guard let subcommand else {
            return runRoot(rest, environment: environment)
        }
        if subcommand == "help" {
            return runHelp(rest, environment: environment)
        }
        guard let route = routes.first(where: { $0.name == subcommand }) else {
            return usageError(.unknownSubcommand(subcommand, among: routeNames + ["help"]), help: rootHelp, environment)
        }
        return await run(route, rest, environment: environment)
    }

    /// Runs `route` with the arguments after its name, stage by stage: a group first picks its
    /// subcommand; then the arguments are scanned, the settings read, the command built and the
    /// global options resolved, and only then is it run. A stage that answers the command line
    /// itself (help, the version, a usage error) ends the run there.
    private func run(_ route: CommandRoute, _ rest: [String], environment: Environment) async -> ExitCode {
        if !route.subroutes.isEmpty {
            return await runGroup(route, rest, environment: environment)
        }
        do throws(Answered) {
            let scanned = try scan(rest, for: route, environment)
            let settings = try readSettings(environment)
            let (command, globals) = try build(route, from: scanned, settings: settings, environment)
            return await execute(command, globals: globals, environment: environment)
        } catch {
            return error.status
        }
    }

    /// A stage answered the command line itself: the status the run ends with.
    private struct Answered: Error {
        let status: ExitCode
    }

    /// Runs the subcommand of the group `route` that the next word names.
    private func runGroup(_ route: CommandRoute, _ rest: [String], environment: Environment) async -> ExitCode {
        let (word, remaining) = splitSubcommand(rest)
        guard let word else {
            return runRoot(remaining, help: route.help, environment: environment)
        }
        guard let subroute = route.subroute(named: word) else {
            return usageError(.unknownSubcommand(word, among: route.subroutes.map(\.word)), help: route.help, environment)
        }
        return await run(subroute, remaining, environment: environment)
    }

    /// The arguments, scanned against the command's and the global options; answers `--help`,
    /// `--version`, a usage error, and a command such as `config` given nothing to do.
    private func scan(_ rest: [String], for route: CommandRoute, _ environment: Environment) throws(Answered) -> ParsedArguments {
        if asksForHelp(rest) {
            throw Answered(status: printHelp(route.help, environment))
        }
        let scanned: ParsedArguments
        do throws(UsageError) {
            scanned = try ArgumentScanner.scan(rest, options: route.help.options + GlobalOptions.specs)
        } catch {
            throw Answered(status: usageError(error, help: route.help, environment))
        }
        if scanned.has(GlobalOptions.version.key) {
            throw Answered(status: printVersion(environment))
        }
        // `config`, `cache` and `completion` alone: what they do, as `fav` alone shows.
        if scanned.positionals.isEmpty && !route.help.argumentChoices.isEmpty {
            throw Answered(status: printHelp(route.help, environment))
        }
        return scanned
    }

    /// The settings file's settings, its warning (a key it does not know) on stderr; a file
    /// that cannot be read ends the run.
    private func readSettings(_ environment: Environment) throws(Answered) -> Settings {
        do {
            let file = Factory.settings(in: environment)
            let settings = try file.map(Settings.load) ?? Settings()
            if let file, let warning = settings.warning(location: file.location) {
                try? environment.standardError.write(warning + "\n")
            }
            return settings
        } catch {
            try? environment.standardError.write(ErrorPresenter().present(error).text)
            throw Answered(status: .failure)
        }
    }

    /// The command and the global options, from the arguments with the settings applied where
    /// no flag was given.
    private func build(
        _ route: CommandRoute, from scanned: ParsedArguments, settings: Settings, _ environment: Environment
    ) throws(Answered) -> (any RunnableCommand, GlobalOptions) {
        do throws(UsageError) {
            let parsed = settings.applied(to: scanned, options: route.help.options + GlobalOptions.specs)
            let globals = try GlobalOptions.resolve(parsed, environment: environment, settings: settings)
            return (try route.build(parsed), globals)
        } catch {
            throw Answered(status: usageError(error, help: route.help, environment))
        }
    }

    /// Runs `command` with the run's streams, through the pager when it pages, and presents
    /// what it throws.
    private func execute(_ command: any RunnableCommand, globals: GlobalOptions, environment: Environment) async -> ExitCode {
        let io = IOStreams(environment: environment, globals: globals)
        // A forced terminal layout is for output that goes elsewhere (`| less -R`): never paged.
        let pager = command.pagesOutput && globals.forcedTerminal == nil ? globals.pager : nil
        return await io.paging(through: pager, variables: environment.variables) { io in
            let factory = Factory(environment: environment, globals: globals, io: io)
            do {
                return try await command.run(io: io, factory: factory)
            } catch {
                return io.report(error)
            }
        }
    }

    /// The names of the subcommands, for suggestions.
    var routeNames: [String] { routes.map(\.name) }

    /// The subcommand (the first argument that is neither an option nor an option's value)
    /// and every other argument.
    private func splitSubcommand(_ arguments: [String]) -> (String?, [String]) {
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { break }
            if token.hasPrefix("-") && token.count > 1 {
                let (name, inline) = ArgumentScanner.split(token)
                let takesValue = GlobalOptions.specs.contains { $0.names.contains(name) && $0.kind != .flag }
                index += takesValue && inline == nil ? 2 : 1
                continue
            }
            var rest = arguments
            rest.remove(at: index)
            return (token, rest)
        }
        return (nil, arguments)
    }
}
