/// A subcommand: its help (which lists its options), how it is built from parsed arguments,
/// and what it does when run.
protocol RunnableCommand: Sendable {
    /// Help text, usage line and options.
    static var help: CommandHelp { get }

    /// Checks the arguments; throws a ``UsageError`` before anything is sent.
    init(parsing arguments: ParsedArguments) throws(UsageError)

    /// Does the work. Errors it throws are reported by the router.
    func run(io: IOStreams, factory: Factory) async throws -> ExitCode

    /// Whether the results go through the pager on a terminal (see ``Pager``).
    var pagesOutput: Bool { get }

    /// Whether the command draws images (an avatar) on a terminal that shows them: the terminal
    /// is asked first, and output with an image does not go through the pager, which would
    /// show its bytes as text.
    var drawsImages: Bool { get }

    /// Whether the settings file bears on the command. One that does not (`version`,
    /// `completion`) runs whatever the file holds, even when it cannot be read.
    static var readsSettings: Bool { get }
}

extension RunnableCommand {
    /// Commands print too little to page unless they say otherwise.
    var pagesOutput: Bool { false }

    /// Commands print text only unless they say otherwise.
    var drawsImages: Bool { false }

    /// Commands take their defaults from the settings unless they say otherwise.
    static var readsSettings: Bool { true }
}
