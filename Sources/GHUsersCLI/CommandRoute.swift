/// A subcommand the router knows: its help and how to build it.
struct CommandRoute: Sendable {
    let help: CommandHelp
    let build: @Sendable (ParsedArguments) throws(UsageError) -> any RunnableCommand

    /// The route for `Command`.
    static func to<Command: RunnableCommand>(_ command: Command.Type) -> CommandRoute {
        CommandRoute(help: Command.help, build: { arguments throws(UsageError) in try Command(parsing: arguments) })
    }

    /// The subcommand's name.
    var name: String { help.name ?? "" }
}
