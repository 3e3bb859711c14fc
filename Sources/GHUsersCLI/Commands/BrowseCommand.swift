import GHDomain
import GHTerminal
import GHText
import GHUsersTUI

/// `gh-users browse`: the interactive, full-screen browser.
struct BrowseCommand: RunnableCommand {
    static let search = OptionSpec.value("--search", placeholder: "query", help: "Start on the results of this search.")
    static let trending = OptionSpec.flag("--trending", help: "Start on the most-starred repositories.")
    static let language = OptionSpec.value(
        "--language", placeholder: "language", help: "With --trending: only repositories in this language.")
    static let favorites = OptionSpec.flag("--favorites", help: "Start on your favorites.")
    static let since = OptionSpec.value("--since", placeholder: "id", help: "Start the users list after this id. (default: 0)")
    static let mouse = OptionSpec.flag(
        "--mouse",
        help: "Let a click select and the wheel scroll; it stops the terminal's own text selection. (default: the browse.mouse setting)")

    static let help = CommandHelp(
        name: "browse",
        abstract: "Browse GitHub users interactively, full screen.",
        discussion: """
            Starts on the users list, or on a profile, search results, the most-starred
            repositories or your favorites. j and k move, Enter opens, Esc goes back, / filters,
            s searches, f keeps a favorite, 1 to 4 switch between Users, Search, Trending and
            Favorites, ? lists every key, q quits. It needs a terminal; in scripts use list,
            show or search.
            """,
        positionals: "[<login>]",
        arguments: [("<login>", "Start on this user's profile.")],
        options: [search, trending, favorites, since, language, mouse],
        exclusive: [[search.key, trending.key, favorites.key, since.key]],
        examples: [
            ("Browse every user", "gh-users browse"),
            ("Start on a profile", "gh-users browse octocat"),
            ("Start on a search", "gh-users browse --search 'location:lisbon followers:>100'"),
            ("The most-starred Swift repositories", "gh-users browse --trending --language swift"),
        ]
    )

    let start: StartScreen
    let mouse: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let login = try arguments.positionals.isEmpty ? nil : arguments.singleLogin()
        let chosen = [Self.search, Self.trending, Self.favorites, Self.since].filter {
            arguments.has($0.key) || arguments.values[$0.key] != nil
        }
        if chosen.count > 1 {
            throw UsageError("'\(chosen[0].key)' and '\(chosen[1].key)' cannot be used together")
        }
        if login != nil, let other = chosen.first {
            throw UsageError("'<login>' and '\(other.key)' cannot be used together")
        }
        let language = try arguments.text(Self.language)
        if language != nil && !arguments.has(Self.trending.key) {
            throw UsageError("'--language' needs '--trending'")
        }
        if let login {
            start = .profile(login)
        } else if let query = try arguments.text(Self.search) {
            guard let search = UserSearch(query: query) else { throw UsageError("The search query is empty") }
            start = .search(search)
        } else if arguments.has(Self.trending.key) {
            guard RepositorySearch.trending(language: language, createdAfter: nil) != nil else {
                throw UsageError.invalidValue(
                    TextSanitizer.line(language ?? ""), for: Self.language, "a language name cannot hold a quote or a line break")
            }
            start = .trending(language: language?.trimmingCharacters(in: .whitespaces))
        } else if arguments.has(Self.favorites.key) {
            start = .favorites
        } else {
            start = .users(since: try arguments.integer(Self.since, in: 0...Int.max) ?? 0)
        }
        mouse = arguments.has(Self.mouse.key)
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        guard io.inputIsTerminal && io.outputIsTerminalDevice else {
            io.printError("Error: browse needs a terminal; use list, show or search in scripts\n")
            return .usage
        }
        let errors = io.errors
        let browser = factory.webBrowser
        let notices = factory.notices
        let services = BrowseServices(
            users: factory.users,
            repositories: factory.repositories,
            favorites: Result { try factory.hostFavorites() }.mapError { BrowseFailure(message: errors.present($0).message ?? "\($0)") },
            rateLimits: factory.rateLimits,
            describe: { Self.describe($0, errors) },
            open: { await browser.open($0) },
            redirectNotices: { sink in notices.redirect(to: sink) },
            now: factory.now
        )
        let options = BrowseOptions(color: io.colorEnabled, mouse: mouse, timeZone: io.timeZone)
        do {
            try await BrowseSession.run(start: start, options: options, services: services)
        } catch {
            io.printError("Error: browse needs a terminal; use list, show or search in scripts\n")
            return .usage
        }
        return .success
    }

    /// How an error reads in the browser's status line or a list's footer, and whether it is a
    /// rate limit (loading then waits for `r`).
    static func describe(_ error: any Error, _ errors: ErrorPresenter) -> BrowseFailure {
        var message = errors.present(error).message ?? "\(error)"
        switch error as? GitHubError {
        case .rateLimited(let window, _) where window.resource == "search":
            message += " (GitHub allows 10 searches a minute without a token, 30 with one)"
            return BrowseFailure(message: message, isRateLimit: true)
        case .rateLimited, .secondaryRateLimited:
            return BrowseFailure(message: message, isRateLimit: true)
        default:
            return BrowseFailure(message: message)
        }
    }
}
