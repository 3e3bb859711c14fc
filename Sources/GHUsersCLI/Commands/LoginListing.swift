import GHDomain
import GHText

/// What `orgs` and `starred` share: one login, how far to page, whether to print JSON, and
/// how to print the listing and say when it is empty or goes on.
struct LoginListing: Sendable {
    let login: Login
    let extent: ListingExtent
    let json: JSONRequest?

    /// The options of ``RelationListing``, their help naming what is listed (`organizations`)
    /// rather than users, and `json`'s.
    static func options(listing noun: String, json: JSONOptions) -> [OptionSpec] {
        [
            .value(RelationListing.limit.key, placeholder: "n", help: "Follow next pages until this many \(noun) are listed."),
            .flag(RelationListing.all.key, help: "Follow next pages to the end of the list."),
        ] + json.specs
    }

    /// Reads `<login>`, `--limit`/`--all` (the options of ``RelationListing``) and `json`.
    init(parsing arguments: ParsedArguments, json: JSONOptions) throws(UsageError) {
        login = try arguments.singleLogin()
        extent = try arguments.extent(limit: RelationListing.limit, all: RelationListing.all)
        self.json = try json.read(arguments)
    }

    /// Prints `listing` as `format` shows it; on a terminal, says `empty` (after the login)
    /// when there is nothing, and how to see more `noun` when the listing goes on.
    func print<Item: Sendable>(
        _ listing: PagedListing<Item>, as format: ListFormat<Item>, io: IOStreams, factory: Factory, empty: String, noun: String
    ) async throws -> ExitCode {
        var printer = ListPrinter(format, json: json, io: io)
        let outcome = try await ListingWriter(io: io, factory: factory).write(listing, into: &printer, continuation: .restart(noun: noun))
        if outcome.count == 0 {
            io.hint("\(TextSanitizer.line(login.rawValue)) \(empty).")
        } else if outcome.hasMore {
            io.hint("Showing the first \(outcome.count) \(noun); add --limit <n> or --all for more.")
        }
        return .success
    }
}
