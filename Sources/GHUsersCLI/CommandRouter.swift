import GHSystem
import GHText

/// Finds the subcommand in the arguments, handles help, version and usage errors, builds the
/// command once and runs it with the run's ``IOStreams`` and ``Factory``. In order: the
/// arguments are scanned (an unknown option costs no file access), the settings read and
/// applied where no flag was given, the command built and the global options resolved, and
/// only then is anything sent. Help and `--version` read nothing; `version` and `completion`
/// do not read the settings.
package struct CommandRouter: Sendable {
    package let routes: [CommandRoute]
    package let rootHelp: CommandHelp

    /// The routes gh-users ships with, in help order.
    package static let standard = CommandRouter(routes: [
        .to(BrowseCommand.self), .to(ListCommand.self), .to(ShowCommand.self), .to(SearchCommand.self), .to(FollowersCommand.self),
        .to(FollowingCommand.self), .to(RelationsCommand.self), .to(FollowCommand.self),
        .to(UnfollowCommand.self), .to(OrgsCommand.self), .to(MembersCommand.self), .to(ReposCommand.self),
        .to(StarredCommand.self),
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
            let split = try splitSubcommand(arguments)
            (subcommand, rest) = (split.word, split.rest)
            invocation = Invocation(arguments: arguments, subcommandIndex: split.index)
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
            var error = UsageError.unknownSubcommand(subcommand, among: routeNames + ["help"])
            // `--json login list`: the word may be the value of a command's option given before
            // the command, where only global options go.
            if let index = invocation.subcommandIndex, index > 0, arguments[index - 1].hasPrefix("-"),
                let command = arguments[(index + 1)...].first(where: { word in routes.contains { $0.name == word } })
            {
                error.notes.append("A command's options go after its name: '\(arguments[index - 1]) \(subcommand)' after '\(command)'.")
            }
            return usageError(error, help: rootHelp, environment)
        }
        return await run(route, rest, environment: environment, invocation: invocation)
    }

    /// Runs `route` with the arguments after its name, stage by stage: a group first picks its
    /// subcommand; then the arguments are scanned, the settings read, the command built and the
    /// global options resolved, and only then is it run. A stage that answers the command line
    /// itself (help, the version, a usage error) ends the run there.
    private func run(_ route: CommandRoute, _ rest: [String], environment: Environment, invocation: Invocation) async -> ExitCode {
        if !route.subroutes.isEmpty {
            return await runGroup(route, rest, environment: environment, invocation: invocation)
        }
        do throws(Answered) {
            let scanned = try scan(rest, for: route, environment)
            let settings = route.readsSettings ? try readSettings(environment) : Settings()
            let (command, globals) = try build(route, from: scanned, settings: settings, environment)
            return await execute(
                command, globals: globals, jq: scanned.values[JSONOptions.jq.key], environment: environment, invocation: invocation)
        } catch {
            return error.status
        }
    }

    /// A stage answered the command line itself: the status the run ends with.
    private struct Answered: Error {
        let status: ExitCode
    }

    /// Runs the subcommand of the group `route` that the next word names.
    private func runGroup(_ route: CommandRoute, _ rest: [String], environment: Environment, invocation: Invocation) async -> ExitCode {
        let word: String?
        let remaining: [String]
        do throws(UsageError) {
            (_, word, remaining) = try splitSubcommand(rest)
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

    /// The arguments, scanned against the command's and the global options; answers `--help`,
    /// `--version`, a usage error, and a command such as `config` given nothing to do.
    private func scan(_ rest: [String], for route: CommandRoute, _ environment: Environment) throws(Answered) -> ParsedArguments {
        if asksForHelp(rest) {
            throw Answered(status: printHelp(route.help, environment))
        }
        let scanned: ParsedArguments
        do throws(UsageError) {
            scanned = try ArgumentScanner.scan(
                rest, options: route.help.options + GlobalOptions.specs, exclusive: route.help.exclusive,
                takesArguments: !route.help.positionals.isEmpty)
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

    /// The settings file's settings, its warning (a key it does not know) and one about unusable
    /// state folders on stderr; a file that cannot be read ends the run.
    private func readSettings(_ environment: Environment) throws(Answered) -> Settings {
        do {
            let file = Factory.settings(in: environment)
            let settings = try file.map(Settings.load) ?? Settings()
            if let file, let warning = settings.warning(location: file.location, program: environment.programName) {
                try? environment.standardError.write(warning + "\n")
            }
            if let warning = StateLocations(variables: environment.variables).unusableFoldersWarning() {
                try? environment.standardError.write(TextSanitizer.line(warning) + "\n")
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

    /// Runs `command` with the run's streams, through the pager when it pages and through jq
    /// when `jq` is given, and presents what it throws. Notices (the login line, rate-limit
    /// waits) go to stderr, or the pager's, once it runs.
    private func execute(
        _ command: any RunnableCommand, globals: GlobalOptions, jq: String?, environment: Environment, invocation: Invocation
    ) async -> ExitCode {
        let notices = NoticeBoard(
            { line in try? environment.standardError.write(line + "\n") },
            countdown: { line in try? environment.standardError.write(SharedTerminalLine.clearLine + (line ?? "")) })
        let credentials = RunLogin.credentials(globals: globals, variables: environment.variables, notices: notices)
        var io = IOStreams(environment: environment, globals: globals, credentials: credentials)
        // Asked before the pager starts, which would read the answers as keys.
        if command.drawsImages, globals.images, io.outputIsTerminalDevice, globals.forcedTerminal == nil {
            io.terminalAnswers = environment.askTerminal()
        }
        // A forced terminal layout is for output that goes elsewhere (`| less -R`): never paged.
        let paged = command.pagesOutput && globals.forcedTerminal == nil && io.terminalAnswers?.images == nil
        let pager = paged ? globals.pager : nil
        // The command checked that `--jq` came with `--json`; without jq, nothing is sent.
        let filter = jq.map { JQFilter(expression: $0, variables: environment.variables) }
        if let filter, filter.program == nil {
            return io.report(JQMissing())
        }
        return await io.paging(through: pager, variables: environment.variables) { io in
            notices.redirect(to: { line in io.printError(line + "\n") }, countdown: { line in io.printCountdown(line) })
            return await io.filtering(through: filter) { io in
                let factory = Factory(
                    environment: environment, globals: globals, io: io, notices: notices, credentials: credentials, invocation: invocation)
                let status: ExitCode
                do {
                    status = try await command.run(io: io, factory: factory)
                } catch {
                    status = io.report(error)
                }
                // The cache's entries are written behind the run: it waits for them once, here.
                await WriteBehind.shared.finished()
                return status
            }
        }
    }

    /// The names of the subcommands, for suggestions.
    var routeNames: [String] { routes.map(\.name) }

    /// Every spelling of every option some command accepts, the global ones first.
    private var knownOptionNames: [String] {
        func names(_ route: CommandRoute) -> [String] {
            route.help.options.flatMap(\.names) + route.subroutes.flatMap(names)
        }
        var seen: Set<String> = []
        return (GlobalOptions.specs.flatMap(\.names) + routes.flatMap(names)).filter { seen.insert($0).inserted }
    }

    /// The options that take a value wherever they are known (the global ones and every
    /// command's): before a subcommand's name, the word after one is its value.
    private var valueOptionNames: Set<String> {
        func specs(_ route: CommandRoute) -> [OptionSpec] { route.help.options + route.subroutes.flatMap(specs) }
        let all = GlobalOptions.specs + routes.flatMap(specs)
        let flags = Set(all.filter { $0.kind == .flag }.flatMap(\.names))
        return Set(all.filter { $0.kind != .flag }.flatMap(\.names)).subtracting(flags)
    }

    /// The subcommand (the first argument that is neither an option nor an option's value),
    /// where it is, and every other argument. An option that no command knows is a usage error
    /// at once, so that its value is never taken for the subcommand (`--colour never list`).
    private func splitSubcommand(_ arguments: [String]) throws(UsageError) -> (index: Int?, word: String?, rest: [String]) {
        guard let index = try subcommandIndex(arguments) else { return (nil, nil, arguments) }
        var rest = arguments
        rest.remove(at: index)
        return (index, arguments[index], rest)
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
                // A command's option given before its name (`--limit 2 list`) takes its value too.
                let takesValue = valueOptionNames.contains(name)
                index += takesValue && inline == nil ? 2 : 1
                continue
            }
            return index
        }
        return nil
    }
}
