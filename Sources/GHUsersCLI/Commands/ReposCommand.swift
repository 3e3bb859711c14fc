import GHDomain
import GHText

/// `gh-users repos`: a user's public repositories.
struct ReposCommand: RunnableCommand {
    static let sort = OptionSpec.choice(
        "--sort", placeholder: "key", choices: RepositoryListSort.allCases.map(\.rawValue),
        help: "Sort by created, updated, pushed (newest first) or full_name. (default: full_name)")
    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Follow next pages until this many repositories are listed.")
    static let all = OptionSpec.flag("--all", help: "Follow next pages to the last repository.")
    static let web = OptionSpec.flag(
        "-w", "--web", help: "Open the user's repositories in the web browser instead (nothing is fetched); with no browser, print the URL."
    )
    static let json = JSONOptions(
        fields: JSONShape.repository.fields,
        help:
            "Print a JSON array, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)."
    )

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
        options: [sort, limit, all] + json.specs + [web],
        exclusive: [.oneOf(limit, all), .apart(web, from: [json.json, sort, limit, all])],
        examples: [
            ("octocat's repositories", "gh-users repos octocat"),
            ("The 10 most recently pushed", "gh-users repos torvalds --sort pushed --limit 10"),
            ("The repositories tab in the web browser", "gh-users repos octocat --web"),
        ]
    )

    let login: Login
    let sort: RepositoryListSort?
    let extent: ListingExtent
    let json: JSONRequest?
    /// Whether to open the repositories tab in the browser instead of listing.
    let web: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        login = try arguments.singleLogin()
        sort = try arguments.choice(Self.sort, as: RepositoryListSort.self)
        extent = try arguments.extent(limit: Self.limit, all: Self.all)
        json = try Self.json.read(arguments)
        web = arguments.has(Self.web.key)
    }

    /// Results go through the pager on a terminal; a page opened in the browser prints nothing to page.
    var pagesOutput: Bool { !web }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        if web {
            return try await WebPageOpener(io: io, browser: factory.webBrowser).open(
                WebAddress(apiBaseURL: factory.globals.apiBaseURL).repositories(login))
        }
        let listing = PagedListing.repositories(of: login, sort: sort, from: factory.repositories, extent: extent)
        var printer = ListPrinter(ListFormat.repositories, json: json, io: io)
        let outcome = try await ListingWriter(io: io, factory: factory).write(
            listing, into: &printer, continuation: .restart(noun: "repositories"))
        if outcome.count == 0 {
            io.hint("\(TextSanitizer.line(login.rawValue)) has no public repositories.")
        } else if outcome.hasMore {
            io.hint("Showing the first \(outcome.count) repositories; add --limit <n> or --all for more.")
        }
        return .success
    }
}
