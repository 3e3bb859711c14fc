import GHDomain

/// `gh-users list`: all GitHub users in sign-up order, paged by id.
struct ListCommand: RunnableCommand {
    static let since = OptionSpec.value("--since", placeholder: "id", help: "List users whose id is greater than this. (default: 0)")
    static let perPage = OptionSpec.value(
        "--per-page", placeholder: "n",
        help: "Users per request, 1 to 100. (default: 30; with --limit, what the limit needs up to 100; with --all, 100)")
    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Follow next pages until this many users are listed.")
    static let all = OptionSpec.flag("--all", help: "Follow next pages to the last user.")
    static let json = JSONOptions(
        fields: JSONShape.user.fields,
        help:
            "Print a JSON array with GitHub's field names: login, id, avatar_url, html_url, type, site_admin; with <fields>, only those (see JSON FIELDS)."
    )

    static let defaultPerPage = 30

    static let help = CommandHelp(
        name: "list",
        abstract: "List GitHub users in the order they signed up, paged by id.",
        discussion: """
            Without --limit or --all, one page is fetched with one request. On a terminal the
            users are shown as a table and the command for the next page is printed on stderr;
            piped, each user is one tab-separated line: login, id, type, site_admin, html_url.
            """,
        options: [since, perPage, limit, all] + json.specs,
        exclusive: [[limit.key, all.key]],
        examples: [
            ("The first 30 users", "gh-users list --since 0 --per-page 30"),
            ("The first 250 users, as JSON", "gh-users list --limit 250 --json"),
            ("Only their logins and ids, one user a line", "gh-users list --limit 250 --json login,id --jq '.[] | \"\\(.login) \\(.id)\"'"),
        ]
    )

    var since: Int
    var perPage: Int
    var extent: ListingExtent
    var json: JSONRequest?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first {
            throw UsageError.unexpectedArgument(extra)
        }
        since = try arguments.integer(Self.since, in: 0...Int.max) ?? 0
        extent = try arguments.extent(limit: Self.limit, all: Self.all)
        // As the other listings do: no more than a limit needs, and as many as GitHub gives
        // when going to the end.
        perPage = try arguments.integer(Self.perPage, in: 1...100) ?? extent.pageSize
        json = try Self.json.read(arguments)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let listing = PagedListing.users(from: factory.users, since: since, perPage: perPage, extent: extent)
        let layout = io.layout(json: json != nil)
        var printer = ListPrinter(
            ListFormat.users.marking(await factory.favoriteIDs(for: layout, io: io)).selectingJSON(json?.fields), layout: layout,
            style: io.style, width: io.terminalWidth)
        let outcome = try await io.stream(listing, into: &printer, on: factory.networkExecutor)
        let lastID = outcome.last?.id
        let hasMore = outcome.hasMore
        if let lastID, hasMore {
            io.hint("Next page: \(nextPageCommand(after: lastID, globals: factory.globals))")
        } else if lastID == nil {
            io.hint("No users after id \(since).")
        }
        return .success
    }

    /// The command line that continues this listing after `lastID`.
    func nextPageCommand(after lastID: Int, globals: GlobalOptions) -> String {
        var command = "gh-users list --since \(lastID)"
        if perPage != extent.pageSize { command += " --per-page \(perPage)" }
        switch extent {
        case .onePage: break
        case .limit(let count): command += " --limit \(count)"
        case .all: command += " --all"
        }
        if let url = globals.apiURLArgument { command += " --api-url \(url)" }
        return command
    }
}
