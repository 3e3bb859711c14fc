/// `gh-users following`: the users a user follows.
struct FollowingCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "following",
        abstract: "List the users a user follows.",
        discussion: """
            Without --limit or --all, the first 30 are fetched with one request. Output is shaped
            as in 'gh-users list': a table on a terminal, tab-separated lines when piped. With
            --changes, the whole list is compared with the snapshot the last run with --changes
            kept (per API host and login), which it then replaces.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user whose follows to list.")],
        options: RelationListing.userOptions,
        exclusive: RelationListing.userExclusive,
        examples: [
            ("Whom octocat follows", "gh-users following octocat"),
            ("The first 200, as JSON", "gh-users following torvalds --limit 200 --json"),
            ("Whom octocat started or stopped following since the last run", "gh-users following octocat --changes"),
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
