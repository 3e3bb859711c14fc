import GHDomain
import GHText

/// `gh-users repos`: a user's public repositories.
struct ReposCommand: RunnableCommand {
    static let sort = OptionSpec.choice(
        "--sort", placeholder: "key", choices: RepositoryListSort.allCases.map(\.rawValue),
        help: "Sort by created, updated, pushed (newest first) or full_name. (default: full_name)")
    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Follow next pages until this many repositories are listed.")
    static let all = OptionSpec.flag("--all", help: "Follow next pages to the last repository.")
    static let json = OptionSpec.flag(
        "--json",
        help: "Print a JSON array: name, full_name, description, language, stargazers_count, forks_count, html_url, updated_at.")

    static let help = CommandHelp(
        name: "repos",
        abstract: "List a user's public repositories.",
        discussion: """
            Without --limit or --all, the first 30 are fetched with one request. On a terminal
            they are a table; piped, each is one tab-separated line: name, stargazers_count,
            language, updated_at, description, html_url.
            """,
        positionals: "<login>",
        arguments: [("<login>", "The user or organization whose repositories to list.")],
        options: [sort, limit, all, json],
        exclusive: [[limit.key, all.key]],
        examples: [
            ("octocat's repositories", "gh-users repos octocat"),
            ("The 10 most recently pushed", "gh-users repos torvalds --sort pushed --limit 10"),
        ]
    )

    let login: Login
    let sort: RepositoryListSort?
    let extent: ListingExtent
    let json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        login = try arguments.singleLogin()
        sort = try arguments.choice(Self.sort, as: RepositoryListSort.self)
        extent = try arguments.extent(limit: Self.limit, all: Self.all)
        json = arguments.has(Self.json.key)
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let listing = PagedListing.repositories(of: login, sort: sort, from: factory.repositories, extent: extent)
        var printer = ListPrinter(.repositories, layout: io.layout(json: json), style: io.style, width: io.terminalWidth)
        let outcome = try await io.stream(listing, into: &printer)
        if outcome.count == 0 {
            io.hint("\(TextSanitizer.line(login.rawValue)) has no public repositories.")
        } else if outcome.hasMore {
            io.hint("Showing the first \(outcome.count) repositories; add --limit <n> or --all for more.")
        }
        return .success
    }
}
