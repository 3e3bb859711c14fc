import GHData

/// Finds the subcommand in the arguments, handles help, version and usage errors, builds the
/// command and runs it. Nothing touches the network before a command has parsed cleanly.
struct CommandRouter: Sendable {
    let routes: [CommandRoute]
    let rootHelp: CommandHelp

    /// The routes gh-users ships with.
    static let standard = CommandRouter(
        routes: [
            .to(ListCommand.self), .to(ShowCommand.self), .to(SearchCommand.self), .to(FollowersCommand.self),
            .to(FollowingCommand.self), .to(ReposCommand.self), .to(TrendingCommand.self), FavCommand.route,
            .to(ConfigCommand.self), .to(CacheCommand.self), .to(CompletionCommand.self),
        ],
        rootHelp: CommandHelp(
            name: nil,
            abstract: "Browse GitHub users from the command line.",
            usage: "<subcommand> [<options>]",
            subcommands: [
                ListCommand.help, ShowCommand.help, SearchCommand.help, FollowersCommand.help, FollowingCommand.help,
                ReposCommand.help, TrendingCommand.help, FavCommand.help, ConfigCommand.help, CacheCommand.help, CompletionCommand.help,
            ].map { ($0.name ?? "", $0.abstract) } + [("help", "Show help for a subcommand.")],
            examples: [
                ("The first page of users", "gh-users list --since 0 --per-page 30"),
                ("A profile", "gh-users show octocat"),
                ("Search with GitHub's qualifiers", "gh-users search 'location:lisbon followers:>100'"),
            ]
        )
    )

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
            return usageError(UsageError("Unknown subcommand '\(subcommand)'"), help: rootHelp, environment)
        }
        return await run(route, rest, environment: environment)
    }

    /// Runs `route` with the arguments after its name; a group first picks its subcommand.
    private func run(_ route: CommandRoute, _ rest: [String], environment: Environment) async -> ExitCode {
        if !route.subroutes.isEmpty {
            let (word, remaining) = splitSubcommand(rest)
            guard let word else {
                return runRoot(remaining, help: route.help, environment: environment)
            }
            guard let subroute = route.subroutes.first(where: { $0.word == word }) else {
                return usageError(UsageError("Unknown subcommand '\(TextSanitizer.line(word))'"), help: route.help, environment)
            }
            return await run(subroute, remaining, environment: environment)
        }
        if asksForHelp(rest) {
            return printHelp(route.help, environment)
        }
        let context: CommandContext
        var command: any RunnableCommand
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ArgumentScanner.scan(rest, options: route.help.options + GlobalOptions.specs)
            if parsed.has(GlobalOptions.version.key) {
                return printVersion(environment)
            }
            // Checked before the settings are read, so a usage error costs no file access.
            _ = try GlobalOptions.resolve(parsed, environment: environment)
            command = try route.build(parsed)
        } catch {
            return usageError(error, help: route.help, environment)
        }
        let settings: Settings
        do {
            settings = try loadSettings(environment)
        } catch {
            try? environment.standardError.write("Error: \(TextSanitizer.line(error.localizedDescription))\n")
            return .failure
        }
        do throws(UsageError) {
            let applied = settings.applied(to: parsed, options: route.help.options + GlobalOptions.specs)
            context = CommandContext(
                environment: environment, globals: try GlobalOptions.resolve(applied, environment: environment, settings: settings))
            if applied != parsed { command = try route.build(applied) }
        } catch {
            // Settings are checked when read, so this is a setting the command cannot take.
            return usageError(error, help: route.help, environment)
        }
        do {
            return try await command.run(in: context)
        } catch is OutputClosed {
            return .success
        } catch is CancellationError {
            return .interrupted
        } catch {
            return context.report(error)
        }
    }

    /// The settings file's contents; none when there is no settings directory or file.
    private func loadSettings(_ environment: Environment) throws -> Settings {
        guard let directory = StateLocations(variables: environment.variables).config else { return Settings() }
        return try Settings.load(from: SettingsFile(url: directory.appendingPathComponent(Settings.fileName)))
    }

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
        guard let name = names.first else {
            return printHelp(rootHelp, environment)
        }
        guard var route = routes.first(where: { $0.name == name }) else {
            return usageError(UsageError("Unknown subcommand '\(TextSanitizer.line(name))'"), help: rootHelp, environment)
        }
        for word in names.dropFirst() {
            guard !route.subroutes.isEmpty else {
                return usageError(UsageError.unexpectedArgument(word), help: rootHelp, environment)
            }
            guard let subroute = route.subroutes.first(where: { $0.word == word }) else {
                return usageError(UsageError("Unknown subcommand '\(TextSanitizer.line(word))'"), help: route.help, environment)
            }
            route = subroute
        }
        return printHelp(route.help, environment)
    }

    private func printHelp(_ help: CommandHelp, _ environment: Environment) -> ExitCode {
        write(help.render(globalOptions: GlobalOptions.specs), environment)
    }

    private func printVersion(_ environment: Environment) -> ExitCode {
        write(Version.current + "\n", environment)
    }

    /// Writes `text` to stdout: a reader that left is no failure, a write that failed is.
    private func write(_ text: String, _ environment: Environment) -> ExitCode {
        do {
            try environment.standardOutput.write(text)
        } catch let error as OutputFailed {
            try? environment.standardError.write("Error: \(error.localizedDescription)\n")
            return .failure
        } catch {}
        return .success
    }

    private func usageError(_ error: UsageError, help: CommandHelp, _ environment: Environment) -> ExitCode {
        try? environment.standardError.write("Error: \(TextSanitizer.line(error.message))\n" + help.usageReminder)
        return .usage
    }
}
