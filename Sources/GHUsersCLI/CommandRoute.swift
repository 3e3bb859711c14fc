/// A subcommand the router knows: its help and how to build it, or, for a group of
/// subcommands such as `fav`, the routes inside it.
package struct CommandRoute: Sendable {
    package let help: CommandHelp
    let build: @Sendable (ParsedArguments) throws(UsageError) -> any RunnableCommand
    /// A group's subcommands, each with its full name (`fav add`) in its help; empty for a
    /// command that runs.
    package var subroutes: [CommandRoute] = []
    /// Other words for a group's subcommands (`ls` for `list`), by alias.
    var aliases: [String: String] = [:]
    /// Whether the command reads the settings file (see ``RunnableCommand/readsSettings``).
    var readsSettings = true

    /// The route for `Command`.
    static func to<Command: RunnableCommand>(_ command: Command.Type) -> CommandRoute {
        CommandRoute(
            help: Command.help, build: { arguments throws(UsageError) in try Command(parsing: arguments) },
            readsSettings: Command.readsSettings)
    }

    /// A group: `help` describes it, and the word after its name picks one of `subroutes`.
    static func group(_ help: CommandHelp, _ subroutes: [CommandRoute], aliases: [String: String] = [:]) -> CommandRoute {
        CommandRoute(
            help: help, build: { _ throws(UsageError) in throw UsageError("Missing expected argument '<subcommand>'") },
            subroutes: subroutes, aliases: aliases)
    }

    /// The group's subcommand that `word`, or an alias of it, names.
    func subroute(named word: String) -> CommandRoute? {
        let word = aliases[word] ?? word
        return subroutes.first { $0.word == word }
    }

    /// The subcommand's full name: `list`, or `fav add` inside a group.
    package var name: String { help.name ?? "" }

    /// The word that picks this route: the last word of its name.
    var word: String { name.split(separator: " ").last.map(String.init) ?? "" }
}
