import GHDomain

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
    static let json = OptionSpec.flag("--json", help: "Print a JSON array with GitHub's field names.")
    static let options = [limit, all, json]

    let direction: Direction
    let login: Login
    let extent: ListingExtent
    let json: Bool

    init(_ direction: Direction, parsing arguments: ParsedArguments) throws(UsageError) {
        self.direction = direction
        login = try arguments.singleLogin()
        extent = try arguments.extent(limit: Self.limit, all: Self.all)
        json = arguments.has(Self.json.key)
    }

    func run(in context: CommandContext) async throws -> ExitCode {
        let repository = context.makeRepository()
        let listing: PagedListing<UserSummary>
        switch direction {
        case .followers: listing = .followers(of: login, from: repository, extent: extent)
        case .following: listing = .following(of: login, from: repository, extent: extent)
        }
        let layout = context.layout(json: json)
        var printer = ListPrinter(.users.marking(context.favoriteIDs(for: layout)), layout: layout, style: context.style)
        let outcome = try await context.stream(listing, into: &printer)
        let name = TextSanitizer.line(login.rawValue)
        if outcome.count == 0 {
            context.hint(direction == .followers ? "\(name) has no followers." : "\(name) follows no one.")
        } else if outcome.hasMore {
            let noun = direction == .followers ? "followers" : "followed users"
            context.hint("Showing the first \(outcome.count) \(noun); add --limit <n> or --all for more.")
        }
        return .success
    }
}
