import GHDomain
import GHText

extension ParsedArguments {
    /// Reads `--limit <n>` (1 to `maximum`) and `--all` into how much of a listing to fetch:
    /// one page when neither is given (a command declares the two exclusive, so the scanner
    /// refuses both).
    func extent(limit: OptionSpec, all: OptionSpec? = nil, maximum: Int = .max) throws(UsageError) -> ListingExtent {
        if let count = try integer(limit, in: 1...maximum) { return .limit(count) }
        return all.map { has($0.key) } ?? false ? .all : .onePage
    }

    /// The one positional argument, a login; a usage error when it is missing, invalid, or
    /// followed by another.
    func singleLogin() throws(UsageError) -> Login {
        guard let text = positionals.first else {
            throw UsageError("Missing expected argument '<login>'")
        }
        if positionals.count > 1 {
            throw UsageError.unexpectedArgument(positionals[1])
        }
        return try Self.login(text)
    }

    /// `text` as a login, or a usage error that says what a login looks like.
    static func login(_ text: String) throws(UsageError) -> Login {
        guard let login = Login(text) else { throw UsageError(invalidLoginMessage(text)) }
        return login
    }

    /// Why `text` is not a login, and what one looks like.
    static func invalidLoginMessage(_ text: String) -> String {
        "'\(TextSanitizer.line(text))' is not a valid GitHub login: use 1 to 39 letters, digits and hyphens, not starting with a hyphen, optionally followed by [bot]"
    }
}
