import GHDomain

/// `gh-users orgs`: the public organizations a user belongs to.
struct OrgsCommand: RunnableCommand {
    static let json = JSONOptions(
        fields: JSONShape.organization.fields,
        help: "Print a JSON array, each organization with every member GitHub sent; with <fields>, only those (see JSON FIELDS).")

    static let help = CommandHelp(
        name: "orgs",
        abstract: "List the public organizations a user belongs to.",
        discussion: """
            Only memberships the user made public are listed. Without --limit or --all, the first 30
            are fetched with one request. On a terminal a table (ORGANIZATION, ID, DESCRIPTION);
            piped, one login<TAB>id<TAB>description line each; --json, an array of login, id,
            description and avatar_url.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user whose organizations to list.")],
        options: LoginListing.options(listing: "organizations", json: json),
        exclusive: RelationListing.exclusive,
        examples: [
            ("octocat's organizations", "gh-users orgs octocat"),
            ("Their logins", "gh-users orgs octocat --all --json | jq -r '.[].login'"),
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
            PagedListing.organizations(of: listing.login, from: factory.users, extent: listing.extent), as: .organizations, io: io,
            factory: factory,
            empty: "belongs to no public organizations", noun: "organizations")
    }
}
