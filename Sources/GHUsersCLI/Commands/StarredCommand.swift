import GHDomain

/// `gh-users starred`: the repositories a user starred.
struct StarredCommand: RunnableCommand {
    static let json = ReposCommand.json

    static let help = CommandHelp(
        name: "starred",
        abstract: "List the repositories a user starred.",
        discussion: """
            Most recently starred first. Without --limit or --all, the first 30 are fetched with one
            request. Output is shaped as in 'gh-users repos': a table on a terminal, tab-separated
            lines when piped, --json with GitHub's field names.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user whose stars to list.")],
        options: LoginListing.options(listing: "repositories", json: json),
        exclusive: RelationListing.exclusive,
        examples: [
            ("What octocat starred", "gh-users starred octocat"),
            ("Every starred repository's URL", "gh-users starred octocat --all --json | jq -r '.[].html_url'"),
        ]
    )

    let listing: LoginListing

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        listing = try LoginListing(parsing: arguments, json: Self.json)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        try await listing.print(
            PagedListing.starred(by: listing.login, from: factory.repositories, extent: listing.extent), as: .starred, io: io,
            factory: factory,
            empty: "has starred no repositories", noun: "repositories")
    }
}
