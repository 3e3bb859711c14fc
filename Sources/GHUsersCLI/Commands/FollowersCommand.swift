/// `gh-users followers`: the users who follow a user.
struct FollowersCommand: RunnableCommand {
    static let help = CommandHelp(
        name: "followers",
        abstract: "List the users who follow a user.",
        discussion: """
            Without --limit or --all, the first 30 are fetched with one request. Output is shaped
            as in 'gh-users list': a table on a terminal, tab-separated lines when piped.
            """,
        usage: "followers <login> [--limit <n> | --all] [--json]",
        arguments: [("<login>", "The user whose followers to list.")],
        options: RelationListing.options,
        examples: [
            ("Who follows octocat", "gh-users followers octocat"),
            ("Every follower's login", "gh-users followers octocat --all --json | jq -r '.[].login'"),
        ]
    )

    let listing: RelationListing

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        listing = try RelationListing(.followers, parsing: arguments)
    }

    func run(in context: CommandContext) async throws -> ExitCode {
        try await listing.run(in: context)
    }
}
