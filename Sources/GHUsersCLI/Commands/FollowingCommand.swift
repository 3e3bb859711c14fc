/// `gh-users following`: the users a user follows.
struct FollowingCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "following",
        abstract: "List the users a user follows.",
        discussion: """
            Without --limit or --all, the first 30 are fetched with one request. Output is shaped
            as in 'gh-users list': a table on a terminal, tab-separated lines when piped.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user whose follows to list.")],
        options: RelationListing.options,
        exclusive: RelationListing.exclusive,
        examples: [
            ("Whom octocat follows", "gh-users following octocat"),
            ("The first 200, as JSON", "gh-users following torvalds --limit 200 --json"),
        ]
    )

    let listing: RelationListing

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        listing = try RelationListing(.following, parsing: arguments)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        try await listing.run(io: io, factory: factory)
    }
}
