import GHDomain
import GHText

/// `gh-users starred`: the repositories a user starred.
struct StarredCommand: RunnableCommand {
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
        options: RelationListing.options,
        exclusive: RelationListing.exclusive,
        examples: [
            ("What octocat starred", "gh-users starred octocat"),
            ("Every starred repository's URL", "gh-users starred octocat --all --json | jq -r '.[].html_url'"),
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
        let listing = PagedListing.starred(by: login, from: factory.repositories, extent: extent)
        var printer = ListPrinter(.repositories, layout: io.layout(json: json), style: io.style)
        let outcome = try await io.stream(listing, into: &printer)
        if outcome.count == 0 {
            io.hint("\(TextSanitizer.line(login.rawValue)) has starred no repositories.")
        } else if outcome.hasMore {
            io.hint("Showing the first \(outcome.count) repositories; add --limit <n> or --all for more.")
        }
        return .success
    }
}
