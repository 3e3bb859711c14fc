import GHDomain
import GHText
import GHWire

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
    static let json = JSONOptions.searchedUsers

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
        options: [sort, order, limit] + json.specs + [.full],
        examples: [
            ("People in Lisbon with over 100 followers", "gh-users search 'tom location:lisbon followers:>100 type:user'"),
            ("The 100 most-followed Swift developers, as JSON", "gh-users search 'language:swift' --sort followers --limit 100 --json"),
        ]
    )

    var search: UserSearch
    var limit: Int
    var json: JSONRequest?
    var full: Bool

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
        json = try Self.json.read(arguments)
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full, listed: .searchedUser)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let listing = PagedListing.search(search, limit: limit, from: factory.users)
        if let json {
            return try await printJSON(listing, fields: json.fields, io: io, factory: factory)
        }
        let outcome = try await io.streamUsers(listing, full: full, json: nil, factory: factory, continuation: .restart(noun: "users")) {
            page in
            guard io.outputIsTerminal && !page.items.isEmpty else { return "" }
            // Without a next page, what is shown is what came, whatever the count says.
            let shown = page.next == nil ? min(limit, page.items.count) : min(limit, page.totalCount ?? .max, SearchLimit.maximumResults)
            // A total past what 64 bits hold is unknown; the page still counts.
            guard let total = page.totalCount else { return "Showing \(NumberText.grouped(shown)) users\n\n" }
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
    private func printJSON(_ listing: PagedListing<Sent<UserSummary>>, fields: [String]?, io: IOStreams, factory: Factory) async throws
        -> ExitCode
    {
        var items: [JSONValue] = []
        var total: Int?
        var incomplete = false
        func add<Item>(_ page: Page<Item>, as shape: JSONShape<Item>) {
            // The first page's: `null` when it is past what 64 bits hold.
            if items.isEmpty { total = page.totalCount }
            incomplete = incomplete || page.isIncomplete
            items += page.items.map(shape.value(of:))
        }
        if full {
            try await io.profiled(listing, factory: factory).forEachPage { add($0, as: ProfilePrinter.shape.selecting(fields)) }
        } else {
            try await listing.forEachPage { add($0, as: JSONShape.searchedUser.selecting(fields)) }
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
