import GHDomain

/// `gh-users fav list`: the favorites, from the file alone.
struct FavListCommand: RunnableCommand {
    static let filter = OptionSpec.value(
        "--filter", placeholder: "text", help: "Show only favorites whose login or name contains this text, ignoring case.")
    static let thisHost = OptionSpec.flag(
        "--this-host", help: "Show only the favorites of the API host in use (see --api-url), as fav add and fav remove see them.")
    static let json = JSONOptions(
        fields: ListFormat.favorites.json.fields,
        help:
            "Print a JSON array: id, host, login, name, avatar_url, html_url, added_at; with <fields>, only those (see JSON FIELDS)."
    )

    static let help = CommandHelp(
        name: "fav list",
        abstract: "List your favorite users.",
        discussion: """
            Favorites are listed in the order they were added, from the favorites file alone:
            nothing is sent to GitHub. On a terminal they are a table; piped, each is one
            tab-separated line: login, id, name, added_at, html_url. Favorites of every API host
            are listed; when they belong to more than one, each also names its host: a HOST
            column, a last field on a piped line, "host" in JSON; --this-host lists only the API
            host's own (shell completion offers them after fav remove).
            """,
        options: [filter, thisHost] + json.specs,
        examples: [
            ("Every favorite", "gh-users fav list"),
            ("Favorites whose login or name contains 'oct', as JSON", "gh-users fav list --filter oct --json"),
        ]
    )

    let filter: String?
    let thisHost: Bool
    let json: JSONRequest?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first {
            throw UsageError.unexpectedArgument(extra)
        }
        filter = try arguments.text(Self.filter)?.trimmingCharacters(in: .whitespacesAndNewlines)
        thisHost = arguments.has(Self.thisHost.key)
        json = try Self.json.read(arguments)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let all = try await (thisHost ? factory.hostFavorites() : factory.favorites()).load()
        let favorites = all.matching(filter)
        // Whether hosts are shown depends on the whole file, not on the filter: a script
        // reading the lines sees the same fields whatever it filters.
        let format: ListFormat<FavoriteUser> = all.hosts.count > 1 ? .favoritesWithHosts : .favorites
        var printer = ListPrinter(format, json: json, io: io)
        try io.print(printer.render(favorites))
        try io.print(printer.finish())
        if favorites.isEmpty {
            io.hint(filter.map { "No favorites match \"\($0)\"." } ?? "No favorite users yet.")
        }
        return .success
    }
}
