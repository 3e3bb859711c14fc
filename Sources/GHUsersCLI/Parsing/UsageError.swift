/// A mistake on the command line: reported with the command's usage, exit status 64, and no
/// request sent.
struct UsageError: Error, Equatable, Sendable {
    /// What was wrong, as one sentence without the `Error: ` prefix.
    var message: String

    init(_ message: String) {
        self.message = message
    }

    static func unknownOption(_ token: String) -> UsageError {
        UsageError("Unknown option '\(token)'")
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
}
