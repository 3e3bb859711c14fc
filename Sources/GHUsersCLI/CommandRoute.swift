/// A subcommand the router knows: its help and how to build it.
struct CommandRoute: Sendable {
    let help: CommandHelp
    let build: @Sendable (ParsedArguments) throws -> any RunnableCommand

    /// The route for `Command`.
    static func to<Command: RunnableCommand>(_ command: Command.Type) -> CommandRoute {
        CommandRoute(help: Command.help, build: { try Command(parsing: $0) })
    }

    /// The subcommand's name.
    var name: String { help.name ?? "" }
}
