import GHDomain

/// `gh-users fav list`: the favorites, from the file alone.
struct FavListCommand: RunnableCommand {
    static let filter = OptionSpec.value(
        "--filter", placeholder: "text", help: "Show only favorites whose login or name contains this text, ignoring case.")
    static let json = OptionSpec.flag("--json", help: "Print a JSON array: id, login, name, avatar_url, html_url, added_at.")

    static let help = CommandHelp(
        name: "fav list",
        abstract: "List your favorite users.",
        discussion: """
            Favorites are listed in the order they were added, from the favorites file alone:
            nothing is sent to GitHub. On a terminal they are a table; piped, each is one
            tab-separated line: login, id, name, added_at, html_url.
            """,
        options: [filter, json],
        examples: [
            ("Every favorite", "gh-users fav list"),
            ("Favorites whose login or name contains 'oct', as JSON", "gh-users fav list --filter oct --json"),
        ]
    )

    let filter: String?
    let json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first {
            throw UsageError.unexpectedArgument(extra)
        }
        filter = try arguments.text(Self.filter)?.trimmingCharacters(in: .whitespacesAndNewlines)
        json = arguments.has(Self.json.key)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let favorites = try await factory.favorites().load().matching(filter)
        var printer = ListPrinter(.favorites, layout: io.layout(json: json), style: io.style, width: io.terminalWidth)
        try io.print(printer.render(favorites))
        try io.print(printer.finish())
        if favorites.isEmpty {
            io.hint(filter.map { "No favorites match \"\($0)\"." } ?? "No favorite users yet.")
        }
        return .success
    }
}
