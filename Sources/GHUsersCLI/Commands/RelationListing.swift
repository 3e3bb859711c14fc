import GHDomain
import GHText

/// What `followers` and `following` share: one login, how far to page, and how to print.
struct RelationListing: Sendable {
    /// Which way the relation goes.
    enum Direction: Sendable {
        /// Users who follow the login.
        case followers
        /// Users the login follows.
        case following
    }

    static let limit = OptionSpec.value("--limit", placeholder: "n", help: "Follow next pages until this many users are listed.")
    static let all = OptionSpec.flag("--all", help: "Follow next pages to the last user.")
    static let json = ListCommand.json
    static let options = [limit, all] + json.specs
    static let exclusive = [[limit.key, all.key]]

    let direction: Direction
    let login: Login
    let extent: ListingExtent
    let json: JSONRequest?

    init(_ direction: Direction, parsing arguments: ParsedArguments) throws(UsageError) {
        self.direction = direction
        login = try arguments.singleLogin()
        extent = try arguments.extent(limit: Self.limit, all: Self.all)
        json = try Self.json.read(arguments)
    }

    func run(io: IOStreams, factory: Factory) async throws -> ExitCode {
        let repository = factory.users
        let listing: PagedListing<UserSummary>
        switch direction {
        case .followers: listing = .followers(of: login, from: repository, extent: extent)
        case .following: listing = .following(of: login, from: repository, extent: extent)
        }
        let layout = io.layout(json: json != nil)
        var printer = ListPrinter(
            ListFormat.users.marking(await factory.favoriteIDs(for: layout, io: io)).selectingJSON(json?.fields), layout: layout,
            style: io.style, width: io.terminalWidth)
        let outcome = try await io.stream(listing, into: &printer, on: factory.networkExecutor)
        let name = TextSanitizer.line(login.rawValue)
        if outcome.count == 0 {
            io.hint(direction == .followers ? "\(name) has no followers." : "\(name) follows no one.")
        } else if outcome.hasMore {
            let noun = direction == .followers ? "followers" : "followed users"
            io.hint("Showing the first \(outcome.count) \(noun); add --limit <n> or --all for more.")
        }
        return .success
    }
}
