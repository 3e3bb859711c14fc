@testable import GHUsersCLI

/// A command built from arguments as the router builds it: scanned against the command's and
/// the global options, knowing whether the command takes arguments (for `--json`'s list).
enum CommandParsing {
    static func parse<Command: RunnableCommand>(_ type: Command.Type, _ arguments: [String]) throws -> Command {
        try Command(
            parsing: ArgumentScanner.scan(
                arguments, options: Command.help.options + GlobalOptions.specs, exclusive: Command.help.exclusive,
                takesArguments: !Command.help.positionals.isEmpty))
    }
}
