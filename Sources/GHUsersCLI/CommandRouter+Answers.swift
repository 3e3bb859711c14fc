// What the router answers itself, without running a command: help, the version and usage
// errors.
extension CommandRouter {
    /// Whether `-h` or `--help` comes before any `--`.
    func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { GlobalOptions.help.names.contains($0) }
    }

    /// Prints the help of the root, or of a group given without a subcommand.
    func runRoot(_ arguments: [String], help: CommandHelp? = nil, environment: Environment) -> ExitCode {
        let help = help ?? rootHelp
        do throws(UsageError) {
            let parsed = try ArgumentScanner.scan(arguments, options: GlobalOptions.specs)
            // Only words after `--` can be left here (any other would have been the subcommand);
            // a subcommand goes before `--`, so such a word is no subcommand at all.
            if let word = parsed.positionals.first(where: { $0 != "--" }) {
                throw UsageError.unexpectedArgument(word)
            }
            if parsed.has(GlobalOptions.version.key) && !parsed.has(GlobalOptions.help.key) {
                return printVersion(environment)
            }
            return printHelp(help, environment)
        } catch {
            return usageError(error, help: help, environment)
        }
    }

    /// `help [<subcommand> ...]`: the help of the command or topic named, or the overview.
    func runHelp(_ arguments: [String], environment: Environment) -> ExitCode {
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

    /// Prints `help`, with the global options.
    func printHelp(_ help: CommandHelp, _ environment: Environment) -> ExitCode {
        write(help.render(globalOptions: GlobalOptions.specs, program: environment.programName), environment)
    }

    /// Prints the version.
    func printVersion(_ environment: Environment) -> ExitCode {
        write(Version.line(program: environment.programName) + "\n", environment)
    }

    /// Writes `text` to stdout: a reader that left is no failure, a write that failed is.
    func write(_ text: String, _ environment: Environment) -> ExitCode {
        do {
            try environment.standardOutput.write(text)
        } catch {
            let presentation = ErrorPresenter().present(error)
            try? environment.standardError.write(presentation.text)
            return presentation.exitCode
        }
        return .success
    }

    /// Says what was wrong with the command line, and where its help is; exit 64.
    func usageError(_ error: UsageError, help: CommandHelp, _ environment: Environment) -> ExitCode {
        let reminder = error.showsUsage ? environment.programName.spell(help.usageReminder) : ""
        try? environment.standardError.write(ErrorPresenter().present(error).text + reminder)
        return .usage
    }
}
