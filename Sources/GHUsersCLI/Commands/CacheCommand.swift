import GHDomain

/// `gh-users cache`: where the HTTP cache is and how big, or empty it.
struct CacheCommand: RunnableCommand {
    /// What to do.
    enum Action: String, CaseIterable, Sendable {
        case info, clear
    }

    static let help = CommandHelp(
        name: "cache",
        abstract: "Show or clear the HTTP cache.",
        discussion: """
            GitHub's answers are kept in $XDG_CACHE_HOME/gh-users (default ~/.cache/gh-users),
            at most 50 MB, least recently used first out. A kept answer is revalidated with
            If-None-Match or If-Modified-Since (a 304 does not count against the rate limit),
            served when GitHub cannot be reached, and served alone with --offline. Answers
            fetched with a token are kept apart from those fetched with another token or none.
            """,
        positionals: "info | clear",
        arguments: [("info", "Print the cache's location, entries and size."), ("clear", "Remove every entry.")],
        argumentChoices: Action.allCases.map(\.rawValue),
        examples: [("Where the cache is", "gh-users cache info"), ("Start afresh", "gh-users cache clear")]
    )

    let action: Action

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let verb = arguments.positionals.first else {
            throw UsageError("Missing expected argument: info or clear")
        }
        guard let action = Action(rawValue: verb) else {
            throw UsageError("Unknown action '\(verb)': expected info or clear")
        }
        if arguments.positionals.count > 1 {
            throw UsageError.unexpectedArgument(arguments.positionals[1])
        }
        self.action = action
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        guard let cache = factory.cache else {
            io.printError("Error: cannot tell where the cache is: set HOME or XDG_CACHE_HOME\n")
            return .failure
        }
        switch action {
        case .info:
            let summary = await cache.summary()
            try io.print(
                """
                location:\t\(cache.location)
                entries:\t\(summary.entries)
                size:\t\(Self.megabytes(summary.bytes)) of \(Self.megabytes(summary.capacity))
                enabled:\t\(factory.globals.useCache ? "yes" : "no")

                """)
        case .clear:
            let removed = try await cache.clear()
            io.hint("Removed \(removed) cached \(removed == 1 ? "response" : "responses") from \(cache.location).")
        }
        return .success
    }

    /// `1.2 MB`, in decimal megabytes as the cap is given.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
