/// `gh-users followers`: the users who follow a user.
struct FollowersCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "followers",
        abstract: "List the users who follow a user.",
        discussion: """
            Without --limit or --all, the first 30 are fetched with one request. Output is shaped
            as in 'gh-users list': a table on a terminal, tab-separated lines when piped. With
            --changes, the whole list is compared with the snapshot the last run with --changes
            kept (per API host and login), which it then replaces.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user whose followers to list.")],
        options: RelationListing.userOptions,
        exclusive: RelationListing.userExclusive,
        examples: [
            ("Who follows octocat", "gh-users followers octocat"),
            ("Every follower's login", "gh-users followers octocat --all --json | jq -r '.[].login'"),
            ("Followers with their names, locations and counts", "gh-users followers octocat --all --full"),
            ("Who started or stopped following octocat since the last run", "gh-users followers octocat --changes"),
        ]
    )

    let listing: RelationListing

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        listing = try RelationListing(.followers, parsing: arguments)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        try await listing.run(io: io, factory: factory)
    }
}
