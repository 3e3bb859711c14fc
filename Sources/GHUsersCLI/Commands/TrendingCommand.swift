import Foundation
import GHDomain
import GHText

/// `gh-users trending`: the most-starred repositories, by language and age.
struct TrendingCommand: RunnableCommand {
    static let language = OptionSpec.value(
        "--language", placeholder: "language", help: "Only repositories in this language, as GitHub names it: swift, go, \"visual basic\".")
    static let createdAfter = OptionSpec.value(
        "--created-after", placeholder: "date", help: "Only repositories created after this day, written YYYY-MM-DD.")
    static let period = OptionSpec.choice(
        "--period", placeholder: "period", choices: Period.allCases.map(\.rawValue),
        help:
            "Only repositories created in the last day, week (7 days), month (30 days) or year (365 days), by UTC; all: of any age. (default: all)"
    )
    static let limit = OptionSpec.value(
        "--limit", placeholder: "n", help: "Show this many repositories, 1 to 1000; GitHub serves no more than 1000. (default: 30)")
    static let expanded = OptionSpec.flag("--expanded", help: "Show each repository's description and URL beneath it.")
    static let json = JSONOptions(
        fields: JSONShape.trendingRepository.fields,
        help:
            "Print a JSON array, most stars first, each repository with every member GitHub sent; with <fields>, only those (see JSON FIELDS)."
    )

    static let defaultLimit = 30

    static let help = CommandHelp(
        name: "trending",
        abstract: "Show the most-starred repositories.",
        discussion: """
            Repositories are ranked by stars, most first, through GitHub's repository search. On
            a terminal they are a ranked table; piped, each is one tab-separated line: rank,
            full_name, stargazers_count, language, and with --expanded description and html_url.
            Search allows 10 requests a minute without a token, 30 with one.
            """,
        options: [language, createdAfter, period, limit, expanded] + json.specs,
        exclusive: [.oneOf(createdAfter, period)],
        examples: [
            ("The top Swift repositories", "gh-users trending --language swift"),
            ("This week's new repositories with the most stars", "gh-users trending --period week"),
            (
                "This year's rising Rust projects, with descriptions",
                "gh-users trending --language rust --created-after 2026-01-01 --expanded"
            ),
        ]
    )

    /// A window of time new repositories are ranked in, counted back from today, or all time.
    typealias Period = TrendingPeriod

    let language: String?
    let createdAfter: CalendarDay?
    let period: Period?
    let limit: Int
    let expanded: Bool
    let json: JSONRequest?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first {
            throw UsageError.unexpectedArgument(extra)
        }
        var day: CalendarDay?
        if let text = arguments.values[Self.createdAfter.key] {
            guard let parsed = CalendarDay(text) else {
                throw UsageError.invalidValue(TextSanitizer.line(text), for: Self.createdAfter, "expected a date such as 2026-01-31")
            }
            day = parsed
        }
        if let text = arguments.values[Self.period.key] {
            guard let period = Period(rawValue: text) else {
                throw UsageError.invalidValue(TextSanitizer.line(text), for: Self.period, "expected day, week, month, year or all")
            }
            self.period = period
        } else {
            period = nil
        }
        let language = try arguments.text(Self.language)
        guard RepositorySearch.trending(language: language, createdAfter: day) != nil else {
            throw UsageError.invalidValue(
                TextSanitizer.line(language ?? ""), for: Self.language, "a language name cannot hold a quote or a line break")
        }
        self.language = language
        createdAfter = day
        limit = try arguments.integer(Self.limit, in: 1...SearchLimit.maximumResults) ?? Self.defaultLimit
        expanded = arguments.has(Self.expanded.key)
        json = try Self.json.read(arguments)
    }

    /// The search to run when it is `now`: a `--period` is counted back from today (UTC).
    func search(now: Date) -> RepositorySearch? {
        let since = period?.days.flatMap { CalendarDay(now.addingTimeInterval(-Double($0) * 86_400)) } ?? createdAfter
        return RepositorySearch.trending(language: language, createdAfter: since)
    }

    /// Results go through the pager on a terminal.
    var pagesOutput: Bool { true }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        guard let search = search(now: factory.now()) else { return .failure }
        let listing = PagedListing.search(search, limit: limit, from: factory.repositories)
        var printer = ListPrinter(ListFormat.trending(expanded: expanded), json: json, io: io)
        let outcome = try await ListingWriter(io: io, factory: factory).write(
            listing, into: &printer, continuation: .restart(noun: "repositories"))
        if outcome.count == 0 {
            io.hint("No repositories match \"\(search.query)\".")
        }
        if outcome.isIncomplete {
            io.printError("Warning: GitHub's search timed out before it finished, so some repositories may be missing.\n")
        }
        return .success
    }
}
