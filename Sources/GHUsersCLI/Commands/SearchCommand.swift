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
        "--limit", placeholder: "n",
        help: "Show at most this many users; past 1000, what GitHub serves of one search, the search is split as with --all. (default: 30)")
    static let all = OptionSpec.flag(
        "--all", help: "Every matching user, oldest account first: the search is split by created: so each part stays under GitHub's 1000.")
    static let resume = OptionSpec.value(
        "--resume", placeholder: "point", help: "With --all or --limit: go on at the point a stopped run's Resume line names.")
    /// The most users `--limit` asks for.
    static let maximumLimit = 10_000_000
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
            GitHub serves only the first 1000 results of a search; --all (or a --limit past 1000)
            splits the search by when accounts were created, halving a span until it matches no
            more than 1000, and lists every match, oldest account first, each once (sorting it
            otherwise is refused; --json prints an array, as 'list' does). More than 1000 matching
            accounts created within one second cannot be split: a warning says how many were out
            of reach. A run stopped by a limit or an error ends with a Resume line.
            """,
        positionals: "<query>",
        arguments: [("<query>", "What to search for, with any of GitHub's qualifiers.")],
        options: [sort, order, limit, all, resume] + json.specs + [.full],
        exclusive: [.oneOf(limit, all)],
        examples: [
            ("People in Lisbon with over 100 followers", "gh-users search 'tom location:lisbon followers:>100 type:user'"),
            ("The 100 most-followed Swift developers, as JSON", "gh-users search 'language:swift' --sort followers --limit 100 --json"),
            ("Everyone in Lisbon, past GitHub's 1,000", "gh-users search 'location:lisbon' --all --wait"),
        ]
    )

    var search: UserSearch
    var limit: Int
    var json: JSONRequest?
    var full: Bool
    /// Whether the search is split by creation time to go past 1,000 results.
    var sweeps: Bool
    /// Whether `--all` was given: no limit.
    var everything: Bool
    /// Where a stopped sweep goes on.
    var resumePoint: SweepPosition?

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
        limit = try arguments.integer(Self.limit, in: 1...Self.maximumLimit) ?? Self.defaultLimit
        everything = arguments.has(Self.all.key)
        resumePoint = try arguments.text(Self.resume).map { text throws(UsageError) in
            guard let point = SweepPosition(text: text) else {
                throw UsageError.invalidValue(
                    text, for: Self.resume, "expected the point a Resume line names, such as 20120304T050607Z..20121231T235959Z@3")
            }
            return point
        }
        sweeps = everything || limit > SearchLimit.maximumResults || resumePoint != nil
        if resumePoint != nil && !everything && arguments.values[Self.limit.key] == nil {
            throw UsageError("'--resume' goes with '--all' or '--limit'")
        }
        if sweeps {
            try Self.checkSweep(search)
        }
        json = try Self.json.read(arguments)
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full, listed: .searchedUser)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        if sweeps { return try await runSweep(io: io, factory: factory) }
        let listing = PagedListing.search(search, limit: limit, from: factory.users)
        if let json {
            return try await printJSON(listing, fields: json.fields, io: io, factory: factory)
        }
        let writer = ListingWriter(io: io, factory: factory)
        let outcome = try await writer.writeUsers(listing, full: full, json: nil, continuation: .restart(noun: "users")) {
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
            let profiled = await ListingWriter(io: io, factory: factory).profiled(listing)
            try await profiled.forEachPage { add($0, as: ProfilePrinter.shape.selecting(fields)) }
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
