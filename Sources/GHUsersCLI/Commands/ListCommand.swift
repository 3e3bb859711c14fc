import GHDomain
import GHWire

/// `gh-users list`: all GitHub users in sign-up order, paged by id.
struct ListCommand: RunnableCommand {
    static let since = OptionSpec.value("--since", placeholder: "id", help: "List users whose id is greater than this. (default: 0)")
    static let perPage = OptionSpec.value(
        "--per-page", placeholder: "n",
        help: "Users per request, 1 to 100. (default: 30; with --limit, what the limit needs up to 100; with --all, 100)")
    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Follow next pages until this many users are listed.")
    static let all = OptionSpec.flag("--all", help: "Follow next pages to the last user.")
    static let json = JSONOptions.users

    static let defaultPerPage = 30

    static let help = CommandHelp(
        name: "list",
        abstract: "List GitHub users in the order they signed up, paged by id.",
        discussion: """
            Without --limit or --all, one page is fetched with one request. On a terminal the
            users are shown as a table and the command for the next page is printed on stderr;
            piped, each user is one tab-separated line: login, id, type, site_admin, html_url.
            """,
        options: [since, perPage, limit, all] + json.specs + [.full],
        exclusive: [.oneOf(limit, all)],
        examples: [
            ("The first 30 users", "gh-users list --since 0 --per-page 30"),
            ("The first 250 users, as JSON", "gh-users list --limit 250 --json"),
            ("The first 100 users with their names and locations", "gh-users list --limit 100 --full"),
            ("Only their logins and ids, one user a line", "gh-users list --limit 250 --json login,id --jq '.[] | \"\\(.login) \\(.id)\"'"),
        ]
    )

    var since: Int
    var perPage: Int
    var extent: ListingExtent
    var json: JSONRequest?
    var full: Bool

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
        full = arguments.has(OptionSpec.full.key)
        try JSONOptions.checkProfileMembers(json, full: full)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let listing = PagedListing.users(from: factory.users, since: since, perPage: perPage, extent: extent)
        let outcome = try await ListingWriter(io: io, factory: factory).writeUsers(
            listing, full: full, json: json,
            continuation: .resume(resumeCommand(invocation: factory.invocation, program: io.programName)))
        let lastID = outcome.last?.id
        let hasMore = outcome.hasMore
        if let lastID, hasMore {
            io.hint("Next page: \(nextPageCommand(after: lastID, invocation: factory.invocation, program: io.programName))")
        } else if lastID == nil {
            io.hint("No users after id \(since).")
        }
        return .success
    }

    /// The command line that goes on after a stop: the run's own, typed as `program`, with
    /// `--since` the last id printed and `--limit` what is left of it, so it prints exactly the
    /// rows still missing.
    func resumeCommand(invocation: Invocation, program: ProgramName) -> @Sendable (_ printed: Int, _ last: Sent<UserSummary>) -> String {
        let extent = extent
        return { printed, last in
            var resumed = invocation.setting(Self.since, to: String(last.id))
            if case .limit(let count) = extent { resumed = resumed.setting(Self.limit, to: String(max(1, count - printed))) }
            return resumed.shellText(program: program.description)
        }
    }

    /// The command line that shows the next page after `lastID`: the run's own, typed as
    /// `program`, with `--since` set to it.
    func nextPageCommand(after lastID: Int, invocation: Invocation, program: ProgramName) -> String {
        invocation.setting(Self.since, to: String(lastID)).shellText(program: program.description)
    }
}
