import GHDomain
import GHText

/// `gh-users search`: users matching a GitHub search query, qualifiers and all.
struct SearchCommand: RunnableCommand {
    static let sort = OptionSpec.choice(
        "--sort", placeholder: "key", choices: UserSearch.Sort.allCases.map(\.rawValue),
        help: "Sort by followers, repositories or joined. (default: best match)")
    static let order = OptionSpec.choice(
        "--order", placeholder: "order", choices: SearchOrder.allCases.map(\.rawValue),
        help: "With --sort: asc or desc. (default: desc)")
    static let limit = OptionSpec.value(
        "--limit", placeholder: "n", help: "Show at most this many users, 1 to 1000; GitHub serves no more than 1000. (default: 30)")
    static let json = OptionSpec.flag(
        "--json", help: "Print a JSON object with GitHub's field names: total_count, incomplete_results and items.")

    static let defaultLimit = 30

    static let help = CommandHelp(
        name: "search",
        abstract: "Search GitHub users.",
        discussion: """
            The query goes to GitHub unchanged, so its qualifiers work: location:, followers:>N,
            repos:>N, language:, created:, type:user or type:org, in:login. Quote a query with
            spaces or '>' so the shell passes it whole. On a terminal the count of matches comes
            before the table; piped, each user is one tab-separated line: login, id, type,
            site_admin, html_url. GitHub allows 10 searches a minute without a token, 30 with one.
            """,
        positionals: "<query>",
        arguments: [("<query>", "What to search for, with any of GitHub's qualifiers.")],
        options: [sort, order, limit, json],
        examples: [
            ("People in Lisbon with over 100 followers", "gh-users search 'tom location:lisbon followers:>100 type:user'"),
            ("The 100 most-followed Swift developers, as JSON", "gh-users search 'language:swift' --sort followers --limit 100 --json"),
        ]
    )

    var search: UserSearch
    var limit: Int
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("Missing expected argument '<query>'")
        }
        // Words typed without quotes are one query, as GitHub's search box reads them.
        let query = arguments.positionals.joined(separator: " ")
        if arguments.values[Self.order.key] != nil && arguments.values[Self.sort.key] == nil {
            throw UsageError("'--order' needs '--sort': without a sort key GitHub orders by best match")
        }
        guard
            let search = UserSearch(
                query: query,
                sort: try arguments.choice(Self.sort, as: UserSearch.Sort.self),
                order: try arguments.choice(Self.order, as: SearchOrder.self)
            )
        else {
            throw UsageError("The search query is empty")
        }
        self.search = search
        limit = try arguments.integer(Self.limit, in: 1...SearchLimit.maximumResults) ?? Self.defaultLimit
        json = arguments.has(Self.json.key)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let listing = PagedListing.search(search, limit: limit, from: factory.users)
        if json {
            return try await printJSON(listing, io: io)
        }
        let layout = io.layout(json: false)
        var printer = ListPrinter(
            .users.marking(await factory.favoriteIDs(for: layout, io: io)), layout: layout, style: io.style, width: io.terminalWidth)
        let outcome = try await io.stream(listing, into: &printer, on: factory.networkExecutor) { page in
            let total = page.totalCount ?? page.items.count
            guard io.outputIsTerminal && !page.items.isEmpty else { return "" }
            // Without a next page, what is shown is what came, whatever the count says.
            let shown = page.next == nil ? min(limit, page.items.count) : min(limit, total, SearchLimit.maximumResults)
            return "Showing \(NumberText.grouped(shown)) of \(NumberText.grouped(total)) \(total == 1 ? "user" : "users")\n\n"
        }
        if outcome.count == 0 {
            io.hint("No users match \"\(search.query)\".")
        }
        warnIfIncomplete(outcome.isIncomplete, io)
        return .success
    }

    /// Prints `{"total_count": …, "incomplete_results": …, "items": […]}` once every page is in
    /// (at most 1,000 items), so the object is whole or, on an error, not printed at all.
    private func printJSON(_ listing: PagedListing<UserSummary>, io: IOStreams) async throws -> ExitCode {
        var items: [JSONValue] = []
        var total = 0
        var incomplete = false
        try await listing.forEachPage { page in
            if items.isEmpty { total = page.totalCount ?? 0 }
            incomplete = incomplete || page.isIncomplete
            items += page.items.map(ListFormat.users.json)
        }
        let object = JSONValue.object([
            ("total_count", .int(total)),
            ("incomplete_results", .bool(incomplete)),
            ("items", .array(items)),
        ])
        try io.print(object.rendered() + "\n")
        warnIfIncomplete(incomplete, io)
        return .success
    }

    private func warnIfIncomplete(_ incomplete: Bool, _ io: IOStreams) {
        if incomplete {
            io.printError("Warning: GitHub's search timed out before it finished, so some matches may be missing.\n")
        }
    }
}
