import GHDomain
import GHText

/// `gh-users orgs`: the public organizations a user belongs to.
struct OrgsCommand: RunnableCommand {
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
        options: RelationListing.options,
        exclusive: RelationListing.exclusive,
        examples: [
            ("octocat's organizations", "gh-users orgs octocat"),
            ("Their logins", "gh-users orgs octocat --all --json | jq -r '.[].login'"),
        ]
    )

    let login: Login
    let extent: ListingExtent
    let json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        login = try arguments.singleLogin()
        extent = try arguments.extent(limit: RelationListing.limit, all: RelationListing.all)
        json = arguments.has(RelationListing.json.key)
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let listing = PagedListing.organizations(of: login, from: factory.users, extent: extent)
        var printer = ListPrinter(.organizations, layout: io.layout(json: json), style: io.style)
        let outcome = try await io.stream(listing, into: &printer)
        if outcome.count == 0 {
            io.hint("\(TextSanitizer.line(login.rawValue)) belongs to no public organizations.")
        } else if outcome.hasMore {
            io.hint("Showing the first \(outcome.count) organizations; add --limit <n> or --all for more.")
        }
        return .success
    }
}
