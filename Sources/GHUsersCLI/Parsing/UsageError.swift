import GHText

/// A mistake on the command line: reported with the command's usage, exit status 64, and no
/// request sent.
struct UsageError: Error, Equatable, Sendable {
    /// What was wrong, as one sentence without the `Error: ` prefix.
    var message: String
    /// Whether the command's usage is printed after the message: not for a mistake in the
    /// environment, which the command line cannot fix.
    var showsUsage = true
    /// Lines printed beneath the message, such as the fields `--json` takes.
    var notes: [String] = []

    init(_ message: String) {
        self.message = message
    }

    /// A mistake in an environment variable: exit 64, nothing sent, and no `Usage:` lines.
    static func environment(_ message: String) -> UsageError {
        var error = UsageError(message)
        error.showsUsage = false
        return error
    }

    /// An option no one knows; names the closest of `options` when it looks like a typo of it.
    static func unknownOption(_ token: String, among options: [String] = []) -> UsageError {
        UsageError(Suggestion.message("Unknown option '\(token)'", word: token, among: options))
    }

    /// A subcommand no one knows; names the closest of `subcommands` when it looks like a typo.
    static func unknownSubcommand(_ word: String, among subcommands: [String]) -> UsageError {
        UsageError(Suggestion.message("Unknown subcommand '\(TextSanitizer.line(word))'", word: word, among: subcommands))
    }

    static func missingValue(_ option: OptionSpec) -> UsageError {
        UsageError("Missing value for '\(option.label)'")
    }

    static func invalidValue(_ value: String, for option: OptionSpec, _ reason: String) -> UsageError {
        UsageError("The value '\(value)' is invalid for '\(option.label)': \(reason)")
    }

    static func unexpectedArgument(_ token: String) -> UsageError {
        UsageError("Unexpected argument '\(token)'")
    }

    /// `--offline` given to `what`, which must reach GitHub because it `needs` so: `"'status'"`,
    /// `"asks GitHub"`.
    static func offline(_ what: String, _ needs: String) -> UsageError {
        UsageError("\(what) \(needs), so it cannot be used with '--offline'")
    }
}
